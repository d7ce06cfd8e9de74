import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('emoji', () => snapshotFixtures(`${import.meta.dirname}`));
