import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A small real Vite project in `dir`: an index.html loading `./main.js`, the given modules, and a public file. */
export function writeSmallViteProject(dir: string, modules: Record<string, string>) {
  mkdirSync(join(dir, 'public'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>',
  );
  for (const [name, text] of Object.entries(modules)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, 'public', 'robots.txt'), 'User-agent: *\n');
}
