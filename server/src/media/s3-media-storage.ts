// Files in an S3-compatible bucket, so several instances behind a load balancer share them. Uploads
// go through lib-storage's multipart Upload: the body is read part by part (5 MB each, a few in
// flight), never whole, and a failed upload is aborted, so no object appears.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { ByteRange, MediaStorage, StoredObject } from './media-storage';

export interface S3MediaStorageOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A non-AWS server (MinIO, Ceph, s3rver, …); addressed path-style (endpoint/bucket/key). */
  endpoint?: string;
  /** Prepended to every key, for a bucket shared with other data ('mpu/' or 'mpu'). */
  prefix?: string;
}

function clientConfig(options: S3MediaStorageOptions): S3ClientConfig {
  const { endpoint } = options;
  const config: S3ClientConfig = {
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
  };
  if (endpoint) {
    Object.assign(config, {
      endpoint,
      forcePathStyle: true,
      // the SDK's default extra checksums are not understood by every S3-compatible server
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    } satisfies S3ClientConfig);
  }
  return config;
}

const prefixOf = (options: S3MediaStorageOptions) => (options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '');

/** Every object under the prefix (keys without it), for the backup's manifest. */
export async function* listS3Objects(options: S3MediaStorageOptions): AsyncIterable<{ key: string; size: number }> {
  const client = new S3Client(clientConfig(options));
  const prefix = prefixOf(options);
  let token: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) yield { key: object.Key!.slice(prefix.length), size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
}

export function createS3MediaStorage(options: S3MediaStorageOptions): MediaStorage {
  const { bucket } = options;
  const client = new S3Client(clientConfig(options));
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';
  const objectKey = (key: string) => `${prefix}${key}`;

  return {
    async put(key, body, { contentType }) {
      await new Upload({ client, params: { Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType } }).done();
    },
    async stat(key): Promise<StoredObject | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NotFound || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return null;
        }
        throw error;
      }
    },
    async read(key, range?: ByteRange): Promise<Readable> {
      const object = await client.send(
        new GetObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      // on Node the SDK's body is an http.IncomingMessage
      return object.Body as Readable;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}
