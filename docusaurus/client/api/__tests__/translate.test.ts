import { describe, expect, it } from 'vitest';
import { translate } from '../Translate';

describe('translate() from @docusaurus/Translate', () => {
  it('gives the message as written while the app loads (a module calling it at its top level, before boot.json)', () => {
    expect(translate({ id: 'theme.example.close', message: 'Close {what}' }, { what: 'the menu' })).toBe('Close the menu');
  });
});
