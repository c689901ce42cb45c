import { federationLimits } from '@meshwork/contracts';

/** An account as a member wrote it: a handle to look up by WebFinger, or the address of its actor or profile. */
export type AccountAddress = { handle: { username: string; host: string } } | { url: URL };

/** Usernames as servers spell them (Mastodon: letters, digits, `_`; others add `.`, `-`, `~`). */
const usernamePattern = /^[A-Za-z0-9_.~-]{1,100}$/;
/** A DNS name or IPv4 address, with an optional port: nothing a URL parser would rewrite. */
const hostPattern = /^[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*(?::\d{1,5})?$/;

function handleOf(text: string): AccountAddress | undefined {
  const parts = text.replace(/^@/, '').split('@');
  if (parts.length !== 2) return undefined;
  const [username, host] = [parts[0]!, parts[1]!.toLowerCase()];
  if (!usernamePattern.test(username) || host.length > 253 || !hostPattern.test(host)) return undefined;
  // The URL parser has the last word on the host: what it changes (an out-of-range port, `127.1`) is refused.
  if (!URL.canParse(`https://${host}`) || new URL(`https://${host}`).host !== host) return undefined;
  return { handle: { username, host } };
}

function urlOf(text: string): AccountAddress | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || !url.hostname) return undefined;
  return { url };
}

/** The account `@user@host`, `user@host` or an http(s) address names, or `undefined` for anything else. */
export function accountAddressOf(text: string): AccountAddress | undefined {
  const trimmed = text.trim();
  if (trimmed.length === 0 || trimmed.length > federationLimits.accountMaxLength) return undefined;
  return /^https?:\/\//i.test(trimmed) ? urlOf(trimmed) : handleOf(trimmed);
}

/** The host (with its port) an address reaches first. */
export const hostOf = (address: AccountAddress) => ('handle' in address ? address.handle.host : address.url.host);
