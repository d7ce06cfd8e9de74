// Types of heap-growth.mjs (plain JavaScript: run.mjs applies it before any TypeScript is compiled).
export declare const HEAP_GROWING_PERCENT: number;
export declare function boundHeapGrowth(argv?: readonly string[], setFlags?: (flags: string) => void): void;
