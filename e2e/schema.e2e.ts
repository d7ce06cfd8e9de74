import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateBuild } from '../pipeline/schema/validate-build';
import type { Manifest } from '../common/contract';

const dir = resolve(import.meta.dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');

describe('the published JSON Schemas', () => {
  it('validate every chunk of the site build (the real content) and its manifest', () => {
    const manifest = JSON.parse(readFileSync(resolve(dir, 'manifest.json'), 'utf8')) as Manifest;
    const { checked, failures } = validateBuild(dir);
    expect(failures).toEqual([]);
    expect(checked['route-chunk']).toBe(Object.keys(manifest.routes).length);
    expect(checked.sidebar).toBe(Object.keys(manifest.sidebars).length);
  });
});
