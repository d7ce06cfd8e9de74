import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { LastUpdated } from '..';

// Unit tests run with every chrome define on (vitest.config.ts): the line that can name an author.
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('LastUpdated (a site whose plugins show authors)', () => {
  it('draws the date and the author, as theme-classic words them', () => {
    const html = renderToStaticMarkup(<LastUpdated at="2024-05-20T00:00:00.000Z" by="Marta" />);
    expect(text(html)).toBe('Last updated on May 20, 2024 by Marta');
    expect(html).toContain('<time dateTime="2024-05-20T00:00:00.000Z">');
    expect(html).toContain('<b>Marta</b>');
  });

  it('draws the author alone (showLastUpdateAuthor without showLastUpdateTime), and the date alone', () => {
    expect(text(renderToStaticMarkup(<LastUpdated at={null} by="Marta" />))).toBe('Last updated by Marta');
    expect(text(renderToStaticMarkup(<LastUpdated at="2024-05-20T00:00:00.000Z" />))).toBe('Last updated on May 20, 2024');
  });
});
