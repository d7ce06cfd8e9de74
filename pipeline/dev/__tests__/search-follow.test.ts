import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DevSite } from '../site';
import { searchStep } from '../../search/index';
import { indexInThread, type Indexer } from '../../search/indexer';
import { indexOnWorker, closeWorkerIndexer } from '../../search/worker-indexer';
import { TextCache } from '../../cache/text-cache';
import { copySite } from '../../__tests__/copy-site';

const FIXTURE = join(import.meta.dirname, '../../__tests__/fixtures/site');
const folders: string[] = [];
afterAll(async () => {
  await closeWorkerIndexer();
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

function copy(): string {
  const content = mkdtempSync(join(tmpdir(), 'dev-follow-'));
  copySite(FIXTURE, content);
  folders.push(content);
  return content;
}

describe('search indexes that follow a dev pass', () => {
  it('a save made while an index is being made is on the page first; the stale rebuild gives way to the newer one', async () => {
    const content = copy();
    // An indexer held shut until the test opens it: the rebuild is "still running" for as long as needed.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let made = 0;
    const held: Indexer = async (kind, docs) => {
      await gate;
      made++;
      return indexInThread(kind, docs);
    };
    const site = new DevSite({ contentRoot: content, followSteps: [searchStep(new TextCache(null), held)] });
    await site.start();
    const setup = join(content, 'docs/guide/setup.md');
    writeFileSync(setup, readFileSync(setup, 'utf8').replace('## Install it', '## Install the first way'));
    await site.update(['docs/guide/setup.md']);
    let followed: unknown = 'running';
    const rebuild = site.followSearch().then((m) => (followed = m));

    writeFileSync(setup, readFileSync(setup, 'utf8').replace('## Install the first way', '## Install the second way'));
    const pass = await site.update(['docs/guide/setup.md']);
    expect(pass.routes).toContain('/docs/guide/setup');
    const chunk = String(await site.read(site.manifest!.routes['/docs/guide/setup']!.chunk));
    expect(chunk).toContain('Install the second way');
    expect(followed).toBe('running');
    expect(made).toBe(0);

    open();
    await rebuild;
    // Made from the older pass: no manifest for it; the indexes are still behind the newer one.
    expect(followed).toBeNull();
    expect(site.searchBehind).toBe(true);
    const latest = await site.followSearch();
    expect(latest).not.toBeNull();
    expect(site.searchBehind).toBe(false);
    const texts = await Promise.all(latest!.search!.contexts.map(async (c) => String(await site.read(c.index.path))));
    expect(texts.some((t) => t.includes('second way'))).toBe(true);
  });

  it('the dev server makes its indexes on a thread of its own, byte for byte as the build does', async () => {
    const docs = [
      { id: 'a', title: 'Alpha lamp', keywords: '', context: 'docs', route: '/docs/a' },
      { id: 'b', title: 'Beta switch', keywords: 'toggle', context: 'docs', route: '/docs/b' },
    ];
    const [onWorker, inThread] = await Promise.all([indexOnWorker('titles', docs), indexInThread('titles', docs)]);
    expect(onWorker).toBe(inThread);
    expect(onWorker).toContain('Beta switch');
  });
});
