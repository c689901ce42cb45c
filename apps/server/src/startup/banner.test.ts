import { describe, expect, it } from 'vitest';
import { banner } from './banner.js';

const shows = { mailbox: false, nodeVersion: '24.21.0', data: { database: 'embedded PostgreSQL in /data/pg', files: '/data' } };

describe('the start banner', () => {
  it('says how to make the first administrator when the instance has none', () => {
    const text = banner('http://localhost:8080', { ...shows, noAdministrator: true });
    expect(text).toContain('\n  Admin:       none yet; make one: npm run admin -- create <username> <email>\n');
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('says nothing of it once the instance has an administrator', () => {
    expect(banner('http://localhost:8080', shows)).not.toContain('npm run admin');
    expect(banner('http://localhost:8080', { ...shows, noAdministrator: false })).not.toContain('Admin:');
  });
});
