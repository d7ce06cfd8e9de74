import { describe, expect, it } from 'vitest';
import type { HastRoot } from '../../../common/contract';
import { expandBodies } from '../bodies';
import { resolveSiteSidebars } from '../sidebars';
import { context, doc } from './fixture';

describe('expandBodies', () => {
  it('expands <DocIndex> into a copy listing the matching docs; other bodies are returned as compiled', () => {
    const index: HastRoot = { type: 'root', children: [{ type: 'element', tagName: 'DocIndex', properties: { dir: 'rules' }, children: [] }] };
    const docs = [
      doc('docs/rules/index.md', 'rules/index', { route: '/docs/rules/', body: index }),
      doc('docs/rules/a.md', 'rules/a', { route: '/docs/rules/a', title: 'Rule A' }),
    ];
    const ctx = context();
    const bodies = expandBodies(
      ctx,
      docs.map((d) => d.compiled),
      docs,
      resolveSiteSidebars(ctx, docs),
    );
    const expanded = bodies.of(docs[0]!.compiled);
    expect(expanded).not.toBe(index);
    expect(JSON.stringify(expanded)).toContain('Rule A');
    expect(JSON.stringify(index)).not.toContain('Rule A');
    expect(bodies.of(docs[1]!.compiled)).toBe(docs[1]!.compiled.compiled.body);
    // The description of the expanded page is read from its copy; a published body is the copy.
    const chunk = { body: null as unknown as HastRoot };
    bodies.publish(chunk, docs[0]!.compiled);
    expect(chunk.body).toBe(expanded);
    expect(ctx.report.problems).toEqual([]);
  });
});
