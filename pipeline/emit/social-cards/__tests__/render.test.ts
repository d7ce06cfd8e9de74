import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { pixelDifference } from './pixel-difference';
import { renderSatoriCard } from './satori-card';
import { renderCard } from '../render';
import { rendererKey, CARD_RENDERER_VERSION, type CardInput } from '../card-input';

const logo = `data:image/svg+xml;base64,${readFileSync(join(import.meta.dirname, '../../../../content/static/img/logo.svg')).toString('base64')}`;
// A site's logo may be a PNG too: satori scaled it with resvg, Skia scales it here.
const logoPng = `data:image/png;base64,${(
  await sharp(Buffer.from(logo.slice(logo.indexOf(',') + 1), 'base64'), { density: 300 })
    .resize(256, 256)
    .png()
    .toBuffer()
).toString('base64')}`;
const card = (title: string, more: Partial<CardInput> = {}): CardInput => ({ title, section: 'Lights', siteTitle: 'Fixture docs', logo: null, ...more });
const pixels = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer();

/** How far the card drawn here is from satori's (the renderer before issue 46, kept in bench/). */
async function apart(input: CardInput, drawn: CardInput = input) {
  const [before, after] = await Promise.all([renderSatoriCard(input), renderCard(drawn)]);
  return pixelDifference(await pixels(before), await pixels(after), 1200, 630);
}

describe('the card renderer', () => {
  it('draws a 1200×630 PNG, the same bytes each time (the cache and the hashed name rely on it)', async () => {
    const png = await renderCard(card('Dimming a lamp'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect((await renderCard(card('Dimming a lamp'))).equals(png)).toBe(true);
    expect((await renderCard(card('Dimming two lamps'))).equals(png)).toBe(false);
  });

  it('keys the cache by its own version, so no card of the satori renderer is reused', () => {
    expect(CARD_RENDERER_VERSION).toBe(4);
    expect(rendererKey()).toMatch(/^4\/[\d.]+\/[\d.]+\/[\d.]+\//);
  });

  // Short (76 px), two lines (64 px), cut at 300 px (52 px), accents and typographic marks, a
  // character Inter's Latin files lack (satori drew the font's missing-glyph box; so must this), an
  // empty section, the logo (SVG and PNG). Anti-aliasing differs (Skia's glyph edges, half a pixel apart at
  // most): a few dozen pixels differ by more than 128 from every pixel around them in the other card.
  it.each([
    card('Dim'),
    card('Every gallery is a gypsy', { logo }),
    card('Update on the Z-Wave integration', { section: 'Developer blog · 2020-02-04', logo }),
    card('How we managed to speed up our CI to save days of execution time per month', { section: 'Developer blog · 2024-05-09', logo }),
    card('A title that goes on '.repeat(12), { section: '' }),
    card('Ünïcödé façade — “naïve” résumé… 日本', { siteTitle: 'Home Assistant Developer Docs' }),
    card('A site whose logo is a PNG', { logo: logoPng }),
  ])('looks as satori drew it: $title', async (input) => {
    const d = await apart(input);
    expect(d.farPixels).toBeLessThan(100);
  });

  it('would see a card that is not the same: one letter changed', async () => {
    expect((await apart(card('Every gallery is a gypsy'), card('Every gallery is a gipsy'))).farPixels).toBeGreaterThan(100);
  });

  it('draws the logo left of the site name, and nothing there without one', async () => {
    // The logo is drawn in the top bar's blue (#18bcf2); in its 64 px box, count those pixels.
    const blue = async (input: CardInput) => {
      const rgba = await pixels(await renderCard(input));
      let n = 0;
      for (let y = 494; y < 558; y++)
        for (let x = 80; x < 144; x++) {
          const p = (y * 1200 + x) * 4;
          if (Math.abs(rgba[p]! - 0x18) < 8 && Math.abs(rgba[p + 1]! - 0xbc) < 8 && Math.abs(rgba[p + 2]! - 0xf2) < 8) n++;
        }
      return n;
    };
    expect(await blue(card('Dim', { logo }))).toBeGreaterThan(1500);
    expect(await blue(card('Dim'))).toBe(0);
  });
});
