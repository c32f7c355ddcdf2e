import { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config.js';
import { type ByteRange, type FileStorage, isSafeKey, type StoredObject } from './storage.js';

/** Multipart parts of 5 MB, two in flight: the most an upload holds in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * The AWS SDK loads on the first call to the bucket: importing it costs every start of the server a
 * tenth of a second, and the embedded default never needs it.
 */
let sdk: Promise<typeof import('@aws-sdk/client-s3') & typeof import('@aws-sdk/lib-storage')> | null = null;
const loadSdk = () =>
  (sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([client, storage]) => ({
    ...client,
    ...storage,
  })));

export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // S3-compatible stores differ in which checksums they take: send and check them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  };
}

function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = (error as { name?: string }).name;
  return status === 404 || name === 'NotFound' || name === 'NoSuchKey';
}

/** Files in an S3-compatible bucket (S3_* settings). */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;

  private readonly client: Promise<S3Client>;

  constructor(
    client: S3Client | Promise<S3Client>,
    private readonly bucket: string,
  ) {
    this.client = Promise.resolve(client);
    // A client that never loads fails the calls that await it, not the process.
    this.client.catch(() => undefined);
  }

  static fromSettings(settings: S3Settings): S3Storage {
    const client = loadSdk().then(({ S3Client }) => new S3Client(s3ClientConfig(settings)));
    return new S3Storage(client, settings.bucket);
  }

  async put(key: string, body: Readable, options: { contentType: string }): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    const { Upload } = await loadSdk();
    const upload = new Upload({
      client: await this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
    });
    await upload.done();
  }

  async stat(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    try {
      const { HeadObjectCommand } = await loadSdk();
      const head = await (await this.client).send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    if (!isSafeKey(key)) return null;
    try {
      const { GetObjectCommand } = await loadSdk();
      const answer = await (await this.client).send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      const body = answer.Body;
      if (body instanceof Readable) return body;
      if (body && 'transformToWebStream' in body) {
        return Readable.fromWeb(body.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
      }
      return null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    const { DeleteObjectCommand } = await loadSdk();
    await (await this.client).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }
}
