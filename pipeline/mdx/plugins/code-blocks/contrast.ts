/**
 * Token colours that read on the code background. Shiki's GitHub themes were drawn for a white
 * (light) or #24292e (dark) page, and a few of their token colours fall just under WCAG's 4.5:1 on
 * this theme's code backgrounds (github-light's keywords are 4.3:1 on #f6f8fa, github-dark's comments 3.4:1 on #1b1f24). Rather
 * than switch to a high-contrast theme with a different look, each colour under the ratio is moved
 * towards black (light) or white (dark) in small steps until it reaches it: the nearest colour of
 * the same hue that passes. Fed to Shiki as `colorReplacements`.
 */

type Rgb = [number, number, number];

/** `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` → channels 0–255 and alpha 0–1; null when not hex. */
export function parseHex(color: string): { rgb: Rgb; alpha: number } | null {
  const m = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim());
  if (!m) return null;
  let hex = m[1]!;
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
  const n = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return { rgb: [n(0), n(2), n(4)], alpha: hex.length === 8 ? n(6) / 255 : 1 };
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `top` with `alpha` painted over the opaque `bottom`. */
export function composite(top: Rgb, alpha: number, bottom: Rgb): Rgb {
  return [0, 1, 2].map((i) => top[i]! * alpha + bottom[i]! * (1 - alpha)) as Rgb;
}

function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The colour nearest to `color` (mixed with black on light backgrounds, white on dark ones) whose
 * contrast on every background is at least `min`; the colour itself when it already passes.
 * Translucent colours are judged as painted on the first background and come back opaque.
 */
export function readableOn(color: string, backgrounds: string[], min = 4.5): string {
  const parsed = parseHex(color);
  const bgs = backgrounds.map((b) => parseHex(b)?.rgb).filter((b): b is Rgb => !!b);
  if (!parsed || bgs.length === 0) return color;
  const start = composite(parsed.rgb, parsed.alpha, bgs[0]!);
  const passes = (c: Rgb) => bgs.every((bg) => contrastRatio(c, bg) >= min);
  if (passes(start)) return color;
  const dark = luminance(bgs[0]!) < 0.5;
  const target: Rgb = dark ? [255, 255, 255] : [0, 0, 0];
  for (let step = 1; step <= 100; step++) {
    const candidate = composite(target, step / 100, start).map(Math.round) as Rgb;
    if (passes(candidate)) return toHex(candidate);
  }
  return toHex(target);
}

/**
 * Shiki `colorReplacements` for one theme: every colour the theme uses that falls under `min` on
 * the backgrounds, keyed in lower case as Shiki looks them up.
 */
export function contrastReplacements(colors: Iterable<string>, backgrounds: string[], min = 4.5): Record<string, string> {
  const out: Record<string, string> = {};
  for (const color of colors) {
    const readable = readableOn(color, backgrounds, min);
    if (readable !== color) out[color.toLowerCase()] = readable;
  }
  return out;
}
