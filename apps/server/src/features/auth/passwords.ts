import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { Gate } from '../../lib/gate.js';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/**
 * Two hashes at a time leave two of libuv's four threads for files and DNS. Clients (their
 * addresses) take turns, one hash each at a time, so a flood from a few addresses cannot
 * keep anyone else from signing in (issue 30). Up to 16 may wait per address: one address
 * is often many people (an office, a school, a carrier's NAT) signing in at the same
 * minute, and the turns, not a small queue, are what keep a flood from crowding others out.
 */
const hashing = new Gate({ concurrency: 2, perKey: 1, queuePerKey: 16, maxQueue: 64 });

/** The turn of work the server does for itself (the demo seed, the dummy hash). */
const SERVER = 'server';

function scrypt(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  client: string,
): Promise<Buffer> {
  return hashing.run(
    client,
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

function optionsFor(cost: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small for N=2^17.
  return { N: cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * cost * BLOCK_SIZE };
}

/**
 * Hashes a password with scrypt (memory-hard; N=2^17, r=8, p=1 in production) on the
 * libuv thread pool, so hashing never blocks the event loop. The parameters travel with
 * the hash: `scrypt$N$r$p$salt$key`. `client` is whose turn it takes (the client's address).
 */
export async function hashPassword(
  password: string,
  cost: number,
  client = SERVER,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, optionsFor(cost), client);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

/** Verifies a password in constant time against a stored hash. */
export async function verifyPassword(
  password: string,
  stored: string,
  client = SERVER,
): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(
    password,
    Buffer.from(salt, 'base64'),
    { ...optionsFor(Number(n)), r: Number(r), p: Number(p) },
    client,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The parameters a stored hash was made with (asserted by tests). */
export function hashParameters(stored: string): { N: number; r: number; p: number } {
  const [, n, r, p] = stored.split('$');
  return { N: Number(n), r: Number(r), p: Number(p) };
}
