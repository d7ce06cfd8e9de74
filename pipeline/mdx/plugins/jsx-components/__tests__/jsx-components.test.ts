import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('jsx-components', () => {
  snapshotFixtures(`${import.meta.dirname}`);
});
