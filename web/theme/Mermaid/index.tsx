import { useEffect, useRef, useState } from 'react';
import { useClientValue, windowEvent } from '../../app/use-client-value';
import { COLOR_MODE_EVENT, currentMode, type ColorMode } from '../../app/color-mode';
import { mermaidConfig, parseSvg } from './config';
import { bootQuery, queryClient } from '../../app/query';
import type { BootManifest } from '../../../pipeline/contract';

let counter = 0;
const subscribeMode = windowEvent(COLOR_MODE_EVENT);

/** Diagrams render in the browser; mermaid is imported only by pages that have one. */
export function Mermaid({ value }: { value: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  // null on the server and while hydrating: the diagram renders in the browser only.
  const mode = useClientValue<ColorMode | null>(currentMode, null, subscribeMode);
  useEffect(() => {
    if (!mode) return;
    let cancelled = false;
    void import('mermaid').then(async ({ default: mermaid }) => {
      const site = queryClient.getQueryData<BootManifest>(bootQuery.queryKey)?.site;
      mermaid.initialize(mermaidConfig(mode, site?.mermaid.theme));
      try {
        const { svg } = await mermaid.render(`mermaid-${++counter}`, value);
        if (cancelled || !ref.current) return;
        const element = parseSvg(svg, document);
        if (!element) throw new Error('mermaid returned no SVG');
        ref.current.replaceChildren(element);
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
