/** The compile stage's report: each compiled entry's messages, as errors and warnings of the run. */
import type { CompiledEntry } from '../model/entries.js';
import type { Report } from '../check/report.js';

export function reportCompileMessages(entry: CompiledEntry, report: Report, at: (path: string) => string) {
  if (entry.source.body.trim() === '')
    report.warn(
      at(entry.source.path),
      1,
      1,
      entry.source.bodyLine > 1 ? 'file has front matter but no content: the page will be empty' : 'file is empty: the page will be empty',
    );
  for (const m of entry.compiled.messages) {
    if (m.severity === 'error') report.error(at(entry.source.path), m.line, m.column, m.message, m.kind);
    else report.warn(at(entry.source.path), m.line, m.column, m.message, m.kind);
  }
}
