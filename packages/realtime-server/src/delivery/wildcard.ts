import { presenceChannelSuffix } from '@meshwork/contracts';

/**
 * Wildcard subscriptions (protocol §4.5): `a.*` names every channel under `a.` (`a.b`, `a.b.c`),
 * and `a.*-pnpres` their presence channels. The star stands alone as the last segment.
 */
const wildcardPattern = /^[^*]+\.\*(-pnpres)?$/;

export const isWildcard = (name: string): boolean => wildcardPattern.test(name);

/** Whether a name holds a star without being a wildcard the service takes (`*`, `a*`, `a.*.b`). */
export const isMalformedWildcard = (name: string): boolean => name.includes('*') && !isWildcard(name);

/** The wildcards that match a channel, from the shortest prefix: `a.b.c` → `a.*`, `a.b.*`; `a.b-pnpres` → `a.*-pnpres`. */
export function wildcardsOf(channel: string): string[] {
  const presence = channel.endsWith(presenceChannelSuffix);
  const base = presence ? channel.slice(0, -presenceChannelSuffix.length) : channel;
  const patterns: string[] = [];
  for (let dot = base.indexOf('.'); dot > 0 && dot < base.length - 1; dot = base.indexOf('.', dot + 1))
    patterns.push(`${base.slice(0, dot)}.*${presence ? presenceChannelSuffix : ''}`);
  return patterns;
}

/** The channel prefix a wildcard stands for (`a.*` → `a.`), for a scan of stored channels. */
export const wildcardPrefixOf = (pattern: string): string => pattern.slice(0, pattern.indexOf('*'));

/** The subscription (`b`) a message of `channel` reaches through `routes`: the channel's own, else its wildcard's. */
export function subscriptionOf(routes: ReadonlyMap<string, string>, channel: string): string | undefined {
  const direct = routes.get(channel);
  if (direct !== undefined) return direct;
  for (const pattern of wildcardsOf(channel)) if (routes.has(pattern)) return routes.get(pattern);
  return undefined;
}
