import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('partials', () => {
  snapshotFixtures(`${import.meta.dirname}`);
});
