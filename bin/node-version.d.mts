// Types of node-version.mjs (plain JavaScript: it runs before anything is compiled).
export declare function nodeVersionProblem(version: string, range: string, bin: string): string | null;
