import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DevSite } from '../site';
import type { BlogListChunk, DocChunk, SidebarChunkJson, RouteChunkJson } from '../../../common/contract';
import { copySite } from '../../__tests__/copy-site';
import { routeChunkFromJson } from '../../../common/hast-json';

const FIXTURE = join(import.meta.dirname, '../../__tests__/fixtures/site');
let content: string;
let site: DevSite;

const chunk = <T>(route: string): T => routeChunkFromJson(JSON.parse(String(site.output.read(site.manifest!.routes[route]!.chunk))) as RouteChunkJson) as T;
const edit = (path: string, change: (text: string) => string) => writeFileSync(join(content, path), change(readFileSync(join(content, path), 'utf8')));

beforeAll(async () => {
  content = mkdtempSync(join(tmpdir(), 'dev-site-'));
  copySite(FIXTURE, content);
  site = new DevSite({ contentRoot: content });
  const first = await site.start();
  expect(first.errors).toEqual([]);
});
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('dev mode, pass by pass', () => {
  it('recompiles only the saved file and renames only its chunk', async () => {
    const before = site.manifest!;
    edit('docs/intro.md', (t) => t.replace('Tests need content that does not change under them.', 'A live edit.'));
    const pass = await site.update(['docs/intro.md']);
    expect(pass.compiled).toBe(1);
    expect(pass.routes).toEqual(['/docs/intro']);
    expect(JSON.stringify(chunk<DocChunk>('/docs/intro').body)).toContain('A live edit.');
    expect(site.manifest!.routes['/docs/guide/']).toEqual(before.routes['/docs/guide/']);
    // The previous chunk is gone from memory.
    expect(site.output.read(before.routes['/docs/intro']!.chunk)).toBeNull();
  });

  it('keeps the last good page while a file is broken, reports file and line, and recovers', async () => {
    const good = site.manifest!.routes['/docs/intro']!.chunk;
    edit('docs/intro.md', (t) => t.replace('A live edit.', 'A <Tabs> left open.'));
    const broken = await site.update(['docs/intro.md']);
    expect(broken.errors.map((e) => `${e.file}:${e.line}`)).toEqual([expect.stringMatching(/docs\/intro\.md:12$/)]);
    expect(broken.errors[0]!.frame!.lines).toContain('A <Tabs> left open.');
    expect(site.manifest!.routes['/docs/intro']!.chunk).toBe(good);

    edit('docs/intro.md', (t) => t.replace('A <Tabs> left open.', 'Fixed.'));
    const fixed = await site.update(['docs/intro.md']);
    expect(fixed.errors).toEqual([]);
    expect(JSON.stringify(chunk<DocChunk>('/docs/intro').body)).toContain('Fixed.');
  });

  it('on a rename, moves the route and the sidebar entry, and recompiles the pages linking to the old file', async () => {
    renameSync(join(content, 'docs/guide/setup.md'), join(content, 'docs/guide/install.md'));
    const pass = await site.update(['docs/guide/setup.md', 'docs/guide/install.md']);
    expect(site.manifest!.routes['/docs/guide/setup']).toBeUndefined();
    expect(site.manifest!.routes['/docs/guide/install']).toBeDefined();
    expect(pass.routes).toEqual(expect.arrayContaining(['/docs/guide/setup', '/docs/guide/install']));
    const sidebar = JSON.parse(String(site.output.read(site.manifest!.sidebars.main!))) as SidebarChunkJson;
    expect(JSON.stringify(sidebar)).toContain('/docs/guide/install');
    expect(JSON.stringify(sidebar)).not.toContain('/docs/guide/setup');
    // docs/intro.md links to ./guide/setup.md: recompiled, and now a broken link.
    expect(pass.errors.some((e) => e.file.endsWith('docs/intro.md') && e.message.includes('broken link `./guide/setup.md#install-it`'))).toBe(true);
    expect(pass.compiled).toBeLessThan(5);

    renameSync(join(content, 'docs/guide/install.md'), join(content, 'docs/guide/setup.md'));
    expect((await site.update(['docs/guide/install.md', 'docs/guide/setup.md'])).errors).toEqual([]);
  });

  it('adds and deletes posts in the blog lists and the archive', async () => {
    const total = chunk<BlogListChunk>('/blog').totalPosts;
    writeFileSync(join(content, 'blog/2024-05-01-added-post.md'), '---\ntitle: Added post\n---\n\nNew.\n');
    await site.update(['blog/2024-05-01-added-post.md']);
    expect(chunk<BlogListChunk>('/blog').totalPosts).toBe(total + 1);
    expect(chunk<BlogListChunk>('/blog').posts[0]!.title).toBe('Added post');

    rmSync(join(content, 'blog/2024-05-01-added-post.md'));
    rmSync(join(content, 'blog/2024-01-03-config-entries.md'));
    const pass = await site.update(['blog/2024-05-01-added-post.md', 'blog/2024-01-03-config-entries.md']);
    expect(chunk<BlogListChunk>('/blog').totalPosts).toBe(total - 1);
    expect(site.manifest!.routes['/blog/2024/01/03/config-entries']).toBeUndefined();
    expect(JSON.stringify(chunk('/blog/archive'))).not.toContain('config-entries');
    expect(pass.compiled).toBe(0);
  });

  it('reloads the sidebars file when it changes', async () => {
    edit('sidebars.js', (t) => t.replace("label: 'Guide'", "label: 'Guides'"));
    await site.update(['sidebars.js']);
    const sidebar = JSON.parse(String(site.output.read(site.manifest!.sidebars.main!))) as SidebarChunkJson;
    expect(sidebar.items.some((i) => i.type === 'category' && i.label === 'Guides')).toBe(true);
  });
});
