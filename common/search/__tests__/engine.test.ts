import { describe, expect, it } from 'vitest';
import { insertMultiple, load } from '@orama/orama';
import { persist } from '@orama/plugin-data-persistence';
import { createSearchDb, querySearchDb } from '../engine';
import { createSearchTokenizer } from '../terms';

const record = (id: string, fields: Partial<Record<'title' | 'heading' | 'description' | 'keywords' | 'content', string>>) => ({
  id,
  title: '',
  heading: '',
  description: '',
  keywords: '',
  content: '',
  route: `/${id}`,
  anchor: '',
  ...fields,
});

const records = [
  record('in-content', { title: 'Alpha', heading: 'Alpha', content: 'This section is about the thermostat and nothing else at all.' }),
  record('in-keywords', { title: 'Beta', heading: 'Beta', keywords: 'thermostat climate' }),
  record('in-description', { title: 'Gamma', heading: 'Gamma', description: 'Controls a thermostat.' }),
  record('in-heading', { title: 'Delta', heading: 'Thermostat modes' }),
  record('in-title', { title: 'Thermostat entity', heading: 'Properties' }),
  record('lights', { title: 'Lights', heading: 'Lights', content: 'Configuring lights and their brightness.' }),
  record('integration', { title: 'Integration setup', heading: 'Integration setup', content: 'An integration is set up from a config entry.' }),
];

async function db() {
  const d = createSearchDb('content');
  await insertMultiple(d, records as never);
  return d;
}
const ids = (d: Awaited<ReturnType<typeof db>>, q: string, typos = false) =>
  querySearchDb<{ route: string }>(d, q, { limit: 20, typos }).hits.map((h) => h.document.route.slice(1));

describe('the search engine', () => {
  it('ranks a title match over a heading match over the other fields (Orama boost)', async () => {
    const order = ids(await db(), 'thermostat ');
    expect(order[0]).toBe('in-title');
    expect(order[1]).toBe('in-heading');
    expect(order.slice(2).sort()).toEqual(['in-content', 'in-description', 'in-keywords']);
  });

  it('matches English word forms through stemming', async () => {
    const d = await db();
    expect(ids(d, 'configured light ')).toEqual(['lights']);
    expect(ids(d, 'integrations ')).toEqual(['integration']);
  });

  it('finds every record with every query word, however many words of the record each one starts', async () => {
    const d = createSearchDb('content');
    await insertMultiple(d, [
      // "config" starts "config" and "configuration" here: Orama's threshold 0 counted two matches
      // for one word and left this record out.
      record('failures', { title: 'Handling setup failures', content: 'Raise ConfigEntryNotReady when the configuration cannot be loaded yet.' }),
      record('entries', { title: 'Config entries', content: 'An entry is ready once set up.' }),
      // "entry" twice over ("entry", "entryway") but no "ready": Orama's count made it a match.
      record('no-ready', { title: 'Config', content: 'The entry and the entryway.' }),
    ] as never);
    expect(
      querySearchDb<{ route: string }>(d, 'ConfigEntryNotReady', { limit: 10 })
        .hits.map((h) => h.document.route)
        .sort(),
    ).toEqual(['/entries', '/failures']);
  });

  it('completes words while typing (Orama: exact false)', async () => {
    const d = await db();
    expect(ids(d, 'thermo')).toContain('in-title');
    expect(ids(d, 'bright')).toEqual(['lights']);
    expect(ids(d, 'ligh bright')).toEqual(['lights']);
  });

  it('looks for typos when asked (Orama tolerance, in names only: one from 5 letters, two from 9)', async () => {
    const d = await db();
    expect(ids(d, 'thermostta ')).toEqual([]);
    expect(ids(d, 'thermostta ', true)).toContain('in-title');
    expect(ids(d, 'integartion ', true)).toEqual(['integration']);
    // Short words tolerate none.
    expect(ids(d, 'lihgt ', true)).toEqual([]);
  });

  it('requires every word of the query (Orama threshold 0)', async () => {
    const d = await db();
    expect(ids(d, 'integration entry ')).toEqual(['integration']);
    expect(ids(d, 'integration thermostat ')).toEqual([]);
    expect(ids(d, 'zxqvbnmwk')).toEqual([]);
  });

  it("splits identifiers into words before Orama's tokenizer (stemming, stop words)", async () => {
    const d = createSearchDb('content');
    await insertMultiple(d, [record('cm', { title: 'Modes', heading: 'Modes', content: 'Set supported_color_modes on a ColorMode.' })] as never);
    expect(ids(d, 'color mode ')).toEqual(['cm']);
    expect(ids(d, 'ColorModes ')).toEqual(['cm']);
    expect(ids(d, 'the ')).toEqual([]);
  });

  it('answers the same after persisting with the plugin and loading with Orama', async () => {
    const d = await db();
    const json = (await persist(d, 'json')) as string;
    const loaded = createSearchDb('content');
    load(loaded, JSON.parse(json) as never);
    for (const q of ['thermostat ', 'thermo', 'integartion ', 'configured light ']) expect(ids(loaded, q, true), q).toEqual(ids(d, q, true));
    const hit = querySearchDb<Record<string, string>>(loaded, 'lights', { limit: 1 }).hits[0]!.document;
    expect(hit).toMatchObject({ title: 'Lights', heading: 'Lights', content: 'Configuring lights and their brightness.', route: '/lights', anchor: '' });
  });

  it('filters the titles index by context', async () => {
    const d = createSearchDb('titles');
    await insertMultiple(d, [
      { id: '1', title: 'Sensor', keywords: '', context: 'Core', route: '/a' },
      { id: '2', title: 'Sensor card', keywords: '', context: 'Frontend', route: '/b' },
    ] as never);
    const routes = (contexts?: string[]) =>
      querySearchDb<{ route: string }>(d, 'sensor', { limit: 5, ...(contexts ? { contexts } : {}) }).hits.map((h) => h.document.route);
    expect(routes().sort()).toEqual(['/a', '/b']);
    expect(routes(['Frontend'])).toEqual(['/b']);
  });
});

