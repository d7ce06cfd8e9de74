import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('links', () => snapshotFixtures(`${import.meta.dirname}`));
