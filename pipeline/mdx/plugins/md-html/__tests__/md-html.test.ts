import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('md-html (CommonMark files: `format: md`)', () => {
  snapshotFixtures(`${import.meta.dirname}`);
});
