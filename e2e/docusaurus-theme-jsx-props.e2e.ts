import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, cspViolations, openDocPage } from './browser';

/**
 * Theme components given JSX as props, as Docusaurus's MDX passes them (fixtures/docusaurus-site/
 * docs/evaluated/jsx-props.mdx, `npm run build:fixture`): `<Details summary={<summary>…}>`,
 * `<Admonition title={<>…</>} icon={…}>` (one title with the site's MDXComponents' `Wattage`, one
 * with its `BulbSwitch`, which has state), `<TabItem label={…}>` in `<Tabs>` (one label with a
 * component imported in the MDX), an `<Admonition>` a component of the MDX draws, and a `:::warning`
 * whose label holds Markdown (`[Never trim a **lit** wick]`). Drawn by the
 * components, prerendered and after hydration, under the CSP, without console errors.
 */
const base = inject('fixtureBaseUrl');
const browser = useBrowser();

beforeAll(() => {
  if (!base) throw new Error('No fixture build: run `npm run build:fixture` before the browser tests');
});

const open = (javaScript: boolean) => openDocPage(browser(), `${base}/docs/evaluated/jsx-props`, javaScript);

/** What the JSX props draw, the same before and after hydration. */
async function drawn(page: Page) {
  const article = page.locator('article .markdown');
  const headings = article.locator('aside.admonition > .admonition-heading');
  const tip = headings.nth(0);
  const tabs = article.locator('[role="tab"]');
  return {
    summary: await article.locator('details > summary').evaluate((e) => `${e.textContent} | ${e.querySelector('em')?.textContent}`),
    tip: await tip.textContent(),
    tipIcon: await tip.locator('> span.lamp-star').textContent(),
    tipCode: await tip.locator('> code').textContent(),
    noteTitle: await headings.nth(1).locator('.lantern-wattage').textContent(),
    switchInTitle: await headings.nth(2).locator('button.lantern-bulb-switch').textContent(),
    tabs: await tabs.allTextContents(),
    tabBold: await tabs.nth(0).locator('> b').textContent(),
    tabHighlight: await tabs
      .nth(1)
      .locator('> span.lantern-oil-mark')
      .evaluate((e) => `${e.textContent} ${(e as HTMLElement).style.backgroundColor}`),
    panels: await article.locator('[role="tabpanel"]').evaluateAll((panels) => panels.map((p) => `${p.getAttribute('data-label')}: ${p.textContent}`)),
    drawnByComponent: await headings.nth(3).evaluate((e) => `${e.textContent} | ${e.querySelector('strong')?.textContent}`),
    // `:::warning[Never trim a **lit** wick]`: the label's Markdown drawn as written, as Docusaurus draws it.
    markdownLabel: await headings.nth(4).evaluate((e) => `${e.textContent} | ${e.querySelector('strong')?.textContent}`),
    // Nothing of the props is left as an element of its own or as text.
    leftovers: await article.locator('localcomponentprop').count(),
    objectText: (await article.textContent())?.includes('[object Object]'),
  };
}

const expected = {
  summary: 'Why trim flat? | flat',
  tip: '★ Trim with brass shears',
  tipIcon: '★',
  tipCode: 'brass shears',
  noteTitle: '6 W',
  switchInTitle: 'Bench lamp: off',
  tabs: ['Paraffin', 'Colza oil'],
  tabBold: 'Paraffin',
  tabHighlight: 'oil rgb(204, 153, 0)',
  panels: ['paraffin: Paraffin burns clean and smells of nothing.', 'colza: Colza oil was the lighthouse fuel before paraffin.'],
  drawnByComponent: ' Stored as colza | colza',
  markdownLabel: ' Never trim a lit wick | lit',
  leftovers: 0,
  objectText: false,
};

describe("theme components' JSX props", () => {
  it('are drawn by the components in the prerendered page (no script run)', async () => {
    const { page } = await open(false);
    expect(await drawn(page)).toEqual(expected);
    await page.context().close();
  });

  it('stay after hydration: the tabs switch, the switch in a title flips, under the CSP, without console errors', async () => {
    const { page, errors } = await open(true);
    expect(await drawn(page)).toEqual(expected);
    const article = page.locator('article .markdown');
    await article.getByRole('tab', { name: 'Colza oil' }).click();
    await expect.poll(() => article.locator('[role="tabpanel"]:not([hidden])').textContent()).toBe('Colza oil was the lighthouse fuel before paraffin.');
    const bulb = article.locator('.admonition-heading button.lantern-bulb-switch');
    await bulb.click();
    await expect.poll(() => bulb.textContent()).toBe('Bench lamp: on');
    expect(errors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
    await page.context().close();
  });
});
