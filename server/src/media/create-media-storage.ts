import path from 'node:path';
import type { Env } from '../env';
import { createLocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

/** The bucket when S3_BUCKET is set (env.ts checks its keys), otherwise DATA_DIR/media. */
export function createMediaStorage(env: Env): MediaStorage {
  if (!env.S3_BUCKET) return createLocalMediaStorage(path.join(env.DATA_DIR, 'media'));
  return createS3MediaStorage({
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    // present whenever S3_BUCKET is: env.ts refuses the configuration otherwise
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    prefix: env.S3_PREFIX,
  });
}
