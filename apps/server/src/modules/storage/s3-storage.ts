import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      // Custom endpoints rarely have wildcard DNS for bucket subdomains; path style works everywhere.
      forcePathStyle: options.endpoint !== undefined,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // The SDK's newer default checksums are refused by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    if (contentTypeOfKey(key) !== contentType) {
      throw new Error(`content type ${contentType} does not match the extension of ${key}`);
    }
    await this.call(() =>
      this.client.send(
        new PutObjectCommand({
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
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
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
    await this.call(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
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
