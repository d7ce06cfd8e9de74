import { useState } from 'react';
import { markdownPath } from '../../../common/markdown-path';
import { withBase } from '../../app/base-url';
import './styles.css';

type State = 'idle' | 'copied' | 'failed';

/**
 * Copies the page as Markdown (the build's `<route>.md`, fetched on click only). The text is handed
 * to the clipboard as a promise inside the click, so browsers that require the write to start in
 * the user gesture (Safari) accept it; `writeText` after the fetch is the fallback.
 */
export function CopyPage({ route }: { route: string }) {
  const [state, setState] = useState<State>('idle');
  // A file beside the page, outside the router: under the base URL (`/sub/docs/x.md`).
  const file = withBase(markdownPath(route));
  const copy = async () => {
    const text = fetch(file).then((r) => {
      if (!r.ok) throw new Error(`${r.status}`);
      return r.text();
    });
    try {
      if (typeof ClipboardItem === 'function') {
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
      } else await navigator.clipboard.writeText(await text);
      setState('copied');
    } catch {
      try {
        await navigator.clipboard.writeText(await text);
        setState('copied');
      } catch {
        setState('failed');
      }
    }
  };
  return (
    <div className="copy-page">
      <button type="button" className="copy-page-button" onClick={() => void copy()} onBlur={() => setState('idle')}>
        Copy page
      </button>
      <a className="copy-page-link" href={file}>
        View as Markdown
      </a>
      <span className="copy-page-status" role="status">
        {state === 'copied' ? 'Copied as Markdown' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </div>
  );
}
