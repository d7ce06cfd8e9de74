/**
 * Writes the seeded benchmark corpus as a Docusaurus site folder, so that the side-by-side of real
 * sites (`npm run bench -- --site <folder> --peer docusaurus`) also runs on the synthetic corpus:
 * the same files built by this pipeline, Docusaurus (webpack) and Docusaurus Faster, cold and warm.
 *
 *   tsx bench/corpus-site.ts <pages> <folder>
 *   (cd <folder> && npm install)      # Docusaurus 3.10 with Faster, from the folder's package.json
 */
import { writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { generateCorpus } from './corpus/generate.js';
import { FASTER_PACKAGE, prepareSite } from './peer/docusaurus.js';

const [pagesArg, folderArg] = process.argv.slice(2);
const pages = Number(pagesArg);
if (!Number.isInteger(pages) || pages < 50 || !folderArg) {
  console.error('usage: tsx bench/corpus-site.ts <pages, at least 50> <folder>');
  process.exit(1);
}
const folder = resolve(folderArg);
const corpus = generateCorpus(`${folder}.corpus`, { pages });
const site = prepareSite(corpus, dirname(folder), basename(folder));
writeFileSync(join(site, 'package.json'), `${JSON.stringify(FASTER_PACKAGE, null, 2)}\n`);
console.log(`${site}: ${corpus.docs} docs, ${corpus.posts} posts (corpus files in ${corpus.dir})`);
