import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { WEB_DIR } from '../../project-root';
import { writeSmallViteProject } from './small-vite-project';

const dir = mkdtempSync(join(tmpdir(), 'site-tsconfig-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A site folder in a monorepo: its nearest tsconfig extends a package only the repository's root installs.
writeSmallViteProject(dir, {
  'main.js': "import { Gauge } from './gauge.tsx';\nglobalThis.gauge = Gauge({ psi: 40 });\n",
  'gauge.tsx': 'export function Gauge({ psi }: { psi: number }) {\n  return <meter value={psi} max={80} />;\n}\n',
  'tsconfig.json': JSON.stringify({ extends: '@kiln-works/tsconfig-not-installed/base.json' }),
});

const bundle = (tsconfig?: string) =>
  build({
    root: dir,
    logLevel: 'silent',
    ...(tsconfig ? { tsconfig } : {}),
    build: { outDir: 'out', minify: false, rolldownOptions: { input: join(dir, 'main.js'), external: [/^react/], output: { entryFileNames: 'main.js' } } },
  });

describe("the bundle's one tsconfig (web/tsconfig.transform.json)", () => {
  it("builds a site's TypeScript whose own tsconfig cannot be loaded, as Docusaurus's Babel never reads it", async () => {
    // Vite alone looks up each file's tsconfig and stops on it.
    await expect(bundle()).rejects.toThrow(/tsconfig/i);
    await bundle(join(WEB_DIR, 'tsconfig.transform.json'));
    expect(readFileSync(join(dir, 'out/main.js'), 'utf8')).toContain('"meter"');
  });
});
