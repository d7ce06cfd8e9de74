/**
 * Relevance set: real queries over the real content of `content/` (built with the pipeline, no
 * app bundle), each with the page (or `page#section`) that must be among the first three
 * suggestions, searched as the search box searches (every context, 8 hits, 3 per page at most),
 * with every index loaded.
 *
 * Kinds: exact API names, phrases, typos and unfinished words, blog topics, and cross-context
 * queries (the answer is in one context while others match too: the merge rule decides).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build';
import type { Manifest } from '../../../common/contract';
import { openIndex, runSearch, type SearchSources } from '../../../common/search/run';

type Kind = 'api' | 'phrase' | 'typo' | 'blog' | 'cross';

/**
 * [kind, query, what must be in the top 3: a route, or `route#anchor` for a section; or a list of
 * them when the content has several pages equally about the query, any of which answers it].
 */
const CASES: [Kind, string, string | string[]][] = [
  ['api', 'async_setup_entry', '/blog/2024/06/12/async_forward_entry_setups'],
  ['api', 'async_forward_entry_setups', '/blog/2024/06/12/async_forward_entry_setups'],
  ['api', 'ColorMode', '/blog/2024/02/12/light-color-mode-mandatory'],
  ['api', 'SensorDeviceClass', '/blog/2022/09/28/new_sensor_device_classes'],
  ['api', 'EntityCategory', '/docs/core/integration-quality-scale/rules/entity-category'],
  ['api', 'has_entity_name', '/blog/2023/06/28/entity-name-changes'],
  ['api', 'DataUpdateCoordinator', '/blog/2024/08/05/coordinator_async_setup'],
  ['api', 'ConfigFlow', '/docs/config_entries_config_flow_handler'],
  ['api', 'async_step_user', '/blog/2024/03/21/config-entry-reconfigure-step'],
  ['api', 'ServiceInfo', '/blog/2022/05/03/serviceinfo-model-improvements'],
  ['api', 'event_time_changed', '/blog/2022/04/20/saying-goodbye-to-event_time_changed'],
  ['api', 'hassfest', '/blog/2020/04/16/hassfest'],
  ['phrase', 'config flow reauth', '/docs/config_entries_config_flow_handler'],
  ['phrase', 'unique id', '/docs/core/integration-quality-scale/rules/entity-unique-id'],
  ['phrase', 'config entry unloading', '/docs/core/integration-quality-scale/rules/config-entry-unloading'],
  ['phrase', 'entity registry', '/docs/entity_registry_index'],
  ['phrase', 'device registry', '/docs/device_registry_index'],
  ['phrase', 'area registry', '/docs/area_registry_index'],
  ['phrase', 'type hints', '/docs/development_typing'],
  ['phrase', 'push notifications', '/docs/api/native-app-integration/notifications'],
  ['phrase', 'polling interval', '/docs/core/integration-quality-scale/rules/appropriate-polling'],
  ['phrase', 'stale devices', '/docs/core/integration-quality-scale/rules/stale-devices'],
  ['phrase', 'test coverage', '/docs/core/integration-quality-scale/rules/test-coverage'],
  ['phrase', 'fetching data', '/docs/integration_fetching_data'],
  ['phrase', 'thread safety', '/docs/asyncio_thread_safety'],
  ['phrase', 'built-in intents', '/docs/intent_builtin'],
  ['phrase', 'device actions', '/docs/device_automation_action'],
  ['phrase', 'options flow', '/docs/config_entries_options_flow_handler'],
  ['phrase', 'strict typing', '/docs/core/integration-quality-scale/rules/strict-typing'],
  // Three Gold rules are each about translation keys, each with the phrase three times in a few
  // lines (entity names, icons, exception messages): the engine before the rewrite scored them
  // 72.9, 64.5 and 64.3, its top 3; this case once named only the third of that near-tie.
  [
    'phrase',
    'translation key',
    [
      '/docs/core/integration-quality-scale/rules/entity-translations',
      '/docs/core/integration-quality-scale/rules/icon-translations',
      '/docs/core/integration-quality-scale/rules/exception-translations',
    ],
  ],
  ['typo', 'reconfigur', '/docs/core/integration-quality-scale/rules/reconfiguration-flow'],
  ['typo', 'climat entity', '/docs/core/entity/climate'],
  ['typo', 'bluetoth', '/docs/bluetooth'],
  ['typo', 'authentification', '/docs/auth_index'],
  ['typo', 'significnt change', '/docs/core/platform/significant_change'],
  ['typo', 'devlopment environment', '/docs/development_environment'],
  ['typo', 'websess', '/docs/core/integration-quality-scale/rules/inject-websession'],
  ['blog', 's6 overlay', '/blog/2020/04/12/s6-overlay'],
  ['blog', 'custom panels', '/blog/2018/05/22/custom-ui-panels-api'],
  ['blog', 'entity naming', '/blog/2023/06/28/entity-name-changes'],
  ['blog', 'unit of measurement', '/blog/2024/11/21/unit-of-measurement-translations'],
  ['blog', 'sensor state class', '/blog/2021/09/20/state_class_total'],
  ['cross', 'climate entity', '/docs/core/entity/climate'],
  ['cross', 'water heater', '/docs/core/entity/water-heater'],
  ['cross', 'add-on repository', '/docs/add-ons/repository'],
  ['cross', 'add-on communication', '/docs/add-ons/communication'],
  ['cross', 'assist pipelines', '/docs/voice/pipelines/'],
  ['cross', 'blocking operations', '/docs/asyncio_blocking_operations'],
  ['cross', 'operating system debugging', '/docs/operating-system/debugging'],
  ['cross', 'external bus', '/docs/frontend/external-bus'],
  ['cross', 'supervisor development', '/docs/supervisor/development'],
  ['cross', 'more info dialog', '/docs/frontend/extending/adding-more-info-dialogs'],
  ['cross', 'custom strategy', '/docs/frontend/custom-ui/custom-strategy'],
  ['cross', 'voice language leaders', '/docs/voice/language-leaders'],
  ['cross', 'backend localization', '/docs/internationalization/core'],
  ['cross', 'template sentences', '/docs/voice/intent-recognition/contributing'],
  ['cross', 'backup', '/docs/core/platform/backup'],
  ['cross', 'media player entity', '/docs/core/entity/media-player'],
  // Sections: a doc's section against a blog post's section and a rule page that names the words.
  ['cross', 'entity categories', '/docs/core/entity#entity-categories'],
  // A blog section whose heading is the query, against a Core rule page and an Internationalization section.
  ['cross', 'exception translation key', '/blog/2023/11/30/service-exceptions-and-translations#translation-keys-on-exceptions'],
  // A Core section against an Internationalization section of the same subject.
  ['cross', 'subentry translations', '/docs/config_entries_config_flow_handler#subentry-translations'],
];

