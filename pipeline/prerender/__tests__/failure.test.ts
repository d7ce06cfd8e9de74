import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstUsefulLine, locateFailure } from '../failure';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'prerender-failure-'));
  mkdirSync(join(work, 'site/src/components'), { recursive: true });
  mkdirSync(join(work, 'tool/web/theme'), { recursive: true });
  writeFileSync(join(work, 'site/src/components/Gauge.js'), "import React from 'react';\n\nexport const Gauge = ({ reading }) => <p>{reading.value}</p>;\n");
  writeFileSync(join(work, 'tool/web/theme/Frame.tsx'), 'export function Frame() {}\n');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A server bundle as Rolldown writes it: each module's code after a `// <path>` line, paths relative to the tool's folder. */
const bundle = [
  '// web/theme/Frame.tsx',
  'function Frame({ children }) {',
  '  return children;',
  '}',
  '// ../site/src/components/Gauge.js',
  'const Gauge = ({ reading }) => jsx("p", { children: reading.value });',
].join('\n');

describe('locateFailure', () => {
  const roots = () => ({ bundleRoots: [join(work, 'tool')], ownRoots: [join(work, 'tool/web/')] });

  it("finds the site's file by the module line above the frame, and the line where the frame's function is declared", () => {
    const stack = [
      "TypeError: Cannot read properties of undefined (reading 'value')",
      '    at Gauge (file:///x/.cache/ssr-1/entry-server.mjs?run=abc:6:52)',
      '    at renderWithHooks (/x/node_modules/react-dom/cjs/react-dom-server.node.production.js:4844:18)',
    ].join('\n');
    expect(locateFailure(stack, bundle, roots())).toEqual({ file: join(work, 'site/src/components/Gauge.js'), line: 3 });
  });

  it("passes over the tool's own modules to the next frame, and gives null when no frame leads to the site", () => {
    const own = ['Error: x', '    at Frame (/x/entry-server.mjs:3:3)'].join('\n');
    expect(locateFailure(own, bundle, roots())).toBeNull();
    expect(locateFailure(`${own}\n    at Gauge (/x/entry-server.mjs:6:40)`, bundle, roots())).toEqual({
      file: join(work, 'site/src/components/Gauge.js'),
      line: 3,
    });
    expect(locateFailure('Error: x\n    at fetch (node:internal/deps/undici:1:1)', bundle, roots())).toBeNull();
  });
});

describe('firstUsefulLine', () => {
  it('is the first line of the message that is not blank', () => {
    expect(firstUsefulLine('\n  Loading /_data/x.json failed: network error\nmore')).toBe('Loading /_data/x.json failed: network error');
    expect(firstUsefulLine('')).toBe('unknown error');
  });
});
