import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { AppError } from '../../errors';
import type { ObjectStorage, StoredObject } from './object-storage';
import { contentTypeOfKey, filesUrl, isSafeKey, keyOfFilesUrl } from './storage-keys';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, R2, Ceph…); unset means AWS S3. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const STORAGE_UNAVAILABLE = 'File storage is not answering. Please try again in a moment.';
const IMMUTABLE = 'public, max-age=31536000, immutable';

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * Objects in an S3-compatible bucket. A PutObject becomes visible only once it is complete,
 * so writes are all-or-nothing as on local disk. The bucket can stay private: clients load
 * files through GET /api/files/*, which streams them from here.
 */
export class S3ObjectStorage implements ObjectStorage {
  readonly kind = 's3';
  private readonly bucket: string;
  private readonly options: S3StorageOptions;
  private sdk?: Promise<{ s3: typeof import('@aws-sdk/client-s3'); client: S3Client }>;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.options = options;
  }

  /** The AWS SDK is loaded with the first file read or written, not at start-up. */
  private connect() {
    const options = this.options;
    this.sdk ??= import('@aws-sdk/client-s3').then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        // Custom endpoints rarely have wildcard DNS for bucket subdomains; path style works everywhere.
        forcePathStyle: options.endpoint !== undefined,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // The SDK's newer default checksums are refused by several S3-compatible stores.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      }),
    }));
    return this.sdk;
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    if (contentTypeOfKey(key) !== contentType) {
      throw new Error(`content type ${contentType} does not match the extension of ${key}`);
    }
    const { s3, client } = await this.connect();
    await this.call(() =>
      client.send(
        new s3.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          ContentLength: data.length,
          CacheControl: IMMUTABLE,
        }),
      ),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    const contentType = isSafeKey(key) ? contentTypeOfKey(key) : undefined;
    if (!contentType) return null;
    const { s3, client } = await this.connect();
    try {
      const object = await client.send(new s3.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!object.Body) return null;
      return { body: object.Body as Readable, contentType, size: object.ContentLength };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw unavailable(error);
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    // S3 answers 204 for a key that does not exist, which is what this method promises.
    const { s3, client } = await this.connect();
    await this.call(() => client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  publicUrl(key: string): string {
    return filesUrl(key);
  }

  keyOfUrl(url: string): string | null {
    return keyOfFilesUrl(url);
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw unavailable(error);
    }
  }
}

/** An outage or a misconfigured bucket is not the user's fault: 503 with a message to retry. */
const unavailable = (cause: unknown) => new AppError('UNAVAILABLE', STORAGE_UNAVAILABLE, { cause });
