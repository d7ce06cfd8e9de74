/**
 * Docusaurus's `@docusaurus/Translate` and `@docusaurus/Interpolate`, as pure functions: the
 * message a locale shows for an id, and a message cut at its `{name}` placeholders.
 */

/** The locale's message (`i18n/<locale>/code.json`) for `id`, else for the message itself, else the message (else the id). */
export function localizedMessage(translations: Record<string, string>, { id, message }: { id?: string; message?: string }): string {
  const key = id ?? message;
  return (key !== undefined ? translations[key] : undefined) ?? message ?? id ?? '';
}

/**
 * The message in parts: text, and for each `{name}` with a value the value itself (text or a
 * React element, as Docusaurus's `<Interpolate>` takes them); a placeholder without a value stays as
 * written.
 */
export function interpolationParts<V>(text: string, values: Record<string, V> = {}): (string | V)[] {
  const parts: (string | V)[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{(\w+)\}/g)) {
    if (!Object.prototype.hasOwnProperty.call(values, m[1]!)) continue;
    if (m.index > last) parts.push(text.slice(last, m.index));
    parts.push(values[m[1]!]!);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
