import { useEffect, useRef, useState } from 'react';
import { useColorMode } from '../ColorModeToggle';

let counter = 0;

/** Diagrams render in the browser; mermaid is imported only by pages that have one. */
export function Mermaid({ value }: { value: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  // Null during hydration: the prerendered HTML cannot know the reader's colour mode.
  const mode = useColorMode();
  useEffect(() => {
    if (!mode) return;
    let cancelled = false;
    void import('mermaid').then(async ({ default: mermaid }) => {
      mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: mode === 'dark' ? 'forest' : 'neutral' });
      try {
        const { svg } = await mermaid.render(`mermaid-${++counter}`, value);
        if (cancelled || !ref.current) return;
        // mermaid returns sanitized SVG markup (securityLevel strict); parse it as SVG, not HTML.
        const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
        ref.current.replaceChildren(document.importNode(doc.documentElement, true));
        setError(null);
      } catch (e) {
        if (!cancelled) setError(e instanceof Error ? e.message : String(e));
      }
    });
    return () => {
      cancelled = true;
    };
  }, [value, mode]);
  return (
    <figure className="mermaid-diagram" data-mode={mode ?? undefined}>
      <div ref={ref} role="img" aria-label="Diagram" />
      {error && (
        <pre className="mermaid-error" role="alert">
          Diagram error: {error}
        </pre>
      )}
    </figure>
  );
}
