import { randomBytes } from 'node:crypto';

/** Channel names of this test run, so runs on one Redis never meet. */
export const runPrefix = `t${randomBytes(4).toString('hex')}`;
