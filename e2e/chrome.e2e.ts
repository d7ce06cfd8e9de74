import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Page, Route } from 'playwright-core';
import { isHydrated, newDesktopPage, useBrowser, watchErrors } from './browser';
import { contentSecurityPolicy } from '../pipeline/emit/netlify';

const base = inject('baseUrl');
const browser = useBrowser();

const PHONE = { width: 390, height: 844 };

function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  return newDesktopPage(browser(), options);
}

/** Serves the real boot data (what the SPA reads of the manifest) with part of its site config changed. */
async function editManifest(page: Page, edit: (site: Record<string, unknown>) => void) {
  await page.route('**/boot.json', async (route: Route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { site: Record<string, unknown> };
    edit(manifest.site);
    await route.fulfill({ response, json: manifest });
  });
}

/** Serves the real HTML shell with its <html> attributes changed (what the build writes from the config). */
async function editHtml(page: Page, edit: (html: string) => string) {
  await page.route(
    (url) => !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      await route.fulfill({ response, body: edit(await response.text()) });
    },
  );
}

const docH1 = (page: Page) => page.locator('article h1').textContent();

describe('skip link', () => {
  it('is the first focusable element and moves focus to the main content', async () => {
    const page = await newPage();
    await page.goto(`${base}/docs/development_environment`);
    await page.locator('article h1').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
    expect(await page.locator('.skip-link').isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab continues inside the content, past the navbar.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
  });
});

describe('announcement bar', () => {
  it('is dismissed for its id, stays dismissed without a flash, and a new id shows again', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    const bar = page.getByRole('region', { name: 'Announcement' });
    await bar.waitFor();
    expect(await bar.textContent()).toContain('integration quality scale');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('announcement-dismissed'))).toBe('integration-quality-scale-2025');

    // Reload with the app's scripts held back: the blocking pre-paint script alone hides the bar.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.announcementDismissed)).toBe('true');
    await page.unroute('**/assets/*.js');
    await page.reload();
    await page.locator('main h1').waitFor();
    expect(await bar.count()).toBe(0);

    // A new announcement id (as a new config would build) shows the bar again.
    await editManifest(page, (site) => {
      site.announcement = {
        id: 'next-announcement',
        content: { type: 'root', children: [{ type: 'text', value: 'Something new' }] },
        href: null,
        backgroundColor: null,
        textColor: null,
        isCloseable: true,
      };
    });
    await editHtml(page, (html) => html.replace(/data-announcement-id="[^"]*"/, 'data-announcement-id="next-announcement"'));
    await page.reload();
    await bar.waitFor();
    expect(await bar.textContent()).toContain('Something new');
  });
});

