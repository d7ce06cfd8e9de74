import type { Plugin } from 'vite';

/**
 * A site's `import url from 'x.wasm'` is the file's URL (Vite's `?url`), as the loader Docusaurus
 * sites configure for it gives it (`file-loader`, `asset/resource`): webpack, like Docusaurus's
 * config, has no WebAssembly modules unless told. Rolldown would otherwise link the file as a
 * WebAssembly module and fail on its imports.
 */
export function wasmAsUrl(): Plugin {
  return {
    name: 'wasm-as-url',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/\.wasm$/i.test(source)) return null;
      const found = await this.resolve(source, importer, { ...options, skipSelf: true });
      return found && !found.external ? `${found.id}?url` : null;
    },
  };
}
