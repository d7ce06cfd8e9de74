/**
 * Measures what a first visit to a page downloads, gzipped, by kind (HTML, JS, CSS, JSON), in real
 * Chromium against the production build. Prints a table; a figure, not a test.
 *
 *   tsx bench/first-visit.ts [/docs/core/entity/light] [--dir build]
 */
import { gzipSync } from 'node:zlib';
import { startServer } from '../server/serve.js';
import { launchBrowser } from '../e2e/browser.js';

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/docs/core/entity/light';
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1]! : 'build';

const server = await startServer({ dir, port: 0 });
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await launchBrowser();
const page = await browser.newPage();
const rows: { url: string; kind: string; raw: number; gz: number }[] = [];
const pending: Promise<void>[] = [];
page.on('response', (response) => {
  pending.push(
    response
      .body()
      .then((body) => {
        const url = new URL(response.url()).pathname;
        const type = response.headers()['content-type'] ?? '';
        const kind = type.includes('html')
          ? 'HTML'
          : type.includes('javascript')
            ? 'JS'
            : type.includes('css')
              ? 'CSS'
              : type.includes('json')
                ? 'JSON'
                : 'other';
        rows.push({ url, kind, raw: body.length, gz: gzipSync(body, { level: 9 }).length });
      })
      .catch(() => undefined),
  );
});
await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
await Promise.all(pending);
await browser.close();
server.close();

const totals = new Map<string, { raw: number; gz: number }>();
for (const r of rows) {
  const t = totals.get(r.kind) ?? { raw: 0, gz: 0 };
  t.raw += r.raw;
  t.gz += r.gz;
  totals.set(r.kind, t);
}
console.log(`First visit to ${path}`);
for (const r of rows.sort((a, b) => a.kind.localeCompare(b.kind)))
  console.log(`  ${r.kind.padEnd(5)} ${String(r.gz).padStart(8)} B gz ${String(r.raw).padStart(9)} B raw  ${r.url}`);
let all = 0;
for (const [kind, t] of totals) {
  console.log(`${kind.padEnd(5)} total ${(t.gz / 1024).toFixed(1)} KB gz (${(t.raw / 1024).toFixed(1)} KB raw)`);
  all += t.gz;
}
console.log(`ALL   total ${(all / 1024).toFixed(1)} KB gz`);
