import { loadedManifest } from '../manifest';
import { allPluginInstancesData, pluginData, type GlobalData } from '../../../common/compat/global-data';

type GlobalDataOptions = { failfast?: boolean };

/** `@docusaurus/useGlobalData`: what the site's plugins gave `setGlobalData` at build time, from the manifest. */
export default function useGlobalData(): GlobalData {
  return loadedManifest().site.globalData;
}

export function useAllPluginInstancesData(pluginName: string, options?: GlobalDataOptions) {
  return allPluginInstancesData(useGlobalData(), pluginName, options);
}

export function usePluginData(pluginName: string, pluginId?: string, options?: GlobalDataOptions) {
  return pluginData(useGlobalData(), pluginName, pluginId, options);
}
