/**
 * A deploy-preview build (Netlify's CONTEXT=deploy-preview, REVIEW_ID) of the fixture site, served
 * with the host rules: noindex everywhere, the preview banner, and no analytics even when an
 * analytics id is in the environment.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Manifest } from '../common/contract';
import { serveBuild, type ServedBuild } from './serve-build';
import { useBrowser } from './browser';

const repo = resolve(import.meta.dirname, '..');
const out = resolve(repo, 'build.preview');
let server: ServedBuild | undefined;
let base: string;
const browser = useBrowser();

beforeAll(async () => {
  rmSync(out, { recursive: true, force: true });
  execFileSync(process.execPath, ['bin/mdx-docsite.mjs', 'build', '--content', 'pipeline/__tests__/fixtures/site', '--out', out], {
    cwd: repo,
    env: { ...process.env, CONTEXT: 'deploy-preview', REVIEW_ID: '123', ANALYTICS_ID: 'fixture.example' },
    stdio: 'pipe',
  });
  server = await serveBuild(out);
  base = server.url;
}, 600_000);

afterAll(async () => {
  await server?.close();
  rmSync(out, { recursive: true, force: true });
});

describe('a deploy preview', () => {
  it('tells crawlers to stay away: X-Robots-Tag on every answer, noindex meta, robots.txt', async () => {
    for (const path of ['/', '/docs/intro', '/blog', '/manifest.json', '/no-such-page']) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
    }
    expect(await (await fetch(`${base}/docs/intro`)).text()).toContain('<meta name="robots" content="noindex" />');
    expect(await (await fetch(`${base}/robots.txt`)).text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('shows the preview banner with the pull request number, prerendered and after hydration', async () => {
    expect(await (await fetch(`${base}/docs/intro`)).text()).toContain('This is a preview of pull request #123, not the published site.');
    const page = await browser().newPage();
    await page.goto(`${base}/docs/intro`);
    await page.waitForLoadState('networkidle');
    const banner = page.getByRole('note');
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toBe('This is a preview of pull request #123, not the published site.');
    await page.close();
  });

  it('has no analytics although ANALYTICS_ID was set: none in the manifest, the CSP or the page', async () => {
    const manifest = JSON.parse(readFileSync(resolve(out, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.site.analytics).toBeNull();
    expect(manifest.site.preview).toBe(true);
    const csp = (await fetch(`${base}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/connect-src 'self';/);
    const page = await browser().newPage();
    const external: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(base)) external.push(r.url());
    });
    await page.goto(`${base}/docs/intro`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('script[src^="http"]').count()).toBe(0);
    expect(external).toEqual([]);
    await page.close();
  });
});
