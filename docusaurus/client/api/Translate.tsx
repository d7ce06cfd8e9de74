import type { ReactNode } from 'react';
import { loadedManifest, loadedManifestOrNull } from '../manifest';
import { interpolationParts, localizedMessage } from '../../shared/translate';
import { interpolate } from './Interpolate';

/**
 * `@docusaurus/Translate`: the current locale's message from its `code.json` (the manifest's
 * `i18n.translations`), else the message as written, with `{name}` placeholders filled.
 */
export function translate({ id, message }: { id?: string; message?: string; description?: string }, values?: Record<string, string | number>): string {
  // Called while a module loads (a theme's top-level `translate()`, which Docusaurus allows), before
  // boot.json is there: the message as written, as Docusaurus gives without a translation.
  const text = localizedMessage(loadedManifestOrNull()?.i18n.translations ?? {}, { id, message });
  return interpolationParts(text, values).join('');
}

export default function Translate({ id, children, values }: { id?: string; children?: string; description?: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(localizedMessage(loadedManifest().i18n.translations, { id, message: children }), values)}</>;
}
