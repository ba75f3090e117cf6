import type { AppConfig } from '../../config.js';
import { LocalStorage } from './local-storage.js';
import type { MediaStorage } from './storage.js';

export type { ByteRange, MediaStorage } from './storage.js';

/** The configured storage backend, ready to use, and how to release it. */
export async function openStorage(
  config: AppConfig['storage'],
): Promise<{ storage: MediaStorage; close(): void }> {
  if (config.kind === 'local') return { storage: new LocalStorage(config.dir), close: () => {} };
  // Loaded only when configured: the AWS SDK is a large part of start-up time otherwise.
  const { S3Storage } = await import('./s3-storage.js');
  const s3 = new S3Storage(config);
  await s3.ensureBucket();
  return { storage: s3, close: () => s3.destroy() };
}
