import { usePluginGlobalDataFile } from '../manifest';
import { useVersionsData } from './plugin-content-docs-client';
import { allPluginInstancesData, globalData, pluginData, type GlobalData } from '../../shared/global-data';

/**
 * `@docusaurus/useGlobalData`: the docs plugin's data (from the docs data file) and the site's
 * plugins' (`BootManifest.globalData`), both fetched only by the components that read them.
 */
export default function useGlobalData(): GlobalData {
  return globalData(useVersionsData(), usePluginGlobalDataFile());
}

export function useAllPluginInstancesData(pluginName: string, options?: { failfast?: boolean }) {
  return allPluginInstancesData(useGlobalData(), pluginName, options);
}

export function usePluginData(pluginName: string, pluginId?: string, options?: { failfast?: boolean }) {
  return pluginData(useGlobalData(), pluginName, pluginId, options);
}
