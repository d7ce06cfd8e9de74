import { describe, expect, it } from 'vitest';
import { fencedBlocks, warmHighlighter } from '../warm';

describe('the compile thread’s warm-up', () => {
  it('finds fenced code blocks, each language’s first before any one’s second, by the names the compile gives them', () => {
    const page = [
      '# Porch',
      '',
      '```py title="lamp.py"',
      'on = True',
      '```',
      '',
      '~~~yaml',
      'zone: porch',
      '~~~',
      '',
      '````md',
      '```python',
      'nested = 1',
      '```',
      '````',
      '',
      '```mermaid',
      'graph TD; A-->B',
      '```',
      '',
      '```',
      'no language',
      '```',
      '',
      '```python',
      'off = False',
      '```',
    ].join('\n');
    expect(fencedBlocks([page, '```yml\nlamps: 2\n```'])).toEqual([
      { lang: 'python', code: 'on = True' },
      { lang: 'yaml', code: 'zone: porch' },
      { lang: 'md', code: '```python\nnested = 1\n```' },
      { lang: 'python', code: 'off = False' },
      { lang: 'yaml', code: 'lamps: 2' },
    ]);
  });

  it('highlights until the build says the compile has started', async () => {
    const blocks = [
      { lang: 'python', code: 'on = True' },
      { lang: 'yaml', code: 'zone: porch' },
      { lang: 'no-such-language', code: 'x' },
    ];
    expect(await warmHighlighter({ blocks, stop: new Int32Array(new SharedArrayBuffer(4)) })).toBe(3);
    const stopped = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(stopped, 0, 1);
    expect(await warmHighlighter({ blocks, stop: stopped })).toBe(0);
  });
});
