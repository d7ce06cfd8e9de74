import { describe, expect, it, vi } from 'vitest';
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

  it('reads Markdown only: a JSON or YAML file among the docs is no document and no warning', async () => {
    const root = tempDir('load-');
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'lamp.md'), '---\ntitle: Lamp\n---\n\nA lamp.\n');
    // A JSON Schema's top-level `type` is what contentlayer would read as a document type's name.
    writeFileSync(join(root, 'docs', 'lamp.schema.json'), '{ "type": "object", "properties": { "watts": { "type": "number" } } }\n');
    writeFileSync(join(root, 'docs', 'settings.yml'), 'type: Doc\ntitle: Not a page\n');
    const said: string[] = [];
    const spies = (['log', 'warn', 'error', 'info'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void said.push(args.join(' '))),
    );
    try {
      const docs = await loadDocuments(root);
      expect(docs.map((d) => d.title)).toEqual(['Lamp']);
      expect(said.join('\n')).not.toMatch(/document type|Skipping/i);
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  });

  it('loads a post whose date Docusaurus reads and contentlayer would not (a YAML 1.1 timestamp), without a warning', async () => {
    const root = tempDir('load-');
    mkdirSync(join(root, 'blog'));
    writeFileSync(join(root, 'blog', 'lamps.md'), '---\ntitle: Lamps\ndate: 2023-2-07T00:00:00.000Z\n---\n\nNew lamps.\n');
    const said: string[] = [];
    const spies = (['log', 'warn', 'error', 'info'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args: unknown[]) => void said.push(args.join(' '))),
    );
    try {
      const docs = await loadDocuments(root);
      expect(docs.map((d) => d.title)).toEqual(['Lamps']);
      expect(said.join('\n')).toBe('');
    } finally {
      spies.forEach((s) => s.mockRestore());
    }
  });
});
