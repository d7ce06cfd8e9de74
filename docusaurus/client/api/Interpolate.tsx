import { Fragment, type ReactNode } from 'react';
import { interpolationParts } from '../../shared/translate';

/** `interpolate(text, values)`: a string when every value is text, else React nodes. */
export function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const parts = interpolationParts(text, values);
  if (parts.every((p) => typeof p === 'string' || typeof p === 'number')) return parts.join('');
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>);
}

/** `@docusaurus/Interpolate`: `<Interpolate values={{ name: <b>x</b> }}>Hello {name}</Interpolate>`. */
export default function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}
