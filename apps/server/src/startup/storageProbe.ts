import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import { s3ClientOf } from '../storage/createFileStorage.js';
import { reasonOf, StartupError } from './startupError.js';

const timeoutMs = 10_000;

/** Why the bucket did not answer, in words that point at the setting to change. */
function reasonFor(error: unknown, region: string): string {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'TimeoutError' || name === 'AbortError') return `no answer within ${timeoutMs / 1000} s`;
  if (name === 'CredentialsProviderError') return 'no credentials; set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';
  switch ($metadata?.httpStatusCode) {
    case 404:
      return 'there is no such bucket';
    case 403:
      return 'access denied; check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY';
    case 301:
      return `the bucket is not in ${region}; set S3_REGION`;
    default:
      return reasonOf(error);
  }
}

/**
 * The configured S3 bucket answers; else one sentence naming it and why not, so that a wrong
 * setting stops the start rather than the first upload. The local folder is DATA_DIR, checked before.
 */
export async function probeStorage(storage: StorageConfig): Promise<void> {
  if (storage.kind !== 's3') return;
  const client = s3ClientOf(storage, { maxAttempts: 1 });
  try {
    await client.send(new HeadBucketCommand({ Bucket: storage.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const where = storage.endpoint ?? `Amazon S3 in ${storage.region}`;
    throw new StartupError(`Cannot reach the S3 bucket ${storage.bucket} (S3_BUCKET) at ${where}: ${reasonFor(error, storage.region)}.`);
  } finally {
    client.destroy();
  }
}
