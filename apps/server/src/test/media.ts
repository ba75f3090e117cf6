import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '@stackhive/shared';
import type { AppConfig } from '../config.js';
import { asUser } from './helpers.js';

/**
 * The two media storage backends a test file runs its cases on: local disk, and S3 on an
 * s3rver started for the file (path-style, us-east-1, its fixed S3RVER keys), a fresh bucket
 * per app. Call at the top level of the test file: it registers the server's start and stop.
 */
export function mediaBackends(): [string, () => Partial<AppConfig>][] {
  let s3: S3rver;
  let dir: string;
  let endpoint: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'stackhive-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir });
    const { port } = (await s3.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return [
    ['local disk', () => ({})],
    [
      'S3',
      () => ({
        storage: {
          kind: 's3',
          bucket: `stackhive-${Math.random().toString(36).slice(2, 10)}`,
          region: 'us-east-1',
          endpoint,
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          publicUrl: undefined,
        },
      }),
    ],
  ];
}

/** `user` posts the uploads `urls` (POST /api/community/new-post); answers the response. */
export function postMedia(app: FastifyInstance, user: AuthResponse, title: string, urls: string[]) {
  return app.inject(
    asUser(user.token, {
      method: 'POST',
      url: '/api/community/new-post',
      payload: { postTitle: title, postBody: '', postContent: urls },
    }),
  );
}
