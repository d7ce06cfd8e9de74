/** Every problem of a build, collected so one run reports them all. */
export interface Problem {
  severity: 'error' | 'warning';
  /** Path relative to the project (for example `content/docs/x.md`). */
  file: string;
  line: number;
  column: number;
  message: string;
}

export class Report {
  readonly problems: Problem[] = [];

  error(file: string, line: number, column: number, message: string) {
    this.problems.push({ severity: 'error', file, line, column, message });
  }

  warn(file: string, line: number, column: number, message: string) {
    this.problems.push({ severity: 'warning', file, line, column, message });
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
