import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('file links', () => {
  snapshotFixtures(`${import.meta.dirname}`);
});
