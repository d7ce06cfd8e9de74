/**
 * `npm run check:markdown -- [--dir build]`: checks every doc's and post's Markdown page of a build
 * output (see built-markdown.ts); prints the count and each failure, exits 1 on any.
 */
import { checkBuildMarkdown } from './built-markdown.js';

const at = process.argv.indexOf('--dir');
const dir = at >= 0 ? process.argv[at + 1]! : 'build';
const { checked, failures } = checkBuildMarkdown(dir);
for (const f of failures) console.error(f);
console.log(`${dir}: ${checked} Markdown pages checked, ${failures.length} failed`);
if (failures.length || checked === 0) process.exit(1);
