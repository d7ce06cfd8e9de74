import { useLocation } from 'react-router';
import { loadedManifest } from '../manifest';
import { docsVersionData, type CompatDocsVersion } from '../../../common/compat/docs-data';

/**
 * `@docusaurus/plugin-content-docs/client`, in the browser: the same shapes the build-time side
 * returns, built from the manifest (doc ids, titles and sidebars; descriptions are not in it).
 */
function versions(): CompatDocsVersion[] {
  const manifest = loadedManifest();
  return manifest.versions.map((v) =>
    docsVersionData(
      v,
      v.docs.map((d) => ({ id: d.id, path: d.path, sidebar: d.sidebar, title: manifest.routes[d.path]?.title ?? d.id, description: '' })),
    ),
  );
}

export function useDocsVersion(): CompatDocsVersion {
  return useActiveVersion() ?? versions()[0]!;
}

export function useActiveVersion(): CompatDocsVersion | undefined {
  const { pathname } = useLocation();
  return versions().find((v) => pathname.startsWith(v.path)) ?? versions()[0];
}

export function useActiveDocContext() {
  const { pathname } = useLocation();
  const activeVersion = useActiveVersion();
  const activeDoc = activeVersion?.docsList.find((d) => d.path === pathname);
  return { activeVersion, activeDoc, alternateDocVersions: {} };
}

export function useDocsData() {
  const all = versions();
  return { path: all[0]?.path ?? '/docs', versions: all };
}

export function useAllDocsData() {
  return { default: useDocsData() };
}

export function useVersions() {
  return versions();
}

export function useLatestVersion() {
  return versions().find((v) => v.isLast) ?? versions()[0];
}
