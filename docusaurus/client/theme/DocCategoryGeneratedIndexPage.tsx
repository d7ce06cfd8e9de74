import { DocItemLayout } from '../../../web/theme/DocItem/Layout';
import { useDocPageProps } from './doc-page-props';

/**
 * `@theme/DocCategoryGeneratedIndexPage`: a sidebar category's generated index, which this theme
 * draws as a doc of its own (its title, description and the category's cards: `web/theme/DocItem`).
 * Its `categoryGeneratedIndex` prop is Docusaurus's (`doc-root.ts`); the page drawn is the page's own.
 */
export default function DocCategoryGeneratedIndexPage(_props: { categoryGeneratedIndex?: object }) {
  const { chunk, versions, doc, siteTitle } = useDocPageProps();
  return <DocItemLayout chunk={chunk} versions={versions} doc={doc} siteTitle={siteTitle} />;
}
