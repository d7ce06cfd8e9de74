import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import type { BootManifest, Manifest } from '../../common/contract.js';
import { shardPath } from '../../common/route-table.js';

export interface BuildValidation {
  /** Files checked, by schema name. */
  checked: Record<string, number>;
  /** `path: message` for every file that does not match its schema. */
  failures: string[];
}

/**
 * Validates a build's output against the schemas it publishes in `_schema/`: the manifest, every
 * route chunk (against its kind's schema) and every sidebar chunk. External tools can do the same
 * with the published files; this is what the tests run.
 */
export function validateBuild(dir: string): BuildValidation {
  const ajv = new Ajv({ allErrors: true, strict: false });
  const schemaDir = join(dir, '_schema');
  const validators = new Map<string, ValidateFunction>();
  for (const name of readdirSync(schemaDir)) {
    validators.set(name.replace(/\.schema\.json$/, ''), ajv.compile(JSON.parse(readFileSync(join(schemaDir, name), 'utf8')) as object));
  }
  const checked: Record<string, number> = {};
  const failures: string[] = [];
  const check = (schema: string, path: string) => {
    const validate = validators.get(schema);
    if (!validate) {
      failures.push(`${path}: no published schema "${schema}"`);
      return;
    }
    const value: unknown = JSON.parse(readFileSync(join(dir, path), 'utf8'));
    checked[schema] = (checked[schema] ?? 0) + 1;
    if (!validate(value)) failures.push(`${path}: ${ajv.errorsText(validate.errors, { dataVar: schema })}`);
  };
  check('manifest', 'manifest.json');
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
  for (const entry of Object.values(manifest.routes)) {
    check(entry.kind, entry.chunk);
    check('route-chunk', entry.chunk);
  }
  for (const path of Object.values(manifest.sidebars)) check('sidebar', path);
  check('boot', 'boot.json');
  const boot = JSON.parse(readFileSync(join(dir, 'boot.json'), 'utf8')) as BootManifest;
  for (let i = 0; i < boot.routeTable.shards; i++) check('route-table', shardPath(boot.routeTable, i));
  if (boot.docsData) check('docs', boot.docsData);
  if (boot.search) check('search', boot.search);
  return { checked, failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { checked, failures } = validateBuild(process.argv[2] ?? 'build');
  for (const f of failures) console.error(f);
  console.log(
    `${Object.entries(checked)
      .map(([k, n]) => `${n} ${k}`)
      .join(', ')}; ${failures.length} failure(s)`,
  );
  process.exit(failures.length ? 1 : 0);
}
