import { describe, expect, it } from 'vitest';
import { isVector, zoomSize } from '../size';

const viewport = { width: 1280, height: 900 };

describe('zoomed image size', () => {
  it('grows a bitmap up to its natural size, not beyond (it would blur)', () => {
    // A 764 px wide diagram shown at 656 px: 764 px wide when zoomed, not the viewport's 1177.
    expect(zoomSize({ width: 656, height: 225 }, { width: 764, height: 262, vector: false }, viewport).width).toBeCloseTo(764);
  });
  it('fits a vector image to 92% of the viewport, keeping its aspect ratio', () => {
    const size = zoomSize({ width: 656, height: 680 }, { width: 145, height: 150, vector: true }, viewport);
    expect(size.height).toBeCloseTo(828);
    expect(size.width / size.height).toBeCloseTo(656 / 680);
  });
  it('never shrinks an image below its size on the page', () => {
    expect(zoomSize({ width: 2000, height: 300 }, { width: 4000, height: 600, vector: false }, viewport).scale).toBe(1);
    expect(zoomSize({ width: 300, height: 200 }, { width: 300, height: 200, vector: false }, viewport).scale).toBe(1);
  });
  it('knows SVG sources', () => {
    expect(isVector('/img/a.svg')).toBe(true);
    expect(isVector('/img/a.svg?v=2')).toBe(true);
    expect(isVector('data:image/svg+xml;base64,xx')).toBe(true);
    expect(isVector('/img/a.png')).toBe(false);
  });
});
