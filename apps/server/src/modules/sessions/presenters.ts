import { deviceTypes, type MemberSession } from '@meshwork/contracts';
import Bowser from 'bowser';
import type { SessionRow } from '../auth/index.js';

const majorOf = (version: string | undefined) => version?.split('.')[0] || undefined;
const joined = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ') || null;

type ClientFields = Pick<MemberSession, 'browser' | 'os' | 'device_type' | 'device'>;
const unknownClient: ClientFields = { browser: null, os: null, device_type: 'unknown', device: null };

/** Browser, system and device as a person names them, read from a User-Agent by bowser. */
function describeUserAgent(userAgent: string | null): ClientFields {
  // bowser throws on an empty User-Agent, and a client that sent none names nothing.
  if (!userAgent) return unknownClient;
  const { browser, os, platform } = Bowser.parse(userAgent);
  // Every macOS browser has reported 10.15.7 since 2020, so its version says nothing.
  const osVersion = os.name === 'macOS' ? undefined : (os.versionName ?? majorOf(os.version));
  const type = deviceTypes.find((known) => known === platform.type) ?? 'unknown';
  return {
    browser: browser.name ? joined(browser.name, majorOf(browser.version)) : null,
    os: joined(os.name, os.name ? osVersion : undefined),
    device_type: type,
    device: platform.model ? joined(platform.vendor, platform.model) : null,
  };
}

export function presentSession(row: SessionRow, currentSessionId: string): MemberSession {
  return {
    id: row.id,
    ...describeUserAgent(row.userAgent),
    address: row.address,
    created_at: row.createdAt.toISOString(),
    last_active_at: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
    two_factor_pending: row.pendingTwoFa,
  };
}
