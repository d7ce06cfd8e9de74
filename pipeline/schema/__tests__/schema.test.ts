import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from '../../build';
import { validateBuild } from '../validate-build';
import type { Manifest } from '../../../common/contract';

const FIXTURE = join(import.meta.dirname, '../../__tests__/fixtures/site');
let work: string;
let out: string;
let manifest: Manifest;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'schema-test-'));
  out = join(work, 'build');
  const result = await build({ contentRoot: FIXTURE, outDir: out, app: false, preview: false, log: false });
  manifest = result.manifest!;
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('JSON Schemas generated from the contract', () => {
  it('are published with the build, one per route-chunk kind plus the union, sidebars, the manifest and the search manifest', () => {
    expect(readdirSync(join(out, '_schema')).sort()).toEqual(
      [
        'blog-archive',
        'blog-authors',
        'blog-list',
        'blog-post',
        'boot',
        'doc-tag',
        'doc',
        'docs',
        'manifest',
        'page',
        'route-chunk',
        'route-table',
        'search',
        'sidebar',
        'tags',
      ].map((n) => `${n}.schema.json`),
    );
    const doc = JSON.parse(readFileSync(join(out, '_schema/doc.schema.json'), 'utf8')) as {
      $ref: string;
      definitions: Record<string, { properties: Record<string, { description?: string }> }>;
    };
    // The file's shape: the doc with its body packed (common/hast-json.ts).
    expect(doc.$ref).toBe('#/definitions/DocChunkJson');
    expect(doc.definitions.DocChunkJson!.properties.body).toEqual({ $ref: '#/definitions/PackedHast' });
    // Doc comments in contract.ts become descriptions.
    expect(doc.definitions.DocChunkJson!.properties.id!.description).toContain('Docusaurus doc id');
  });

  it('validate every emitted chunk and the manifest of a real build', () => {
    const { checked, failures } = validateBuild(out);
    expect(failures).toEqual([]);
    const routes = Object.values(manifest.routes);
    expect(checked['route-chunk']).toBe(routes.length);
    expect(checked.doc).toBe(routes.filter((r) => r.kind === 'doc').length);
    expect(checked['blog-post']).toBe(routes.filter((r) => r.kind === 'blog-post').length);
    expect(checked.sidebar).toBe(Object.keys(manifest.sidebars).length);
    expect(checked.manifest).toBe(1);
    expect(checked.boot).toBe(1);
    expect(checked['route-table']).toBe(manifest.routeTable.shards);
  });

  it('reject a chunk that breaks the contract, naming what is wrong', () => {
    const path = join(out, manifest.routes['/docs/intro']!.chunk);
    const chunk = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    writeFileSync(path, JSON.stringify({ ...chunk, toc: 'not a list', extra: 1 }));
    const { failures } = validateBuild(out);
    expect(failures.some((f) => f.includes(manifest.routes['/docs/intro']!.chunk) && f.includes('toc must be array'))).toBe(true);
    expect(failures.some((f) => f.includes('must NOT have additional properties'))).toBe(true);
    writeFileSync(path, JSON.stringify(chunk));
  });
});
