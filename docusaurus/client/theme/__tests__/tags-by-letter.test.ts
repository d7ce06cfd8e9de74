import { describe, expect, it } from 'vitest';
import { tagsByLetter } from '../tags-by-letter';

const tag = (label: string) => ({ label, permalink: `/blog/tags/${label.toLowerCase()}` });

describe("tagsByLetter (theme-common's listTagsByLetters)", () => {
  it('groups by upper-cased initial, letters and tags each sorted', () => {
    expect(tagsByLetter([tag('wicks'), tag('Brass'), tag('globes'), tag('burners'), tag('Wax')])).toEqual([
      { letter: 'B', tags: [tag('Brass'), tag('burners')] },
      { letter: 'G', tags: [tag('globes')] },
      { letter: 'W', tags: [tag('Wax'), tag('wicks')] },
    ]);
  });
  it('gives nothing for no tags', () => expect(tagsByLetter([])).toEqual([]));
});
