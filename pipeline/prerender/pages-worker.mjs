// The prerender pool's thread entry: pages.ts is TypeScript, loaded through tsx's API (a loader
// passed in a worker's execArgv is not applied to it on every Node version).
import { tsImport } from 'tsx/esm/api';

const { renderPages } = await tsImport('./pages.ts', import.meta.url);

export default renderPages;
