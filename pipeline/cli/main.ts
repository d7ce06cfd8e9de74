/**
 * Runs a command of the package's command line (bin/mdx-docsite.mjs loads this from the compiled
 * tree): the plan (`commands.ts`), then the entry as its own command line would run it, with the
 * same process.argv, so the entry's "am I the main module" check and its argument parsing hold.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DOCUSAURUS_CONFIG_FILES } from '../../docusaurus/node/config/load.js';
import { SITE_CONFIGS } from '../config/load.js';
import { planCommand } from './commands.js';

/** The compiled tree's root: this file is its `pipeline/cli/main.js`. */
const TREE = join(import.meta.dirname, '..', '..');

export async function main(argv: string[]): Promise<void> {
  const plan = planCommand(argv, process.cwd(), [...DOCUSAURUS_CONFIG_FILES, ...SITE_CONFIGS], existsSync);
  if ('print' in plan) {
    console.log(plan.print);
    return;
  }
  if ('fail' in plan) {
    console.error(plan.fail);
    process.exit(plan.code);
  }
  // Before the entry's modules load (commands.ts says why).
  if (plan.production) process.env.NODE_ENV = 'production';
  const target = join(TREE, plan.entry);
  process.argv = [process.argv[0]!, target, ...plan.args];
  await import(pathToFileURL(target).href);
}
