import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';
import { RELOAD_LOG_KEY, parseReloadLog, type ReloadRecord } from '../common/reload-log';

/** Debian's Chromium, launched the way this workplace allows (no sandbox as root, no background traffic). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. A getter, because the
 * browser exists only once `beforeAll` has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: call it from a test or a later hook');
    return browser;
  };
}

/** A page in a context of its own, desktop-sized (1280×900) unless the options say otherwise. */
export async function newDesktopPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  return context.newPage();
}

/** Collects console errors and page errors, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * A fixture's doc page in a new desktop page, with or without JavaScript, watched for console
 * errors, failed responses (each an `errors` entry) and CSP violations (`cspViolations`); ready
 * once its title is drawn, and hydrated when JavaScript runs.
 */
export async function openDocPage(browser: Browser, url: string, javaScript: boolean): Promise<{ page: Page; errors: string[] }> {
  const page = await newDesktopPage(browser, { javaScriptEnabled: javaScript });
  const errors = watchErrors(page);
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await watchCsp(page);
  await page.goto(url);
  await page.locator('article h1').first().waitFor();
  if (javaScript) await hydrated(page);
  return { page, errors };
}

/** Records the Content-Security-Policy violations of every document the page loads from now on (`cspViolations` reads them). */
export async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** The violations `watchCsp` recorded in the current document: `directive blocked-URI` each. */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

/** Paths of the route chunks the page requested, in order. */
export function watchChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/_data/')) chunks.push(path);
  });
  return chunks;
}

/**
 * Waits until React has hydrated every control of the prerendered page (links, buttons, fields,
 * disclosure summaries), so tests that act on a page wait for this first. `hydrateRoot` marks its
 * container at once, but a part inside a Suspense boundary (a route's lazily loaded page) hydrates
 * only once its code has arrived: a click on a link there before that is the browser's own, a full
 * page load rather than the app's navigation (seen on a busy machine: the locale-links test's
 * client navigation became a document load).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(reactOwnsPage);
}

/** Whether React has hydrated the page's controls yet: for a page whose clock is faked, polled from the test. */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(reactOwnsPage);
}

/** Whether React has hydrated this element (a part inside a Suspense boundary may hydrate after the root). */
export function isPartHydrated(part: Locator): Promise<boolean> {
  return part.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
}

/**
 * Runs in the page. A control with no fiber is still waiting for its boundary to hydrate, unless
 * React never owned it: it lies inside HTML React inserted as a string (the nearest element React
 * rendered has `dangerouslySetInnerHTML`) or inside an SVG drawn by other code (a diagram).
 */
function reactOwnsPage(): boolean {
  const root = document.getElementById('root');
  if (!root || !Object.keys(root).some((k) => k.startsWith('__reactContainer'))) return false;
  const fiberOf = (el: Element): { memoizedProps?: Record<string, unknown> } | undefined => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactFiber'));
    return key ? (el as unknown as Record<string, { memoizedProps?: Record<string, unknown> }>)[key] : undefined;
  };
  const waiting = (control: Element): boolean => {
    if (fiberOf(control) || control.closest('svg')) return false;
    for (let up = control.parentElement; up && up !== root; up = up.parentElement) {
      const fiber = fiberOf(up);
      if (fiber) return !fiber.memoizedProps?.dangerouslySetInnerHTML;
    }
    return true;
  };
  return !Array.from(root.querySelectorAll('a[href], button, input, select, textarea, summary')).some(waiting);
}

/** The second fixture site's build as global-setup serves it, under its base URL `/sub/`. */
export function fixture2Base(): string {
  const origin = inject('fixture2Origin');
  if (!origin) throw new Error('No second fixture build: run `npm run build:fixture2` before the browser tests');
  return `${origin}/sub`;
}

/**
 * Slows the page's CPU `rate` times (DevTools protocol `Emulation.setCPUThrottlingRate`), as a busy
 * or low-end machine would; it holds for the tab's later documents (its reloads) too.
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/**
 * The reloads the app itself triggered in this tab, oldest first: its own record (session storage,
 * `common/reload-log.ts`), which tells them apart from page loads the test caused. Read it once the
 * page shows an end state (an error box, a hydrated page): not while a reload is under way.
 */
export async function reloadLog(page: Page): Promise<ReloadRecord[]> {
  return parseReloadLog(await page.evaluate((key) => sessionStorage.getItem(key), RELOAD_LOG_KEY));
}

/**
 * Holds the responses to requests for `url` (answered as usual once let go: a file that is gone
 * still fails), so a test decides when a failure arrives: after the click, after the reloaded
 * document asked for it. `open` lets everything through from then on.
 */
export async function holdResponses(page: Page, url: string | RegExp) {
  let held: (() => void)[] = [];
  let open = false;
  let requests = 0;
  await page.route(url, async (route) => {
    requests++;
    if (!open) await new Promise<void>((go) => held.push(go));
    await route.continue();
  });
  const release = () => {
    for (const go of held) go();
    held = [];
  };
  return {
    /** How many requests for it the page made so far. */
    requests: () => requests,
    /** Lets the held requests through; later ones are held again. */
    release,
    /** Lets the held requests and every later one through. */
    open: () => {
      open = true;
      release();
    },
  };
}
