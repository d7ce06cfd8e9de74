import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../serve';

/** The local server answers Netlify's query and condition rules from what the request carries. */
describe('local server: conditional redirect rules', () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-redirects-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(
      join(dir, '_redirects'),
      [
        'https://old.example.org/*  /from-old-host  301!',
        '/lookup  item=:item  /parts/:item  302',
        '/hello  /fr/hello  302  Language=fr',
        '/hello  /en/hello  302',
        '/early  /beta  302  Cookie=beta',
        '/admin  /login  302  Role=admin',
      ].join('\n'),
    );
    server = await startServer({ dir, port: 0, config: join(dir, 'no-netlify.toml') });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const location = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { redirect: 'manual', headers });
    return [res.status, res.headers.get('location')];
  };

  it('fills a target from a query parameter, and skips the rule without it', async () => {
    expect(await location('/lookup?item=42')).toEqual([302, '/parts/42?item=42']);
    expect((await location('/lookup'))[0]).toBe(404);
  });
  it('matches a language rule on Accept-Language, else falls through to the next rule', async () => {
    expect(await location('/hello', { 'Accept-Language': 'fr-CA,fr;q=0.9' })).toEqual([302, '/fr/hello']);
    expect(await location('/hello', { 'Accept-Language': 'de' })).toEqual([302, '/en/hello']);
  });
  it('matches a cookie rule when the cookie is sent', async () => {
    expect(await location('/early', { Cookie: 'beta=1; other=2' })).toEqual([302, '/beta']);
    expect((await location('/early'))[0]).toBe(404);
  });
  it('never applies a rule for another host or a role', async () => {
    expect((await location('/admin'))[0]).toBe(404);
    expect(await location('/')).toEqual([200, null]);
  });
});
