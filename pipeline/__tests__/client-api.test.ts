import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'hast';
import { build } from '../build.js';
import type { DocChunk, Manifest } from '../contract.js';

/**
 * Docusaurus's client API in fixtures/docusaurus-site (docs/evaluated/client-api.mdx and its
 * components), built without the SPA bundle: what a page's components compute while it builds.
 */
let out: string;
let manifest: Manifest;

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'client-api-'));
  const result = await build({ contentRoot: resolve('fixtures/docusaurus-site'), outDir: out, app: false, preview: false, log: false });
  expect(result.report.errors).toEqual([]);
  manifest = result.manifest!;
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const doc = (route: string) => JSON.parse(readFileSync(join(out, manifest.routes[route]!.chunk.slice(1)), 'utf8')) as DocChunk;

describe("the Docusaurus client API in the fixture site's components", () => {
  it('renders at build time what needs no browser: translation, interpolation, context, base URL, environment, global data and route', () => {
    const html = toHtml(doc('/docs/evaluated/client-api').body as unknown as Root);
    const fact = (name: string) => new RegExp(`<li class="fact-${name}">(.*?)</li>`).exec(html)?.[1];
    // No code.json for English: the message as written, its placeholder filled with an element.
    expect(fact('translate')).toBe('A lantern with <strong>3</strong> wicks');
    expect(fact('translate-fn')).toBe('Trim the wick of lamp LX-20');
    expect(fact('interpolate')).toBe('Burns <em>paraffin</em> cleanly (9 hours)');
    expect(fact('context')).toBe('Lantern Docs in en, colour mode light');
    expect(fact('base-url')).toBe('/img/logo.svg https://lantern.example/docs/intro');
    expect(fact('environment')).toBe('DOM at build time: false');
    expect(fact('global-data')).toBe('docs at /docs, 1 version, default, same: true');
    expect(fact('route')).toBe('/docs/evaluated/client-api in section evaluated, by docusaurus-plugin-content-docs');
    expect(fact('noop')).toBe('nothing here:');
  });

  it('leaves to the browser the component that sets the head, reads the doc on screen and navigates', () => {
    const chunk = doc('/docs/evaluated/client-api');
    const html = toHtml(chunk.body as unknown as Root);
    expect(html).toMatch(/<localcomponent component="docs\/evaluated\/_components\/ClientApi\.jsx#LampConsole"><\/localcomponent>/i);
    expect(html).not.toContain('lamp-console');
  });
});
