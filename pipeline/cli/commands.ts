/**
 * The package's command line (`mdx-docsite <command>`, bin/mdx-docsite.mjs): which pipeline entry
 * a command runs and with which arguments, or the one message that says why it does not. Pure: the
 * folder checks take `exists`, so the tests need no files.
 */
import { join, resolve } from 'node:path';

export const BIN = 'mdx-docsite';

interface Option {
  flag: string;
  /** The value's name, for an option that takes one. */
  value?: string;
  /** The short form (`-l`). */
  short?: string;
  /**
   * The option takes one value or more and may be given again (commander's `<value...>`, as
   * Docusaurus's `--locale`): `--locale en ar` and `--locale en --locale ar` alike.
   */
  several?: boolean;
  help: string;
}

interface Command {
  summary: string;
  /** The pipeline entry, relative to the compiled tree's root. */
  entry: string;
  options: Option[];
  /** A site folder with a config must be there (all but `serve`, which serves a build folder). */
  needsSite: boolean;
  /**
   * A production build: NODE_ENV is `production` before any module of the pipeline loads, as
   * Docusaurus's build sets it. React (which the highlighter's prism-react-renderer imports while
   * the pipeline loads) picks its development or production build once, at its first import; the
   * prerenderer's React DOM must find the same one.
   */
  production?: boolean;
  /** What the entry is given besides the user's arguments. */
  args(site: string, parsed: Parsed): string[];
}

/** The options given: a flag's value, `true` for one without a value, each value of a `several` one. */
type Parsed = Map<string, string | true | string[]>;

/** Docusaurus's `build --locale <locale...>`. */
const LOCALE: Option = {
  flag: '--locale',
  short: '-l',
  value: 'locale...',
  several: true,
  help: "build only these locales (repeatable), as `docusaurus build --locale`: one alone is written at the output's root, at the site's base URL (default: every locale)",
};

const CONTENT: Option = { flag: '--content', value: 'dir', help: 'the site folder (default: the current folder)' };

export const COMMANDS: Record<string, Command> = {
  build: {
    summary: 'builds the site into build/ (or --out), replacing it only when the whole build succeeded',
    entry: 'pipeline/build.js',
    needsSite: true,
    production: true,
    options: [
      CONTENT,
      {
        flag: '--config',
        value: 'file',
        help: "this project's own site.config.ts, whose contentDir names the site folder (the later of --content and --config wins)",
      },
      { flag: '--out', value: 'dir', help: 'the output folder (default: build)' },
      { flag: '--no-app', help: 'skip the client bundle (a check of the content only)' },
      { flag: '--preview', help: 'a deploy-preview build: noindex, the preview banner, no analytics (Netlify sets CONTEXT for this)' },
      { flag: '--no-cache', help: 'ignore and do not write the build cache (.cache/ in the site folder)' },
      { flag: '--cache-dir', value: 'dir', help: 'keep the build cache there instead' },
      { flag: '--workers', value: 'n', help: 'worker threads (default: one per core, at most a few)' },
      LOCALE,
    ],
    args: (site, parsed) => (parsed.has('--config') ? passThrough(parsed, []) : ['--content', site, ...passThrough(parsed, ['--content'])]),
  },
  dev: {
    summary: 'the live preview: rebuilds what an edit changes and shows errors in place',
    entry: 'pipeline/dev/server.js',
    needsSite: true,
    options: [CONTENT, { flag: '--port', value: 'n', help: 'the port (default: 5173, or the next free one)' }],
    args: (site, parsed) => ['--content', site, ...passThrough(parsed, ['--content'])],
  },
  serve: {
    summary: 'serves a production build with the headers and redirects Netlify would apply',
    entry: 'server/serve.js',
    needsSite: false,
    options: [
      { flag: '--dir', value: 'dir', help: 'the build folder (default: build)' },
      { flag: '--port', value: 'n', help: 'the port (default: $PORT or 4173)' },
      { flag: '--host', value: 'address', help: 'the address to listen on (default: 127.0.0.1)' },
      { flag: '--config', value: 'file', help: "the site's netlify.toml, for its [[headers]] and [[redirects]] (default: netlify.toml)" },
    ],
    args: (_site, parsed) => passThrough(parsed, []),
  },
  compat: {
    summary: 'builds the site into a temporary folder and reports what was built, every problem and what was skipped',
    entry: 'docusaurus/node/report/cli.js',
    needsSite: true,
    production: true,
    options: [
      CONTENT,
      { flag: '--out', value: 'dir', help: 'keep the build there instead of a temporary folder' },
      { flag: '--docusaurus-build', value: 'dir', help: "Docusaurus's own build of the site: list the routes one has and the other lacks" },
      { flag: '--no-app', help: 'skip the client bundle (faster; reports content problems only)' },
      { flag: '--cache-dir', value: 'dir', help: 'the build cache folder' },
      LOCALE,
    ],
    args: (site, parsed) => [site, ...passThrough(parsed, ['--content'])],
  },
};

