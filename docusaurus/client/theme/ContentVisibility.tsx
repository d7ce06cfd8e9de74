import Draft from './ContentVisibility/Draft';
import Unlisted from './ContentVisibility/Unlisted';

/**
 * `@theme/ContentVisibility`: the banners of a doc's or post's `metadata` (`useDoc().metadata`,
 * `useBlogPost().metadata`): unlisted when `unlisted` or its front matter says so, draft when its
 * front matter does (Docusaurus reads the front matter so that dev mode, where both are built, shows them).
 */
export default function ContentVisibility({ metadata }: { metadata: { unlisted?: boolean; frontMatter?: { unlisted?: boolean; draft?: boolean } } }) {
  const { unlisted, frontMatter = {} } = metadata;
  return (
    <>
      {(unlisted || frontMatter.unlisted) && <Unlisted />}
      {frontMatter.draft && <Draft />}
    </>
  );
}
