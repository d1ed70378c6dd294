import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from './env';

afterEach(() => vi.restoreAllMocks());

describe('readEnv: the S3 media storage', () => {
  it('is off by default: uploaded videos go to DATA_DIR/media', () => {
    const env = readEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe('us-east-1');
  });

  it('takes a bucket with both keys', () => {
    const env = readEnv({ S3_BUCKET: 'mpu', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_ENDPOINT: 'http://minio:9000' });
    expect(env).toMatchObject({ S3_BUCKET: 'mpu', S3_ENDPOINT: 'http://minio:9000' });
  });

  it('stops with one clear line for a bucket without keys', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation(() => {
      throw new Error('exit');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => readEnv({ S3_BUCKET: 'mpu', S3_ACCESS_KEY_ID: 'id' })).toThrow('exit');
    expect(exit).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalledWith('Configuration error: S3_SECRET_ACCESS_KEY is required when S3_BUCKET is set (got "")');
  });
});
