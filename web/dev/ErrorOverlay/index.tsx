import { useState } from 'react';
import type { DevProblem } from '../../../common/contract';
import '../../theme/PanelHeader/styles.css';
import './styles.css';

/**
 * Build errors in dev, in a panel at the bottom of the window. It is not modal: the last good
 * version of the page stays readable and scrollable above and behind it.
 */
export function ErrorOverlay({ errors }: { errors: DevProblem[] }) {
  const [collapsed, setCollapsed] = useState(false);
  if (errors.length === 0) return null;
  const count = `${errors.length} build error${errors.length === 1 ? '' : 's'}`;
  return (
    <section className="dev-overlay" aria-label="Build errors" data-collapsed={collapsed}>
      <header className="panel-header dev-overlay-header">
        <strong>{count}</strong>
        <span className="dev-overlay-hint">the page shows the last version that built</span>
        <button type="button" onClick={() => setCollapsed(!collapsed)} aria-expanded={!collapsed}>
          {collapsed ? 'Show' : 'Hide'}
        </button>
      </header>
      {!collapsed && (
        <ol className="dev-overlay-list">
          {errors.map((e, i) => (
            <li key={`${e.file}:${e.line}:${e.column}:${i}`} className="dev-overlay-error">
              <p className="dev-overlay-location">
                {e.file}:{e.line}:{e.column}
              </p>
              <p className="dev-overlay-message">{e.message}</p>
              {e.frame && <CodeFrame frame={e.frame} line={e.line} column={e.column} />}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function CodeFrame({ frame, line, column }: { frame: NonNullable<DevProblem['frame']>; line: number; column: number }) {
  const width = String(frame.firstLine + frame.lines.length - 1).length;
  return (
    <pre className="dev-overlay-frame">
      {frame.lines.map((text, i) => {
        const n = frame.firstLine + i;
        const here = n === line;
        return (
          <span key={n} className={here ? 'dev-overlay-frame-line is-error' : 'dev-overlay-frame-line'}>
            {`${here ? '>' : ' '} ${String(n).padStart(width)} | ${text}\n`}
            {here && `  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^\n`}
          </span>
        );
      })}
    </pre>
  );
}
