import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet: not private, loopback,
 * link-local, carrier-grade NAT, multicast, reserved or unspecified (the
 * ranges ipaddr.js names), IPv4-mapped IPv6 read as the IPv4 it carries.
 * The product only ever fetches from such addresses on a user's behalf.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}