describe('navbar', () => {
  it('has the brand, the platform dropdown with its eight areas, Misc, Blog, search, the toggle and the language menu', async () => {
    const page = await newPage();
    await page.goto(`${base}/docs/development_environment`);
    await page.locator('article h1').waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: /Home Assistant Developer Docs/ }).getAttribute('href')).toBe('/');
    const dropdown = nav.getByRole('button', { name: 'Home Assistant' });
    await dropdown.click();
    const links = nav.locator('.navbar-dropdown-menu').first().getByRole('link');
    const pairs = await links.evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(pairs).toEqual([
      ['Overview', '/docs/architecture_index'],
      ['Core', '/docs/development_index'],
      ['Frontend', '/docs/frontend'],
      ['Supervisor', '/docs/supervisor'],
      ['Add-ons', '/docs/add-ons'],
      ['Operating System', '/docs/operating-system'],
      ['Voice', '/docs/voice/overview'],
      ['Translations', '/docs/translations'],
    ]);
    // The active area (this doc is in the Core sidebar) is marked, and so is the dropdown.
    expect(await nav.locator('.navbar-dropdown').first().locator('[aria-current="page"]').textContent()).toBe('Core');
    expect(await dropdown.getAttribute('class')).toContain('active');
    expect(await nav.getByRole('link', { name: 'Misc' }).getAttribute('href')).toBe('/docs/misc');
    expect(await nav.getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
    expect(await nav.locator('input[type="search"]').count()).toBe(1);
    expect(await nav.getByRole('button', { name: /Switch to dark mode/ }).count()).toBe(1);
    await nav.getByRole('button', { name: 'Language: English' }).click();
    expect(await nav.locator('.navbar-dropdown-right [aria-current="page"]').textContent()).toBe('English');
    // The search box is right of the other items.
    const searchBox = await nav.locator('input[type="search"]').boundingBox();
    const blogBox = await nav.getByRole('link', { name: 'Blog' }).boundingBox();
    expect(searchBox!.x).toBeGreaterThan(blogBox!.x);
  });

  it('opens dropdowns on hover and closes them when the pointer leaves', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.locator('main h1').waitFor();
    const button = page.getByRole('button', { name: 'Home Assistant' });
    await button.hover();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Voice', exact: true }).first().hover();
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.move(640, 600);
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
  });

  it('works from the keyboard: arrows move through the items, Escape closes and returns focus, Enter navigates and closes', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.locator('main h1').waitFor();
    const button = page.getByRole('button', { name: 'Home Assistant' });
    await button.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Overview');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Core');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Translations');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Overview');
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Home Assistant');

    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Overview');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Core');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/docs/development_index`);
    await expect.poll(() => docH1(page)).toBe('Home Assistant Core');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes a dropdown on an outside click and when focus leaves it', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.locator('main h1').waitFor();
    const button = page.getByRole('button', { name: 'Home Assistant' });
    await button.click();
    await page.mouse.move(640, 600);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.mouse.click(640, 600);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 9; i++) await page.keyboard.press('Tab');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('mobile navigation below 996 px', () => {
  it('collapses the navbar behind a hamburger that loads its code on first use', async () => {
    const page = await newPage({ viewport: PHONE });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${base}/docs/development_environment`);
    await page.locator('article h1').waitFor();
    expect(await page.getByRole('button', { name: 'Home Assistant' }).isVisible()).toBe(false);
    expect(await page.locator('.doc-sidebar').isVisible()).toBe(false);
    const before = scripts.length;
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site navigation' });
    await dialog.waitFor();
    // The menu (and framer-motion with it) was not part of the first visit.
    expect(scripts.length).toBeGreaterThan(before);

    // On a doc page it opens on the doc sidebar, with the current doc marked.
    expect(await dialog.locator('[aria-current="page"]').first().textContent()).toBe('Set up development environment');
    await dialog.getByRole('button', { name: /Back to main menu/ }).click();
    expect(await dialog.getByRole('link', { name: 'Blog' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Supervisor' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'English' }).isVisible()).toBe(true);

    // Escape closes and gives focus back to the hamburger.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation menu');

    // A backdrop click closes.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await dialog.waitFor();
    await page.mouse.click(370, 400);
    await expect.poll(() => dialog.count()).toBe(0);

    // Navigating closes.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await dialog.getByRole('link', { name: 'Style guidelines' }).click();
    await page.waitForURL(`${base}/docs/development_guidelines`);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => docH1(page)).toBe('Style guidelines');

    // Widening past 996 px closes.
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await dialog.waitFor();
    await page.setViewportSize({ width: 1200, height: 844 });
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Home Assistant' }).isVisible()).toBe(true);
  });

  it("opens on a blog page's recent posts, the main menu a step back, and does not animate for reduced motion", async () => {
    const page = await newPage({ viewport: PHONE, reducedMotion: 'reduce' });
    await page.goto(`${base}/blog`);
    await page.locator('main').first().waitFor();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Site navigation' });
    await dialog.waitFor();
    // As Docusaurus's blog pages fill the menu's secondary panel (theme-classic's BlogSidebar/Mobile).
    expect(await dialog.locator('.blog-sidebar-mobile a').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: /Back to main menu/ }).click();
    await dialog.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page');
    // With reduced motion the panel is in place on its first frame: no slide.
    const x = await dialog.evaluate((el) => new Promise<number>((done) => requestAnimationFrame(() => done(el.getBoundingClientRect().x))));
    expect(x).toBe(0);
  });
});

describe('footer', () => {
  it('has the link columns, thanks, logo and 2025 copyright from the config, with external links marked', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    const footer = page.locator('footer.footer');
    await footer.waitFor();
    expect(await footer.locator('.footer-title').allTextContents()).toEqual(['More from Home Assistant', 'Social', 'Other']);
    for (const name of ['Homepage', 'Data Science Portal', 'Alerts', 'System Status', 'GitHub', 'Mastodon', 'Discord', 'Privacy', 'Security']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await link.textContent()).toContain('(opens in a new tab)');
      expect(await link.locator('svg.external-icon').count()).toBe(1);
    }
    const blog = footer.getByRole('link', { name: 'Blog', exact: true });
    expect(await blog.getAttribute('href')).toBe('/blog');
    expect(await blog.getAttribute('rel')).toBeNull();
    expect(await footer.getByRole('link', { name: /Deploys by Netlify/ }).getAttribute('href')).toBe('https://www.netlify.com');
    expect(await footer.locator('img.footer-logo').count()).toBe(1);
    expect(await footer.textContent()).toContain('Copyright © 2025');
  });
});

