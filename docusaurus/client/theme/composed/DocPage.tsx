import { useContext, useMemo } from 'react';
import DocsRoot from '@theme/DocsRoot';
import DocVersionRoot from '@theme/DocVersionRoot';
import DocRoot from '@theme/DocRoot';
import DocCategoryGeneratedIndexPage from '@theme/DocCategoryGeneratedIndexPage';
// Drawn as the chrome's `DocPage` draws it: a site's `DocItem` takes its slot (`standIn` in theme-modules.ts).
import { DocItemLayout } from '../../../../web/theme/DocItem/Layout';
import { MarkdownPage } from '../../../../web/pages/MarkdownPage';
import { drawnRoutes, type DrawnRoute } from '../../api/renderRoutes';
import { SlotProps } from '../slot-props';
import { categoryGeneratedIndexProp, docVersionProp, isGeneratedIndex } from '../doc-root';
import { useDocPageProps, type DocPageProps } from '../doc-page-props';
import { permalinkOf } from '../nav-link';

/** The version's level: `DocVersionRoot` with Docusaurus's version metadata. */
function VersionLevel({ route }: { route: DrawnRoute }) {
  const { chunk, versions } = useDocPageProps();
  const version = versions.find((v) => v.pluginId === chunk.pluginId && v.name === chunk.version);
  return <DocVersionRoot route={route} version={version && docVersionProp(version)} />;
}

/** The docs' level: `DocRoot`, which lays out the sidebar and the main column around the doc. */
function RootLevel({ route }: { route: DrawnRoute }) {
  return <DocRoot route={route} />;
}

/** The doc's own route: the chrome's doc column, or a category's generated index page. */
function DocLevel() {
  const { chunk, versions, doc, siteTitle } = useDocPageProps();
  if (isGeneratedIndex(chunk)) return <DocCategoryGeneratedIndexPage categoryGeneratedIndex={categoryGeneratedIndexProp(chunk, permalinkOf)} />;
  return <DocItemLayout chunk={chunk} versions={versions} doc={doc} siteTitle={siteTitle} />;
}

/**
 * The doc page (`web/pages/DocPage.tsx`) for a site that swizzles one of the doc route's wrappers
 * (`CHROME_COMPOSITIONS`): drawn as Docusaurus nests them, `DocsRoot` → `DocVersionRoot` →
 * `DocRoot` → `DocRoot/Layout` (`Sidebar`, `Main`) → the doc (or `DocCategoryGeneratedIndexPage`),
 * each a site's where it swizzles it, the next level through `@docusaurus/renderRoutes`. The
 * page's props reach the parts (and `useDoc()` in a site's wrapper) through the slot props.
 */
export function DocPage(props: DocPageProps) {
  const parent = useContext(SlotProps);
  const { chunk } = props;
  const docsRoute = useMemo(() => {
    const permalink = permalinkOf(chunk.route);
    const [doc] = drawnRoutes([{ path: permalink, exact: true, component: DocLevel }]);
    const [root] = drawnRoutes([{ path: permalink, component: RootLevel, routes: [doc!] }]);
    const [version] = drawnRoutes([{ path: permalink, component: VersionLevel, routes: [root!] }]);
    return { path: permalink, component: () => null, routes: drawnRoutes([version!]) };
  }, [chunk.route]);
  const value = useMemo(
    () => ({ merged: { ...parent?.merged, ...props }, byName: parent?.byName ?? {}, given: parent?.given, keys: parent?.keys }),
    [parent, props],
  );
  if (chunk.pluginId === 'pages') return <MarkdownPage chunk={chunk} />;
  return (
    <SlotProps.Provider value={value}>
      <DocsRoot route={docsRoute} />
    </SlotProps.Provider>
  );
}
