import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectDocuments, type SourceDocument } from '../../content/collect';
import { coveringFolders, folderBatches, loadChangedDocuments, untouchedFolders } from '../../content/cached-load';
import { readdirSync, statSync } from 'node:fs';
import { loadDocuments } from '../../content/load';
import { contentSections } from '../../../docusaurus/node/config/layout';
import { loadContentLayout } from '../../../docusaurus/node/config/layout';
import { Report } from '../../check/report';
import { copySite } from '../../__tests__/copy-site';
import { DocumentCache } from '../document-cache';

const FIXTURE = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'docusaurus-site');
let work: string;
let site: string;
let cacheFile: string;

async function collect(key = 'v1', file: string | null = cacheFile): Promise<{ docs: SourceDocument[]; stats: DocumentCache['stats']; report: Report }> {
  const cache = new DocumentCache(file, key);
  const report = new Report();
  const docs = await collectDocuments(site, 'site', report, await loadContentLayout(site), cache);
  return { docs, stats: cache.stats, report };
}

/**
 * What the rest of the pipeline reads of a document, in a stable order, as data: contentlayer2's
 * lists are an Array subclass, the cached ones plain arrays.
 */
const shape = (docs: SourceDocument[]) => JSON.parse(JSON.stringify([...docs].sort((a, b) => a.path.localeCompare(b.path)))) as unknown;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'document-cache-'));
  site = join(work, 'site');
  copySite(FIXTURE, site);
  cacheFile = join(work, 'cache', 'documents.json');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the documents cache (contentlayer2 output kept between builds)', () => {
  let fresh: SourceDocument[];

  it('a first build has every document made by contentlayer2 and stores them', async () => {
    const first = await collect();
    expect(first.report.errors).toEqual([]);
    expect(first.stats).toEqual({ cached: 0, loaded: first.docs.length, checked: 0 });
    expect(first.docs.length).toBeGreaterThan(10);
    expect(existsSync(cacheFile)).toBe(true);
    fresh = first.docs;
  });

  it('a build with no file changed takes every document from the cache, equal to contentlayer2’s', async () => {
    const second = await collect();
    expect(second.stats).toEqual({ cached: fresh.length, loaded: 0, checked: 0 });
    expect(shape(second.docs)).toEqual(shape(fresh));
  });

  it('a changed file is read again and checked against the field definitions, without contentlayer2, and not stored', async () => {
    const file = join(site, 'docs', 'intro.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, 'title: Changed title'));
    const third = await collect();
    const intro = third.docs.find((d) => d.path === 'docs/intro.md')!;
    expect(intro.frontMatter.title).toBe('Changed title');
    expect(third.stats).toEqual({ cached: fresh.length - 1, loaded: 0, checked: 1 });
    // The cache holds what contentlayer2 made only.
    expect(Object.keys((JSON.parse(readFileSync(cacheFile, 'utf8')) as { entries: object }).entries)).not.toContain('docs/intro.md');
    expect(shape(third.docs.filter((d) => d.path !== 'docs/intro.md'))).toEqual(shape(fresh.filter((d) => d.path !== 'docs/intro.md')));
    const deep = fresh.find((d) => d.path.split('/').length > 3)!;
    writeFileSync(join(site, deep.path), `${readFileSync(join(site, deep.path), 'utf8')}\nOne more line.\n`);
    const fourth = await collect();
    expect(fourth.stats).toEqual({ cached: fresh.length - 2, loaded: 0, checked: 2 });
    expect(fourth.docs.find((d) => d.path === deep.path)!.body).toContain('One more line.');
  });

  it('a changed file the field check rejects goes through contentlayer2 (its folder only), and is reported as in a cold build', async () => {
    const file = join(site, 'docs', 'advanced', 'wrong-position.md');
    writeFileSync(file, '---\ntitle: Wrong position\nsidebar_position: first\n---\n\nText.\n');
    const run = await collect();
    expect(run.docs.map((d) => d.path)).not.toContain('docs/advanced/wrong-position.md');
    expect(run.report.errors.map((e) => [e.file, e.message])).toEqual([
      [join('site', 'docs', 'advanced', 'wrong-position.md'), 'front matter field `sidebar_position` must be a number, got "first"'],
    ]);
    // contentlayer2 read the folder again: its other documents are the cached ones, nothing new.
    expect(run.stats.loaded).toBe(0);
    rmSync(file);
  });

  it('a deleted file is gone from the documents and from the cache file', async () => {
    const gone = fresh.find((d) => d.kind === 'post')!;
    rmSync(join(site, gone.path));
    const after = await collect();
    expect(after.docs.map((d) => d.path)).not.toContain(gone.path);
    expect(Object.keys((JSON.parse(readFileSync(cacheFile, 'utf8')) as { entries: object }).entries)).not.toContain(gone.path);
  });

  it('a new pipeline version or content layout (the key) makes every document again', async () => {
    const other = await collect('v2');
    expect(other.stats.cached).toBe(0);
    expect(other.stats.loaded).toBe(other.docs.length);
  });

  it('a file with bad front matter is never cached: each build reports it again', async () => {
    const bad = join(site, 'docs', 'broken.md');
    writeFileSync(bad, '---\ntitle: [unclosed\n---\n\nText.\n');
    for (let i = 0; i < 2; i++) {
      const run = await collect('v2');
      expect(run.report.errors.map((e) => e.file)).toContain(join('site', 'docs', 'broken.md'));
    }
    rmSync(bad);
  });

  it('with no cache file (`--no-cache`) nothing is read or written', async () => {
    const before = readFileSync(cacheFile, 'utf8');
    const run = await collect('v1', null);
    expect(run.stats).toEqual({ cached: 0, loaded: run.docs.length, checked: 0 });
    expect(readFileSync(cacheFile, 'utf8')).toBe(before);
  });
});

