import { useState } from 'react';
import { describeJson, isContainer, nodeHint } from './describe';

/**
 * A JSON value as a collapsible tree of React nodes (never HTML strings). Children are rendered
 * only when opened, so a large page body costs nothing until it is browsed.
 */
export function JsonTree({ value, openDepth = 1 }: { value: unknown; openDepth?: number }) {
  return (
    <ul className="json-tree" role="tree">
      <JsonNode name="chunk" value={value} depth={0} openDepth={openDepth} />
    </ul>
  );
}

function JsonNode({ name, value, depth, openDepth }: { name: string; value: unknown; depth: number; openDepth: number }) {
  const [open, setOpen] = useState(depth < openDepth);
  if (!isContainer(value)) {
    return (
      <li role="treeitem" className="json-leaf">
        <span className="json-key">{name}</span>: <span className={`json-value json-${value === null ? 'null' : typeof value}`}>{describeJson(value)}</span>
      </li>
    );
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  const hint = nodeHint(value);
  return (
    <li role="treeitem" aria-expanded={open}>
      <button type="button" className="json-toggle" onClick={() => setOpen(!open)} aria-expanded={open}>
        <span className="json-caret" aria-hidden="true">
          {open ? '▾' : '▸'}
        </span>
        <span className="json-key">{name}</span> <span className="json-size">{describeJson(value)}</span>
        {hint && <span className="json-hint"> {hint}</span>}
      </button>
      {open && (
        <ul role="group">
          {entries.map(([k, v]) => (
            <JsonNode key={k} name={k} value={v} depth={depth + 1} openDepth={openDepth} />
          ))}
        </ul>
      )}
    </li>
  );
}
