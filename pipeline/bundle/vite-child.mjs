// A Vite build in a process of its own (vite-process.ts): Rolldown keeps about 600 MB of native
// memory after a build of the SPA, which a build in the pipeline's process would hold through
// prerendering. The request is JSON in argv: the SPA's settings, made into its config here
// (vite-config.ts), or a bare project's folder; the answer (the modules Vite read, the files it
// wrote) goes back over the IPC channel, as do requests to compile imported Markdown.
import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import { build, mergeConfig } from 'vite';
import { loadModule } from '../run/load-module.mjs';

const request = JSON.parse(process.argv[2]);

// Markdown that the site's code imports is compiled by the parent, which holds the site's Markdown
// plugins (functions of its config): one request per file over the IPC channel, answered by id.
const waiting = new Map();
let asked = 0;
process.on('message', (message) => {
  if (message?.type !== 'compiled-markdown') return;
  const settle = waiting.get(message.id);
  waiting.delete(message.id);
  if (message.error) settle?.reject(new Error(message.error));
  else settle?.resolve(message.result);
});
const compileMarkdown = (file) =>
  new Promise((resolve, reject) => {
    const id = ++asked;
    waiting.set(id, { resolve, reject });
    process.send({ type: 'compile-markdown', id, file });
  });

const modules = new Set();
const written = new Set();
try {
  const config = request.settings
    ? (await loadModule('./vite-config', import.meta.url)).viteConfig(request.settings, request.markdownFromParent ? { compileMarkdown } : {})
    : { root: request.root, configFile: false };
  await build(
    mergeConfig(config, {
      configFile: false,
      mode: request.mode,
      logLevel: request.logLevel ?? 'warn',
      plugins: [
        {
          name: 'record-app-inputs',
          apply: 'build',
          buildEnd() {
            for (const id of this.getModuleIds()) {
              const path = id.split('?')[0];
              if (!path.startsWith('\0') && !path.includes(`${sep}node_modules${sep}`) && existsSync(path)) modules.add(path);
            }
          },
          writeBundle(_options, bundle) {
            for (const file of Object.keys(bundle)) written.add(file);
          },
        },
      ],
      // Rolldown's timing report ("[PLUGIN_TIMINGS] JavaScript callbacks ran for ...") is advice to
      // whoever writes the plugins, printed when a busy machine slows them: noise in a site's build.
      build: mergeConfig({ rolldownOptions: { checks: { bundlerTimings: false } } }, request.build ?? {}),
    }),
  );
} catch (error) {
  // The build's own error (a site file's import, a syntax error) says what and where; the stack of
  // Vite's internals would only bury it. The parent reports the failure (vite-process.ts).
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    message
      .split('\n')
      .filter((line) => !/^\s+at /.test(line))
      .join('\n'),
  );
  process.exit(1);
}
process.send({ type: 'done', modules: [...modules], written: [...written] }, () => process.exit(0));
