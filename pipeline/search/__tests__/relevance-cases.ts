/**
 * The relevance set's queries over `content/` (see `relevance.test.ts`), each with the page that
 * answers it, chosen by reading the content, not by reading what the engine returns.
 */

export type Kind = 'api' | 'phrase' | 'typo' | 'blog' | 'cross';

/**
 * [kind, query, what must be in the top 3: a route, or `route#anchor` for a section; or a list of
 * them when the content has several pages equally about the query, any of which answers it].
 */
export const CASES: [Kind, string, string | string[]][] = [
  ['api', 'async_forward_entry_setups', '/blog/2024/06/12/async_forward_entry_setups'],
  ['api', 'ColorMode', '/blog/2024/02/12/light-color-mode-mandatory'],
  ['api', 'SensorDeviceClass', '/blog/2022/09/28/new_sensor_device_classes'],
  ['api', 'EntityCategory', '/docs/core/integration-quality-scale/rules/entity-category'],
  // `async_setup_entry`, `has_entity_name` and `DataUpdateCoordinator` named a blog post here; issue
  // 49 asks for the doc first: they are in FIRST_CASES.
  ['api', 'ConfigFlow', '/docs/config_entries_config_flow_handler'],
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
  // The doc "Creating custom panels" or the post that introduced the API (before issue 49, the post).
  ['blog', 'custom panels', ['/docs/frontend/custom-ui/creating-custom-panels', '/blog/2018/05/22/custom-ui-panels-api']],
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

/**
 * Issue 49: the reference page first. [kind, query, the page that must be the first hit (or the
 * few that may)]. A page whose title, sidebar label or a heading names the query (as written, or
 * as the identifier it is) comes before pages that only mention it; docs come before blog posts
 * that are about as good a match; a post comes first where no doc is about the query.
 */
export const FIRST_CASES: [Kind | 'question', string, string | string[]][] = [
  // The three: dated posts about an API came before the doc that documents it.
  ['api', 'DataUpdateCoordinator', '/docs/integration_fetching_data'],
  // The Entity page documents the property ("Naming entities", the properties table); the Bronze
  // rule is named after it and explains why it is required. Either is the reference.
  ['api', 'has_entity_name', ['/docs/core/entity', '/docs/core/integration-quality-scale/rules/has-entity-name']],
  ['question', 'blocking I/O in the event loop', '/docs/asyncio_blocking_operations'],
  // "Setting up an entry": "Implement async_setup_entry in your integration's __init__.py".
  ['api', 'async_setup_entry', '/docs/config_entries_index'],
  ['api', 'runtime_data', '/docs/core/integration-quality-scale/rules/runtime-data'],
  ['api', 'PARALLEL_UPDATES', '/docs/core/integration-quality-scale/rules/parallel-updates'],
  ['api', 'run_callback_threadsafe', '/docs/asyncio_thread_safety'],
  // The config flow page's "Reauthentication" section and the Silver rule both document it.
  ['api', 'async_step_reauth', ['/docs/config_entries_config_flow_handler', '/docs/core/integration-quality-scale/rules/reauthentication-flow']],
  // Only a post's title names it; the custom panels doc uses it in an example.
  ['api', 'async_register_static_paths', '/blog/2024/06/18/async_register_static_paths'],
  // The sidebar label ("LLM API") names it, the title does not.
  ['phrase', 'LLM API', '/docs/core/llm/'],
  // "### Snapshot tests" against the post that announced them.
  ['phrase', 'snapshot testing', '/docs/development_testing'],
  ['phrase', 'config subentries', '/docs/config_entries_index'],
  ['phrase', 'custom card', '/docs/frontend/custom-ui/custom-card'],
  ['phrase', 'update entity', '/docs/core/entity/update'],
  ['phrase', 'notify entity', '/docs/core/entity/notify'],
  ['phrase', 'template sentence syntax', '/docs/voice/intent-recognition/template-sentence-syntax'],
  ['phrase', 'thread safety', '/docs/asyncio_thread_safety'],
  ['phrase', 'add-on security', '/docs/add-ons/security'],
  ['phrase', 'operating system partitions', '/docs/operating-system/partition'],
  ['question', 'how do I publish my add-on', '/docs/add-ons/publishing'],
  ['question', 'how to debug the supervisor', '/docs/supervisor/debugging'],
  ['question', 'what is a config entry', '/docs/config_entries_index'],
  // The Core exceptions page and the Silver rule on action exceptions both answer it.
  [
    'question',
    'how to raise exceptions in service actions',
    ['/docs/core/platform/raising_exceptions', '/docs/core/integration-quality-scale/rules/action-exceptions'],
  ],
  ['question', 'how do I translate entity names', ['/docs/core/integration-quality-scale/rules/entity-translations', '/docs/internationalization/core']],
  // Posts only: no doc is about these.
  ['blog', 'pydantic v2', '/blog/2024/12/21/moving-to-pydantic-v2'],
  ['blog', 'MATCH_ALL', '/blog/2024/06/22/excluding-state-attributes-from-recording-match-all'],
  // "Handling setup failures" documents it (the first row of its exceptions table, its example);
  // "Config entries" mentions it, and Orama scores that page's title for the identifier's parts
  // (`config`, `entry`): the merge rule's `documents` (what a reference table names) decides.
  ['api', 'ConfigEntryNotReady', '/docs/integration_setup_failures'],
  // The config flow page defines the user step (its flow diagram starts at it, its first example
  // implements it); the data entry flow page says a user-initiated config flow starts there. This
  // case once named the 2024-03 reconfigure-step post, which never holds `async_step_user` (it
  // implements `async_step_reconfigure`): it matched the parts `async`, `step`, `user` only.
  ['api', 'async_step_user', ['/docs/config_entries_config_flow_handler', '/docs/data_entry_flow_index']],
];
