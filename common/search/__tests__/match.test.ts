import { describe, expect, it } from 'vitest';
import { matchQuality, queryMatchers, typoBudget } from '../match';

describe('queryMatchers', () => {
  it('stems words, drops stop words, and treats the last word as a prefix while typing', () => {
    expect(queryMatchers('How to configure the entiti')).toEqual([
      { term: 'configur', raw: 'configure', prefix: false, tolerance: 2 },
      { term: 'entiti', raw: 'entiti', prefix: true, tolerance: 1 },
    ]);
    expect(queryMatchers('light ').map((m) => m.prefix)).toEqual([false]);
  });

  it('keeps one matcher per stem', () => {
    expect(queryMatchers('light lights ').map((m) => m.term)).toEqual(['light']);
  });
});

describe('typoBudget', () => {
  it('allows no typo below 5 letters, one from 5, two from 9', () => {
    expect([typoBudget('ligh'), typoBudget('light'), typoBudget('brightnes'), typoBudget('brightness')]).toEqual([0, 1, 2, 2]);
  });
});

describe('matchQuality', () => {
  const [done] = queryMatchers('sensor ');
  const [typing] = queryMatchers('sens');
  it('ranks exact over prefix over typo, and rejects the rest', () => {
    expect(matchQuality(done!, 'sensor')).toBe(1);
    expect(matchQuality(done!, 'sensorgroup')).toBe(0);
    expect(matchQuality(done!, 'senor')).toBeCloseTo(0.4);
    expect(matchQuality(typing!, 'sensor')).toBeGreaterThan(0.4);
    expect(matchQuality(typing!, 'sensor')).toBeLessThan(1);
    expect(matchQuality(typing!, 'sense')).toBeGreaterThan(0);
    expect(matchQuality(done!, 'switch')).toBe(0);
  });
});

describe('the word being typed', () => {
  it('keeps a stop word or a single letter as a prefix, but only while it is typed', () => {
    expect(queryMatchers('in')).toEqual([{ term: 'in', raw: 'in', prefix: true, tolerance: 0 }]);
    expect(queryMatchers('l')).toEqual([{ term: 'l', raw: 'l', prefix: true, tolerance: 0 }]);
    expect(queryMatchers('in ')).toEqual([]);
  });
});
