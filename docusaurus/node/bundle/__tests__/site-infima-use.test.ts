import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { candidateClasses, infimaStylesheet } from '../site-infima-use.js';
import { layerClassNames } from '../infima-layer.js';
import { tempDir } from '../../../../pipeline/__tests__/temp-dir.js';

describe("the Infima layer's class names, through the build cache", () => {
  const infima = infimaStylesheet();

  it("are the layer's (chrome elements included), kept by the stylesheet's hash", () => {
    const file = join(tempDir('layer-classes-'), 'layer-classes.json');
    const names = candidateClasses(infima, file);
    expect(names).toEqual(layerClassNames(infima, true));
    expect(names).toContain('navbar__inner');
    expect((JSON.parse(readFileSync(file, 'utf8')) as { names: string[] }).names).toEqual(names);
  });

  it('come from the cache while the stylesheet is the same, and from the stylesheet once it changed', () => {
    const file = join(tempDir('layer-classes-'), 'layer-classes.json');
    candidateClasses(infima, file);
    // A cache entry no parse would give: read back as it is while the key holds.
    const entry = JSON.parse(readFileSync(file, 'utf8')) as { key: string; names: string[] };
    writeFileSync(file, JSON.stringify({ ...entry, names: ['button', 'only-from-the-cache'] }));
    expect(candidateClasses(infima, file)).toEqual(['button', 'only-from-the-cache']);
    const changed = `${infima}\n.button--made-up { color: red; }\n`;
    expect(candidateClasses(changed, file)).toEqual(layerClassNames(changed, true));
    expect(candidateClasses(changed, file)).toContain('button--made-up');
  });

  it('without a cache file are parsed each time', () => {
    expect(candidateClasses(infima, null)).toEqual(layerClassNames(infima, true));
  });
});
