import { createHash } from 'node:crypto';

/** Short content hash used in file names: same bytes, same name; new bytes, new name. */
export function contentHash(data: string | Buffer, length = 10): string {
  return createHash('sha256').update(data).digest('base64url').replace(/[-_]/g, '0').slice(0, length).toLowerCase();
}
