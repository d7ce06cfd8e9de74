import type { VFile } from 'vfile';
import type { Node } from 'unist';

/** A problem found while compiling one file, positioned in the author's file. */
export interface SourceMessage {
  line: number;
  column: number;
  message: string;
  severity: 'error' | 'warning';
  /** Grouping for reports (see `Problem.kind`); read from the message when absent. */
  kind?: string;
}

export function reportError(file: VFile, node: Node | undefined, message: string, at?: { line: number; column: number }) {
  push(file, node, message, 'error', at);
}

export function reportWarning(file: VFile, node: Node | undefined, message: string, at?: { line: number; column: number }) {
  push(file, node, message, 'warning', at);
}

function push(file: VFile, node: Node | undefined, message: string, severity: SourceMessage['severity'], at?: { line: number; column: number }) {
  const list = ((file.data.messages as SourceMessage[] | undefined) ??= []);
  const start = at ?? node?.position?.start ?? { line: 1, column: 1 };
  // estree locations count columns from 0; unist from 1.
  const column = at ? at.column + 1 : start.column;
  list.push({ line: start.line, column, message, severity });
}
