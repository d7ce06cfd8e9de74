import { describe, expect, it } from 'vitest';
import { parseReloadLog } from '../reload-log';

describe('parseReloadLog', () => {
  it('reads the records back', () => {
    const log = [{ reason: 'route-data', path: '/docs/x', build: 'b1', at: 5 }];
    expect(parseReloadLog(JSON.stringify(log))).toEqual(log);
  });
  it('treats no log, unreadable text and a non-array as no record', () => {
    for (const raw of [null, '', '{', '{"reason":"route-data"}', '1700000000|/docs/x']) expect(parseReloadLog(raw)).toEqual([]);
  });
  it('drops entries that are not records', () => {
    const good = { reason: 'contract', path: '/', build: 'b2', at: 1 };
    const raw = JSON.stringify([good, null, { ...good, reason: 'other' }, { ...good, at: '1' }, { ...good, build: 3 }]);
    expect(parseReloadLog(raw)).toEqual([good]);
  });
});
