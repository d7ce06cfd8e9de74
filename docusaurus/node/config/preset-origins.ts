/** Where a plugin or theme entry a preset returned came from (`presets.ts`), for messages: `presets[0] (x) › plugins[2]`. */
const origins = new WeakMap<object, string>();

export function markPresetOrigin(entry: object, origin: string): void {
  origins.set(entry, origin);
}

export function presetOrigin(entry: unknown): string | undefined {
  return entry && typeof entry === 'object' ? origins.get(entry) : undefined;
}
