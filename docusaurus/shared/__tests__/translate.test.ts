import { describe, expect, it } from 'vitest';
import { interpolationParts, localizedMessage } from '../translate';

describe("@docusaurus/Translate's lookup and @docusaurus/Interpolate's placeholders", () => {
  const translations = { 'home.lamps': '{count} lampes', 'Turn it on': 'Allumez-la' };

  it("takes the locale's message by id, else by the message itself, else the message as written", () => {
    expect(localizedMessage(translations, { id: 'home.lamps', message: '{count} lamps' })).toBe('{count} lampes');
    expect(localizedMessage(translations, { message: 'Turn it on' })).toBe('Allumez-la');
    expect(localizedMessage(translations, { id: 'home.wicks', message: 'Wicks' })).toBe('Wicks');
    expect(localizedMessage({}, { id: 'home.only-id' })).toBe('home.only-id');
  });

  it('cuts a message at the placeholders that have a value, leaving the others as written', () => {
    const bold = { type: 'b' };
    expect(interpolationParts('{count} lampes et {wicks} mèches', { count: 3, wicks: bold })).toEqual([3, ' lampes et ', bold, ' mèches']);
    expect(interpolationParts('{count} of {total}', { count: 2 })).toEqual([2, ' of {total}']);
    expect(interpolationParts('no placeholder')).toEqual(['no placeholder']);
  });
});