describe('doc page', () => {
  it('has breadcrumbs, last update, edit link, previous/next, and a sidebar that marks the current doc and scrolls it into view', async () => {
    const page = await newPage();
    await page.goto(`${base}/docs/core/entity/water-heater`);
    await page.locator('article h1').waitFor();
    expect(await page.locator('.breadcrumbs li').count()).toBeGreaterThan(2);
    expect(await page.locator('.last-updated time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(await page.getByRole('link', { name: 'Edit this page' }).getAttribute('href')).toMatch(
      /^https:\/\/github\.com\/home-assistant\/developers\.home-assistant\/edit\/master\/.*\.mdx?$/,
    );
    const pager = page.getByRole('navigation', { name: 'Docs pages' });
    expect(await pager.getByRole('link').count()).toBe(2);
    const sidebar = page.locator('.doc-sidebar');
    const active = sidebar.locator('[aria-current="page"]');
    expect(await active.count()).toBe(1);
    const [box, a] = [await sidebar.boundingBox(), await active.boundingBox()];
    expect(a!.y).toBeGreaterThanOrEqual(box!.y);
    expect(a!.y + a!.height).toBeLessThanOrEqual(box!.y + box!.height);
    // There is no control to hide the sidebar.
    expect(await page.getByRole('button', { name: /^(hide|collapse) (the )?sidebar$/i }).count()).toBe(0);
  });

  it('keeps categories open as the reader moves, lets a category collapse, and a category link opens its doc', async () => {
    const page = await newPage();
    await page.goto(`${base}/docs/development_environment`);
    await page.locator('article h1').waitFor();
    const sidebar = page.locator('.doc-sidebar');
    const openCategories = () => sidebar.locator('.sidebar-category.expanded').count();
    const before = await openCategories();
    await sidebar.getByRole('link', { name: 'Config flow', exact: true }).click();
    await page.waitForURL(`${base}/docs/config_entries_config_flow_handler`);
    await expect.poll(() => docH1(page)).toContain('Config flow');
    // No auto-collapse: every category that was open still is.
    expect(await openCategories()).toBe(before);
    const toggle = sidebar.getByRole('button', { name: 'Development Workflow' });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.getByRole('link', { name: 'Style guidelines' }).count()).toBe(0);
    const linked = sidebar.locator('.sidebar-category-row .sidebar-category-label').first();
    const href = await linked.getAttribute('href');
    await linked.click();
    await page.waitForURL(`${base}${href}`);
    await expect.poll(() => linked.getAttribute('aria-current')).toBe('page');
    expect(await linked.locator('xpath=ancestor::li[1]').getAttribute('class')).toContain('expanded');
  });

  it('marks the section being read in the table of contents as the page scrolls', async () => {
    const page = await newPage();
    await page.goto(`${base}/docs/development_environment`);
    await page.locator('article h1').waitFor();
    const tocLinks = page.locator('.toc a');
    const ids = await tocLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')!.slice(1)));
    expect(ids.length).toBeGreaterThan(3);
    const current = () => page.locator('.toc a[aria-current="true"]').getAttribute('href');
    await expect.poll(current).toBe(`#${ids[0]}`);
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), ids[2]!);
    await expect.poll(current).toBe(`#${ids[2]}`);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(current).toBe(`#${ids[ids.length - 1]}`);
  });
});

