import { describe, expect, it } from 'vitest';
import { svgrSettings } from '../svgr-settings.js';

describe('svgrSettings', () => {
  it('is on with no options for a site that says nothing of it (the classic preset adds the plugin; core did before 3.7)', () => {
    expect(svgrSettings({ presets: [['classic', { docs: {} }]] })).toEqual({ svgrConfig: {} });
    expect(svgrSettings({})).toEqual({ svgrConfig: {} });
  });

  it("takes the preset's or the plugin's svgrConfig", () => {
    expect(svgrSettings({ presets: [['@docusaurus/preset-classic', { svgr: { svgrConfig: { titleProp: false } } }]] })).toEqual({
      svgrConfig: { titleProp: false },
    });
    expect(svgrSettings({ plugins: [['@docusaurus/plugin-svgr', { svgrConfig: { svgo: false } }]] })).toEqual({ svgrConfig: { svgo: false } });
  });

  it("is off when the classic preset says `svgr: false`: an imported SVG is the file's URL, as in Docusaurus", () => {
    expect(svgrSettings({ presets: [['classic', { svgr: false }]] })).toBeNull();
  });
});
