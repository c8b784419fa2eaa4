import path from 'node:path';
import type { Config } from '../../config';
import { LocalObjectStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-storage';

type StorageConfig = Pick<
  Config,
  'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'
>;

/**
 * The storage the configuration selects: an S3-compatible bucket when S3_BUCKET is set (for
 * several API processes, DESIGN §1), else DATA_DIR/files. config.ts already requires the
 * keys alongside S3_BUCKET.
 */
export function createObjectStorage(config: StorageConfig): ObjectStorage {
  if (config.S3_BUCKET) {
    return new S3ObjectStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    });
  }
  return new LocalObjectStorage(path.join(config.DATA_DIR, 'files'));
}
