import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('truncate', () => snapshotFixtures(`${import.meta.dirname}`));
