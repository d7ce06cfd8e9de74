import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('block-in-paragraph', () => snapshotFixtures(`${import.meta.dirname}`));
