import { afterEach, describe, expect, it } from 'vitest';
import { inDocusaurusLocale } from '../current-locale.js';

const before = process.env.DOCUSAURUS_CURRENT_LOCALE;
afterEach(() => {
  if (before === undefined) delete process.env.DOCUSAURUS_CURRENT_LOCALE;
  else process.env.DOCUSAURUS_CURRENT_LOCALE = before;
});

const seen = () => Promise.resolve(process.env.DOCUSAURUS_CURRENT_LOCALE);

describe('DOCUSAURUS_CURRENT_LOCALE while a locale’s site is loaded', () => {
  it('is the locale during the work, and what it was before afterwards (unset stays unset)', async () => {
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    expect(await inDocusaurusLocale('fr', seen)).toBe('fr');
    expect('DOCUSAURUS_CURRENT_LOCALE' in process.env).toBe(false);
    process.env.DOCUSAURUS_CURRENT_LOCALE = 'en';
    expect(await inDocusaurusLocale('fr', seen)).toBe('fr');
    expect(process.env.DOCUSAURUS_CURRENT_LOCALE).toBe('en');
  });

  it('is shared by nested and concurrent runs for the same locale, and restored once the last ends', async () => {
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    const nested = await inDocusaurusLocale('ar', async () => [await seen(), await inDocusaurusLocale('ar', seen)]);
    expect(nested).toEqual(['ar', 'ar']);
    const both = await Promise.all([inDocusaurusLocale('ar', seen), inDocusaurusLocale('ar', seen)]);
    expect(both).toEqual(['ar', 'ar']);
    expect('DOCUSAURUS_CURRENT_LOCALE' in process.env).toBe(false);
  });

  it('is left as it is without a locale, or for another locale inside a run', async () => {
    process.env.DOCUSAURUS_CURRENT_LOCALE = 'en';
    expect(await inDocusaurusLocale(undefined, seen)).toBe('en');
    expect(await inDocusaurusLocale('ar', () => inDocusaurusLocale('fr', seen))).toBe('ar');
    expect(process.env.DOCUSAURUS_CURRENT_LOCALE).toBe('en');
  });

  it('runs concurrent runs for two locales one locale after the other, each seeing its own to the end', async () => {
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    // Several awaits, so the runs interleave if they can: each records what it saw at every step.
    const steps = (seenSoFar: (string | undefined)[]) => async () => {
      for (let i = 0; i < 4; i++) seenSoFar.push(await seen());
      return seenSoFar;
    };
    const [en, ar, enAgain] = await Promise.all([
      inDocusaurusLocale('en', steps([])),
      inDocusaurusLocale('ar', steps([])),
      inDocusaurusLocale('en', steps([])),
    ]);
    expect(en).toEqual(['en', 'en', 'en', 'en']);
    expect(enAgain).toEqual(['en', 'en', 'en', 'en']);
    expect(ar).toEqual(['ar', 'ar', 'ar', 'ar']);
    expect('DOCUSAURUS_CURRENT_LOCALE' in process.env).toBe(false);
  });

  it('lets a run for another locale nested inside a run go on at once (waiting would never end)', async () => {
    delete process.env.DOCUSAURUS_CURRENT_LOCALE;
    const inner = await inDocusaurusLocale('en', () => Promise.all([seen(), inDocusaurusLocale('ar', seen)]));
    expect(inner).toEqual(['en', 'en']);
  });
});
