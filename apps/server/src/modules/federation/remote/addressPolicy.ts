import { BlockList, isIP } from 'node:net';

/** Whether the server may connect to this resolved IP address. */
export type AddressPolicy = (address: string) => boolean;

// IANA special-purpose IPv4 ranges that are not globally reachable (RFC 6890 and its updates).
const nonPublicIpv4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // deprecated 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];

// IPv6 prefixes that carry an IPv4 address in their last 32 bits: IPv4-mapped (::ffff:a.b.c.d) and
// the NAT64 well-known prefix. An IPv4 range is refused inside each of them as well.
const ipv4Carriers = ['::ffff:', '64:ff9b::'];

const nonPublicIpv6: readonly [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking 2001:2::/48, ORCHID)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // deprecated 6to4, which embeds any IPv4 address
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];

const nonPublic = new BlockList();
for (const [network, prefix] of nonPublicIpv4) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
  for (const carrier of ipv4Carriers) nonPublic.addSubnet(`${carrier}${network}`, 96 + prefix, 'ipv6');
}
for (const [network, prefix] of nonPublicIpv6) nonPublic.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is globally reachable: anything else (loopback, private, link-local, …) is refused. */
export const isPublicAddress: AddressPolicy = (address) => {
  const version = isIP(address);
  if (version === 0) return false;
  return !nonPublic.check(address, version === 4 ? 'ipv4' : 'ipv6');
};

/** Every address allowed: for tests on loopback and for a network of private instances. */
export const anyAddress: AddressPolicy = () => true;

/** The policy of the setting FEDERATION_ALLOW_PRIVATE_ADDRESSES: any address in tests, public ones otherwise. */
export const addressPolicyOf = (allowPrivateAddresses: boolean): AddressPolicy => (allowPrivateAddresses ? anyAddress : isPublicAddress);
