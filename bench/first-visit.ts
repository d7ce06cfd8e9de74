/**
 * Prints what a first visit to a page of the production build downloads, gzipped, by kind, in
 * real Chromium. A figure, not a test.
 *
 *   tsx bench/first-visit.ts [/docs/core/entity/light] [--dir build]
 */
import { startServer } from '../server/serve.js';
import { measureFirstVisit } from './measure/first-visit.js';

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/docs/core/entity/light';
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1]! : 'build';

const server = await startServer({ dir, port: 0 });
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const visit = await measureFirstVisit(base, path);
server.close();

console.log(`First visit to ${path}`);
for (const f of visit.files) console.log(`  ${f.kind.padEnd(5)} ${String(f.gz).padStart(8)} B gz ${String(f.raw).padStart(9)} B raw  ${f.url}`);
let all = 0;
for (const kind of ['HTML', 'JS', 'CSS', 'JSON', 'other'] as const) {
  console.log(`${kind.padEnd(5)} total ${(visit.gz[kind] / 1024).toFixed(1)} KB gz (${(visit.raw[kind] / 1024).toFixed(1)} KB raw)`);
  all += visit.gz[kind];
}
console.log(`ALL   total ${(all / 1024).toFixed(1)} KB gz (${all} B)`);
