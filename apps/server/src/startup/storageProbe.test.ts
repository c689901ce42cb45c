import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/serverProcess.js';
import { startS3Server, type TestS3Server } from '../../test/s3Server.js';
import { probeStorage } from './storageProbe.js';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server('meshwork-probe');
});
afterAll(() => s3.close());

describe('the storage check at start', () => {
  it('passes for the local folder and for a bucket that answers', async () => {
    await expect(probeStorage({ kind: 'local', root: '/nowhere' })).resolves.toBeUndefined();
    await expect(probeStorage(s3.config)).resolves.toBeUndefined();
  });

  it('names a bucket that does not exist', async () => {
    await expect(probeStorage({ ...s3.config, bucket: 'no-such-bucket' })).rejects.toThrow(
      `Cannot reach the S3 bucket no-such-bucket (S3_BUCKET) at ${s3.endpoint}: there is no such bucket.`,
    );
  });

  it('names an endpoint nobody answers at', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    await expect(probeStorage({ ...s3.config, endpoint })).rejects.toThrow(
      `Cannot reach the S3 bucket meshwork-probe (S3_BUCKET) at ${endpoint}: connection refused.`,
    );
  });
});
