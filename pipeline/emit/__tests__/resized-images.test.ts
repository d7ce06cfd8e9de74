import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { compileMdx, type CompiledMdx } from '../../mdx/processor';
import { idealImageSet } from '../../mdx/plugins/images/resized';
import { ImageCache } from '../../cache/image-cache';
import { resizedImagesStep } from '../resized-images';
import type { SiteModel } from '../../model/site.js';
import type { ManifestDraft, OutputSink } from '../../model/emit-step.js';

const fixtures = resolve(import.meta.dirname, '../../mdx/plugins/images/__tests__/fixtures');
const tmp = mkdtempSync(join(tmpdir(), 'resized-images-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The images plugin's ideal-image fixture, compiled with fixtures/docusaurus-site-2's options. */
async function compileFixture(): Promise<CompiledMdx> {
  const path = join(fixtures, 'ideal-image.mdx');
  return compileMdx(readFileSync(path, 'utf8'), {
    filePath: 'docs/ideal-image.mdx',
    absolutePath: path,
    contentRoot: fixtures,
    frontMatter: {},
    resolveLink: () => null,
    idealImage: { quality: 70, max: 1030, min: 640, steps: 2 },
  });
}

/** Runs the step over one page's compile, into memory. */
async function emit(compiled: CompiledMdx, cache: ImageCache): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const out: OutputSink = {
    writeHashedJson: () => '',
    write: (path, data) => void files.set(path, Buffer.from(data)),
    openFile: () => {
      throw new Error('the resized-images step streams no file');
    },
    copyDir: () => undefined,
  };
  const model = { entries: [{ compiled }] } as unknown as SiteModel;
  await resizedImagesStep(cache)(model, out, {} as ManifestDraft);
  return files;
}

const dimensions = (files: Map<string, Buffer>) =>
  Object.fromEntries(
    [...files].map(([path, data]) => [
      path.replace(/\.\w+\.(\d+)\./, '.<hash>.$1.'),
      (({ width, height, type }) => `${width}×${height} ${type}`)(imageSize(data)),
    ]),
  );

describe('resized ideal images', () => {
  it('writes each width the plugin named, at that many pixels, in the original format; a second run resizes nothing', async () => {
    const compiled = await compileFixture();
    const dir = join(tmp, 'cache');
    const first = new ImageCache(dir);
    const files = await emit(compiled, first);
    expect(dimensions(files)).toEqual({
      'assets/content/wide.<hash>.640.png': '640×320 png',
      'assets/content/wide.<hash>.1030.png': '1030×515 png',
      'assets/content/small.<hash>.320.png': '320×160 png',
    });
    // The page uses each variant at the name it was written under.
    for (const path of files.keys()) expect(JSON.stringify(compiled.body)).toContain(`/${path}`);
    expect(first.stats).toMatchObject({ made: 3, cached: 0 });
    first.endRun();

    const second = new ImageCache(dir);
    const again = await emit(compiled, second);
    expect(second.stats).toMatchObject({ made: 0, cached: 3 });
    expect(Object.fromEntries(again)).toEqual(Object.fromEntries(files));
  });

  it('a run keeps only the variants it used', async () => {
    const dir = join(tmp, 'pruned');
    const compiled = await compileFixture();
    await emit(compiled, new ImageCache(dir));
    const cache = new ImageCache(dir);
    await emit({ ...compiled, resizedImages: compiled.resizedImages.filter((r) => r.width === 320) }, cache);
    cache.endRun();
    expect(readdirSync(dir).map((name) => name.replace(/^sharp-[\d.]+\./, ''))).toEqual([expect.stringMatching(/^small\.\w+\.320\.png$/)]);
  });

  it('a JPEG stays a JPEG, at its quality: a lower quality makes fewer bytes under another name', async () => {
    const jpeg = join(tmp, 'photo.jpg');
    await sharp(join(fixtures, 'img/wide.png')).jpeg({ quality: 95 }).toFile(jpeg);
    const bytes = readFileSync(jpeg);
    const made = async (quality: number) => {
      const set = idealImageSet(jpeg, bytes, { width: 1200, height: 600 }, { size: 800, quality })!;
      const files = await emit({ resizedImages: set.variants } as CompiledMdx, new ImageCache(null));
      return { name: set.src, data: files.get(set.src.slice(1))! };
    };
    const [high, low] = [await made(90), await made(30)];
    expect(imageSize(low.data)).toMatchObject({ width: 800, height: 400, type: 'jpg' });
    expect(low.name).not.toBe(high.name);
    expect(low.data.length).toBeLessThan(high.data.length);
  });
});
