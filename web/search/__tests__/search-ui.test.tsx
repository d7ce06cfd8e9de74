import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { insertMultiple } from '@orama/orama';
import type { HastRoot, SearchManifest } from '../../../common/contract';
import { Highlighted } from '../Highlighted';
import { contextFilter, pageContext, resultHref } from '../contexts';
import { searchPageHref } from '../search-page-href';
import { groupByPage } from '../group';
import { markTerms, runSearch, type SearchDb } from '../engine';
import { createSearchDb } from '../../../common/search/engine';

describe('Highlighted', () => {
  it('wraps the ranges in <mark> and renders everything as text', () => {
    expect(
      renderToStaticMarkup(
        <Highlighted
          text="Light and lights"
          ranges={[
            [0, 5],
            [10, 16],
          ]}
        />,
      ),
    ).toBe('<mark>Light</mark> and <mark>lights</mark>');
    const evil = '<img src=x onerror=alert(1)>';
    expect(renderToStaticMarkup(<Highlighted text={evil} ranges={[[1, 4]]} />)).toBe('&lt;<mark>img</mark> src=x onerror=alert(1)&gt;');
  });

  it('ignores ranges that overlap or fall outside the text', () => {
    expect(
      renderToStaticMarkup(
        <Highlighted
          text="abcdef"
          ranges={[
            [0, 3],
            [2, 4],
            [5, 99],
          ]}
        />,
      ),
    ).toBe('<mark>abc</mark>def');
  });
});

const manifest: SearchManifest = {
  titles: { path: '/t.json', bytes: 1, records: 1 },
  titlesIndexes: [{ version: 'current', locale: 'en', index: { path: '/t.json', bytes: 1, records: 1 } }],
  contexts: [
    { id: 'Core', label: 'Core', kind: 'docs', version: 'current', locale: 'en', index: { path: '/c.json', bytes: 1, records: 1 } },
    { id: 'Frontend', label: 'Frontend', kind: 'docs', version: 'current', locale: 'en', index: { path: '/f.json', bytes: 1, records: 1 } },
    { id: 'blog', label: 'Blog', kind: 'blog', version: null, locale: 'en', index: { path: '/b.json', bytes: 1, records: 1 } },
  ],
};
const versions = [{ name: 'current', isLast: true }];

describe('contextFilter', () => {
  it('reads ctx=<id> as within and ctx=-<id> as outside', () => {
    expect(contextFilter(manifest, null, null, versions)).toMatchObject({ mode: 'all', contexts: ['Core', 'Frontend', 'blog'], problem: null });
    expect(contextFilter(manifest, 'Core', null, versions)).toMatchObject({ mode: 'within', contexts: ['Core'] });
    expect(contextFilter(manifest, '-Core', null, versions)).toMatchObject({ mode: 'outside', contexts: ['Frontend', 'blog'] });
  });

  it('names the valid choices for an unknown context or version', () => {
    expect(contextFilter(manifest, 'Nope', null, versions).problem).toBe('There is no search context "Nope"; contexts: Core, Frontend, blog.');
    expect(contextFilter(manifest, null, 'v9', versions)).toMatchObject({ version: 'current', problem: 'There is no docs version "v9"; versions: current.' });
  });
});

describe('links', () => {
  it('builds search page and result links with encoded parameters', () => {
    expect(searchPageHref(' light entity ')).toBe('/search?q=light+entity');
    expect(searchPageHref('a&b', { id: 'Core', outside: true })).toBe('/search?q=a%26b&ctx=-Core');
    expect(resultHref('/docs/x', 'modes', 'color mode')).toBe('/docs/x?highlight=color+mode#modes');
    expect(resultHref('/docs/x', '', '')).toBe('/docs/x');
    // The site turned marks on the target page off (`highlightSearchTermsOnTargetPage: false`).
    expect(resultHref('/docs/x', 'modes', 'color mode', false)).toBe('/docs/x#modes');
  });

  it('finds the context of the page being read', () => {
    expect(pageContext(manifest, { kind: 'blog-list' } as never)?.id).toBe('blog');
    expect(pageContext(manifest, { kind: 'doc', sidebar: 'Frontend' } as never)?.id).toBe('Frontend');
    expect(pageContext(manifest, { kind: 'page' } as never)).toBeNull();
  });

  it('finds a context by path (searchContextByPaths) before the sidebar one', () => {
    const api = {
      id: 'docs/api',
      label: 'API',
      kind: 'docs' as const,
      version: 'current',
      locale: 'en',
      path: '/docs/api',
      index: { path: '/a.json', bytes: 1, records: 1 },
    };
    const byPath = { ...manifest, contexts: [api, ...manifest.contexts] };
    expect(pageContext(byPath, { kind: 'doc', sidebar: 'Core', route: '/docs/api/rest' } as never)?.id).toBe('docs/api');
    expect(pageContext(byPath, { kind: 'doc', sidebar: 'Core', route: '/docs/api' } as never)?.id).toBe('docs/api');
    expect(pageContext(byPath, { kind: 'doc', sidebar: 'Core', route: '/docs/apis' } as never)?.id).toBe('Core');
  });
});

