import { describe, expect, it, vi } from 'vitest';
import { createHighlighter, type ThemeRegistrationRaw } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import { INITIAL, type IGrammar } from '@shikijs/vscode-textmate';
import { codeToHastOneScan, oneScanGrammar } from '../one-scan';

/** Samples written for this test, each touching its grammar's common scopes (and embedded languages). */
const SAMPLES: Record<string, string> = {
  python: '@dataclass\nclass Valve(Entity):\n    """A valve."""\n    def open(self, pct: int = 100) -> None:\n        self._pos = f"{pct}%"  # set\n',
  typescript:
    'export async function toggle<T extends Lamp>(lamp: T): Promise<void> {\n  const on = !lamp.on as boolean;\n  await lamp.set({ on, at: `${Date.now()}` });\n}\n',
  tsx: 'export const Badge = ({ zone }: { zone: string }) => (\n  <span className="badge" data-zone={zone}>\n    {zone.toUpperCase()}\n  </span>\n);\n',
  javascript: "// lamp\nconst re = /^on-(\\d+)$/u;\nmodule.exports = { re, lamps: [1, 2.5, 0x1f], name: 'porch' };\n",
  yaml: 'automation:\n  - alias: "Porch at dusk"\n    trigger: { platform: sun, event: sunset }\n    action: !include actions.yaml # shared\n',
  json: '{\n  "domain": "valve",\n  "iot_class": "local_push",\n  "requirements": ["pyvalve==1.2"],\n  "quality": null\n}\n',
  bash: 'for z in porch attic; do\n  echo "zone: ${z}" | tee -a "$HOME/zones.log" && exit 0\ndone\n',
  shellsession: '$ python3 -m script.scaffold integration\nWhat is the domain? valve\n',
  html: '<!doctype html>\n<style>.on { color: red }</style>\n<script>window.lamp = { on: true };</script>\n<p class="on">Porch <b>lit</b></p>\n',
  css: '@media (prefers-color-scheme: dark) {\n  .lamp::before { content: "\\2022"; color: var(--accent, #f90); }\n}\n',
  markdown: '# Porch\n\nSome *emphasis* and `code`.\n\n```python\nprint("fenced")\n```\n\n- [link](https://example.org)\n',
  vue: '<template>\n  <button @click="on = !on">{{ on ? "On" : "Off" }}</button>\n</template>\n<script setup lang="ts">\nconst on = ref(false);\n</script>\n',
  diff: '--- a/valve.py\n+++ b/valve.py\n@@ -1,2 +1,2 @@\n-OPEN = 1\n+OPEN = 100\n',
  ini: '[porch]\nlamp = on ; inline\n# comment\n',
  jinja: '{% for z in zones %}{{ z.name | title }}{% endfor %}\n',
  sql: "SELECT state, COUNT(*) FROM states WHERE entity_id LIKE 'light.%' GROUP BY state;\n",
  go: 'package lamp\n\nfunc (l *Lamp) Toggle() error {\n\tl.on = !l.on\n\treturn nil\n}\n',
  rust: 'impl Lamp {\n    pub fn toggle(&mut self) -> Result<(), String> { self.on ^= true; Ok(()) }\n}\n',
  dockerfile: 'FROM python:3.13-slim\nRUN pip install --no-cache-dir pyvalve\nCMD ["python", "-m", "valve"]\n',
  graphql: 'query Zones($first: Int = 3) {\n  zones(first: $first) { name ... on Porch { lamp } }\n}\n',
};

/** A theme of its own: font styles, token backgrounds and parent-scope selectors. */
const OWN: ThemeRegistrationRaw = {
  name: 'porch-own',
  type: 'light',
  settings: [
    { settings: { foreground: '#222222', background: '#fafafa' } },
    { scope: 'comment', settings: { foreground: '#777777', fontStyle: 'italic' } },
    { scope: ['keyword', 'storage'], settings: { foreground: '#aa0055', fontStyle: 'bold' } },
    { scope: 'string', settings: { foreground: '#007700', background: '#eeffee' } },
    { scope: 'meta.function entity.name', settings: { foreground: '#0033cc', fontStyle: 'underline' } },
    { scope: 'source.python string', settings: { foreground: '#335500' } },
    { scope: 'constant.numeric', settings: { foreground: '#aa5500', fontStyle: 'bold italic' } },
  ],
};

const PAIRS: Record<string, string>[] = [
  { light: 'github-light', dark: 'github-dark' },
  { light: 'one-light', dark: 'dracula' },
  { light: 'porch-own', dark: 'porch-own' },
  { light: 'porch-own', dark: 'github-dark' },
];

let shared: ReturnType<typeof createHighlighter> | undefined;
const highlighter = () =>
  (shared ??= createHighlighter({
    themes: ['github-light', 'github-dark', 'one-light', 'dracula', OWN],
    langs: Object.keys(SAMPLES),
    engine: createJavaScriptRegexEngine(),
  }));

describe("one scan for both themes (Shiki's codeToHast, each line scanned once)", () => {
  it.each(Object.keys(SAMPLES))('%s: the same tree as Shiki scanning once per theme', async (lang) => {
    const h = await highlighter();
    for (const themes of PAIRS) {
      const options = {
        lang,
        themes,
        defaultColor: false as const,
        colorReplacements: { 'github-dark': { '#e1e4e8': '#eeeeee' } },
        tokenizeTimeLimit: 0,
        transformers: [
          { line: (node: { properties: Record<string, unknown> }, line: number) => void (line === 2 && (node.properties.class = 'line highlighted')) },
        ],
      };
      expect(codeToHastOneScan(h, SAMPLES[lang]!, options), `${lang} with ${themes.light}/${themes.dark}`).toEqual(h.codeToHast(SAMPLES[lang]!, options));
    }
  });

  it.each([PAIRS[1]!, PAIRS[2]!])('scans each line once for both colour modes (%o)', async (themes) => {
    const h = await highlighter();
    const grammar = h.getLanguage('python') as IGrammar;
    const scan = vi.spyOn(Object.getPrototypeOf(grammar) as IGrammar, 'tokenizeLine');
    const scanPerTheme = vi.spyOn(Object.getPrototypeOf(grammar) as IGrammar, 'tokenizeLine2');
    try {
      codeToHastOneScan(h, SAMPLES.python!, { lang: 'python', themes, defaultColor: false });
      // Five lines of code; the sample's last newline ends the fifth.
      expect(scan).toHaveBeenCalledTimes(5);
      expect(scanPerTheme).not.toHaveBeenCalled();
    } finally {
      scan.mockRestore();
      scanPerTheme.mockRestore();
    }
  });

  it('passes a call it did not expect to the grammar, under the theme Shiki set', async () => {
    const h = await highlighter();
    let current = { theme: 'github-light', pass: 1 };
    const grammar = oneScanGrammar(h, 'python', ['github-light', 'github-dark'], () => current);
    grammar.tokenizeLine2('x = 1', INITIAL);
    current = { theme: 'github-dark', pass: 2 };
    h.setTheme('github-dark');
    // Not the line the first theme was answered for: the grammar's own tokens under github-dark.
    const answered = grammar.tokenizeLine2('def f(): pass', INITIAL);
    const own = (h.getLanguage('python') as IGrammar).tokenizeLine2('def f(): pass', INITIAL);
    expect([...answered.tokens]).toEqual([...own.tokens]);
  });
});
