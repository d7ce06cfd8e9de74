/**
 * Where everything on a social card goes: the card's design and the rules of the layout satori
 * gave it until issue 46 (a flex column, 88/80/72 px of padding, spread by `space-between`), written
 * out so a canvas can draw the card without a layout engine. Pure: text is measured by the caller
 * (render.ts measures with the font it draws with), so the rules are tested without fonts.
 *
 * The rounding is satori's, so that lines and boxes land on the same pixel rows: a line's height is
 * rounded per line, its baseline is the font's ascent rounded plus half the leading floored, and
 * a box's position is rounded (yoga's). Lines break where satori broke them: at the Unicode line
 * break opportunities (UAX #14, the `linebreak` package satori uses), when the next piece of text
 * would pass the box's width, a piece's trailing space allowed to hang past it; a word longer
 * than the line is not cut (`overflow-wrap: normal`).
 */
import LineBreaker from 'linebreak';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
const PADDING = { top: 88, right: 80, bottom: 72, left: 80 };
const CONTENT_WIDTH = CARD_WIDTH - PADDING.left - PADDING.right;
export const TOP_BAR = { height: 16, color: '#18bcf2' };
export const BACKGROUND = '#ffffff';
export const LOGO = { size: 64, marginRight: 24 };
/** The title may take 300 px at most; what is below is cut (`overflow: hidden`), not ellipsised. */
const TITLE_MAX_HEIGHT = 300;

/** Inter's ascender and descender (hhea, per em), which satori's line boxes are made of. */
const ASCENT = 1984 / 2048;
const DESCENT = 494 / 2048;

export interface TextStyle {
  size: number;
  weight: 400 | 700;
  /** A multiple of the size, or null for the font's own (`normal`: ascent plus descent). */
  lineHeight: number | null;
  color: string;
  letterSpacing: number;
}

export const SECTION_STYLE: TextStyle = { size: 32, weight: 700, lineHeight: null, color: '#0b6f94', letterSpacing: 2 };
export const SITE_TITLE_STYLE: TextStyle = { size: 34, weight: 400, lineHeight: null, color: '#3c4249', letterSpacing: 0 };

/** Longer titles are drawn smaller: 76 px up to 40 characters, 64 px up to 70, 52 px beyond. */
export function titleStyle(title: string): TextStyle {
  const size = title.length > 70 ? 52 : title.length > 40 ? 64 : 76;
  return { size, weight: 700, lineHeight: 1.15, color: '#1c1e21', letterSpacing: 0 };
}

/** The width of a piece of text in a style, in pixels. */
export type Measure = (text: string, style: TextStyle) => number;

/** A line box's height (unrounded, as satori keeps it for the box) and where its baseline sits. */
export function lineMetrics(style: TextStyle): { height: number; baseline: number } {
  const ascent = Math.round(ASCENT * style.size);
  const descent = Math.round(DESCENT * style.size);
  const height = style.lineHeight === null ? (ASCENT + DESCENT) * style.size : style.size * style.lineHeight;
  return { height, baseline: ascent + Math.floor((height - ascent - descent) / 2) };
}

/** White space collapsed as CSS's `white-space: normal` does. */
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The text's lines in a box `width` wide, each line the pieces between break opportunities that
 * it holds (a word with the space after it, a word up to its hyphen, ...).
 */
export function wrapText(text: string, width: number, style: TextStyle, measure: Measure): string[][] {
  const content = collapse(text);
  const lines: string[][] = [];
  let line: string[] = [];
  let lineWidth = 0;
  const breaker = new LineBreaker(content);
  let start = 0;
  for (let brk = breaker.nextBreak(); brk; brk = breaker.nextBreak()) {
    const piece = content.slice(start, brk.position);
    start = brk.position;
    const pieceWidth = measure(piece, style);
    const hanging = piece.trimEnd() === piece ? 0 : pieceWidth - measure(piece.trimEnd(), style);
    if (line.length && lineWidth + pieceWidth > width + hanging) {
      lines.push(line);
      line = [];
      lineWidth = 0;
    }
    line.push(piece);
    lineWidth += pieceWidth;
  }
  if (line.length) lines.push(line);
  return lines;
}

/** The height of lines: each line's height rounded, as satori adds them. */
const lineBoxes = (lines: unknown[], style: TextStyle) => lines.length * Math.round(lineMetrics(style).height);

/** A line of text to draw: `y` is its baseline. */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  style: TextStyle;
}

/**
 * A block of lines from `top`: its runs (a line each) and its height. A line is drawn whole, so
 * it is kerned across its pieces as satori placed them (the "Wave" of "Z-Wave" is kerned to its
 * hyphen; drawn piece by piece it would start 2 px further right). One glyph comes out otherwise:
 * Skia's shaper applies one of Inter's contextual alternates satori's did not, so the `+` of
 * "168+ days" sits lower by a few pixels (BENCHMARKS.md, social cards).
 */
function textBlock(lines: string[][], x: number, top: number, style: TextStyle): { runs: TextRun[]; height: number } {
  const { height, baseline } = lineMetrics(style);
  const step = Math.round(height);
  const runs: TextRun[] = [];
  lines.forEach((pieces, i) => runs.push({ text: pieces.join('').trimEnd(), x, y: top + i * step + baseline, style }));
  return { runs, height: lineBoxes(lines, style) };
}

export interface CardText {
  title: string;
  section: string;
  siteTitle: string;
  hasLogo: boolean;
}

/**
 * The card's parts: `site` (the footer: the site's name and the logo's box, the same on every card
 * of a site) and `page` (the section, and the title, which is clipped to `titleClip`). The title sits halfway
 * between the section and the footer.
 */
export function cardLayout(card: CardText, measure: Measure) {
  const footerTextX = PADDING.left + (card.hasLogo ? LOGO.size + LOGO.marginRight : 0);
  const siteLines = wrapText(card.siteTitle, CARD_WIDTH - PADDING.right - footerTextX, SITE_TITLE_STYLE, measure);
  const siteTextHeight = lineBoxes(siteLines, SITE_TITLE_STYLE);
  const footerHeight = card.hasLogo ? Math.max(LOGO.size, siteTextHeight) : siteTextHeight;
  const footerTop = CARD_HEIGHT - PADDING.bottom - footerHeight;
  // The row centres its items (`align-items: center`).
  const site = textBlock(siteLines, footerTextX, Math.round(footerTop + (footerHeight - siteTextHeight) / 2), SITE_TITLE_STYLE);
  const logo = card.hasLogo ? { x: PADDING.left, y: Math.round(footerTop + (footerHeight - LOGO.size) / 2), size: LOGO.size } : null;

  const sectionText = card.section.toUpperCase();
  const section = textBlock(sectionText ? wrapText(sectionText, CONTENT_WIDTH, SECTION_STYLE, measure) : [], PADDING.left, PADDING.top, SECTION_STYLE);
  const style = titleStyle(card.title);
  const titleLines = wrapText(card.title, CONTENT_WIDTH, style, measure);
  const titleHeight = Math.min(TITLE_MAX_HEIGHT, lineBoxes(titleLines, style));
  const sectionBottom = PADDING.top + section.height;
  const titleTop = Math.round(sectionBottom + (footerTop - sectionBottom - titleHeight) / 2);
  const title = textBlock(titleLines, PADDING.left, titleTop, style);
  return {
    site: { runs: site.runs, logo },
    page: { section: section.runs, title: title.runs, titleClip: { x: PADDING.left, y: titleTop, width: CONTENT_WIDTH, height: titleHeight } },
  };
}
