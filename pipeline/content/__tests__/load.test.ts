import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadDocuments } from '../load';
import { tempDir } from '../../__tests__/temp-dir';

describe('loadDocuments', () => {
  it('returns plain data: list fields are arrays a worker thread can be sent (the compile pool posts them)', async () => {
    const root = tempDir('load-');
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'lamp.md'), '---\ntitle: Lamp\nkeywords: [light, dimmer]\ntags: [hardware]\n---\n\nA lamp.\n');
    const [doc] = await loadDocuments(root);
    expect(doc).toMatchObject({ title: 'Lamp', keywords: ['light', 'dimmer'], tags: ['hardware'] });
    expect(Array.isArray(doc!.keywords)).toBe(true);
    expect(structuredClone(doc)).toEqual(doc);
  });
});