let out = '';
let sources: SearchSources;
let contexts: string[];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'search-relevance-'));
  const result = await build({ contentRoot: resolve(import.meta.dirname, '../../../content'), outDir: out, app: false, preview: false, log: false });
  expect(result.ok).toBe(true);
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Manifest;
  const search = manifest.search!;
  const read = (path: string): unknown => JSON.parse(readFileSync(join(out, path), 'utf8'));
  sources = {
    titles: openIndex('titles', read(search.titles.path)),
    content: new Map(search.contexts.map((c) => [c.id, openIndex('content', read(c.index.path))])),
  };
  contexts = search.contexts.map((c) => c.id);
}, 300_000);

afterAll(() => {
  if (out) rmSync(out, { recursive: true, force: true });
});

describe('search relevance over content/', () => {
  it('has at least 40 queries of every kind', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
    for (const kind of ['api', 'phrase', 'typo', 'blog', 'cross'] as const) expect(CASES.filter((c) => c[0] === kind).length).toBeGreaterThanOrEqual(5);
  });

  it.each(CASES)('%s: "%s" has %s in the top 3', (_kind, query, target) => {
    const hits = runSearch(query, sources, { contexts, limit: 8, perPage: 3 });
    const answers = typeof target === 'string' ? [target] : target;
    const found = hits.slice(0, 3).filter((h) => answers.some((a) => (a.includes('#') ? h.key : h.route) === a));
    expect(found, `top 3 for "${query}":\n${hits.map((h) => `  ${h.key} (${h.context})`).join('\n')}`).not.toEqual([]);
  });
});
