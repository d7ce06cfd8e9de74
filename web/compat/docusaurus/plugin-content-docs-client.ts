import { useLocation } from 'react-router';
import { loadedManifest, useDocsDataFile } from '../manifest';
import { docsVersionData, type CompatDocsVersion } from '../../../common/compat/docs-data';

/**
 * `@docusaurus/plugin-content-docs/client`, in the browser: the same shapes the build-time side
 * returns, built from boot.json's versions and the docs data file (doc ids, titles and sidebars;
 * descriptions are not in it). Each hook reads the file first, so it is a hook itself.
 */
function useVersionsData(): CompatDocsVersion[] {
  const data = useDocsDataFile();
  return loadedManifest().versions.map((v) =>
    docsVersionData(
      v,
      (data.versions.find((d) => d.pluginId === v.pluginId && d.name === v.name)?.docs ?? []).map((d) => ({ ...d, description: '' })),
    ),
  );
}

export function useDocsVersion(): CompatDocsVersion {
  const all = useVersionsData();
  return useActiveVersion() ?? all[0]!;
}

export function useActiveVersion(): CompatDocsVersion | undefined {
  const { pathname } = useLocation();
  const all = useVersionsData();
  return all.find((v) => pathname.startsWith(v.path)) ?? all[0];
}

export function useActiveDocContext() {
  const { pathname } = useLocation();
  const activeVersion = useActiveVersion();
  const activeDoc = activeVersion?.docsList.find((d) => d.path === pathname);
  return { activeVersion, activeDoc, alternateDocVersions: {} };
}

export function useDocsData() {
  const all = useVersionsData();
  return { path: all[0]?.path ?? '/docs', versions: all };
}

export function useAllDocsData() {
  return { default: useDocsData() };
}

export function useVersions() {
  return useVersionsData();
}

export function useLatestVersion() {
  const all = useVersionsData();
  return all.find((v) => v.isLast) ?? all[0];
}

export { useDoc } from './use-doc';
