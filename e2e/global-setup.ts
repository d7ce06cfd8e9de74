import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from '../server/serve';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the production build (`npm run build` first) on a free loopback port. */
export default async function setup(project: TestProject) {
  const dir = resolve(import.meta.dirname, '..', process.env.E2E_BUILD_DIR ?? 'build');
  if (!existsSync(resolve(dir, 'manifest.json')) || !existsSync(resolve(dir, 'index.html'))) {
    throw new Error(`No production build in ${dir}: run \`npm run build\` before the browser tests`);
  }
  const server = await startServer({ dir, port: 0 });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  return () => new Promise<void>((done) => server.close(() => done()));
}
