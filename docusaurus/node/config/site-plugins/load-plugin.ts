import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { loadFreshModule } from '../../../../pipeline/config/fresh-module.js';
import type { PluginEntry } from '../plugins.js';

/** A plugin function as Docusaurus calls it: `(context, options) => instance` (async or not). */
type PluginModule = ((context: Record<string, unknown>, options: Record<string, unknown>) => unknown) & {
  validateOptions?: (args: { validate: Validate; options: Record<string, unknown> }) => Record<string, unknown>;
  validateThemeConfig?: (args: { validate: Validate; themeConfig: Record<string, unknown> }) => Record<string, unknown>;
};

type Validate = (schema: unknown, options: Record<string, unknown>) => Record<string, unknown>;

export interface ResolvedPlugin {
  entry: PluginEntry;
  plugin: PluginModule;
  /** The plugin's module file (null for a function in the config): where its relative `getThemePath` starts, and where its throws are reported. */
  file: string | null;
}

/**
 * The plugin an entry names, resolved as Docusaurus's `initPlugins` resolves it: from the site
 * folder (its `package.json` declares the dependency), a path relative to it, or the function
 * itself; the module's default export or `module.exports`. Null when the module is not installed
 * (the entry stays in the "no effect" warning, as before).
 */
export function resolvePlugin(entry: PluginEntry, siteDir: string): ResolvedPlugin | { entry: PluginEntry; missing: string } {
  const spec = entry.spec;
  if (typeof spec === 'function') return { entry, plugin: spec as PluginModule, file: null };
  if (typeof spec !== 'string') return { entry, missing: 'not a module name, path or function' };
  const require = createRequire(join(siteDir, 'package.json'));
  let file: string;
  try {
    file = spec.startsWith('.') ? require.resolve(resolve(siteDir, spec)) : require.resolve(spec.startsWith('/') ? spec : entry.name);
  } catch {
    return { entry, missing: 'not installed in the site folder' };
  }
  const loaded = loadFreshModule(file);
  if (typeof loaded !== 'function') return { entry, missing: `${file} exports no plugin function` };
  return { entry, plugin: loaded as PluginModule, file };
}

interface JoiObjectSchema {
  validate: (v: unknown, o: unknown) => { error?: Error; value: Record<string, unknown> };
  append?: (keys: Record<string, unknown>) => JoiObjectSchema;
  /** The Joi the schema was made with (every Joi 17 schema has it). */
  $_root?: { string: () => { regex: (r: RegExp) => { message: (m: string) => { default: (d: string) => unknown } } } };
}

/**
 * Docusaurus's `validate` for `validateOptions` (`normalizePluginOptions`): the plugin's Joi schema
 * with Docusaurus's own `id` key appended (a string of word characters and dashes, `default` when
 * absent; it replaces a key `id` the schema declares, required or not), over its options, without
 * converting types. A schema that is not a Joi object schema leaves the options as they are.
 */
export const validateOptions: Validate = (schema, options) => {
  const joi = schema as JoiObjectSchema | undefined;
  if (typeof joi?.validate !== 'function') return options;
  const idSchema = joi.$_root
    ?.string()
    .regex(/^[\w-]+$/)
    .message('Illegal plugin ID value "{#value}": it should only contain alphanumerics, underscores, and dashes.')
    .default('default');
  if (typeof joi.append === 'function' && idSchema) {
    const { error, value } = joi.append({ id: idSchema }).validate(options, { convert: false });
    if (error) throw error;
    return value;
  }
  // Without Joi's own `append`: the schema over the rest, `id` kept aside.
  const { id, ...rest } = options;
  const { error, value } = joi.validate(rest, { convert: false });
  if (error) throw error;
  return { ...value, id: id ?? 'default' };
};

/** The folder a plugin's relative paths (`getThemePath`) start from: its module's folder. */
export const pluginDir = (p: ResolvedPlugin, siteDir: string) => (p.file ? dirname(p.file) : siteDir);
