/** Parses a code fence's meta string and its magic comments, as Docusaurus reads them. */

export interface CodeMeta {
  title: string | null;
  /** 1-based line numbers, after magic-comment lines are removed. */
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  /** `no-check` opts a deliberate fragment out of the content checks. */
  noCheck: boolean;
}

const TITLE = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const RANGE = /\{([\d,\s-]+)\}/;

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const text = meta ?? '';
  const title = TITLE.exec(text);
  const range = RANGE.exec(text.replace(TITLE, ''));
  return {
    title: title ? (title[1] ?? title[2] ?? title[3] ?? null) : null,
    highlightLines: range ? parseRanges(range[1]!) : new Set(),
    showLineNumbers: /\bshowLineNumbers\b/.test(text),
    noCheck: /\bno-check\b/.test(text),
  };
}

export function parseRanges(spec: string): Set<number> {
  const out = new Set<number>();
  for (const part of spec.split(',')) {
    const [a, b] = part
      .trim()
      .split('-')
      .map((n) => Number.parseInt(n, 10));
    if (a === undefined || Number.isNaN(a)) continue;
    const end = b === undefined || Number.isNaN(b) ? a : b;
    for (let i = a; i <= end; i++) out.add(i);
  }
  return out;
}

const MAGIC = /^\s*(?:#|\/\/|\/\*|<!--|--|;|%)\s*highlight-(next-line|start|end)\s*(?:\*\/|-->)?\s*$/;

/** Removes `highlight-next-line` / `highlight-start` / `highlight-end` lines and returns the lines they mark. */
export function applyMagicComments(code: string): { code: string; lines: Set<number> } {
  const out: string[] = [];
  const lines = new Set<number>();
  let nextLine = false;
  let inRange = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line);
    if (magic) {
      if (magic[1] === 'next-line') nextLine = true;
      else inRange = magic[1] === 'start';
      continue;
    }
    out.push(line);
    if (nextLine || inRange) lines.add(out.length);
    nextLine = false;
  }
  return { code: out.join('\n'), lines };
}
