import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('configuration', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.mail.transport).toBe('outbox');
    expect(config.sessionTtlMs).toBe(14 * 24 * 60 * 60 * 1000);
    expect(config.realtime.openAccess).toBe(false);
    expect(config.realtime.publishRate).toEqual({ perSecond: 20, burst: 40 });
    expect(config.realtime.corsOrigins).toEqual(['*']);
    expect(config.realtime.announceMax).toBe(20);
    expect(config.realtime.presenceIntervalSeconds).toBe(10);
    expect(config.avatarBuilds).toEqual({ threads: 1, queue: 8 });
  });

  it('reads the realtime CORS origins as a comma list, empty for none', () => {
    expect(loadConfig({ REALTIME_CORS_ORIGINS: 'https://a.example, https://b.example' }).realtime.corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(loadConfig({ REALTIME_CORS_ORIGINS: '' }).realtime.corsOrigins).toEqual([]);
    expect(() => loadConfig({ REALTIME_CORS_ORIGINS: 'not an origin' })).toThrow(/REALTIME_CORS_ORIGINS/);
  });

  it('stops on a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SEED: 'maybe' })).toThrow(/SEED/);
    expect(() => loadConfig({ REALTIME_PUBLISH_PER_SECOND: '0' })).toThrow(/REALTIME_PUBLISH_PER_SECOND/);
    expect(() => loadConfig({ AVATAR_BUILD_THREADS: '0' })).toThrow(/AVATAR_BUILD_THREADS/);
    expect(() => loadConfig({ REALTIME_PUBLISH_BURST: '2.5' })).toThrow(/REALTIME_PUBLISH_BURST/);
    expect(() => loadConfig({ FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'yes' })).toThrow(/FEDERATION_ALLOW_PRIVATE_ADDRESSES/);
    expect(loadConfig({}).federation.allowPrivateAddresses).toBe(false);
  });

  it('refuses settings that do not belong in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', REALTIME_OPEN_ACCESS: 'true', SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      /REALTIME_OPEN_ACCESS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox' })).toThrow(/MAIL_TRANSPORT/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true', SMTP_URL: 'smtp://mail.example.com' }),
    ).toThrow(/FEDERATION_ALLOW_PRIVATE_ADDRESSES/);
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('chooses SMTP when an SMTP server is configured', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mail.transport).toBe('smtp');
  });

  it('trusts no proxy unless told which: addresses, CIDR ranges and named groups', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '1', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8', '::1/129', '10.0.0.1,'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('keeps the files in DATA_DIR unless S3 storage is configured', () => {
    expect(loadConfig({ DATA_DIR: 'some/data' }).storage).toEqual({ kind: 'local', root: path.resolve('some/data') });
    expect(loadConfig({ STORAGE: 'local' }).storage.kind).toBe('local');
  });

  it('chooses S3 storage with a bucket, and reads its settings', () => {
    expect(loadConfig({ S3_BUCKET: 'meshwork-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'meshwork-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    const storage = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'meshwork-files',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(storage).toEqual({
      kind: 's3',
      bucket: 'meshwork-files',
      endpoint: 'https://s3.example.com',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it.each([
    [{ STORAGE: 'disk' }, /STORAGE/],
    [{ STORAGE: 's3' }, /S3_BUCKET: is required for S3 storage/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: is required for S3 storage/],
    [{ STORAGE: 'local', S3_BUCKET: 'meshwork-files' }, /S3_BUCKET: is set, but STORAGE=local keeps the files in DATA_DIR/],
    [{ S3_BUCKET: 'Meshwork_Files' }, /S3_BUCKET: must be a bucket name/],
    [{ S3_BUCKET: 'meshwork-files', S3_ENDPOINT: 'ftp://files.example.com' }, /S3_ENDPOINT: must be an http or https URL/],
    [{ S3_BUCKET: 'meshwork-files', S3_ACCESS_KEY_ID: 'key' }, /S3_SECRET_ACCESS_KEY: is required with S3_ACCESS_KEY_ID/],
    [{ S3_BUCKET: 'meshwork-files', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID: is required with S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'meshwork-files', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE/],
  ])('refuses the storage settings %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
