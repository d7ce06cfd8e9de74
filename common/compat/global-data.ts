/**
 * Docusaurus's global data (`@docusaurus/useGlobalData`): plugin name → plugin id → what the
 * plugin's `setGlobalData` was given at build time (`pipeline/config/docusaurus/site-plugins/`).
 * The manifest carries it (`SiteConfigJson.globalData`); these pure functions are the hooks'
 * answers, shared by the build-time evaluation and the browser.
 */
export type GlobalData = Record<string, Record<string, unknown>>;

/** Docusaurus's `failfast` option: throw instead of returning undefined when the data is missing. */
export interface GlobalDataOptions {
  failfast?: boolean;
}

/** `useAllPluginInstancesData(name)`: every instance's data of one plugin, by id. */
export function allPluginInstancesData(globalData: GlobalData, pluginName: string, options: GlobalDataOptions = {}): Record<string, unknown> | undefined {
  const data = globalData[pluginName];
  if (!data && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin.`);
  return data;
}

/** `usePluginData(name, id)`: one instance's data (`id` defaults to `default`, as in Docusaurus). */
export function pluginData(globalData: GlobalData, pluginName: string, pluginId = 'default', options: GlobalDataOptions = {}): unknown {
  const data = allPluginInstancesData(globalData, pluginName)?.[pluginId];
  if (data === undefined && options.failfast) throw new Error(`Docusaurus plugin global data not found for "${pluginName}" plugin with id "${pluginId}".`);
  return data;
}
