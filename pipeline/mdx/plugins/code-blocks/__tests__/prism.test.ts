import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Highlight, themes, type PrismTheme as RendererTheme } from 'prism-react-renderer';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Element } from 'hast';
import { highlightWithPrism } from '../prism';
import type { PrismCodeTheme, PrismTheme } from '../../../../../common/site-config';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

const require = createRequire(import.meta.url);

/** A run of text in one look: what a reader sees of a block, token boundaries aside. */
interface Run {
  text: string;
  color: string | undefined;
  fontStyle: string | undefined;
}

function pushRun(runs: Run[], run: Run) {
  const last = runs[runs.length - 1];
  if (last && last.color === run.color && last.fontStyle === run.fontStyle) last.text += run.text;
  else if (run.text) runs.push({ ...run });
}

/**
 * What Docusaurus shows: prism-react-renderer's own `Highlight` component, rendered by React as
 * Docusaurus's `CodeBlock` renders it (its lines, `getTokenProps` for each token, the block's
 * `style`); a token without a colour of its own shows the block's.
 */
function docusaurusRuns(code: string, language: string, theme: PrismTheme): Run[][] {
  let lines: Run[][] = [];
  renderToStaticMarkup(
    createElement(Highlight, {
      code,
      language,
      theme: theme as RendererTheme,
      children: ({ tokens, style, getTokenProps }) => {
        lines = tokens.map((line) => {
          const runs: Run[] = [];
          for (const token of line) {
            const props = getTokenProps({ token });
            const text = token.empty ? '' : props.children;
            pushRun(runs, { text, color: props.style?.color ?? style.color, fontStyle: props.style?.fontStyle });
          }
          return runs;
        });
        return createElement('pre');
      },
    }),
  );
  return lines;
}

/** The same from this build's `<pre>`: a span's `--shiki-<mode>` variables, else the `<pre>`'s. */
function builtRuns(pre: Element, mode: 'light' | 'dark'): Run[][] {
  const vars = (node: Element) =>
    Object.fromEntries(
      String(node.properties.style ?? '')
        .split(';')
        .filter(Boolean)
        .map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)]),
    );
  const block = vars(pre)[`--shiki-${mode}`];
  const code = pre.children[0] as Element;
  return code.children
    .filter((n): n is Element => n.type === 'element')
    .map((line) => {
      const runs: Run[] = [];
      for (const node of line.children) {
        if (node.type === 'text') pushRun(runs, { text: node.value, color: block, fontStyle: undefined });
        else if (node.type === 'element') {
          const own = vars(node);
          const text = node.children.map((c) => (c.type === 'text' ? c.value : '')).join('');
          pushRun(runs, { text, color: own[`--shiki-${mode}`] ?? block, fontStyle: own[`--shiki-${mode}-font-style`] });
        }
      }
      return runs;
    });
}

const SAMPLES: [string, string][] = [
  ['python', 'import logging\n\n_LOGGER = logging.getLogger(__name__)  # the log\n\n@callback\ndef on(x: int) -> bool:\n    return f"{x}" != "0"\n'],
  ['yaml', '# lamps\nlight:\n  - platform: demo\n    brightness: 255\n    name: "Porch"\n'],
  ['json', '{\n  "domain": "lamp",\n  "version": 2,\n  "iot": true,\n  "codeowners": ["@me"]\n}'],
  ['bash', 'npm run build -- --out "$HOME/site" # build\nexport A=1 && echo $A'],
  ['jinja2', '{% if is_state("light.porch", "on") %}{{ states("sensor.t") }}{% endif %}'],
  ['jsx', 'export const Lamp = ({on}) => <div className="lamp">{on ? "on" : "off"}</div>;'],
  ['html', '<p class="x">Text &amp; more</p>'],
  ['', 'no language at all'],
];

const PAIRS: [string, PrismCodeTheme][] = [
  ['github / dracula', { light: themes.github, dark: themes.dracula, additionalLanguages: ['bash'] }],
  ['palenight (Docusaurus default)', { light: themes.palenight, dark: themes.palenight }],
  // vsDark styles markup tags for the `markup` language only.
  ['vsLight / vsDark', { light: themes.vsLight, dark: themes.vsDark, additionalLanguages: ['bash', 'django'] }],
  ['oneLight / oneDark', { light: themes.oneLight, dark: themes.oneDark }],
];

