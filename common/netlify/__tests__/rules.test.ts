import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseNetlifyToml, parseRedirectsFile, parseHeadersFile, matchPattern, findRedirect, headersFor, RulesError } from '../rules';

describe('Netlify rule files', () => {
  it('reads the repository netlify.toml: build settings aside, its redirects and headers', () => {
    const rules = parseNetlifyToml(readFileSync(resolve(import.meta.dirname, '../../../netlify.toml'), 'utf8'));
    expect(rules.redirects).toEqual([expect.objectContaining({ from: '/docs/en/*', to: '/docs/:splat', status: 301, force: true })]);
    expect(headersFor(rules.headers, '/assets/index-abc.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    const docHeaders = headersFor(rules.headers, '/docs/x');
    expect(docHeaders['X-Content-Type-Options']).toBe('nosniff');
    expect(docHeaders['Strict-Transport-Security']).toContain('max-age=');
    expect(headersFor(rules.headers, '/docs/x')['Cache-Control']).toBeUndefined();
  });

  it('parses _redirects lines with status, force and comments', () => {
    const rules = parseRedirectsFile('# legacy\n/old /new\n/a.html   /a  301!  # forced\n\n/x/*  /y/:splat 302\n');
    expect(rules.map(({ from, to, status, force }) => [from, to, status, force])).toEqual([
      ['/old', '/new', 301, false],
      ['/a.html', '/a', 301, true],
      ['/x/*', '/y/:splat', 302, false],
    ]);
    expect(rules[1]!.source).toBe('_redirects:3');
  });

  it('reports every bad _redirects line with its line number', () => {
    try {
      parseRedirectsFile('/ok /fine\nlonely\n/a /b 30x\nrel /b\n/c /d 301 Planet=mars\n/e q /f\n', 'content/_redirects');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(RulesError);
      expect((error as RulesError).problems).toEqual([
        'content/_redirects:2: expected "from [query] to [status] [conditions]", got "lonely" (a target is a path starting with "/" or a full URL)',
        'content/_redirects:3: status must be a three-digit code, optionally followed by "!", got "30x"',
        'content/_redirects:4: "from" must be a path starting with "/" or a full URL, got "rel"',
        'content/_redirects:5: unknown condition "Planet" (Netlify knows Country, Language, Role, Cookie)',
        'content/_redirects:6: query parameter must be "name=value", got "q"',
      ]);
    }
  });

  it('reads every rule Netlify documents: domain-level, query parameters, conditions, a rule without a target', () => {
    const rules = parseRedirectsFile(
      [
        'https://old.example.org/*  https://example.org/:splat  301!',
        '/lookup  item=:item  kind=part  /parts/:item  302',
        '/  /fr/  302  Language=fr,de',
        '/early/*  /beta/:splat  302  Cookie=beta',
        '/  /anz/  302  Country=au,nz',
        '/admin/*  200!  Role=admin',
        '/paid/*  /checkout  302  Sign=secret',
      ].join('\n'),
    );
    expect(rules.map(({ from, host, to, status, force, query, conditions }) => ({ from, host, to, status, force, query, conditions }))).toEqual([
      { from: '/*', host: 'old.example.org', to: 'https://example.org/:splat', status: 301, force: true, query: {}, conditions: {} },
      { from: '/lookup', host: null, to: '/parts/:item', status: 302, force: false, query: { item: ':item', kind: 'part' }, conditions: {} },
      { from: '/', host: null, to: '/fr/', status: 302, force: false, query: {}, conditions: { Language: ['fr', 'de'] } },
      { from: '/early/*', host: null, to: '/beta/:splat', status: 302, force: false, query: {}, conditions: { Cookie: ['beta'] } },
      { from: '/', host: null, to: '/anz/', status: 302, force: false, query: {}, conditions: { Country: ['au', 'nz'] } },
      { from: '/admin/*', host: null, to: '/admin/*', status: 200, force: true, query: {}, conditions: { Role: ['admin'] } },
      { from: '/paid/*', host: null, to: '/checkout', status: 302, force: false, query: {}, conditions: {} },
    ]);
  });

  it('applies what a local server can know of a request: query, language, cookie; never another host, a country or a role', () => {
    const rules = parseRedirectsFile(
      [
        'https://old.example.org/*  /elsewhere  301!',
        '/lookup  item=:item  kind=part  /parts/:item  302',
        '/  /fr/  302  Language=fr',
        '/  /anz/  302  Country=au',
        '/early/*  /beta/:splat  302  Cookie=beta',
        '/admin/*  /login  302!  Role=admin',
      ].join('\n'),
    );
    expect(findRedirect(rules, '/anything', false)).toBeNull();
    expect(findRedirect(rules, '/lookup', false, { query: new URLSearchParams('item=42&kind=part') })?.target).toBe('/parts/42');
    expect(findRedirect(rules, '/lookup', false, { query: new URLSearchParams('item=42&kind=bolt') })).toBeNull();
    expect(findRedirect(rules, '/lookup', false)).toBeNull();
    expect(findRedirect(rules, '/', false, { languages: ['fr'] })?.target).toBe('/fr/');
    expect(findRedirect(rules, '/', false, { languages: ['en'] })).toBeNull();
    expect(findRedirect(rules, '/early/x', false, { cookies: new Set(['beta']) })?.target).toBe('/beta/x');
    expect(findRedirect(rules, '/early/x', false, { cookies: new Set(['other']) })).toBeNull();
    expect(findRedirect(rules, '/admin/x', false, { cookies: new Set(['beta']), languages: ['fr'] })).toBeNull();
  });

  it('reads query and conditions tables in netlify.toml', () => {
    const toml = '[[redirects]]\nfrom = "/lookup"\nto = "/parts/:item"\nquery = { item = ":item" }\nconditions = { Language = ["fr", "de"] }\nsigned = "X"\n';
    const [rule] = parseNetlifyToml(toml).redirects;
    expect(rule).toMatchObject({ from: '/lookup', host: null, query: { item: ':item' }, conditions: { Language: ['fr', 'de'] } });
    expect(() => parseNetlifyToml('[[redirects]]\nfrom = "/a"\nto = "/b"\nquery = { n = 1 }\n', 'x.toml')).toThrow(
      'x.toml: [[redirects]] #1: query.n must be a string, got 1',
    );
  });

  it('parses _headers blocks and rejects stray lines', () => {
    const rules = parseHeadersFile('/*\n  A: 1\n  B: x: y\n/assets/*\n  Cache-Control: immutable\n');
    expect(rules).toEqual([
      { for: '/*', values: { A: '1', B: 'x: y' }, source: '_headers:1' },
      { for: '/assets/*', values: { 'Cache-Control': 'immutable' }, source: '_headers:4' },
    ]);
    expect(() => parseHeadersFile('  A: 1\n')).toThrow('_headers:1: a header line before any path line');
  });

  it('matches splats, placeholders and ignores a trailing slash, as Netlify does', () => {
    expect(matchPattern('/docs/en/*', '/docs/en/core/entity')).toEqual({ splat: 'core/entity' });
    expect(matchPattern('/*', '/')).toEqual({ splat: '' });
    expect(matchPattern('/blog/:year/:slug', '/blog/2024/hello/')).toEqual({ year: '2024', slug: 'hello' });
    expect(matchPattern('/blog/:year/:slug', '/blog/2024')).toBeNull();
    expect(matchPattern('/old', '/old/')).toEqual({});
    expect(matchPattern('/old', '/older')).toBeNull();
  });

  it('lets an existing file shadow a rule unless the rule is forced, and the first rule wins', () => {
    const rules = parseRedirectsFile('/a /first\n/a /second\n/b.html /b 301!\n/docs/en/* /docs/:splat\n');
    expect(findRedirect(rules, '/a', false)?.target).toBe('/first');
    expect(findRedirect(rules, '/a', true)).toBeNull();
    expect(findRedirect(rules, '/b.html', true)?.target).toBe('/b');
    expect(findRedirect(rules, '/docs/en/core/entity', false)?.target).toBe('/docs/core/entity');
  });

  it('joins a header that several rules set, like Netlify', () => {
    const rules = parseHeadersFile('/*\n  X-Robots-Tag: noindex\n/docs/*\n  x-robots-tag: nofollow\n');
    expect(headersFor(rules, '/docs/a')).toEqual({ 'X-Robots-Tag': 'noindex, nofollow' });
  });

  it('names the file and problem for bad netlify.toml', () => {
    expect(() => parseNetlifyToml('[[redirects]]\nfrom = "/a"\n', 'x.toml')).toThrow('x.toml: [[redirects]] #1: needs string "from" and "to"');
    expect(() => parseNetlifyToml('[[redirects]\n', 'x.toml')).toThrow(/^x\.toml: /);
  });
});
