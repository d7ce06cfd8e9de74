import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build, type BuildResult } from '../../build';
import type { DocChunk, Manifest, RouteChunkJson } from '../../../common/contract';
import { copySite } from '../../__tests__/copy-site';
import { pipelineVersion } from '../version';
import { readTree } from '../../__tests__/read-tree';
import { routeChunkFromJson } from '../../../common/hast-json';

const FIXTURE = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'docusaurus-site');
let work: string;
let site: string;
let cacheDir: string;

let runs = 0;
async function run(cache = true): Promise<BuildResult & { out: string }> {
  const out = join(work, `out-${++runs}`);
  const result = await build({ contentRoot: site, outDir: out, app: false, preview: false, log: false, cache, cacheDir });
  expect(result.report.errors).toEqual([]);
  return { ...result, out };
}

/**
 * The build in a process of its own, as `npm run build` runs it: config and sidebars modules are
 * imported afresh (this process keeps the first import of a module). Returns how many documents
 * it compiled, from its build line.
 */
function runCli(): number {
  const out = join(work, `out-${++runs}`);
  const root = join(import.meta.dirname, '..', '..', '..');
  const child = spawnSync(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', site, '--out', out, '--no-app', '--cache-dir', cacheDir], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(child.status, child.stderr).toBe(0);
  const m = /compile: (\d+) compiled, (\d+) cached/.exec(child.stdout);
  expect(m, child.stdout).not.toBeNull();
  return Number(m![1]);
}

function edit(path: string, from: string | RegExp, to: string) {
  const file = join(site, path);
  const text = readFileSync(file, 'utf8');
  const next = text.replace(from, to);
  expect(next, `${path} has ${String(from)}`).not.toBe(text);
  writeFileSync(file, next);
}

function docText(result: { out: string; manifest: Manifest | null }, route: string): string {
  const entry = result.manifest!.routes[route];
  expect(entry, route).toBeDefined();
  return JSON.stringify((routeChunkFromJson(JSON.parse(readFileSync(join(result.out, entry!.chunk), 'utf8')) as RouteChunkJson) as DocChunk).body);
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'compile-cache-'));
  site = join(work, 'site');
  cacheDir = join(work, 'cache');
  copySite(FIXTURE, site);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the build cache of compiled documents', () => {
  let cold: BuildResult & { out: string };

  beforeAll(async () => {
    cold = await run();
  }, 120_000);

  it('compiles every document on a cold build, none on an unchanged one, and writes the same bytes', async () => {
    expect(cold.compiled.length).toBe(cold.summary.docs + cold.summary.posts);
    const warm = await run();
    expect(warm.compiled).toEqual([]);
    expect(readTree(warm.out)).toEqual(readTree(cold.out));
    // --no-cache compiles everything again, to the same bytes.
    const uncached = await run(false);
    expect(uncached.compiled.length).toBe(cold.compiled.length);
    expect(readTree(uncached.out)).toEqual(readTree(cold.out));
  }, 120_000);

  it('keeps each body in a file of its own, named by its hash, beside a record without it', () => {
    const records = readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((f) => /[0-9a-f]{24}\.json$/.test(f));
    expect(records.length).toBe(cold.compiled.length);
    for (const name of records) {
      const record = JSON.parse(readFileSync(join(cacheDir, name), 'utf8')) as { body: unknown; compiled: object; facts: object };
      expect(typeof record.body).toBe('string');
      expect('body' in record.compiled).toBe(false);
      expect(Object.keys(record.facts).sort()).toEqual(['classNames', 'elements', 'firstSentence', 'headingIds']);
      expect(existsSync(join(cacheDir, name.replace(/\.json$/, `.${record.body as string}.body.json`)))).toBe(true);
    }
  });

  it('recompiles only a changed doc, and its new text is in the output', async () => {
    edit('docs/reference.md', '## Options\n', '## Options\n\nFreshly edited sentence.\n');
    const result = await run();
    expect(result.compiled).toEqual(['docs/reference.md']);
    expect(docText(result, '/docs/reference')).toContain('Freshly edited sentence.');
  }, 60_000);

  it('recompiles the importer of a changed partial', async () => {
    edit('docs/_partials/_shared.md', 'This paragraph lives', 'Partial text changed here. This paragraph lives');
    const result = await run();
    expect(result.compiled).toEqual(['docs/advanced/components.mdx']);
    expect(docText(result, '/docs/advanced/components')).toContain('Partial text changed here.');
  }, 60_000);

  it('recompiles the importers of changed YAML data and of a changed local component', async () => {
    edit('src/data/bulbs.yml', /name: [^\n]+/, 'name: Renamed Bulb');
    let result = await run();
    expect(result.compiled).toEqual(['docs/advanced/data.mdx']);
    expect(docText(result, '/docs/advanced/data')).toContain('Renamed Bulb');

    edit('src/components/Highlight.jsx', 'lantern-highlight', 'lantern-highlight edited');
    result = await run();
    expect(result.compiled).toEqual(['docs/advanced/components.mdx']);
  }, 60_000);

  it('rechecks the pages linking to a doc whose route or heading changed', async () => {
    // markdown-links.md links to `heading-comments.mdx#quiet-hours`: the anchor check runs on every build.
    edit('docs/compat/heading-comments.mdx', /quiet-hours/g, 'silent-hours');
    const broken = await build({ contentRoot: site, outDir: join(work, 'out-anchor'), app: false, preview: false, log: false, cacheDir });
    expect(broken.compiled).toEqual(['docs/compat/heading-comments.mdx']);
    expect(broken.report.problems.map((p) => `${p.file}: ${p.message}`).join('\n')).toMatch(/markdown-links\.md.*quiet-hours/);
    edit('docs/compat/heading-comments.mdx', /silent-hours/g, 'quiet-hours');
    await run();

    // A new slug moves the install guide: every page that links to it is compiled again.
    edit('docs/basics/install.md', /^---\n/, '---\nslug: /setting-up\n');
    const result = await run();
    expect(result.compiled).toContain('docs/basics/install.md');
    expect(result.compiled).toContain('docs/intro.md');
    expect(result.compiled).toContain('docs/basics/index.md');
    expect(result.compiled.length).toBeLessThan(cold.compiled.length / 2);
    expect(docText(result, '/docs/intro')).toContain('/docs/setting-up');
  }, 60_000);

  it('recompiles the pages that read the docs data when the sidebars change', () => {
    edit('sidebars.js', "{ 'Reference pages': ['reference', 'advanced/data'] },", '');
    edit('sidebars.js', /\n {2}\],\n\};/, "\n  ],\n  more: ['reference', 'advanced/data'],\n};");
    const result = runCli();
    expect(result).toBeGreaterThan(0);
    expect(result).toBeLessThan(cold.compiled.length / 2);
  }, 120_000);

  it('recompiles everything when the config changes', () => {
    edit('docusaurus.config.js', /title: '[^']+'/, "title: 'Renamed Lantern'");
    expect(runCli()).toBe(cold.compiled.length);
    expect(runCli()).toBe(0);
  }, 120_000);
});

describe("the pipeline's version", () => {
  it("changes when one of the pipeline's source files changes", () => {
    const root = mkdtempSync(join(tmpdir(), 'pipeline-version-'));
    try {
      cpSync(join(import.meta.dirname, '..', '..', '..', 'pipeline', 'cache'), join(root, 'pipeline', 'cache'), { recursive: true });
      writeFileSync(join(root, 'package-lock.json'), '{}');
      const before = pipelineVersion(root);
      expect(pipelineVersion(root)).toBe(before);
      writeFileSync(join(root, 'pipeline', 'cache', 'version.ts'), '// changed\n', { flag: 'a' });
      expect(pipelineVersion(root)).not.toBe(before);
      const changed = pipelineVersion(root);
      writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
      expect(pipelineVersion(root)).not.toBe(changed);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
