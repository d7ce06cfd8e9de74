import { useState } from 'react';
import type { RouteChunk } from '../../../common/contract';
import { JsonTree } from './JsonTree';
import '../PanelHeader/styles.css';
import './styles.css';

/**
 * "View JSON": the route's chunk as the site loads it, for authors checking what their MDX became.
 * Shown in dev and in deploy previews only, and loaded lazily there.
 */
export function JsonPreview({ chunk, url }: { chunk: RouteChunk; url: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="json-preview">
      {open && (
        <section className="json-preview-panel" aria-label="Page JSON">
          <header className="panel-header json-preview-header">
            <strong>{chunk.route}</strong>
            <a href={url} target="_blank" rel="noreferrer">
              raw
            </a>
            <a href={`/_schema/${chunk.kind}.schema.json`} target="_blank" rel="noreferrer">
              schema
            </a>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </header>
          <JsonTree key={url} value={chunk} />
        </section>
      )}
      <button type="button" className="json-preview-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        View JSON
      </button>
    </div>
  );
}