describe('short prefixes', () => {
  it('complete titles and headings only, not body text', async () => {
    const d = createSearchDb('content');
    await insertMultiple(d, [
      record('t', { title: 'Zone setup', heading: 'Zone setup' }),
      record('c', { title: 'Other', heading: 'Other', content: 'A zone in the body.' }),
    ] as never);
    const found = (q: string) => querySearchDb<{ route: string }>(d, q, { limit: 5 }).hits.map((h) => h.document.route);
    expect(found('zo')).toEqual(['/t']);
    expect(found('zon').sort()).toEqual(['/c', '/t']);
  });

  it("finds words of a script other than Latin (a translated site), which Orama's English tokenizer drops", async () => {
    const d = createSearchDb('content');
    await insertMultiple(d, [record('ar', { title: 'مرحبًا بك', content: 'تعمل المزامنة دون اتصال.' }), ...records] as never);
    expect(querySearchDb<{ route: string }>(d, 'المزامنة', { limit: 5 }).hits.map((h) => h.document.route)).toEqual(['/ar']);
    expect(querySearchDb<{ route: string }>(d, 'thermostat', { limit: 20 }).hits.length).toBe(5);
  });
});

describe('the tokenizer component', () => {
  it('gives the same tokens for the same text again, each time a copy Orama may change', () => {
    const a = createSearchTokenizer();
    const b = createSearchTokenizer();
    const first = a.tokenize('Translation keys of supported_color_modes', 'english', 'content');
    expect(first).toEqual(['translat', 'kei', 'support', 'color', 'mode']);
    first.push('changed');
    expect(b.tokenize('Translation keys of supported_color_modes', 'english', 'title')).toEqual(['translat', 'kei', 'support', 'color', 'mode']);
    expect(a.tokenize('light colours', 'english', 'content')).toEqual(['light', 'colour']);
  });
});
