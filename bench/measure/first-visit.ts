/**
 * What a first visit to a page downloads, gzipped (level 9, what a static host serves), by kind,
 * measured in real Chromium: every response until the network is idle.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../../e2e/browser.js';

export type Kind = 'HTML' | 'JS' | 'CSS' | 'JSON' | 'other';

export interface FirstVisit {
  path: string;
  /** Gzipped bytes per kind. */
  gz: Record<Kind, number>;
  raw: Record<Kind, number>;
  files: { url: string; kind: Kind; raw: number; gz: number }[];
}

export async function measureFirstVisit(baseUrl: string, path: string): Promise<FirstVisit> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const files: FirstVisit['files'] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      pending.push(
        response
          .body()
          .then((body) => {
            // An empty body is a prefetch answered again from cache: nothing was downloaded twice.
            if (body.length === 0) return;
            const kind = kindOf(response.headers()['content-type'] ?? '');
            files.push({ url: new URL(response.url()).pathname, kind, raw: body.length, gz: gzipSync(body, { level: 9 }).length });
          })
          // Redirects have no body.
          .catch(() => undefined),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const zero = (): Record<Kind, number> => ({ HTML: 0, JS: 0, CSS: 0, JSON: 0, other: 0 });
    const gz = zero();
    const raw = zero();
    for (const f of files) {
      gz[f.kind] += f.gz;
      raw[f.kind] += f.raw;
    }
    return { path, gz, raw, files: files.sort((a, b) => a.kind.localeCompare(b.kind) || b.gz - a.gz) };
  } finally {
    await browser.close();
  }
}

function kindOf(type: string): Kind {
  if (type.includes('html')) return 'HTML';
  if (type.includes('javascript')) return 'JS';
  if (type.includes('css')) return 'CSS';
  if (type.includes('json')) return 'JSON';
  return 'other';
}
