import type { ColorMode } from '../../app/color-mode';

/** Drawn straight on the page in dark mode: light enough to read on `--color-bg` (#16191d). */
const DARK_INK = '#c9d1d9';

/**
 * mermaid's settings for a colour mode. Themes as the reference site sets them
 * (`themeConfig.mermaid.theme`: neutral in light mode, forest in dark mode). forest is a light
 * theme: its edges, arrowheads and the text it draws on the background are near-black, invisible on
 * the dark page, so in dark mode those colours (and only those: node fills and their dark text stay)
 * are overridden. Edge labels keep forest's light label background, so their text stays readable.
 * `securityLevel: 'strict'` keeps mermaid's own sanitising (no scripts, no click handlers).
 */
export function mermaidConfig(mode: ColorMode) {
  const base = { startOnLoad: false, securityLevel: 'strict' as const };
  if (mode === 'light') return { ...base, theme: 'neutral' as const };
  return {
    ...base,
    theme: 'forest' as const,
    themeVariables: {
      lineColor: DARK_INK,
      arrowheadColor: DARK_INK,
      defaultLinkColor: DARK_INK,
      titleColor: DARK_INK,
      // sequence diagrams: lifelines and messages are drawn on the page
      actorLineColor: DARK_INK,
      signalColor: DARK_INK,
      signalTextColor: DARK_INK,
      // state diagrams: transitions and their labels
      transitionColor: DARK_INK,
      transitionLabelColor: DARK_INK,
    },
  };
}

/**
 * mermaid's output is SVG whose labels are HTML inside `<foreignObject>` (`<br>` for line breaks,
 * not closed): an XML parse fails on it and the labels are lost. The HTML parser reads it as
 * browsers read inline SVG, as Docusaurus's renderer does; a parsed document runs no scripts, and
 * the markup is mermaid's sanitised output (securityLevel strict).
 */
export function parseSvg(markup: string, doc: Document): SVGSVGElement | null {
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  const svg = parsed.querySelector('svg');
  return svg ? (doc.importNode(svg, true) as SVGSVGElement) : null;
}
