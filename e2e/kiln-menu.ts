import type { Browser, Locator, Page } from 'playwright-core';
import { hydrated, newDesktopPage, watchCsp, watchErrors } from './browser';

/**
 * A phone-sized page of the ejected fixture (fixtures/docusaurus-site-ejected) at `url`, hydrated,
 * with its site menu opened through the fixture's own toggle and turned back to the main menu (the
 * menu opens on the doc sidebar): what the navbar item tests read the mobile menu's items from.
 */
export async function openKilnMainMenu(browser: Browser, url: string): Promise<{ page: Page; errors: string[]; menu: Locator }> {
  const page = await newDesktopPage(browser, { viewport: { width: 390, height: 844 } });
  const errors = watchErrors(page);
  await watchCsp(page);
  await page.goto(url);
  await hydrated(page);
  await page.locator('header.navbar button.kiln-menu-toggle').click();
  const menu = page.getByRole('dialog', { name: 'Site navigation' });
  await menu.getByRole('button', { name: 'Back to main menu' }).click();
  return { page, errors, menu };
}