describe('the folders contentlayer2 reads for the changed files', () => {
  it('leaves out every subfolder with no changed file, so a top-level doc does not read the whole tree', async () => {
    const layout = await loadContentLayout(site);
    const sections = contentSections(layout);
    const exclude = untouchedFolders(sections.root, ['docs'], ['docs']);
    expect(exclude).toEqual(expect.arrayContaining(['docs/basics', 'docs/advanced']));
    expect(untouchedFolders(sections.root, ['docs'], ['docs/advanced'])).not.toContain('docs/advanced');
    const read = await loadDocuments(sections.root, sections, { include: ['docs'], exclude });
    const paths = read.map((d) => d._raw.sourceFilePath);
    expect(paths).toContain('docs/intro.md');
    expect(paths.every((p) => p.split('/').length === 2)).toBe(true);
  });
});

describe('contentlayer2 runs over a large site', () => {
  it('splits the files into runs of whole folders of about the given size, after one another', () => {
    const dirs = ['docs/a', 'docs/a', 'docs/a/b', 'docs/c', 'docs/c', 'docs/c', 'blog'];
    expect(folderBatches(dirs, 100)).toEqual([dirs]);
    expect(folderBatches(dirs, 3)).toEqual([['blog', 'docs/a', 'docs/a'], ['docs/a/b'], ['docs/c', 'docs/c', 'docs/c']]);
    // A folder is never split, even past the size; files at the root read the whole site in one run.
    expect(folderBatches(dirs, 1)).toEqual([['blog'], ['docs/a', 'docs/a'], ['docs/a/b'], ['docs/c', 'docs/c', 'docs/c']]);
    expect(folderBatches(['.', ...dirs], 1)).toEqual([['.', ...dirs]]);
  });

  it('finds the same documents in runs of two files as in one run, a parent folder and its subfolders in runs of their own', async () => {
    const layout = await loadContentLayout(FIXTURE);
    const sections = contentSections(layout);
    const texts = new Map<string, string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(join(FIXTURE, dir))) {
        const path = dir ? `${dir}/${name}` : name;
        if (statSync(join(FIXTURE, path)).isDirectory()) walk(path);
        else if (/\.mdx?$/.test(name)) texts.set(path, readFileSync(join(FIXTURE, path), 'utf8'));
      }
    };
    for (const dir of ['docs', 'blog']) walk(dir);
    const one = await loadChangedDocuments(FIXTURE, sections, texts, new DocumentCache(null, 'x'), undefined, Infinity);
    const runs = await loadChangedDocuments(FIXTURE, sections, texts, new DocumentCache(null, 'x'), undefined, 2);
    expect(one.size).toBeGreaterThan(10);
    expect([...runs.keys()].sort()).toEqual([...one.keys()].sort());
    for (const [path, doc] of one) expect(JSON.parse(JSON.stringify(runs.get(path)))).toEqual(JSON.parse(JSON.stringify(doc)));
  });
});

describe('coveringFolders', () => {
  it('keeps the fewest folders that hold every changed file', () => {
    expect(coveringFolders(['docs/a', 'docs/a/b', 'blog', 'docs/ab'])).toEqual(['blog', 'docs/a', 'docs/ab']);
    expect(coveringFolders(['docs', 'docs'])).toEqual(['docs']);
  });
  it('reads the whole site when a file sits at the root', () => {
    expect(coveringFolders(['.', 'docs'])).toBeUndefined();
  });
});
