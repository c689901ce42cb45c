import { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import type { FileStorage } from './fileStorage.js';
import { LocalFileStorage } from './localFileStorage.js';
import { S3FileStorage } from './s3FileStorage.js';

type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** A client for the configured S3-compatible store; `maxAttempts` lowers the SDK's three tries (the start probe asks once). */
export function s3ClientOf(config: S3StorageConfig, options: { maxAttempts?: number } = {}): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    maxAttempts: options.maxAttempts,
    // Checksums only where S3 requires them: the streamed trailing checksums the SDK sends by
    // default are not understood by every S3-compatible server (docs/decisions.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The storage of every file, as configured: built once per server. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.kind === 's3' ? new S3FileStorage(s3ClientOf(config), config.bucket) : new LocalFileStorage(config.root);
}
