/**
 * Docusaurus 3.5.2 (classic preset, plus its mermaid theme since the corpus has diagrams) as the
 * peer: installed into its own git-ignored folder with its own package.json, never into this
 * project's dependencies. Each corpus is copied into a site folder with a minimal config.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Corpus } from '../corpus/generate.js';
import { runMeasured, type Measured } from '../measure/process.js';

export const DOCUSAURUS_VERSION = '3.5.2';

const PACKAGE = {
  name: 'bench-peer-docusaurus',
  private: true,
  dependencies: {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    '@docusaurus/theme-mermaid': DOCUSAURUS_VERSION,
    '@mdx-js/react': '3.0.1',
    clsx: '2.1.1',
    'prism-react-renderer': '2.4.0',
    react: '18.3.1',
    'react-dom': '18.3.1',
    // Contemporary with 3.5.2: later webpack releases moved files Docusaurus 3.5 requires by path.
    webpack: '5.94.0',
  },
};

/**
 * The newest Docusaurus with its Faster bundle (Rspack, SWC, SSG in worker threads), for a corpus
 * written as a site folder (`bench/corpus-site.ts`) and measured like a real site.
 */
export const FASTER_PACKAGE = {
  name: 'bench-corpus-site',
  private: true,
  dependencies: {
    '@docusaurus/core': '3.10.2',
    '@docusaurus/faster': '3.10.2',
    '@docusaurus/preset-classic': '3.10.2',
    '@docusaurus/theme-mermaid': '3.10.2',
    // theme-mermaid's optional peer: webpack (unlike Rspack) fails without it.
    '@mermaid-js/layout-elk': '0.1.9',
    '@mdx-js/react': '3.1.1',
    clsx: '2.1.1',
    'prism-react-renderer': '2.3.1',
    react: '19.2.8',
    'react-dom': '19.2.8',
  },
};

export function ensureDocusaurus(peerDir: string) {
  mkdirSync(peerDir, { recursive: true });
  writeFileSync(join(peerDir, 'package.json'), `${JSON.stringify(PACKAGE, null, 2)}\n`);
  if (existsSync(join(peerDir, 'node_modules/.package-lock.json')) && installedMatches(peerDir)) return;
  console.error(`installing Docusaurus ${DOCUSAURUS_VERSION} into ${peerDir} …`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: peerDir, stdio: 'inherit' });
}

/** Copies the corpus into a Docusaurus site folder and writes its config. */
export function prepareSite(corpus: Corpus, peerDir: string, name: string): string {
  const site = join(peerDir, name);
  rmSync(site, { recursive: true, force: true });
  mkdirSync(join(site, 'src/pages'), { recursive: true });
  for (const part of ['docs', 'blog', 'static', 'sidebars.js']) cpSync(join(corpus.dir, part), join(site, part), { recursive: true });
  cpSync(join(corpus.dir, 'authors.yml'), join(site, 'blog/authors.yml'));
  writeFileSync(join(site, 'src/pages/index.js'), HOME);
  writeFileSync(join(site, 'docusaurus.config.js'), config(corpus.samplePath.replace(/^\/docs\//, '').replace(/\/[^/]+$/, '/page-0')));
  return site;
}

export function buildSite(peerDir: string, site: string, outDir: string): Promise<Measured> {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(join(site, '.docusaurus'), { recursive: true, force: true });
  const bin = join(peerDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  return runMeasured(process.execPath, [bin, 'build', site, '--out-dir', outDir], {
    cwd: site,
    env: { ...process.env, NODE_ENV: 'production', DOCUSAURUS_TELEMETRY_DISABLED: '1' },
  });
}

function config(firstDoc: string): string {
  return `// Minimal Docusaurus config around the benchmark corpus: the classic preset's defaults.
module.exports = {
  title: 'Bench Docs',
  tagline: 'A synthetic site for build benchmarks.',
  url: 'https://bench.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: { showReadingTime: true } }]],
  markdown: { mermaid: true },
  themes: ['@docusaurus/theme-mermaid'],
  themeConfig: {
    navbar: { title: 'Bench Docs', items: [{ type: 'doc', docId: '${firstDoc}', label: 'Docs', position: 'left' }, { to: '/blog', label: 'Blog', position: 'left' }] },
    prism: { additionalLanguages: ['bash', 'json', 'python', 'yaml'] },
  },
};
`;
}

const HOME = `export default function Home() {
  return <main><h1>Bench Docs</h1></main>;
}
`;

/** True when every pinned dependency is installed at its pinned version. */
function installedMatches(peerDir: string): boolean {
  return Object.entries(PACKAGE.dependencies).every(([name, version]) => {
    const path = join(peerDir, 'node_modules', name, 'package.json');
    return existsSync(path) && (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version === version;
  });
}
