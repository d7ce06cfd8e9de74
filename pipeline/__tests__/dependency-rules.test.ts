/**
 * The house's dependency rule (.dependency-cruiser.cjs, `npm run check:deps`): files planted in
 * the folders import what their floor may and what it may not, and the check names each forbidden
 * arrow and passes the allowed ones (that the real tree passes is `npm run check:deps`).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** The check as `npm run check:deps` runs it, on `paths` and what they import directly: its violations. */
async function checkDependencies(paths: string[]): Promise<Violation[]> {
  const args = ['--config', '.dependency-cruiser.cjs', '--max-depth', '1', '--output-type', 'json', ...paths];
  // depcruise exits non-zero when it finds a violation; its report is on stdout either way.
  const stdout = await promisify(execFile)(resolve(root, 'node_modules/.bin/depcruise'), args, { cwd: root, maxBuffer: 64 << 20 }).then(
    (r) => r.stdout,
    (e: { stdout?: string }) => {
      if (!e.stdout) throw e;
      return e.stdout;
    },
  );
  const report = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return report.summary.violations.filter((v) => paths.includes(v.from));
}

/** Writes each file (path from the repository root → lines), checks them, removes them, and returns the violations as `rule: from → to`. */
async function plantedViolations(files: Record<string, string[]>): Promise<string[]> {
  const paths = Object.keys(files);
  for (const [path, lines] of Object.entries(files)) {
    mkdirSync(dirname(resolve(root, path)), { recursive: true });
    writeFileSync(resolve(root, path), [...lines, ''].join('\n'));
  }
  try {
    const violations = await checkDependencies(paths);
    return violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  } finally {
    for (const path of paths) rmSync(resolve(root, path), { force: true });
  }
}

describe('the dependency rule between the folders', () => {
  it('fails an import that runs upward between the top folders, and passes the allowed arrows', { timeout: 120_000 }, async () => {
    const violations = await plantedViolations({
      'common/__deps_probe__.ts': [
        "import type { Manifest } from './contract.js';",
        "import type { SiteModel } from '../pipeline/model/site.js';",
        'export type Probe = [Manifest, SiteModel];',
      ],
      'web/app/__deps_probe__.ts': [
        "import type { Manifest } from '../../common/contract';",
        "import { ThemeCommonProviders } from '../../docusaurus/client/theme-common-providers';",
        "import { pluginsToRun } from '../../docusaurus/node/config/site-config';",
        "import type { SiteModel } from '../../pipeline/model/site';",
        'export const probe: [Manifest | null, unknown, unknown, SiteModel | null] = [null, ThemeCommonProviders, pluginsToRun, null];',
      ],
      'docusaurus/client/__deps_probe__.ts': [
        "import { createAppHistory } from '../../web/app/router';",
        "import { defaultLayout } from '../node/config/layout.js';",
        'export const probe = [createAppHistory, defaultLayout];',
      ],
      'docusaurus/shared/__deps_probe__.ts': [
        "import { withBaseUrl } from './base-url.js';",
        "import { ThemeCommonProviders } from '../client/theme-common-providers.js';",
        'export const probe = [withBaseUrl, ThemeCommonProviders];',
      ],
    });
    // Each forbidden arrow, by the rule it breaks (a browser file's import of Node code breaks two);
    // the contract, the adapter's client side from web/ and a shared value from shared/ pass.
    expect(violations.sort()).toEqual([
      'browser-no-node: docusaurus/client/__deps_probe__.ts → docusaurus/node/config/layout.ts',
      'browser-no-node: web/app/__deps_probe__.ts → docusaurus/node/config/site-config.ts',
      'browser-no-node: web/app/__deps_probe__.ts → pipeline/model/site.ts',
      'not-in-allowed: common/__deps_probe__.ts → pipeline/model/site.ts',
      'not-in-allowed: docusaurus/client/__deps_probe__.ts → docusaurus/node/config/layout.ts',
      'not-in-allowed: docusaurus/shared/__deps_probe__.ts → docusaurus/client/theme-common-providers.tsx',
      'not-in-allowed: web/app/__deps_probe__.ts → docusaurus/node/config/site-config.ts',
      'not-in-allowed: web/app/__deps_probe__.ts → pipeline/model/site.ts',
    ]);
  });

  it("passes the core's imports of the adapter's published seams and fails its imports of the adapter's other modules", { timeout: 120_000 }, async () => {
    const violations = await plantedViolations({
      'pipeline/emit/__deps_probe__.ts': [
        "import { defaultLayout } from '../../docusaurus/node/config/layout.js';",
        "import { expandPresets } from '../../docusaurus/node/config/presets.js';",
        'export const probe = [defaultLayout, expandPresets];',
      ],
      'web/app/__deps_probe__.ts': [
        "import { useLocation } from '../../docusaurus/client/api/router';",
        "import useBaseUrl from '../../docusaurus/client/api/useBaseUrl';",
        'export const probe = [useLocation, useBaseUrl];',
      ],
    });
    expect(violations.sort()).toEqual([
      'not-in-allowed: pipeline/emit/__deps_probe__.ts → docusaurus/node/config/presets.ts',
      'not-in-allowed: web/app/__deps_probe__.ts → docusaurus/client/api/useBaseUrl.ts',
    ]);
  });

  it(
    'fails an import of stages/ or build.ts from a lower floor of the pipeline or a file beside build.ts; dev/ may import a stage',
    { timeout: 120_000 },
    async () => {
      const violations = await plantedViolations({
        'pipeline/util/__deps_probe__.ts': [
          "import { perText } from './per-text.js';",
          "import type { SiteModel } from '../model/site.js';",
          "import { emitSite } from '../stages/emit.js';",
          "import { build } from '../build.js';",
          'export const probe: [unknown, SiteModel | null, unknown, unknown] = [perText, null, emitSite, build];',
        ],
        'pipeline/__deps_probe__.ts': ["import { emitSite } from './stages/emit.js';", 'export const probe = emitSite;'],
        'pipeline/dev/__deps_probe__.ts': ["import { emitSite } from '../stages/emit.js';", 'export const probe = emitSite;'],
      });
      expect(violations.sort()).toEqual([
        'build-from-entries: pipeline/util/__deps_probe__.ts → pipeline/build.ts',
        'lower-floors: pipeline/util/__deps_probe__.ts → pipeline/build.ts',
        'lower-floors: pipeline/util/__deps_probe__.ts → pipeline/stages/emit.ts',
        'stages-from-build-and-dev: pipeline/__deps_probe__.ts → pipeline/stages/emit.ts',
        'stages-from-build-and-dev: pipeline/util/__deps_probe__.ts → pipeline/stages/emit.ts',
      ]);
    },
  );
});
