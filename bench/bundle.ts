/**
 * What the first-visit JS is made of: builds the SPA with source maps into a scratch folder and
 * attributes the bytes of the entry chunk and of every chunk its index.html preloads (the JS every
 * first visit downloads) to packages (and app code), each share gzipped on its own.
 *
 *   tsx bench/bundle.ts
 */
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, mergeConfig } from 'vite';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { bundleSettings } from '../pipeline/bundle/settings.js';
import { viteConfig } from '../pipeline/bundle/vite-config.js';

const repo = resolve(import.meta.dirname, '..');
const out = join(repo, '.bench', 'bundle');
rmSync(out, { recursive: true, force: true });
// The SPA with no site settings: the chrome and the app, as every site ships them.
const settings = bundleSettings(join(repo, 'content'), null, {});
await build(mergeConfig(viteConfig(settings), { logLevel: 'error', build: { outDir: out, sourcemap: true, emptyOutDir: true } }));

const html = readFileSync(join(out, 'index.html'), 'utf8');
const entry = /<script type="module"[^>]* src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
const assets = readdirSync(join(out, 'assets'));
if (!entry || !assets.includes(entry)) throw new Error('no entry chunk in the built index.html');
const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]!);
const files = [entry, ...preloaded];

const gz = (s: string) => gzipSync(s, { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const owner = (source: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? 'app code';
const parts = new Map<string, string[]>();
let total = 0;
for (const file of files) {
  const code = readFileSync(join(out, 'assets', file), 'utf8');
  total += gz(code);
  console.log(`${kb(code.length).padStart(10)} raw ${kb(gz(code)).padStart(9)} gz  ${file}${file === entry ? ' (entry)' : ''}`);
  // The bundler's own runtime helpers come without a source map.
  if (!assets.includes(`${file}.map`)) {
    parts.set('bundler runtime', [...(parts.get('bundler runtime') ?? []), code]);
    continue;
  }
  const map = new SourceMapConsumer(JSON.parse(readFileSync(join(out, 'assets', `${file}.map`), 'utf8')) as RawSourceMap);
  const lines = code.split('\n');
  let previous: { line: number; column: number; source: string } | null = null;
  const add = (end: { line: number; column: number } | null) => {
    if (!previous) return;
    const line = lines[previous.line - 1] ?? '';
    const stop = end && end.line === previous.line ? end.column : line.length;
    const key = owner(previous.source);
    if (!parts.has(key)) parts.set(key, []);
    parts.get(key)!.push(line.slice(previous.column, stop));
  };
  map.eachMapping((m) => {
    add({ line: m.generatedLine, column: m.generatedColumn });
    previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source ?? '' };
  });
  add(null);
}
console.log(`first-visit JS (color-mode.js aside): ${files.length} files, ${kb(total)} gz, each file gzipped on its own`);
const rows = [...parts].map(([name, texts]) => ({ name, raw: texts.join('').length, gz: gz(texts.join('')) })).sort((a, b) => b.raw - a.raw);
for (const r of rows.slice(0, 20)) console.log(`${kb(r.raw).padStart(10)} raw ${kb(r.gz).padStart(9)} gz alone  ${r.name}`);
