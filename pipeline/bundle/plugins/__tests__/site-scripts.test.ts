import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { parsesWithOxc, siteScripts } from '../site-scripts';

let site: string;
beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'site-scripts-'));
  writeFileSync(join(site, 'package.json'), '{}');
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => Promise<{ code: string; map: unknown } | null>;

async function transformer(): Promise<Transform> {
  const plugin = siteScripts(site);
  const context = { error: (message: string) => Promise.reject(new Error(message)) };
  await (plugin.buildStart as (this: unknown) => Promise<void>).call(context);
  return (code, id, options) => (plugin.transform as (this: unknown, ...args: unknown[]) => ReturnType<Transform>).call(context, code, id, options);
}

describe("the browser bundle's site scripts", () => {
  it('leaves a TypeScript file oxc parses to Vite', async () => {
    const transform = await transformer();
    expect(await transform('export const Ok = ({ n }: { n: number }) => <b>{n}</b>;\n', join(site, 'src/Ok.tsx'))).toBeNull();
  });

  it('compiles one with `>` in JSX text through Babel, into JavaScript oxc parses, for the browser and the prerenderer', async () => {
    const file = join(site, 'src/Stray.tsx');
    const code = 'export default function Stray({ src }: { src: string }) {\n  return <div><img src={src} />\n  />\n  a > b</div>;\n}\n';
    expect(parsesWithOxc(file, code)).toBe(false);
    const transform = await transformer();
    for (const ssr of [false, true]) {
      const out = (await transform(code, file, { ssr }))!;
      expect(out.code).toContain('"/> a > b"');
      expect(parseSync(file, out.code, { lang: 'tsx' }).errors).toEqual([]);
    }
  });

  it('gives JSX in a `.js` site file that Babel alone reads to Babel too, and leaves one Babel rejects to oxc, whose error names the line', async () => {
    const transform = await transformer();
    const out = await transform('export default () => <p>1 } 2</p>;\n', join(site, 'src/brace.js'));
    expect(out?.code).toContain('"1 } 2"');
    await expect(transform('export default () => <p>{1 +</p>;\n', join(site, 'src/unclosed.js'))).rejects.toThrow(/unclosed\.js/);
  });

  it("compiles JSX in the `.js` files of the packages Docusaurus compiles (a community plugin's src/), and leaves other packages' as published", async () => {
    const transform = await transformer();
    const code = 'export default function LampButton({ label }) {\n  return <button className="lamp-button">{label}</button>;\n}\n';
    const plugin = (await transform(code, join(site, 'node_modules/docusaurus-plugin-lamp/src/LampButton.js')))!;
    expect(plugin.code).not.toContain('<button');
    expect(parseSync('LampButton.js', plugin.code, { lang: 'js' }).errors).toEqual([]);
    expect(await transform(code, join(site, 'node_modules/lamp-widgets/src/LampButton.js'))).toBeNull();
  });
});
