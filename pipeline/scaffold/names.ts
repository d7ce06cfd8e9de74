/** Valid names for new content, with errors that say what would be valid. */

const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class ScaffoldError extends Error {}

/** `core/entity/light-sensor`: lower-case folders and a name, no extension, no partials (`_x`). */
export function checkDocId(input: string): string {
  const id = input.replace(/\.mdx?$/i, '').replace(/^\/+|\/+$/g, '');
  const bad = id.split('/').find((s) => !SEGMENT.test(s));
  if (!id || bad !== undefined) {
    throw new ScaffoldError(
      `"${input}" is not a valid doc id: use lower-case letters, digits, "-" and "_", with "/" between folders, for example "core/entity/light-sensor"${bad !== undefined ? ` ("${bad}" is not allowed${bad.startsWith('_') ? ': a leading "_" marks a partial, which gets no page' : ''})` : ''}`,
    );
  }
  return id;
}

/** `new-config-flow-helpers`: lower-case words joined by single hyphens. */
export function checkPostSlug(input: string): string {
  if (!SLUG.test(input))
    throw new ScaffoldError(`"${input}" is not a valid post slug: use lower-case words joined by "-", for example "new-config-flow-helpers"`);
  return input;
}

/** `light-sensor` → `Light sensor`: a starting title the author edits. */
export function titleFromName(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `YYYY-MM-DD` in local time: "today" for the author. */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
