import type { ReactNode } from 'react';
import { loadedManifest } from '../manifest';
import { interpolationParts, localizedMessage } from '../../shared/translate';
import { interpolate } from './Interpolate';

/**
 * `@docusaurus/Translate`: the current locale's message from its `code.json` (the manifest's
 * `i18n.translations`), else the message as written, with `{name}` placeholders filled.
 */
export function translate({ id, message }: { id?: string; message?: string; description?: string }, values?: Record<string, string | number>): string {
  const text = localizedMessage(loadedManifest().i18n.translations, { id, message });
  return interpolationParts(text, values).join('');
}

export default function Translate({ id, children, values }: { id?: string; children?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(localizedMessage(loadedManifest().i18n.translations, { id, message: children }), values)}</>;
}
