// Keeps the build's caches across Netlify deploys with Netlify's own build cache (utils.cache):
// documents and compiled documents (.cache/compile), the last client and server bundles
// (.cache/app, .cache/ssr), search indexes (.cache/search), page Markdown (.cache/markdown), blog
// feeds (.cache/feeds), prerendered pages (.cache/prerender), drawn social cards
// (.cache/social-cards), resized ideal images (.cache/images), the last output (.cache/output: a
// fresh checkout has no build/ to link unchanged files to) and the compiled pipeline
// (.cache/pipeline-js, by a hash of its sources) are restored before `npm run build`
// and saved after a build that succeeded. A stale entry is never used: the build checks each one
// against its inputs and the pipeline's version (resized images: the original's bytes, width,
// quality and sharp's version).
const PATHS = [
  '.cache/compile',
  '.cache/app',
  '.cache/ssr',
  '.cache/search',
  '.cache/markdown',
  '.cache/feeds',
  '.cache/prerender',
  '.cache/social-cards',
  '.cache/images',
  '.cache/output',
  '.cache/pipeline-js',
];

export const onPreBuild = async ({ utils }) => {
  await utils.cache.restore(PATHS);
};

export const onPostBuild = async ({ utils }) => {
  await utils.cache.save(PATHS);
};
