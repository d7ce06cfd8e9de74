import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cspViolations, fixture2Base, hydrated, newDesktopPage, useBrowser, watchCsp, watchErrors } from './browser';

/**
 * The parts theme-classic draws for their `<Head>` tags, and `MDXContent`, applied where it draws
 * them (issue 43, i43h). In fixtures/docusaurus-site-2, wrapped: `SiteMetadata` (a meta on every
 * page), `DocItem/Metadata` (a meta naming the doc), `BlogPostPage/StructuredData` (the theme's
 * BlogPosting and a JSON-LD block of the site's) and `MDXContent` (a context and an MDX provider
 * whose `<Semaphore>` a doc uses without importing it). In fixtures/docusaurus-site-ejected,
 * ejected: `DocBreadcrumbs/StructuredData`, `BlogListPage/StructuredData`, `BlogPostPage/StructuredData`
 * (in place of the theme's BlogPosting) and `SearchMetadata`.
 * Each in the prerendered head (or body), after hydration and after a client navigation (that
 * page's tags, none stale or twice), under the CSP, without console errors.
 */
const browser = useBrowser();
const ejected = () => inject('ejectedFixtureUrl');

async function open(url: string, javaScript = true) {
  const page = await newDesktopPage(browser(), { javaScriptEnabled: javaScript });
  const errors = watchErrors(page);
  await watchCsp(page);
  await page.goto(url);
  if (javaScript) await hydrated(page);
  return { page, errors };
}

/** The prerendered page's `<head>`, as served. */
const headOf = async (url: string) => {
  const html = await (await fetch(url)).text();
  return html.slice(0, html.indexOf('</head>'));
};

/** Each meta of that name in the document's head: its content. */
const metas = (page: Page, name: string) => page.locator(`head meta[name="${name}"]`).evaluateAll((els) => els.map((m) => m.getAttribute('content')));

/** Each JSON-LD block in the head, parsed: its `@type`. */
const jsonLdTypes = (page: Page) =>
  page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((s) => (JSON.parse(s.textContent ?? '{}') as { '@type'?: string })['@type']));

/** The site's Semaphore as drawn: its aspect, its depot (the wrapper's context), its text. */
const semaphore = (page: Page) =>
  page
    .locator('.quillmate-semaphore')
    .evaluateAll((els) => els.map((el) => `${el.getAttribute('data-aspect')} | ${el.getAttribute('data-depot')} | ${el.querySelector('strong')?.textContent}`));

