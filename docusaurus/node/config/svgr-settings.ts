import { docusaurusPlugins, isClassicPreset } from './plugins.js';
import type { SvgrSettings } from '../bundle/svg-components.js';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});

/**
 * SVGR as the config has it: on, with `@docusaurus/plugin-svgr`'s `svgrConfig` when the config
 * gives one (the classic preset's `svgr: { svgrConfig }` or the plugin listed itself); off when the
 * classic preset says `svgr: false` (Docusaurus 3.7+; before it, core applied SVGR to every site).
 */
export function svgrSettings(config: Obj): SvgrSettings {
  const presets = Array.isArray(config.presets) ? (config.presets as unknown[]) : [];
  const classic = presets.map((p) => (Array.isArray(p) ? (p as unknown[]) : [p, {}])).find(([spec]) => isClassicPreset(spec));
  if (classic && obj(classic[1]).svgr === false) return null;
  const plugin = docusaurusPlugins(config).others.find((p) => p.name === '@docusaurus/plugin-svgr');
  return { svgrConfig: obj(plugin?.options.svgrConfig) };
}
