import { describe } from 'vitest';
import { snapshotFixtures } from '../../../__tests__/fixture-snapshots';

describe('unknown-directives', () => snapshotFixtures(`${import.meta.dirname}`));