describe("fixture 2's wrapped SiteMetadata and DocItem/Metadata, in each page's head", () => {
  it("writes both into the prerendered head, and the next doc's after a client navigation, once each", async () => {
    const base = fixture2Base();
    const head = await headOf(`${base}/docs/next/api/endpoints`);
    expect(head).toMatch(/<meta name="quillmate-train" content="release train 7"[^>]*>/);
    expect(head).toMatch(/<meta name="quillmate-doc" content="api\/endpoints"[^>]*>/);
    // The theme's own tags are there once: the wrapper's original adds none twice.
    expect(head.match(/rel="canonical"/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);

    const { page, errors } = await open(`${base}/docs/next/api/endpoints`);
    expect(await metas(page, 'quillmate-train')).toEqual(['release train 7']);
    expect(await metas(page, 'quillmate-doc')).toEqual(['api/endpoints']);
    await page.locator('nav.paginator').getByRole('link').first().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/api/endpoints'));
    const id = decodeURIComponent(new URL(page.url()).pathname.replace('/sub/docs/next/', ''));
    await expect.poll(() => metas(page, 'quillmate-doc')).toEqual([id]);
    expect(await metas(page, 'quillmate-train')).toEqual(['release train 7']);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("fixture 2's wrapped BlogPostPage/StructuredData", () => {
  it("keeps the theme's BlogPosting once beside the site's block in the post's head, the site's block the next post's after a client navigation", async () => {
    const base = fixture2Base();
    const head = await headOf(`${base}/blog/2024/05/02/release-seven`);
    // The wrapper draws its original: the prerenderer's BlogPosting stays, written once.
    expect(head.match(/"@type":"BlogPosting"/g)).toHaveLength(1);
    expect(head).toContain('"headline":"Release train 7"');
    expect(head).toContain('"releaseNotes":"/sub/blog/2024/05/02/release-seven"');

    const { page, errors } = await open(`${base}/blog/2024/05/02/release-seven`);
    const siteBlocks = () =>
      page
        .locator('head script[type="application/ld+json"][data-rh]')
        .evaluateAll((els) => els.map((s) => (JSON.parse(s.textContent ?? '{}') as { releaseNotes?: string }).releaseNotes));
    expect(await siteBlocks()).toEqual(['/sub/blog/2024/05/02/release-seven']);
    await page
      .locator('nav.paginator')
      .getByRole('link', { name: /Release train 6/ })
      .click();
    await page.waitForURL(`${base}/blog/2024/03/14/release-six`);
    await expect.poll(siteBlocks).toEqual(['/sub/blog/2024/03/14/release-six']);
    expect((await jsonLdTypes(page)).filter((t) => t === 'BlogPosting')).toHaveLength(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("fixture 2's wrapped MDXContent, around every Markdown body", () => {
  it("draws the MDX provider's <Semaphore> (not imported by the doc) inside the wrapper's context, prerendered and hydrated", async () => {
    const base = fixture2Base();
    const prerendered = await open(`${base}/docs/next/api/endpoints`, false);
    expect(await semaphore(prerendered.page)).toEqual(['clear | Quillmate yard | Quillmate yard: clear']);
    await prerendered.page.context().close();

    const { page, errors } = await open(`${base}/docs/next/api/endpoints`);
    expect(await semaphore(page)).toEqual(['clear | Quillmate yard | Quillmate yard: clear']);
    // It behaves: its lever is the site's component's state, live after hydration.
    await page.getByRole('button', { name: 'Pull the lever' }).click();
    await expect.poll(() => semaphore(page)).toEqual(['stop | Quillmate yard | Quillmate yard: stop']);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe("the ejected fixture's StructuredData and SearchMetadata swizzles", () => {
  it("writes the breadcrumbs' trail into a doc's head, the next doc's after a client navigation, and the search facets on every page", async () => {
    const head = await headOf(`${ejected()}/docs/glazes/celadon`);
    expect(head).toMatch(/<meta name="kiln-search" content="default\/en"[^>]*>/);
    expect(head).toContain('"@type":"BreadcrumbList"');

    const { page, errors } = await open(`${ejected()}/docs/glazes/celadon`);
    const trail = () =>
      page.locator('head script[type="application/ld+json"]').evaluateAll((els) =>
        els
          .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; itemListElement?: { name: string }[] })
          .filter((b) => b['@type'] === 'BreadcrumbList')
          .map((b) => b.itemListElement!.map((i) => i.name).join(' > ')),
      );
    const before = await trail();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/Celadon$/);
    await page.locator('nav.paginator').getByRole('link').last().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/celadon'));
    await expect.poll(trail).not.toEqual(before);
    expect(await trail()).toHaveLength(1);
    expect(await metas(page, 'kiln-search')).toEqual(['default/en']);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("replaces the theme's BlogPosting with its own block on a post, prerendered and after a client navigation", async () => {
    const url = `${ejected()}/blog/2025/03/21/glaze-test`;
    const head = await headOf(url);
    expect(head).not.toContain('"@type":"BlogPosting"');
    expect(head).toContain('"isPartOf":"Kiln Log firing journal"');
    const { page, errors } = await open(url);
    const articles = () =>
      page.locator('head script[type="application/ld+json"]').evaluateAll((els) =>
        els
          .map((s) => JSON.parse(s.textContent ?? '{}') as { '@type'?: string; headline?: string })
          .filter((b) => b['@type'] === 'Article')
          .map((b) => b.headline),
      );
    const first = await articles();
    expect(first).toHaveLength(1);
    await page.locator('nav.paginator').getByRole('link').first().click();
    await page.waitForURL((u) => !u.pathname.endsWith('/glaze-test'));
    await expect.poll(articles).not.toEqual(first);
    expect(await articles()).toHaveLength(1);
    expect((await jsonLdTypes(page)).filter((t) => t === 'BlogPosting')).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("writes the blog list's data into the list's head, and leaves a tag's page without it", async () => {
    const head = await headOf(`${ejected()}/blog`);
    expect(head).toContain('"@type":"Blog"');
    // A tag's list is another page in theme-classic (BlogTagsPostsPage), which draws no structured data.
    expect(await headOf(`${ejected()}/blog/tags/glaze`)).not.toContain('"@type":"Blog"');
    const { page, errors } = await open(`${ejected()}/blog`);
    expect((await jsonLdTypes(page)).filter((t) => t === 'Blog')).toHaveLength(1);
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
