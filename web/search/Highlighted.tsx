import type { ReactNode } from 'react';
import type { Range } from '../../common/search/highlight';

/** Text with its matched ranges in `<mark>`: React nodes, so the text is never parsed as HTML. */
export function highlightNodes(text: string, ranges: readonly Range[]): ReactNode[] {
  const out: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) out.push(text.slice(at, start));
    out.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

export function Highlighted({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  return <>{highlightNodes(text, ranges)}</>;
}
