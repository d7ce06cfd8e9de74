import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Redirect, matchPath } from '../router';

describe("@docusaurus/router's matchPath (React Router 5's signature over React Router 7)", () => {
  it('matches the start of a path unless exact, with params, the matched url and whether it was all of it', () => {
    expect(matchPath('/zones/4/valves', { path: '/zones/:zone' })).toEqual({ path: '/zones/:zone', url: '/zones/4', isExact: false, params: { zone: '4' } });
    expect(matchPath('/zones/4/valves', { path: '/zones/:zone', exact: true })).toBeNull();
    expect(matchPath('/zones/4', '/zones/:zone')).toEqual({ path: '/zones/:zone', url: '/zones/4', isExact: true, params: { zone: '4' } });
  });

  it('takes the first of several paths that matches, and is case-insensitive unless told', () => {
    expect(matchPath('/Schedules', { path: ['/valves', '/schedules'] })?.path).toBe('/schedules');
    expect(matchPath('/Schedules', { path: '/schedules', sensitive: true })).toBeNull();
  });
});

describe("@docusaurus/router's Redirect while prerendering", () => {
  it('draws nothing in a static router, as React Router 5 does in Docusaurus, and React Router says nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const html = renderToString(
        createElement(StaticRouter, { location: '/old-valves' }, createElement('main', null, createElement(Redirect, { to: '/valves' }))),
      );
      expect(html).toBe('<main></main>');
      expect([...warn.mock.calls, ...error.mock.calls]).toEqual([]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
