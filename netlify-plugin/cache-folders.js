// The build's cache folders, relative to the folder the build runs in (Netlify's base directory):
// the layers pipeline/cache/paths.ts places under `.cache/` (compiled documents, the last client
// and server bundles, search indexes, page Markdown, blog feeds, prerendered pages, drawn social
// cards, resized ideal images, jiti's compiled copies of the site's config and sidebars, the last output: a fresh checkout has no build/ to link unchanged
// files to) and the compiled pipeline (.cache/pipeline-js, by a hash of its sources; only a clone
// of the tool's own repository has one: the package ships compiled). A folder the build did not
// make is skipped. Kept apart from index.js, which Netlify requires to export event handlers only.
export const CACHE_FOLDERS = [
  '.cache/compile',
  '.cache/app',
  '.cache/ssr',
  '.cache/search',
  '.cache/markdown',
  '.cache/feeds',
  '.cache/prerender',
  '.cache/social-cards',
  '.cache/images',
  '.cache/site-modules',
  '.cache/output',
  '.cache/pipeline-js',
];
