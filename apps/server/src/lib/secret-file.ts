import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A JWT secret generated on first start and kept in DATA_DIR, so tokens survive restarts. */
export function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch (error) {
      // Another process created it between our read and write: use theirs.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST')
        return readFileSync(file, 'utf8').trim();
      throw error;
    }
  }
}
