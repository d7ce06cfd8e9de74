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
