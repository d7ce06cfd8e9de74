import { describe, expect, it } from 'vitest';
import { allPluginInstancesData, pluginData } from '../global-data';

const data = { 'orchard-almanac': { default: { varietyCount: 3 }, pears: { varietyCount: 1 } } };

describe("Docusaurus's global data hooks", () => {
  it('answer usePluginData by plugin name and id (default: "default")', () => {
    expect(pluginData(data, 'orchard-almanac')).toEqual({ varietyCount: 3 });
    expect(pluginData(data, 'orchard-almanac', 'pears')).toEqual({ varietyCount: 1 });
    expect(pluginData(data, 'orchard-almanac', 'plums')).toBeUndefined();
    expect(allPluginInstancesData(data, 'orchard-almanac')).toBe(data['orchard-almanac']);
  });

  it('throw with failfast when the data is missing, as Docusaurus does', () => {
    expect(() => pluginData(data, 'orchard-almanac', 'plums', { failfast: true })).toThrow(
      'Docusaurus plugin global data not found for "orchard-almanac" plugin with id "plums".',
    );
    expect(() => allPluginInstancesData(data, 'weather', { failfast: true })).toThrow('Docusaurus plugin global data not found for "weather" plugin.');
  });
});
