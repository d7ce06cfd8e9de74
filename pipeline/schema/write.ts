import type { OutputSink } from '../model/emit-step.js';
import { contractSchemas } from './generate.js';

/** Publishes `/_schema/<name>.schema.json` for every route-chunk kind, sidebars and the manifest. */
export async function writeSchemas(out: Pick<OutputSink, 'write'>) {
  for (const [name, schema] of Object.entries(await contractSchemas())) out.write(`_schema/${name}.schema.json`, `${JSON.stringify(schema, null, 2)}\n`);
}
