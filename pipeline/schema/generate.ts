import { resolve } from 'node:path';
import { createGenerator } from 'ts-json-schema-generator';

/** Contract type → published schema name: one per route-chunk kind, plus the other files. */
export const SCHEMA_TYPES = {
  doc: 'DocChunk',
  'blog-list': 'BlogListChunk',
  'blog-post': 'BlogPostChunk',
  'blog-archive': 'BlogArchiveChunk',
  page: 'PageChunk',
  'route-chunk': 'RouteChunk',
  sidebar: 'SidebarChunk',
  manifest: 'Manifest',
} as const;

export type SchemaName = keyof typeof SCHEMA_TYPES;
export type JsonSchema = Record<string, unknown>;

const CONTRACT = resolve(import.meta.dirname, '../contract.ts');

let cached: Record<SchemaName, JsonSchema> | null = null;

/**
 * JSON Schemas (draft-07) generated from `pipeline/contract.ts`, so the published shapes cannot
 * drift from the TypeScript types the pipeline and the SPA compile against. Doc comments become
 * `description`s. Generated once per process (it type-checks the contract).
 */
export function contractSchemas(): Record<SchemaName, JsonSchema> {
  if (cached) return cached;
  const generator = createGenerator({ path: CONTRACT, skipTypeCheck: true, additionalProperties: false, topRef: true });
  const out = {} as Record<SchemaName, JsonSchema>;
  for (const [name, type] of Object.entries(SCHEMA_TYPES) as [SchemaName, string][]) {
    out[name] = { $id: `${name}.schema.json`, ...(generator.createSchema(type) as JsonSchema) };
  }
  cached = out;
  return out;
}
