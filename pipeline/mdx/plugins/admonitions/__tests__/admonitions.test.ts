import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('admonitions', () => snapshotFixtures(`${import.meta.dirname}`));