describe('colour mode', () => {
  it('is light by default even when the system prefers dark, switches, persists and paints right on the next visit', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await page.goto(`${base}/`);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    expect(await page.getByRole('button', { name: /Switch to light mode/ }).count()).toBe(1);

    // Next visit, with the app's scripts held back: the first paint is already dark.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${base}/docs/development_index`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(22, 25, 29)');
  });

  it('follows the system preference when the config says so, until the reader chooses', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await editHtml(page, (html) => html.replace('data-follow-system="false"', 'data-follow-system="true"'));
    await editManifest(page, (site) => {
      site.colorMode = { defaultMode: 'light', respectPrefersColorScheme: true };
    });
    await page.goto(`${base}/`);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('re-renders diagrams in the mode', async () => {
    const page = await newPage();
    await page.goto(`${base}/docs/architecture_index`);
    const diagram = page.locator('.mermaid-diagram').first();
    await diagram.locator('svg').waitFor();
    expect(await diagram.getAttribute('data-mode')).toBe('light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    await expect.poll(() => diagram.getAttribute('data-mode')).toBe('dark');
    await diagram.locator('svg').waitFor();
  });
});

describe('navigation progress bar', () => {
  /**
   * A doc whose page clock is Playwright's, paused, once React owns it (a click on the prerendered
   * link before that is a plain page load, with no bar).
   */
  async function docOnFakeClock(): Promise<Page> {
    const page = await newPage();
    await page.clock.install();
    await page.goto(`${base}/docs/development_index`);
    await page.locator('article h1').waitFor();
    await expect.poll(() => isHydrated(page)).toBe(true);
    // From here the page's time moves only by runFor: on a busy machine, real time would run past
    // the 200 ms the bar waits before the test could look.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    return page;
  }

  it('stays hidden for 200 ms, then starts at 8%, trickles every 800 ms, and finishes when the page arrives', async () => {
    const page = await docOnFakeClock();
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/_data/doc/**', async (route) => {
      await held;
      await route.continue();
    });
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await page.locator('.doc-sidebar').getByRole('link', { name: 'Tips and tricks' }).click({ noWaitAfter: true });
    // React renders outside the fake clock: wait until the page shows the navigation has begun
    // (its bar's delay is armed in the same task) before the page's time moves.
    await page.locator('.layout-body[aria-busy="true"]').waitFor();
    await page.clock.runFor(150);
    expect(await bar.count()).toBe(0);
    await page.clock.runFor(100);
    await bar.waitFor();
    expect(await bar.getAttribute('aria-valuenow')).toBe('8');
    await page.clock.runFor(800);
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('18');
    release();
    await expect.poll(() => docH1(page)).toBe('Tips and tricks');
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
    await page.clock.runFor(400);
    await expect.poll(() => bar.count()).toBe(0);
  });

  it('never appears for a navigation that finishes within 200 ms', async () => {
    const page = await docOnFakeClock();
    const link = page.locator('.doc-sidebar').getByRole('link', { name: 'Tips and tricks' });
    // Prefetched on hover; the clock does not move, so the navigation takes 0 ms of page time.
    const prefetched = page.waitForResponse((r) => r.url().includes('/_data/doc/'));
    await link.hover();
    await prefetched;
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('.progress-bar')) document.documentElement.dataset.sawProgress = 'yes';
      }).observe(document.body, { childList: true, subtree: true });
    });
    await link.click();
    await expect.poll(() => docH1(page)).toBe('Tips and tricks');
    await page.clock.runFor(2000);
    expect(await page.evaluate(() => document.documentElement.dataset.sawProgress ?? 'no')).toBe('no');
  });
});

describe('loading and error states', () => {
  it('shows a centred 128 × 110 spinner while what a page waits for is slow', async () => {
    // Every route is prerendered, and a client navigation keeps the previous page on screen until
    // the next one's data and code are in: the spinner is for what a shown page still loads, here
    // the search page's results while its index is held.
    const page = await newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/_data/search/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}/search?q=entity`);
    const spinner = page.locator('svg.spinner');
    await spinner.waitFor();
    const box = (await spinner.boundingBox())!;
    expect([box.width, box.height]).toEqual([128, 110]);
    const results = (await page.locator('.search-results').boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - (results.x + results.width / 2))).toBeLessThan(2);
    release();
    await page.locator('.search-page-count').waitFor();
    expect(await page.locator('svg.spinner').count()).toBe(0);
  });

  it('shows a half-width red error box with the error and a Retry that loads the chunk again', async () => {
    const page = await newPage();
    let failing = true;
    await page.route('**/_data/doc/**', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto(`${base}/docs/development_index`);
    const box = page.locator('.error-box');
    await box.waitFor();
    expect(await box.textContent()).toContain('HTTP 503');
    const [width, main, bg] = await box.evaluate((el) => [
      el.getBoundingClientRect().width,
      el.parentElement!.getBoundingClientRect().width,
      getComputedStyle(el).backgroundColor,
    ]);
    expect(Math.round((width / main) * 100)).toBe(50);
    const [r, g, b] = bg.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g! + 15);
    expect(r).toBeGreaterThan(b! + 15);
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => docH1(page)).toBe('Home Assistant Core');
  });

  it('shows "This page crashed." for a rendering crash, and Try again renders the page', async () => {
    const page = await newPage();
    let broken = true;
    // A chunk whose shape the page cannot render (its body is missing).
    await page.route('**/_data/doc/**', async (route) => {
      if (!broken) return route.continue();
      const response = await route.fetch();
      const chunk = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...chunk, body: null, toc: null } });
    });
    const errors = watchErrors(page);
    await page.goto(`${base}/docs/development_index`);
    await page.getByText('This page crashed.').waitFor();
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
    expect(errors.length).toBeGreaterThan(0);
    broken = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => docH1(page)).toBe('Home Assistant Core');
  });

  it('says the site did not load properly when served outside its configured base URL', async () => {
    const page = await newPage();
    await editManifest(page, (site) => {
      site.baseUrl = '/developers/';
    });
    await page.goto(`${base}/`);
    const banner = page.getByRole('alert');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('did not load properly');
    expect(await banner.textContent()).toContain('/developers/');
  });

  it('works with defaults and one console warning when browser storage throws', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      }
    });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const errors = watchErrors(page);
    await page.goto(`${base}/`);
    await page.locator('main h1').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.getByRole('button', { name: /Switch to dark mode/ }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.getByRole('button', { name: 'Close announcement' }).click();
    expect(await page.getByRole('region', { name: 'Announcement' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Core', exact: true }).first().click();
    await page.waitForURL(`${base}/docs/development_index`);
    await expect.poll(() => docH1(page)).toBe('Home Assistant Core');
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => w.includes('Browser storage is unavailable'))).toHaveLength(1);
  });
});

describe('analytics and docs version', () => {
  it('sends a page view on the first load and on each route change when a measurement id is set', async () => {
    const page = await newPage();
    const analytics = { provider: 'plausible' as const, measurementId: 'developers.example.org', origin: 'https://plausible.io' };
    await editManifest(page, (site) => {
      site.analytics = analytics;
    });
    // The pages with the CSP a build with analytics sends (the origin in connect-src only).
    await page.route(
      (url) => url.origin === base && !/\.\w+$/.test(url.pathname),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': contentSecurityPolicy({ analytics }) } });
      },
    );
    const events: { url: string; domain: string }[] = [];
    await page.route('https://plausible.io/**', async (route) => {
      events.push(JSON.parse(route.request().postData() ?? '{}') as { url: string; domain: string });
      await route.fulfill({ status: 202, body: 'ok' });
    });
    await page.goto(`${base}/`);
    await page.locator('main h1').waitFor();
    await expect.poll(() => events.length).toBe(1);
    await page.locator('.navbar').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${base}/blog`);
    await expect.poll(() => events.length).toBe(2);
    expect(events.map((e) => new URL(e.url).pathname)).toEqual(['/', '/blog']);
    expect(events[0]!.domain).toBe('developers.example.org');
  });

  it('sends nothing without a measurement id, and remembers the docs version read', async () => {
    const page = await newPage();
    const outside: string[] = [];
    page.on('request', (r) => !r.url().startsWith(base) && outside.push(r.url()));
    await page.goto(`${base}/docs/development_index`);
    await page.locator('article h1').waitFor();
    await page.locator('.navbar').getByRole('link', { name: 'Blog' }).click();
    await page.waitForURL(`${base}/blog`);
    expect(outside).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});

describe('home page and design', () => {
  it('has the hero, the document structure, popular topics and the five newest posts', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    await page.locator('main h1').waitFor();
    expect(await page.locator('.hero-tagline').textContent()).toBeTruthy();
    expect(await page.locator('.home-areas li').count()).toBe(8);
    expect(await page.locator('.home-areas li p').count()).toBe(8);
    expect(await page.locator('section[aria-labelledby="home-popular"] li').count()).toBeGreaterThan(3);
    const dates = await page.locator('section[aria-labelledby="home-news"] time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
    expect(dates).toHaveLength(5);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('has copy buttons on code, tables that scroll sideways on a phone, visible focus rings and a favicon', async () => {
    const page = await newPage({ viewport: PHONE });
    await page.goto(`${base}/docs/creating_integration_manifest`);
    await page.locator('article h1').waitFor();
    expect(await page.getByRole('button', { name: 'Copy code to clipboard' }).count()).toBeGreaterThan(0);
    const table = page.locator('.table-scroll').first();
    const [scrollWidth, clientWidth, overflow] = await table.evaluate((el) => [el.scrollWidth, el.clientWidth, getComputedStyle(el).overflowX]);
    expect(overflow).toBe('auto');
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toBe('/favicon.svg');
    expect((await page.request.get(`${base}/favicon.svg`)).headers()['content-type']).toContain('svg');
  });
});
