import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { build } from '../build';
import { previewJson, PreviewError } from '../preview-json';
import type { Manifest } from '../../common/contract';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'site');
let out: string;
let manifest: Manifest;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'preview-json-'));
  const result = await build({ contentRoot: FIXTURE, outDir: join(out, 'build'), app: false, preview: false, log: false });
  manifest = result.manifest!;
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const built = (route: string, key: 'chunk' | 'sidebar' = 'chunk') =>
  JSON.parse(readFileSync(join(out, 'build', manifest.routes[route]![key]!), 'utf8')) as unknown;

describe('npm run preview:json', () => {
  it('prints, for a route, exactly the chunk the build publishes', async () => {
    const json = await previewJson('/docs/intro', { contentRoot: FIXTURE });
    expect(JSON.parse(json)).toEqual(built('/docs/intro'));
    expect(json).toContain('\n  "kind": "doc",\n');
  });

  it('finds the route of a file, given relative to the content root or to the working directory', async () => {
    const expected = built('/docs/guide/');
    expect(JSON.parse(await previewJson('docs/guide/index.md', { contentRoot: FIXTURE }))).toEqual(expected);
    expect(JSON.parse(await previewJson(relative(process.cwd(), join(FIXTURE, 'docs/guide/index.md')), { contentRoot: FIXTURE }))).toEqual(expected);
    const post = JSON.parse(await previewJson('blog/2024-01-03-config-entries.md', { contentRoot: FIXTURE })) as { kind: string; route: string };
    expect(post).toEqual(built('/blog/2024/01/03/config-entries'));
  });

  it('accepts non-canonical route forms and prints the sidebar on request', async () => {
    expect(JSON.parse(await previewJson('/docs/intro.html', { contentRoot: FIXTURE }))).toEqual(built('/docs/intro'));
    expect(JSON.parse(await previewJson('/docs/intro', { contentRoot: FIXTURE, sidebar: true }))).toEqual(built('/docs/intro', 'sidebar'));
  });

  it('names the closest routes when the target is unknown', async () => {
    const error = await previewJson('/docs/intr', { contentRoot: FIXTURE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PreviewError);
    expect((error as Error).message).toMatch(/no route and no content file "\/docs\/intr"\. Closest valid choices: "\/docs\/intro"/);
  });
});
