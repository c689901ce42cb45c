import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../src/config.js';

export interface TestS3Server {
  /** The S3-compatible server's address. */
  endpoint: string;
  bucket: string;
  /** The environment that keeps a server's files in this bucket. */
  env: Record<string, string>;
  /** The same settings as config.ts makes them from `env`. */
  config: Extract<StorageConfig, { kind: 's3' }>;
  close(): Promise<void>;
}

// s3rver checks request signatures against these.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A real S3-compatible server (s3rver, objects in a temporary folder) on a loopback port of its
 * own, with one empty bucket: the S3 back end is tested against the S3 protocol, not a mock.
 */
export async function startS3Server(bucket = 'meshwork-test'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'meshwork-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    config: { kind: 's3', bucket, endpoint, region: 'us-east-1', credentials, forcePathStyle: true },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
