/**
 * What a first visit to a page downloads, gzipped (level 9, what a static host serves), by kind,
 * measured in real Chromium: every response until the network is idle.
 */
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
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
    const onResponse = (response: Response): void => {
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
    };
    page.on('response', onResponse);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // Whatever arrives from here on (the icon, at the earliest) is not the page's own load.
    page.off('response', onResponse);
    await Promise.all(pending);
    await addIcon(page, files);
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

/**
 * Chromium asks for the page's icon after the load, on its own schedule: on a quiet machine before
 * the network is idle, on a busy one after (a real Home Assistant page measured 2,052 B apart, the
 * size of its favicon, depending on the machine's load). Every browser downloads the icon on a first
 * visit, so it is counted always, fetched here when the page's own load did not reach it.
 */
async function addIcon(page: Page, files: FirstVisit['files']): Promise<void> {
  const href = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href ?? null);
  if (!href || files.some((f) => f.url === new URL(href).pathname)) return;
  const response = await page.request.get(href);
  if (!response.ok()) return;
  const body = await response.body();
  files.push({
    url: new URL(href).pathname,
    kind: kindOf(response.headers()['content-type'] ?? ''),
    raw: body.length,
    gz: gzipSync(body, { level: 9 }).length,
  });
}

function kindOf(type: string): Kind {
  if (type.includes('html')) return 'HTML';
  if (type.includes('javascript')) return 'JS';
  if (type.includes('css')) return 'CSS';
  if (type.includes('json')) return 'JSON';
  return 'other';
}
