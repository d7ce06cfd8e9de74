/**
 * What the first-visit JS is made of: builds the SPA with source maps into a scratch folder and
 * attributes the entry chunk's bytes to packages (and app code), each share gzipped on its own.
 *
 *   tsx bench/bundle.ts
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

const repo = resolve(import.meta.dirname, '..');
const out = join(repo, '.bench', 'bundle');
rmSync(out, { recursive: true, force: true });
process.env.CONTENT_ROOT ??= join(repo, 'content');
await build({ configFile: join(repo, 'web/vite.config.ts'), logLevel: 'error', build: { outDir: out, sourcemap: true, emptyOutDir: true } });

const entry = /src="\/assets\/(index-[^"]+\.js)"/.exec(readFileSync(join(out, 'index.html'), 'utf8'))?.[1];
if (!entry || !readdirSync(join(out, 'assets')).includes(entry)) throw new Error('no entry chunk in the built index.html');
const code = readFileSync(join(out, 'assets', entry), 'utf8');
const map = new SourceMapConsumer(JSON.parse(readFileSync(join(out, 'assets', `${entry}.map`), 'utf8')) as RawSourceMap);
const lines = code.split('\n');
const parts = new Map<string, string[]>();
let previous: { line: number; column: number; source: string } | null = null;
const owner = (source: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'app code';
map.eachMapping((m) => {
  if (previous) {
    const line = lines[previous.line - 1] ?? '';
    const end = m.generatedLine === previous.line ? m.generatedColumn : line.length;
    const key = owner(previous.source);
    if (!parts.has(key)) parts.set(key, []);
    parts.get(key)!.push(line.slice(previous.column, end));
  }
  previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' };
});

const gz = (s: string) => gzipSync(s, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`entry chunk ${entry}: ${kb(code.length)} raw, ${kb(gz(code))} gz`);
const rows = [...parts].map(([name, texts]) => ({ name, raw: texts.join('').length, gz: gz(texts.join('')) })).sort((a, b) => b.raw - a.raw);
for (const r of rows.slice(0, 20)) console.log(`${kb(r.raw).padStart(10)} raw ${kb(r.gz).padStart(9)} gz alone  ${r.name}`);
