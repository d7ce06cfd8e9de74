import { describe, expect, it } from 'vitest';
import { moduleSource } from '../generated-modules';

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