describe('Prism highlighting', () => {
  for (const [name, theme] of PAIRS) {
    it(`shows each character in Docusaurus's colour and style in both modes: ${name}`, () => {
      for (const [language, code] of SAMPLES) {
        const pre = highlightWithPrism(code, language, new Set(), theme);
        // Docusaurus's code block: lower case, `text` without a language, one final line break dropped.
        const shown = (t: PrismTheme) => docusaurusRuns(code.replace(/\n$/, ''), language || 'text', t);
        // Highlight's Prism is shared: it knows bash or jinja2 once any site loaded them; a site without them shows plain text.
        const component = ({ bash: 'bash', jinja2: 'django' } as Record<string, string>)[language];
        const known = !component || (theme.additionalLanguages ?? []).includes(component);
        const plain = (t: PrismTheme) =>
          shown(t).map((l) => (l.length ? [{ text: l.map((r) => r.text).join(''), color: t.plain?.color, fontStyle: undefined }] : []));
        expect(builtRuns(pre, 'light'), `${language} light`).toEqual(known ? shown(theme.light) : plain(theme.light));
        expect(builtRuns(pre, 'dark'), `${language} dark`).toEqual(known ? shown(theme.dark) : plain(theme.dark));
      }
    });
  }

  it('highlights a language only for a site that loads it', () => {
    const count = (t: PrismCodeTheme) => builtRuns(highlightWithPrism('echo $HOME', 'bash', new Set(), t), 'light')[0]!.length;
    expect(count({ light: themes.github, dark: themes.github, additionalLanguages: ['bash'] })).toBeGreaterThan(1);
    expect(count({ light: themes.github, dark: themes.github })).toBe(1);
  });

  it("highlights with a site's prism-react-renderer older than 2.3, which exports no normalizeTokens", () => {
    // A package folder whose module gives Prism alone, as 2.0–2.2 do (Docusaurus 3.0 sites have 2.1).
    const dir = mkdtempSync(join(tmpdir(), 'prism-renderer-'));
    writeFileSync(join(dir, 'package.json'), '{"main": "index.js"}');
    writeFileSync(join(dir, 'index.js'), `module.exports = { Prism: require(${JSON.stringify(require.resolve('prism-react-renderer'))}).Prism };`);
    try {
      const theme = { light: themes.github, dark: themes.dracula };
      const older = highlightWithPrism('x = 1', 'python', new Set(), { ...theme, renderer: { dir, version: '2.1.0' } });
      expect(builtRuns(older, 'light')).toEqual(builtRuns(highlightWithPrism('x = 1', 'python', new Set(), theme), 'light'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads a block without a language in the configured default language', () => {
    const pre = highlightWithPrism('a: 1', '', new Set(), { light: themes.github, dark: themes.github, defaultLanguage: 'yaml' });
    expect(pre.properties.className).toContain('language-yaml');
    expect(builtRuns(pre, 'light')[0]!.length).toBeGreaterThan(1);
  });

  it('marks highlighted lines and keeps empty ones', () => {
    const pre = highlightWithPrism('a = 1\n\nb = 2', 'python', new Set([3]), { light: themes.github, dark: themes.dracula });
    const lines = (pre.children[0] as Element).children.filter((n): n is Element => n.type === 'element');
    expect(lines.map((l) => l.properties.className)).toEqual([['line'], ['line'], ['line', 'highlighted']]);
    expect(lines[1]!.children).toEqual([]);
  });

  it('names an additional language Prism does not have', () =>
    expect(() => highlightWithPrism('x', 'x', new Set(), { light: themes.github, dark: themes.github, additionalLanguages: ['not-a-language'] })).toThrow(
      /additionalLanguages: "not-a-language" is not a Prism language/,
    ));
});

describe('code-blocks with Prism themes', () => {
  snapshotFixtures(`${import.meta.dirname}/prism`, {
    codeThemes: { light: 'github-light', dark: 'github-dark', prism: { light: themes.github, dark: themes.dracula, additionalLanguages: ['bash'] } },
  });
});
