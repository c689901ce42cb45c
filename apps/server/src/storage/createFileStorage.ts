import { S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import type { FileStorage } from './fileStorage.js';
import { LocalFileStorage } from './localFileStorage.js';
import { S3FileStorage } from './s3FileStorage.js';

type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** A client for the configured S3-compatible store; `maxAttempts` lowers the SDK's three tries (the start probe asks once). */
export function s3ClientOf(config: S3StorageConfig, options: { maxAttempts?: number } = {}): S3Client {
  // The SDK warns on Node 20 that its releases after January 2027 will need Node 22. The version
  // pinned here runs on Node 20, and the warning would break the one-sentence start failure; the
  // upgrade it announces is noted in docs/decisions.md. An operator's own setting wins.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
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