const HELP: Option = { flag: '--help', help: 'this help' };

function passThrough(parsed: Parsed, drop: string[]): string[] {
  return [...parsed]
    .filter(([flag]) => !drop.includes(flag))
    .flatMap(([flag, value]) => (value === true ? [flag] : Array.isArray(value) ? value.flatMap((v) => [flag, v]) : [flag, value]));
}

export function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((c) => c.length));
  return [
    `usage: ${BIN} <command> [options]   (run it from the site's folder, the one with docusaurus.config.js)`,
    '',
    'commands:',
    ...Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`),
    '',
    `\`${BIN} <command> --help\` lists a command's options.`,
  ].join('\n');
}

export function commandHelp(name: string): string {
  const command = COMMANDS[name]!;
  const options = [...command.options, HELP];
  const label = (o: Option) => `${o.short ? `${o.short}, ` : ''}${o.value ? `${o.flag} <${o.value}>` : o.flag}`;
  const width = Math.max(...options.map((o) => label(o).length));
  return [`usage: ${BIN} ${name} [options]`, '', `${command.summary}.`, '', 'options:', ...options.map((o) => `  ${label(o).padEnd(width)}  ${o.help}`)].join(
    '\n',
  );
}

/** What to do: print (help, to stdout, exit 0), fail (a message, to stderr, with its exit code) or run an entry. */
export type Plan = { print: string } | { fail: string; code: number } | { entry: string; args: string[]; production: boolean };

/** Docusaurus's config file names, then this tool's own site config's (the repository's content/ has one). */
export function siteConfigIn(dir: string, names: string[], exists: (path: string) => boolean): string | null {
  return names.map((n) => join(dir, n)).find(exists) ?? null;
}

/**
 * The plan for `argv` (the arguments after the command's name), run from `cwd`. `configNames` are
 * the config files a site folder is recognised by.
 */
export function planCommand(argv: string[], cwd: string, configNames: string[], exists: (path: string) => boolean): Plan {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') return name === undefined ? { fail: usage(), code: 2 } : { print: usage() };
  const command = COMMANDS[name];
  if (!command) return { fail: `${BIN}: unknown command "${name}"; the commands are ${Object.keys(COMMANDS).join(', ')}.\n\n${usage()}`, code: 2 };
  if (rest.includes('--help') || rest.includes('-h')) return { print: commandHelp(name) };
  const parsed: Parsed = new Map();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const option = command.options.find((o) => o.flag === arg || o.short === arg);
    if (!option) {
      const valid = command.options.map((o) => o.flag).join(', ');
      return { fail: `${BIN} ${name}: unknown ${arg.startsWith('-') ? 'option' : 'argument'} "${arg}"; its options are ${valid} and --help.`, code: 2 };
    }
    if (option.value) {
      const value = rest[i + 1];
      if (value === undefined || value.startsWith(option.several ? '-' : '--'))
        return { fail: `${BIN} ${name}: ${arg} needs a value (${arg} <${option.value}>).`, code: 2 };
      if (option.several) {
        // Every value up to the next option, added to those of an earlier use.
        const values = [...((parsed.get(option.flag) as string[] | undefined) ?? [])];
        while (rest[i + 1] !== undefined && !rest[i + 1]!.startsWith('-')) values.push(rest[++i]!);
        parsed.set(option.flag, values);
        continue;
      }
      parsed.delete(arg);
      parsed.set(arg, value);
      i++;
    } else parsed.set(arg, true);
  }
  // A later option wins over an earlier one (`npm run build -- --content x` after the script's own
  // --content); --content and --config both name the site, so the later drops the earlier.
  if (parsed.has('--content') && parsed.has('--config'))
    parsed.delete([...parsed.keys()].indexOf('--content') < [...parsed.keys()].indexOf('--config') ? '--content' : '--config');
  const site = resolve(cwd, (parsed.get('--content') as string | undefined) ?? '.');
  // A --config file names the site folder itself (the build reports a missing one).
  if (command.needsSite && !parsed.has('--config') && !siteConfigIn(site, configNames, exists)) {
    const where = parsed.has('--content') ? `--content ${parsed.get('--content') as string} (${site})` : `this folder (${site})`;
    return {
      fail: `${BIN} ${name}: ${where} has no Docusaurus config (${configNames.join(', ')}). Run it from the site's folder, the one with docusaurus.config.js, or name that folder with --content <dir>.`,
      code: 1,
    };
  }
  if (name === 'serve') {
    const dir = resolve(cwd, (parsed.get('--dir') as string | undefined) ?? 'build');
    if (!exists(join(dir, 'index.html'))) {
      return { fail: `${BIN} serve: no build in ${dir} (no index.html). Run \`${BIN} build\` first, or name the build folder with --dir <dir>.`, code: 1 };
    }
  }
  return { entry: command.entry, args: command.args(site, parsed), production: command.production ?? false };
}
