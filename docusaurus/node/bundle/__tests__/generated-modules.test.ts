import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleSource, readsPluginVersions } from '../generated-modules';

describe('moduleSource (the browser bundle’s @generated/* modules)', () => {
  it("exports a JSON module's top-level keys by name, those a name can hold, beside the default", () => {
    const source = moduleSource({ docusaurusVersion: '3.10.2', siteVersion: '7.2.0', 'theme.x': 'y', default: 1, class: 2 }, true);
    expect(source).toContain('export default value;');
    expect(source).toContain('export const docusaurusVersion = value["docusaurusVersion"];');
    expect(source).toContain('export const siteVersion = value["siteVersion"];');
    // Keys no export name can be (a dotted id, reserved words) stay reachable through the default only.
    expect(source).not.toMatch(/export const (default|class|theme)/);
  });

  it('gives the config, an ES module on Docusaurus, its default export alone', () => {
    expect(moduleSource({ title: 'Quillmate' }, false)).toBe('const value = {"title":"Quillmate"};\nexport default value;\n');
  });
});

describe('readsPluginVersions (the plugin list in the browser’s site metadata)', () => {
  it('is true only for a site whose own scripts read it', () => {
    const site = (text: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'reads-plugin-versions-'));
      mkdirSync(join(dir, 'src/components'), { recursive: true });
      writeFileSync(join(dir, 'src/components/Stamp.js'), text);
      return dir;
    };
    expect(readsPluginVersions(site('export const n = (m) => Object.keys(m.siteMetadata.pluginVersions).length;\n'))).toBe(true);
    expect(readsPluginVersions(site('export const v = (m) => m.siteMetadata.docusaurusVersion;\n'))).toBe(false);
  });
});
