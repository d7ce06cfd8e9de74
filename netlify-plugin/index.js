// A Netlify build plugin that keeps the build's caches across deploys in Netlify's own build cache
// (utils.cache): restored before the build command, saved after a build that succeeded (Netlify
// runs onPostBuild only then, so a failed build never replaces a good cache). A stale entry is never
// used: the build checks each one against its inputs and the pipeline's version (resized images:
// the original's bytes, width, quality and sharp's version). Each event prints one line naming the
// folders it moved, which the build log and the Netlify build test (netlify-plugin/__tests__) read.
import { CACHE_FOLDERS } from './cache-folders.js';

export const onPreBuild = async ({ utils }) => {
  const restored = await each(CACHE_FOLDERS, (path) => utils.cache.restore(path));
  console.log(
    restored.length > 0
      ? `build cache: restored ${restored.length} folder(s): ${restored.join(', ')}`
      : 'build cache: nothing to restore (a first build, or the cache was cleared)',
  );
};

export const onPostBuild = async ({ utils }) => {
  const saved = await each(CACHE_FOLDERS, (path) => utils.cache.save(path));
  console.log(`build cache: saved ${saved.length} folder(s): ${saved.join(', ')}`);
};

/** The paths for which `act` answered true (utils.cache answers false for a path it had nothing for). */
async function each(paths, act) {
  const done = await Promise.all(paths.map(act));
  return paths.filter((_, i) => done[i]);
}
