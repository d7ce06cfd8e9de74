/**
 * Three deploys of one site through Netlify's own build runner (`netlify-build --offline`), each
 * from a fresh checkout (no build/, no .cache/; only Netlify's cache folder survives, as on
 * Netlify): production from nothing, production again (the cache restored: warm, read from the
 * build's own line), and a deploy preview (noindex, banner, analytics off). The site's analytics id
 * is in the environment of all three, as a Netlify site setting would be. The checks are the same
 * for this repository and for a site that installed the packed tool.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheLine,
  firstPage,
  foldersOf,
  freshCheckout,
  netlifyBuild,
  publishedSigns,
  stageCounts,
  type PublishedSigns,
  type RunnerResult,
} from './netlify-runner.js';

const ANALYTICS_ID = 'netlify-test.example';

export interface DeploysOptions {
  /** The suite's title. */
  title: string;
  /** Makes the site folder (a temporary one, removed after the suite). */
  prepare: () => Promise<string>;
  /** How the runner names the build-cache plugin it loaded from netlify.toml. */
  plugin: RegExp;
  /** At least this many documents compiled in the first build and taken from the cache after. */
  documents: number;
  /** Folders the first build must save (the site's cache layers). */
  saved: string[];
  /** Why the suite cannot run in this checkout (it is then reported as skipped, with the reason in its title). */
  unavailable?: string;
}

export function netlifyDeploys(options: DeploysOptions): void {
  let site: string | undefined;
  let cold: RunnerResult;
  let warm: RunnerResult;
  let preview: RunnerResult;
  let production: PublishedSigns;
  let previewSigns: PublishedSigns;

  const title = options.unavailable ? `${options.title} (not run: ${options.unavailable})` : options.title;
  describe.skipIf(options.unavailable !== undefined)(title, () => {
    beforeAll(async () => {
      site = await options.prepare();
      cold = await netlifyBuild(site, 'production', { ANALYTICS_ID });
      freshCheckout(site);
      warm = await netlifyBuild(site, 'production', { ANALYTICS_ID });
      const page = firstPage(join(site, 'build'), 'docs');
      production = await publishedSigns(site, 'production', page);
      freshCheckout(site);
      // REVIEW_ID is what Netlify's build machine sets for a pull request's deploy preview.
      preview = await netlifyBuild(site, 'deploy-preview', { ANALYTICS_ID, REVIEW_ID: '47' });
      previewSigns = await publishedSigns(site, 'deploy-preview', page);
    }, 40 * 60_000);

    afterAll(() => {
      if (site) rmSync(site, { recursive: true, force: true });
    });

    it('reads netlify.toml, loads the build-cache plugin from it and runs the build command', () => {
      expect(cold.output).toMatch(/Config file\s+\S*netlify\.toml/);
      expect(cold.output).toMatch(options.plugin);
      expect(cold.output).toMatch(/Context\s+production/);
      expect(cold.buildLine).toMatch(/^built \d+ docs, \d+ posts, \d+ routes into build/);
    });

    it("runs the plugin's onPreBuild and onPostBuild through utils.cache: nothing to restore at first, the cache folders saved after", () => {
      expect(cacheLine(cold.output, 'nothing to restore')).not.toBeNull();
      expect(cacheLine(cold.output, 'restored')).toBeNull();
      expect(foldersOf(cacheLine(cold.output, 'saved'))).toEqual(expect.arrayContaining(options.saved));
      const compile = stageCounts(cold.buildLine, 'compile');
      expect(compile?.made).toBeGreaterThanOrEqual(options.documents);
      expect(compile?.cached).toBe(0);
    });

    it('restores the cache in the next deploy, whose build is warm by its own account', () => {
      expect(foldersOf(cacheLine(warm.output, 'restored'))).toEqual(foldersOf(cacheLine(cold.output, 'saved')));
      const compile = stageCounts(warm.buildLine, 'compile');
      expect(compile?.made).toBe(0);
      expect(compile?.cached).toBeGreaterThanOrEqual(options.documents);
      expect(stageCounts(warm.buildLine, 'social cards')).toMatchObject({ made: 0 });
      expect(warm.buildLine).toContain('app: unchanged, taken from the cache');
      expect(warm.buildLine).toMatch(/prerender: \d+ pages \(0 rendered/);
    });

    it('publishes production without noindex or banner, with analytics, and headers and redirects Netlify parses', () => {
      expect(production.ruleWarnings).toBe('');
      expect(production.redirects).toBeGreaterThan(0);
      expect(production.rootHeaders['Content-Security-Policy']).toMatch(/script-src 'self';/);
      expect(production.rootHeaders['X-Frame-Options']).toBe('DENY'); // netlify.toml's, merged by Netlify
      expect(production.rootHeaders['X-Robots-Tag']).toBeUndefined();
      expect(production.robotsTxt).not.toMatch(/^Disallow: \/$/m);
      expect(production.metaRobots).toBeNull();
      expect(production.banner).toBeNull();
      expect(production.preview).toBe(false);
      expect(production.analytics?.measurementId).toBe(ANALYTICS_ID);
      // The analytics origin is allowed: named, or within `https:` for a site whose own code runs in the browser (README, Deploys).
      expect(connectSrc(production)).toContain(connectSrc(production).includes('https:') ? 'https:' : production.analytics?.origin);
    });

    it('builds the deploy preview warm, with noindex (header, meta, robots.txt), the banner and analytics off', () => {
      expect(preview.output).toMatch(/Context\s+deploy-preview/);
      expect(foldersOf(cacheLine(preview.output, 'restored'))).toContain('.cache/compile');
      expect(stageCounts(preview.buildLine, 'compile')?.made).toBe(0);
      expect(previewSigns.ruleWarnings).toBe('');
      expect(previewSigns.rootHeaders['X-Robots-Tag']).toBe('noindex');
      expect(previewSigns.metaRobots).toBe('noindex');
      expect(previewSigns.robotsTxt).toBe('User-agent: *\nDisallow: /\n');
      expect(previewSigns.banner).toBe('This is a preview of pull request #47, not the published site.');
      expect(previewSigns.preview).toBe(true);
      // netlify.toml blanks ANALYTICS_ID in this context, and the build turns analytics off in previews.
      expect(previewSigns.analytics).toBeNull();
      expect(connectSrc(previewSigns)).not.toContain(production.analytics?.origin);
    });
  });
}

/** The sources of the Content-Security-Policy's connect-src that Netlify serves on every path. */
function connectSrc(signs: PublishedSigns): string[] {
  const policy = signs.rootHeaders['Content-Security-Policy'] ?? '';
  return /(?:^|; )connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
}
