import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DevSite } from '../site';
import { copySite } from '../../__tests__/copy-site';

/** Dev mode over the Docusaurus fixture: pages whose JavaScript read other docs or files stay current. */
const FIXTURE = join(import.meta.dirname, '../../../fixtures/docusaurus-site');
let content: string;
let site: DevSite;

const body = (route: string) => JSON.stringify((JSON.parse(String(site.output.read(site.manifest!.routes[route]!.chunk))) as { body: unknown }).body);
const edit = (path: string, change: (text: string) => string) => {
  const before = readFileSync(join(content, path), 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`edit of ${path} changed nothing`);
  writeFileSync(join(content, path), after);
};

beforeAll(async () => {
  content = mkdtempSync(join(tmpdir(), 'dev-evaluated-'));
  copySite(FIXTURE, content);
  site = new DevSite({ contentRoot: content });
  expect((await site.start()).errors).toEqual([]);
}, 120_000);
afterAll(() => rmSync(content, { recursive: true, force: true }));

describe('dev mode and build-time JavaScript', () => {
  it('recompiles the pages that list doc titles when a title changes, and only those', async () => {
    expect(body('/docs/evaluated/components')).toContain('Installing Lantern');
    edit('docs/basics/install.md', (t) => t.replace('title: Installing Lantern', 'title: Installing the Lantern tool'));
    const pass = await site.update(['docs/basics/install.md']);
    expect(pass.errors).toEqual([]);
    // The edited doc itself and the two pages whose components read the docs data (useDocsVersion()
    // in evaluated/components, useGlobalData() in evaluated/client-api).
    expect(pass.compiled).toBe(3);
    expect(body('/docs/evaluated/components')).toContain('Installing the Lantern tool');
  });

  it('recompiles a page when a component file it renders at build time changes', async () => {
    edit('docs/evaluated/_components/Recipe.jsx', (t) => t.replace("['scene', 'evening']", "['mood', 'evening']"));
    const pass = await site.update(['docs/evaluated/_components/Recipe.jsx']);
    expect(pass.compiled).toBe(1);
    expect(body('/docs/evaluated/components')).toContain('mood');
  });

  it('leaves pages alone when nothing they read changed', async () => {
    edit('docs/intro.md', (t) => `${t}\nOne more line.\n`);
    expect((await site.update(['docs/intro.md'])).compiled).toBe(1);
  });
});
