import type { RealtimeEndpoint } from '@meshwork/realtime-server/testing';
import type { TestApp } from '../../../../test/testApp.js';
import { loadConfig } from '../../../config.js';

/** The keys every test server has (the configuration's defaults). */
export const realtimeKeys = loadConfig({ NODE_ENV: 'test' }).realtime;

/** The realtime service of a test server, for the realtime package's test clients. */
export const realtimeOf = (t: TestApp): RealtimeEndpoint => ({ baseUrl: t.baseUrl, keys: realtimeKeys });
