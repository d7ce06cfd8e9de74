import { performance } from 'node:perf_hooks';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { DevSite } from '../pipeline/dev/site.js';
import { emitSteps } from '../pipeline/stages/emit.js';
const times: Record<string, number[]> = {};
const steps = emitSteps.map((s, i) => (async (m: any, o: any, d: any) => { const t = performance.now(); await s(m, o, d); (times[s.name || String(i)] ??= []).push(Math.round(performance.now() - t)); }));
const copy = mkdtempSync(join(tmpdir(), 'dl20-'));
cpSync(process.argv[2] ?? 'content', copy, { recursive: true });
const site = new DevSite({ contentRoot: copy, steps });
await site.start();
const f = join(copy, 'docs/development_environment.mdx');
const orig = readFileSync(f, 'utf8');
for (let i = 0; i < 3; i++) { writeFileSync(f, orig + `\n\nedit ${i}\n`); const p = await site.update(['docs/development_environment.mdx']); console.log(p.stages, p.ms); }
console.log(times);
