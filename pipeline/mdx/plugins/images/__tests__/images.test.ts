import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('images', () => {
  snapshotFixtures(`${import.meta.dirname}`);
});
