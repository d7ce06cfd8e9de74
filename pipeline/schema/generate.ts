import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { contentHash } from '../emit/hash.js';
import { PACKED_DIR, PACKED_SCHEMAS, PROJECT_ROOT } from '../project-root.js';

/** Contract type → published schema name: one per route-chunk kind, plus the other files. */
export const SCHEMA_TYPES = {
  doc: 'DocChunkJson',
  'blog-list': 'BlogListChunk',
  'blog-post': 'BlogPostChunkJson',
  'blog-archive': 'BlogArchiveChunk',
  page: 'PageChunk',
  tags: 'TagsChunk',
  'doc-tag': 'DocTagChunk',
  'blog-authors': 'BlogAuthorsChunk',
  'route-chunk': 'RouteChunkJson',
  sidebar: 'SidebarChunkJson',
  manifest: 'Manifest',
  boot: 'BootManifest',
  'route-table': 'RouteTableShard',
  docs: 'DocsData',
  search: 'SearchManifest',
} as const;

export type SchemaName = keyof typeof SCHEMA_TYPES;
export type JsonSchema = Record<string, unknown>;

const CONTRACT = join(PROJECT_ROOT, 'common', 'contract.ts');

let cached: Record<SchemaName, JsonSchema> | null = null;

/**
 * JSON Schemas (draft-07) generated from `common/contract.ts`, so the published shapes cannot
 * drift from the TypeScript types the pipeline and the SPA compile against. Doc comments become
 * `description`s. Generating builds a TypeScript program (seconds), so the result is kept in
 * `.cache/schema/`, keyed by the contract's bytes and the generator's version.
 */
export async function contractSchemas(): Promise<Record<SchemaName, JsonSchema>> {
  if (cached) return cached;
  // The package ships them made (the generator and TypeScript are not among its dependencies).
  if (PACKED_DIR) return (cached = JSON.parse(readFileSync(join(PACKED_DIR, PACKED_SCHEMAS), 'utf8')) as Record<SchemaName, JsonSchema>);
  const generatorVersion = (createRequire(import.meta.url)('ts-json-schema-generator/package.json') as { version: string }).version;
  const key = contentHash(`${generatorVersion}\n${JSON.stringify(SCHEMA_TYPES)}\n${readFileSync(CONTRACT, 'utf8')}`, 16);
  const file = join(PROJECT_ROOT, '.cache', 'schema', `${key}.json`);
  if (existsSync(file)) return (cached = JSON.parse(readFileSync(file, 'utf8')) as Record<SchemaName, JsonSchema>);
  // Loaded only on a cache miss: it brings in the TypeScript compiler.
  const { createGenerator } = await import('ts-json-schema-generator');
  const generator = createGenerator({ path: CONTRACT, skipTypeCheck: true, additionalProperties: false, topRef: true });
  const out = {} as Record<SchemaName, JsonSchema>;
  for (const [name, type] of Object.entries(SCHEMA_TYPES) as [SchemaName, string][]) {
    out[name] = { $id: `${name}.schema.json`, ...(generator.createSchema(type) as JsonSchema) };
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(out));
  cached = out;
  return out;
}
