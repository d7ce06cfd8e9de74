// Types of compiled-tree.mjs (plain JavaScript: it runs before any TypeScript is compiled).
export declare const SOURCE_DIRS: string[];
export declare const SOURCE_FILES: string[];
export declare function sourceFiles(root: string): string[];
export declare function treeKey(root: string, files: string[]): string;
export declare function compiledTree(root: string, options?: { cacheRoot?: string }): Promise<string>;
export declare function unresolvedImports(outDir: string): string[];
export declare function compileInto(root: string, files: string[], outDir: string): Promise<void>;
export declare const VENDOR_DIR: string;
export declare const NOT_VENDORED: string[];
export declare function packageName(specifier: string): string;
export declare function isVendored(specifier: string, resolvedPath: string | null): boolean;
export interface VendorEdit {
  /** The file inside node_modules, `package/path/file.js`. */
  file: string;
  /** What is taken out (replaced by a line break). */
  remove: RegExp;
}
export declare const VENDOR_EDITS: VendorEdit[];
export declare function vendorEdits(edits: VendorEdit[]): { name: string; setup(build: unknown): void };