async function sources() {
  const titles = createSearchDb('titles');
  const core = createSearchDb('content');
  const docs = [
    {
      id: '0',
      title: 'Sensor entity',
      heading: 'Sensor entity',
      description: 'Sensors report readings.',
      keywords: '',
      content: 'A sensor reports a reading such as temperature.',
      route: '/docs/sensor',
      anchor: '',
      context: 'Core',
    },
    {
      id: '1',
      title: 'Sensor entity',
      heading: 'State classes',
      description: '',
      keywords: '',
      content: 'The state class tells statistics how a sensor value behaves.',
      route: '/docs/sensor',
      anchor: 'state-classes',
      context: 'Core',
    },
    {
      id: '2',
      title: 'Sensor card',
      heading: 'Sensor card',
      description: '',
      keywords: '',
      content: 'The card shows a sensor.',
      route: '/docs/card',
      anchor: '',
      context: 'Frontend',
    },
  ];
  await insertMultiple(
    titles,
    docs.map(({ id, title, heading, keywords, context, route, anchor }) => ({ id, title, heading, keywords, context, route, anchor })) as never,
  );
  await insertMultiple(core, docs.filter((d) => d.context === 'Core') as never);
  return { titles: titles, content: new Map<string, SearchDb>([['Core', core]]) };
}

describe('runSearch', () => {
  it('answers loaded contexts from their content index and the others from the titles index', async () => {
    const hits = runSearch('sensor', await sources(), { contexts: ['Core', 'Frontend'], limit: 8 });
    expect(hits.map((h) => [h.key, h.partial])).toEqual(
      expect.arrayContaining([
        ['/docs/sensor#', false],
        ['/docs/sensor#state-classes', false],
        ['/docs/card#', true],
      ]),
    );
    const intro = hits.find((h) => h.key === '/docs/sensor#')!;
    expect(intro.heading).toBe('');
    expect(intro.snippet.text).toBe('A sensor reports a reading such as temperature.');
    expect(intro.snippet.ranges).toEqual([[2, 8]]);
    expect(hits.find((h) => h.partial)!.snippet).toEqual({ text: 'Sensor card', ranges: [[0, 6]] });
  });

  it('caps sections per page and the total, and searches only the contexts asked for', async () => {
    const s = await sources();
    expect(
      runSearch('sensor', s, { contexts: ['Core', 'Frontend'], limit: 8, perPage: 1 })
        .map((h) => h.route)
        .sort(),
    ).toEqual(['/docs/card', '/docs/sensor']);
    expect(runSearch('sensor', s, { contexts: ['Frontend'], limit: 8 }).map((h) => h.route)).toEqual(['/docs/card']);
    expect(runSearch('sensor', s, { contexts: ['Core'], limit: 1 })).toHaveLength(1);
    expect(runSearch('the ', s, { contexts: ['Core'], limit: 8 })).toEqual([]);
  });

  it('groups hits by page in the order of their best hit', async () => {
    const groups = groupByPage(runSearch('sensor', await sources(), { contexts: ['Core', 'Frontend'], limit: 8 }));
    expect(groups.map((g) => [g.route, g.hits.length])).toEqual(
      expect.arrayContaining([
        ['/docs/sensor', 2],
        ['/docs/card', 1],
      ]),
    );
  });
});

describe('markTerms', () => {
  const tree: HastRoot = {
    type: 'root',
    children: [
      { type: 'element', tagName: 'p', children: [{ type: 'text', value: 'Lights and a light group.' }] },
      { type: 'element', tagName: 'CodeBlock', children: [{ type: 'element', tagName: 'pre', children: [{ type: 'text', value: 'light = 1' }] }] },
    ],
  };

  it('wraps matching words in mark elements, leaves code alone and the input untouched', () => {
    const before = JSON.stringify(tree);
    const { tree: marked, marks } = markTerms(tree, 'light');
    expect(marks).toBe(2);
    expect(marked.children[0]).toEqual({
      type: 'element',
      tagName: 'p',
      children: [
        { type: 'element', tagName: 'mark', properties: { className: ['search-mark'] }, children: [{ type: 'text', value: 'Lights' }] },
        { type: 'text', value: ' and a ' },
        { type: 'element', tagName: 'mark', properties: { className: ['search-mark'] }, children: [{ type: 'text', value: 'light' }] },
        { type: 'text', value: ' group.' },
      ],
    });
    expect(marked.children[1]).toBe(tree.children[1]);
    expect(JSON.stringify(tree)).toBe(before);
  });
});
