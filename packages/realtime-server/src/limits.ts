import { realtimeLimits } from '@meshwork/contracts';

/** The service's own limits (protocol §17); the specification's messaging limits come from the contracts. */
export const limits = {
  ...realtimeLimits,
  /** Bytes of a published message's JSON. */
  messageMaxBytes: 32 * 1024,
  /** Bytes of a signal's JSON. */
  signalMaxBytes: 64,
  /** Bytes of a publish `meta` object's JSON. */
  metaMaxBytes: 4 * 1024,
  channelNameMaxLength: 92,
  uuidMaxLength: 92,
  /** Channels (or groups) named by one request. */
  channelsPerRequestMax: 100,
  channelsPerGroupMax: 2000,
  groupNameMaxLength: 92,
  messageCountsChannelsMax: 100,
  messageCountCap: 10_000,
  /** Envelopes in one subscribe answer. */
  envelopesPerAnswer: 100,
  /** Messages kept per channel in a node's recent buffer for catch-up without the database. */
  recentPerChannel: 100,
  longPollSecondsDefault: 280,
  presenceTimeoutDefault: 300,
  presenceTimeoutMin: 2,
  presenceTimeoutMax: 3600,
  presenceStateMaxBytes: 4 * 1024,
  /** Above this many occupants a channel's presence comes as `interval` events (`announceMax`, PubNub's default). */
  presenceAnnounceMaxDefault: 20,
  /** Seconds between a crowded channel's `interval` events. */
  presenceIntervalSecondsDefault: 10,
  /** Occupants listed per channel by one here-now (`limit`, its default and cap). */
  hereNowLimitMax: 1000,
  filterExpressionMaxLength: 1024,
  actionValueMaxLength: 1024,
  ttlHoursMax: 24 * 365 * 10,
} as const;
