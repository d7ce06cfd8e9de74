/**
 * `npm run check:content -- [files...]`: checks content files the way the build does (MDX syntax,
 * code blocks, links and anchors) and prints each file's prose words against the content plan.
 * With no files it checks every file under content/docs and content/blog.
 */
import { readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseFrontMatter } from '../content/front-matter.js';
import { compileMdx, type CompiledMdx } from '../mdx/processor.js';
import { docRoute } from '../routes/docs.js';
import { postIdentity } from '../routes/blog.js';
import { createLinkResolver } from '../routes/links.js';
import { checkCodeBlocks, type CheckableBlock } from './code-blocks.js';
import { loadSiteConfig } from '../config/load.js';
import { staticDirsOf } from '../config/static-dirs.js';

const root = process.cwd();
const contentRoot = join(root, 'content');
const planDir = resolve(root, '../shared/content-plan');
// Links to files are checked against every folder the site publishes at its root, as the build does.
const staticDirs = staticDirsOf(contentRoot, loadSiteConfig(contentRoot)?.value);

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return walk(p);
    return /\.mdx?$/.test(name) ? [p] : [];
  });
}

interface PlanEntry {
  file: string;
  route: string;
  referenceProseWords: number;
}
const plan: PlanEntry[] = existsSync(planDir)
  ? [
      ...(JSON.parse(readFileSync(join(planDir, 'docs.json'), 'utf8')) as PlanEntry[]),
      ...(JSON.parse(readFileSync(join(planDir, 'blog.json'), 'utf8')) as PlanEntry[]),
    ]
  : [];
const planByFile = new Map(plan.map((p) => [p.file, p]));
const plannedRoutes = new Set(plan.map((p) => p.route));

const all = [...walk(join(contentRoot, 'docs')), ...walk(join(contentRoot, 'blog'))];
const fileToRoute = new Map<string, string>();
const routeToFile = new Map<string, string>();
for (const abs of all) {
  const rel = relative(contentRoot, abs);
  const fm = parseFrontMatter(readFileSync(abs, 'utf8')).data;
  try {
    const route = rel.startsWith('docs/')
      ? docRoute({ relativePath: rel.slice(5), frontMatterId: fm.id as string | undefined, frontMatterSlug: fm.slug as string | undefined })
      : postIdentity({ relativePath: rel.slice(5), frontMatterDate: fm.date as string | undefined, frontMatterSlug: fm.slug as string | undefined }).route;
    fileToRoute.set(rel, route);
    routeToFile.set(route, rel);
  } catch {
    /* reported when the file itself is checked */
  }
}
for (const p of plan) {
  const rel = p.file.replace(/^content\//, '');
  if (!fileToRoute.has(rel)) fileToRoute.set(rel, p.route);
}
const resolveLink = createLinkResolver(fileToRoute);

const compiled = new Map<string, Promise<CompiledMdx>>();
function compileFile(rel: string): Promise<CompiledMdx> {
  let c = compiled.get(rel);
  if (!c) {
    const source = readFileSync(join(contentRoot, rel), 'utf8');
    const fm = parseFrontMatter(source);
    c = compileMdx(fm.body, {
      filePath: rel,
      frontMatter: fm.data,
      resolveLink,
      lineOffset: fm.bodyLine,
      absolutePath: join(contentRoot, rel),
      contentRoot,
      route: fileToRoute.get(rel),
    });
    compiled.set(rel, c);
  }
  return c;
}

const targets = process.argv.slice(2).length ? process.argv.slice(2).map((f) => resolve(root, f)) : all;
let errors = 0;
const rows: string[] = [];
const blocks: CheckableBlock[] = [];
const say = (rel: string, line: number, column: number, msg: string) => {
  errors++;
  console.log(`${join('content', rel)}:${line}:${column}: ${msg}`);
};

for (const abs of targets) {
  const rel = relative(contentRoot, abs);
  if (!existsSync(abs)) {
    say(rel, 1, 1, 'file does not exist');
    continue;
  }
  const source = readFileSync(abs, 'utf8');
  const fm = parseFrontMatter(source);
  if (fm.error) say(rel, fm.error.line, fm.error.column, fm.error.message);
  if (!fm.data.title) say(rel, 1, 1, 'front matter has no `title`');
  const planned = planByFile.get(join('content', rel));
  if (rel.startsWith('blog/')) {
    if (!/^\s*<!--\s*truncate\s*-->\s*$/m.test(fm.body)) say(rel, fm.bodyLine, 1, 'post has no `<!-- truncate -->` marker');
    if (!Array.isArray(fm.data.authors) || fm.data.authors.length === 0) say(rel, 1, 1, 'post has no `authors` list');
  }
  const result = await compileFile(rel);
  for (const m of result.messages) if (m.severity === 'error') say(rel, m.line, m.column, m.message);
  for (const b of result.codeBlocks) if (!b.noCheck) blocks.push({ file: rel, line: b.line, lang: b.lang, code: b.code });
  for (const link of result.links) {
    if (link.route === null) {
      say(rel, link.line, link.column, `broken link \`${link.url}\`: no such file or route`);
      continue;
    }
    const route = link.route === '' ? fileToRoute.get(rel)! : link.route;
    const targetFile = routeToFile.get(route) ?? routeToFile.get(route.endsWith('/') ? route.slice(0, -1) : `${route}/`);
    const known = targetFile !== undefined || plannedRoutes.has(route) || staticDirs.some((dir) => existsSync(join(dir, route)));
    if (!known) {
      say(rel, link.line, link.column, `broken link \`${link.url}\`: route ${route} is neither a content file nor in the content plan`);
      continue;
    }
    if (link.hash && targetFile) {
      const target = await compileFile(targetFile);
      if (!target.analysis.headings.some((h) => h.id === link.hash)) {
        say(
          rel,
          link.line,
          link.column,
          `broken anchor \`#${link.hash}\` in \`${link.url}\`: ${targetFile} has no heading with that id (ids: ${target.analysis.headings
            .map((h) => h.id)
            .slice(0, 12)
            .join(', ')})`,
        );
      }
    } else if (link.hash && !targetFile) {
      say(rel, link.line, link.column, `anchor \`#${link.hash}\` points into ${route}, which is not written yet: link to the page without the anchor`);
    }
  }
  const target = planned ? Math.round(planned.referenceProseWords * 0.6) : 0;
  const minimum = rel.startsWith('blog/') ? 80 : 150;
  const floor = planned ? Math.min(minimum, planned.referenceProseWords) : minimum;
  const ok = result.analysis.proseWords >= Math.max(target, floor);
  rows.push(
    `${ok ? ' ' : '!'} ${String(result.analysis.proseWords).padStart(5)} / ${String(planned?.referenceProseWords ?? '-').padStart(5)}  ${join('content', rel)}`,
  );
}
for (const p of checkCodeBlocks(blocks)) say(p.file, p.line, 1, p.message);

console.log('\nprose words / reference (! = under 60% of the reference or under the minimum)');
console.log(rows.join('\n'));
const total = rows.reduce((n, r) => n + Number(r.slice(2, 7)), 0);
console.log(`\n${targets.length} files, ${total} prose words, ${errors} error(s)`);
process.exit(errors ? 1 : 0);
