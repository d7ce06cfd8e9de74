import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS, planCommand } from '../commands.js';
import { nodeVersionProblem } from '../../../bin/node-version.mjs';

const NAMES = ['docusaurus.config.ts', 'docusaurus.config.js', 'site.config.ts'];
const SITE = '/sites/lantern';
/** A site folder with a Docusaurus config and a build. */
const files = new Set([join(SITE, 'docusaurus.config.js'), join(SITE, 'build', 'index.html'), '/sites/other/docusaurus.config.ts']);
const plan = (argv: string[], cwd = SITE) => planCommand(argv, cwd, NAMES, (p) => files.has(p));

describe('the command line', () => {
  it('runs each command from the site folder by default, with the entry it names', () => {
    expect(plan(['build'])).toMatchObject({ entry: 'pipeline/build.js', args: ['--content', SITE] });
    expect(plan(['build', '--out', 'public', '--no-cache'])).toEqual({
      entry: 'pipeline/build.js',
      args: ['--content', SITE, '--out', 'public', '--no-cache'],
      production: true,
    });
    expect(plan(['dev', '--port', '0'])).toMatchObject({ entry: 'pipeline/dev/server.js', args: ['--content', SITE, '--port', '0'] });
    expect(plan(['compat'])).toMatchObject({ entry: 'docusaurus/node/report/cli.js', args: [SITE] });
    expect(plan(['serve'])).toMatchObject({ entry: 'server/serve.js', args: [] });
  });

  it('takes --locale as Docusaurus does: repeated, several values after one, or -l, passed on one --locale per value', () => {
    expect(plan(['build', '--locale', 'ar'])).toMatchObject({ args: ['--content', SITE, '--locale', 'ar'] });
    expect(plan(['build', '--locale', 'en', 'ar', '--out', 'o'])).toMatchObject({
      args: ['--content', SITE, '--locale', 'en', '--locale', 'ar', '--out', 'o'],
    });
    expect(plan(['build', '-l', 'en', '--no-cache', '--locale', 'ar'])).toMatchObject({
      args: ['--content', SITE, '--locale', 'en', '--locale', 'ar', '--no-cache'],
    });
    expect(plan(['compat', '--locale', 'ar'])).toMatchObject({ args: [SITE, '--locale', 'ar'] });
    expect(plan(['build', '--locale', '--out', 'o'])).toMatchObject({ code: 2, fail: 'mdx-docsite build: --locale needs a value (--locale <locale...>).' });
    expect((plan(['build', '--help']) as { print: string }).print).toMatch(/-l, --locale <locale\.\.\.>\s+build only these locales/);
  });

  it('runs the build and the compat report as production builds (NODE_ENV set before their modules load), the others not', () => {
    expect(['build', 'compat', 'dev', 'serve'].map((c) => (plan([c]) as { production: boolean }).production)).toEqual([true, true, false, false]);
  });

  it('takes another site folder with --content, relative to the working folder', () => {
    expect(plan(['build', '--content', '../other'])).toMatchObject({ entry: 'pipeline/build.js', args: ['--content', '/sites/other'] });
    expect(plan(['compat', '--content', '/sites/other', '--no-app'])).toMatchObject({
      entry: 'docusaurus/node/report/cli.js',
      args: ['/sites/other', '--no-app'],
    });
  });

  it('prints the usage or a command’s options for --help, whatever else is on the line', () => {
    expect(plan(['--help'])).toEqual({ print: expect.stringContaining('commands:') as string });
    for (const name of Object.keys(COMMANDS)) {
      const help = plan([name, '--bogus', '--help'], '/elsewhere');
      expect(help).toEqual({ print: expect.stringContaining(`usage: mdx-docsite ${name} [options]`) as string });
      for (const option of COMMANDS[name]!.options) expect((help as { print: string }).print).toContain(option.flag);
    }
  });

  it('fails with one message and a non-zero code for an unknown command, option or a missing value', () => {
    expect(plan([])).toMatchObject({ code: 2, fail: expect.stringContaining('usage:') as string });
    expect(plan(['deploy'])).toMatchObject({
      code: 2,
      fail: expect.stringContaining('unknown command "deploy"; the commands are build, dev, serve, compat') as string,
    });
    expect(plan(['build', '--outdir', 'x'])).toMatchObject({
      code: 2,
      fail: expect.stringContaining('unknown option "--outdir"; its options are --content, --config, --out') as string,
    });
    expect(plan(['build', 'docs'])).toMatchObject({ code: 2, fail: expect.stringContaining('unknown argument "docs"') as string });
    expect(plan(['build', '--out'])).toMatchObject({ code: 2, fail: 'mdx-docsite build: --out needs a value (--out <dir>).' });
  });

  it('names the folder and the config files it looked for when there is no site', () => {
    const failed = plan(['build'], '/home/me');
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { fail: string }).fail).toBe(
      "mdx-docsite build: this folder (/home/me) has no Docusaurus config (docusaurus.config.ts, docusaurus.config.js, site.config.ts). Run it from the site's folder, the one with docusaurus.config.js, or name that folder with --content <dir>.",
    );
    expect((plan(['dev', '--content', 'nowhere']) as { fail: string }).fail).toContain(`--content nowhere (${join(SITE, 'nowhere')}) has no Docusaurus config`);
  });

  it('serves only a folder that holds a build', () => {
    expect(plan(['serve', '--dir', 'public'])).toMatchObject({ code: 1, fail: expect.stringContaining(`no build in ${join(SITE, 'public')}`) as string });
  });
});

describe('the Node version check', () => {
  it('passes a version the engines range allows and names both versions otherwise', () => {
    expect(nodeVersionProblem('20.19.0', '>=20.19', 'tool')).toBeNull();
    expect(nodeVersionProblem('22.1.0', '>=20.19', 'tool')).toBeNull();
    expect(nodeVersionProblem('20.18.9', '>=20.19', 'tool')).toContain('tool needs Node >=20.19 (package.json engines); this is Node 20.18.9.');
    expect(nodeVersionProblem('18.20.0', '>=20.19.1', 'tool')).not.toBeNull();
    expect(() => nodeVersionProblem('20.0.0', '^20', 'tool')).toThrow('engines.node must be a ">=X.Y.Z" range');
  });
});

describe('options given twice', () => {
  it('takes the later value, and the later of --content and --config', () => {
    expect(plan(['build', '--content', 'content', '--out', 'a', '--content', '../other'])).toMatchObject({
      entry: 'pipeline/build.js',
      args: ['--content', '/sites/other', '--out', 'a'],
    });
    expect(plan(['build', '--content', 'content', '--config', 'site.config.ts'])).toMatchObject({
      entry: 'pipeline/build.js',
      args: ['--config', 'site.config.ts'],
    });
    expect(plan(['build', '--config', 'site.config.ts', '--content', '../other'])).toMatchObject({
      entry: 'pipeline/build.js',
      args: ['--content', '/sites/other'],
    });
  });
});
