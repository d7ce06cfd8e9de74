import { describe, expect, it } from 'vitest';
import { idealImageWidths } from '../widths';

describe('idealImageWidths (the ideal-image loader’s widths)', () => {
  it('min, max and steps: steps widths from min to max, both included, rounded up', () => {
    expect(idealImageWidths({ min: 640, max: 1030, steps: 2 }, 1600)).toEqual([640, 1030]);
    expect(idealImageWidths({ min: 500, max: 2000, steps: 4 }, 4000)).toEqual([500, 1000, 1500, 2000]);
    expect(idealImageWidths({ min: 100, max: 200, steps: 3 }, 1000)).toEqual([100, 150, 200]);
    expect(idealImageWidths({ min: 100, max: 201, steps: 3 }, 1000)).toEqual([100, 151, 201]);
  });

  it('steps defaults to 4; one step is min', () => {
    expect(idealImageWidths({ min: 300, max: 1200 }, 2000)).toEqual([300, 600, 900, 1200]);
    expect(idealImageWidths({ min: 300, max: 1200, steps: 1 }, 2000)).toEqual([300]);
  });

  it('sizes: each width as listed', () => {
    expect(idealImageWidths({ sizes: [1200, 300, 600] }, 2000)).toEqual([1200, 300, 600]);
  });

  it('size: one width', () => {
    expect(idealImageWidths({ size: 800 }, 2000)).toEqual([800]);
  });

  it('min/max win over size, which wins over sizes; min without max is ignored', () => {
    expect(idealImageWidths({ min: 640, max: 1030, steps: 2, size: 800, sizes: [100] }, 2000)).toEqual([640, 1030]);
    expect(idealImageWidths({ size: 800, sizes: [100, 200] }, 2000)).toEqual([800]);
    expect(idealImageWidths({ min: 640, sizes: [100, 200] }, 2000)).toEqual([100, 200]);
  });

  it('none of them: the original width only', () => {
    expect(idealImageWidths({}, 1234)).toEqual([1234]);
    expect(idealImageWidths({ quality: 50 }, 1234)).toEqual([1234]);
  });

  it('never upscales: a width above the original is the original, made once', () => {
    expect(idealImageWidths({ min: 640, max: 1030, steps: 2 }, 480)).toEqual([480]);
    expect(idealImageWidths({ min: 640, max: 1030, steps: 2 }, 800)).toEqual([640, 800]);
    expect(idealImageWidths({ sizes: [300, 3000, 4000] }, 1000)).toEqual([300, 1000]);
    expect(idealImageWidths({ size: 5000 }, 1000)).toEqual([1000]);
  });
});
