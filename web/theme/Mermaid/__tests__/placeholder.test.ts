import { describe, expect, it } from 'vitest';
import { placeholderSize } from '../placeholder';

describe('diagram placeholder size', () => {
  it('grows in steps with the number of statements, ignoring blank lines and comments', () => {
    expect(placeholderSize('graph LR\n  A --> B\n  B --> C\n')).toBe('s');
    expect(placeholderSize(`graph TD\n%% a comment\n\n${Array.from({ length: 10 }, (_, i) => `  N${i} --> N${i + 1}`).join('\n')}`)).toBe('m');
    expect(placeholderSize(`sequenceDiagram\n${Array.from({ length: 30 }, (_, i) => `  A->>B: step ${i}`).join('\n')}`)).toBe('l');
  });
});
