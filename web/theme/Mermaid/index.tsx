import { useEffect, useRef, useState } from 'react';
import type { Mermaid as MermaidApi } from 'mermaid';
import { useClientValue, windowEvent } from '../../app/use-client-value';
import { COLOR_MODE_EVENT, currentMode, type ColorMode } from '../../app/color-mode';
import { mermaidConfig, parseSvg } from './config';
import { bootQuery, queryClient } from '../../app/query';
import type { BootManifest } from '../../../common/contract';
import { useNearViewport } from './near-viewport';
import { LOAD_AHEAD, placeholderSize } from './placeholder';
import './styles.css';

let counter = 0;
const loadMermaid = (): Promise<{ default: MermaidApi } | undefined> => import('mermaid');
const subscribeMode = windowEvent(COLOR_MODE_EVENT);

/**
 * Diagrams render in the browser; mermaid (about 200 KB gzipped) is imported only when a diagram
 * comes within a screen of the viewport, into a placeholder of reserved height.
 */
export function Mermaid({ value }: { value: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const figure = useRef<HTMLElement>(null);
  const near = useNearViewport(figure, LOAD_AHEAD);
  const [error, setError] = useState<string | null>(null);
  // null on the server and while hydrating: the diagram renders in the browser only.
  const mode = useClientValue<ColorMode | null>(currentMode, null, subscribeMode);
  useEffect(() => {
    if (!mode || !near) return;
    let cancelled = false;
    const failed = (e: unknown) => {
      if (!cancelled) setError(e instanceof Error ? e.message : String(e));
    };
    // mermaid's chunk may be gone after a deploy: the page then reloads once (main.tsx,
    // vite:preloadError) and the import resolves to nothing meanwhile; when the reload was already
    // tried, the import rejects and the diagram says why instead of staying empty. The import is a
    // function of its own: Vite folds an `import().then()` chain into its preload helper, where a
    // rejection handler would hide the failure from vite:preloadError.
    void loadMermaid().then(async (module) => {
      if (!module) return;
      const mermaid = module.default;
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
        failed(e);
      }
    }, failed);
    return () => {
      cancelled = true;
    };
  }, [value, mode, near]);
  return (
    <figure ref={figure} className="mermaid-diagram" data-mode={mode ?? undefined}>
      <div ref={ref} className="mermaid-canvas" data-size={placeholderSize(value)} role="img" aria-label="Diagram" />
      {error && (
        <pre className="mermaid-error" role="alert">
          Diagram error: {error}
        </pre>
      )}
    </figure>
  );
}
