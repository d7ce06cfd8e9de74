import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('heading-ids', () => snapshotFixtures(`${import.meta.dirname}`));
