export declare const CACHE_FOLDERS: readonly string[];
