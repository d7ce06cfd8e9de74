import type { ColorMode } from '../../app/color-mode';
import type { MermaidTheme } from '../../../common/contract';

/** Drawn straight on the page in dark mode: light enough to read on `--color-bg` (#16191d). */
const DARK_INK = '#c9d1d9';

/** The themes when the manifest does not say (this project's own choice; Docusaurus folders bring theirs). */
export const DEFAULT_THEMES: Record<ColorMode, MermaidTheme> = { light: 'neutral', dark: 'forest' };

/**
 * mermaid's settings for a colour mode, with the site's theme for it (`themeConfig.mermaid.theme`
 * in Docusaurus). Every theme but `dark` is drawn for a light page: its edges, arrowheads and the
 * text it puts on the background are near-black, invisible on the dark page. So in dark mode with
 * such a theme (forest, as the reference site sets it) those colours, and only those, are light;
 * node fills and their dark text stay, and edge labels keep their light label box.
 * `securityLevel: 'strict'` keeps mermaid's own sanitising (no scripts, no click handlers).
 */
export function mermaidConfig(mode: ColorMode, themes: Record<ColorMode, MermaidTheme> = DEFAULT_THEMES) {
  const base = { startOnLoad: false, securityLevel: 'strict' as const, theme: themes[mode] };
  if (mode === 'light' || themes.dark === 'dark') return base;
  return {
    ...base,
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
  return svg ? doc.importNode(svg, true) : null;
}
