/** Every problem of a build, collected so one run reports them all. */
export interface Problem {
  severity: 'error' | 'warning';
  /** Path relative to the project (for example `content/docs/x.md`). */
  file: string;
  line: number;
  column: number;
  message: string;
  /**
   * What kind of problem it is (`broken-link`, `mdx-syntax`, `unsupported`, ...), for reports that
   * group problems (`npm run compat`); problems without one are grouped by `problemKind`.
   */
  kind?: string;
}

export class Report {
  readonly problems: Problem[] = [];

  error(file: string, line: number, column: number, message: string, kind?: string) {
    this.problems.push({ severity: 'error', file, line, column, message, ...(kind ? { kind } : {}) });
  }

  warn(file: string, line: number, column: number, message: string, kind?: string) {
    this.problems.push({ severity: 'warning', file, line, column, message, ...(kind ? { kind } : {}) });
  }

  get errors() {
    return this.problems.filter((p) => p.severity === 'error');
  }

  get warnings() {
    return this.problems.filter((p) => p.severity === 'warning');
  }

  /** `file:line:column: severity: message`, sorted by file and line, one per line. */
  format(): string {
    return [...this.problems]
      .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column)
      .map((p) => `${p.file}:${p.line}:${p.column}: ${p.severity}: ${p.message}`)
      .join('\n');
  }
}

/**
 * The kind of a problem: its own `kind`, else one read from the message, so every problem can be
 * grouped. `unsupported` (an option, plugin or construct this pipeline does not build; skipped with
 * a warning) and `skipped-file` are what a compatibility report lists as skipped.
 */
export function problemKind(problem: Problem): string {
  if (problem.kind) return problem.kind;
  const m = problem.message;
  const rules: [RegExp, string][] = [
    [/^broken link /, 'broken-link'],
    [/^broken anchor /, 'broken-anchor'],
    [/^redirect /, 'redirect'],
    [/contentlayer2 skipped this file/, 'skipped-file'],
    [/front matter|^`\w+` (must|is)/, 'front-matter'],
    [/^cannot import |^import /, 'import'],
    [/expression|evaluated at build time/, 'expression'],
    [/^sidebar |_category_\.json/, 'sidebar'],
    [/navbar|site config/, 'site-config'],
    [/image|no such file in static/i, 'image'],
    [/not supported|unsupported|ignored/i, 'unsupported'],
  ];
  for (const [re, kind] of rules) if (re.test(m)) return kind;
  return /\.mdx?$/.test(problem.file) ? 'mdx' : 'other';
}

/** Kinds a compatibility report lists under "skipped": what the build left out, and why. */
export const SKIPPED_KINDS: ReadonlySet<string> = new Set(['unsupported', 'skipped-file']);
