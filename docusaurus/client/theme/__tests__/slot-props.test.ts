import { describe, expect, it } from 'vitest';
import { originalDrawing } from '../slot-props';

/** What a wrapper's `@theme-original/<Name>` draws, given the chrome's props, the ones the wrapper got and the ones it passed. */
describe('originalDrawing', () => {
  const own = { size: 24 };
  const given = { width: 24, height: 24 };

  it("draws the chrome's part with the chrome's props when the wrapper passes on what it got", () => {
    expect(originalDrawing({ own, given, props: { ...given }, kind: 'adapted', provided: true })).toEqual({ part: 'chrome', props: own });
  });

  it("draws the compatibility layer's part with the wrapper's props when it changed, added or dropped one", () => {
    const changed = { ...given, width: 30, className: 'mine' };
    expect(originalDrawing({ own, given, props: changed, kind: 'adapted', provided: true })).toEqual({ part: 'provided', props: changed });
    expect(originalDrawing({ own, given, props: { width: 24 }, kind: 'adapted', provided: true })).toEqual({ part: 'provided', props: { width: 24 } });
  });

  it("keeps the chrome's part where no compatibility component draws the name", () => {
    expect(originalDrawing({ own, given, props: { width: 30 }, kind: 'adapted', provided: false })).toEqual({ part: 'chrome', props: own });
  });

  it("lays the wrapper's props over the chrome's where Docusaurus's props are the chrome's own (Admonition)", () => {
    const admonition = { type: 'tip', title: 'Chrome', children: 'body' };
    expect(originalDrawing({ own: admonition, given: admonition, props: { ...admonition, title: 'Wrapper' }, kind: 'same', provided: true })).toEqual({
      part: 'chrome',
      props: { ...admonition, title: 'Wrapper' },
    });
  });

  it('ignores props of a part Docusaurus renders without props, but takes its children', () => {
    const footer = { site: 'S', children: 'chrome children' };
    expect(originalDrawing({ own: footer, given: {}, props: { className: 'x' }, kind: 'none', provided: true })).toEqual({ part: 'chrome', props: footer });
    expect(originalDrawing({ own: footer, given: {}, props: { children: 'mine' }, kind: 'none', provided: true })).toEqual({
      part: 'chrome',
      props: { site: 'S', children: 'mine' },
    });
  });

  it("takes new children as a change where the chrome's part has none of its own (the body of DocItem/Content)", () => {
    const body = { children: 'the doc' };
    expect(originalDrawing({ own: { chunk: 1 }, given: body, props: body, kind: 'adapted', provided: true }).part).toBe('chrome');
    expect(originalDrawing({ own: { chunk: 1 }, given: body, props: { children: 'other' }, kind: 'adapted', provided: true })).toEqual({
      part: 'provided',
      props: { children: 'other' },
    });
  });
});
