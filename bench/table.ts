/** The figures of one corpus size, and the table that prints them with theirs/ours ratios. */
import type { FirstVisit, Kind } from './measure/first-visit.js';
import type { SearchFigures } from './measure/search.js';
import type { machine } from './machine.js';

export interface RunFigures {
  pages: number;
  docs: number;
  posts: number;
  samplePath: string;
  date: string;
  ours: {
    coldMs: number;
    /** The pipeline's stage timings from its own log (load, compile, validate, emit, app), ms. */
    stages?: Record<string, number>;
    peakRssBytes: number;
    /** Null when the run skipped it (--no-warm). */
    warmMs: number | null;
    /** Dev mode: save → the new text rendered in Chromium, when the strategy measures it. */
    saveToScreenMs?: number | null;
    warmLabel: string;
    outputBytes: number;
    outputFiles: number;
    largestChunk: { path: string; raw: number; gz: number } | null;
    firstVisitGz: Record<Kind, number>;
    firstVisitFiles: FirstVisit['files'];
    search: SearchFigures | null;
  };
  docusaurus?: {
    version: string;
    /** When Docusaurus was built; differs from the run's date when the figures were kept from an earlier run. */
    date?: string;
    coldMs: number;
    peakRssBytes: number;
    outputBytes: number;
    outputFiles: number;
    firstVisitGz: Record<Kind, number>;
    firstVisitFiles: FirstVisit['files'];
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatTable(runs: RunFigures[], host: ReturnType<typeof machine>): string {
  const lines = [`Machine: ${host.cpu}, ${host.cores} cores, ${host.ramGb} GB RAM, Node ${host.node}`];
  for (const run of runs) {
    const o = run.ours;
    const d = run.docusaurus;
    const total = (gz: Record<Kind, number>) => gz.HTML + gz.JS + gz.CSS + gz.JSON + gz.other;
    const rows: [string, string, string?, number?, number?][] = [
      ['cold build, wall', s(o.coldMs), d && s(d.coldMs), d?.coldMs, o.coldMs],
      [
        'cold build, stages',
        o.stages
          ? Object.entries(o.stages)
              .map(([k, v]) => `${k} ${s(v)}`)
              .join(', ')
          : 'n/a',
      ],
      ['cold build, per page', `${(o.coldMs / run.pages).toFixed(1)} ms`, d && `${(d.coldMs / run.pages).toFixed(1)} ms`],
      ['cold build, peak RSS (process tree)', mb(o.peakRssBytes), d && mb(d.peakRssBytes), d?.peakRssBytes, o.peakRssBytes],
      [`warm rebuild, one edit (${o.warmLabel})`, o.warmMs === null ? 'not measured (--no-warm)' : `${o.warmMs} ms`],
      ...(o.saveToScreenMs ? [['dev: save → new text on screen (median)', `${o.saveToScreenMs} ms`] as [string, string]] : []),
      ['output', `${mb(o.outputBytes)} in ${o.outputFiles} files`, d && `${mb(d.outputBytes)} in ${d.outputFiles} files`, d?.outputBytes, o.outputBytes],
      ['largest route chunk, gz', o.largestChunk ? kb(o.largestChunk.gz) : 'n/a'],
      ...(['JS', 'CSS', 'HTML', 'JSON', 'other'] as const).map((k): [string, string, string?, number?, number?] => [
        `first visit ${k}, gz`,
        kb(o.firstVisitGz[k]),
        d && kb(d.firstVisitGz[k]),
        d?.firstVisitGz[k],
        o.firstVisitGz[k],
      ]),
      ['first visit total, gz', kb(total(o.firstVisitGz)), d && kb(total(d.firstVisitGz)), d && total(d.firstVisitGz), total(o.firstVisitGz)],
      ['search payload before first suggestions, gz', o.search ? kb(o.search.payloadGz) : 'n/a (no search output)'],
      ['search query p50 / p95', o.search ? `${o.search.p50Ms} / ${o.search.p95Ms} ms` : 'n/a (no search output)'],
    ];
    const header = d ? ['metric', 'this pipeline', `Docusaurus ${d.version}`, 'theirs / ours'] : ['metric', 'this pipeline'];
    const body = rows.map(([name, ours, theirs, t, u]) =>
      d ? [name, ours, theirs ?? '', t !== undefined && u ? `${(t / u).toFixed(1)}×` : ''] : [name, ours],
    );
    const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
    const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    lines.push('', `${run.pages} pages (${run.docs} docs, ${run.posts} posts), first visit to ${run.samplePath}, ${run.date.slice(0, 16)}Z`);
    if (d?.date && d.date.slice(0, 16) !== run.date.slice(0, 16))
      lines.push(`(Docusaurus figures from an earlier run, ${d.date.slice(0, 16)}Z: ratios compare two runs)`);
    lines.push(row(header), row(widths.map((w) => '-'.repeat(w))), ...body.map(row));
  }
  return lines.join('\n');
}
