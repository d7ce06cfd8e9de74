import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteMetadata, UNKNOWN_DOCUSAURUS_VERSION } from '../site-metadata';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-metadata-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('siteMetadata (Docusaurus loadSiteMetadata)', () => {
  it("gives the version of the site's own @docusaurus/core and its package.json version", () => {
    const dir = site({
      'package.json': JSON.stringify({ name: 'kiln', version: '2.4.0' }),
      'node_modules/@docusaurus/core/package.json': JSON.stringify({ name: '@docusaurus/core', version: '3.7.0' }),
    });
    expect(siteMetadata(dir)).toEqual({ docusaurusVersion: '3.7.0', siteVersion: '2.4.0', pluginVersions: {} });
  });

  it('leaves siteVersion out for a package.json without one, and names the major version without an installed core', () => {
    const dir = site({ 'package.json': JSON.stringify({ name: 'kiln' }) });
    const metadata = siteMetadata(dir);
    expect(metadata).not.toHaveProperty('siteVersion');
    // The temporary folder resolves no @docusaurus/core.
    expect(metadata.docusaurusVersion).toBe(UNKNOWN_DOCUSAURUS_VERSION);
  });
});
