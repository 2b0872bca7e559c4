import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { EnvConfig } from '../config.js';

type Trust = (address: string, hop: number) => boolean;

/** The named ranges Fastify's TRUST_PROXY lists accept (those of proxy-addr). */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** An IPv4 address seen through a dual-stack socket (::ffff:1.2.3.4) is that IPv4 address. */
const normalised = (address: string) => IPV4_MAPPED.exec(address)?.[1] ?? address;

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** 255.255.0.0 is /16. */
const prefixOfMask = (mask: string) => mask.split('.').reduce((bits, octet) => bits + (Number(octet) >>> 0).toString(2).replace(/0/g, '').length, 0);

function listTrust(list: string): Trust {
  const trusted = new BlockList();
  const entries = list.split(',').flatMap((entry) => NAMED_RANGES[entry.trim()] ?? [entry.trim()]);
  for (const entry of entries.filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const network = normalised(address);
    if (!isIP(network)) throw new Error(`TRUST_PROXY: ${entry} is not an address, a CIDR range or a named range`);
    if (prefix === undefined) trusted.addAddress(network, familyOf(network));
    else trusted.addSubnet(network, prefix.includes('.') ? prefixOfMask(prefix) : Number(prefix), familyOf(network));
  }
  return (address) => {
    const plain = normalised(address);
    return isIP(plain) !== 0 && trusted.check(plain, familyOf(plain));
  };
}

function trustOf(setting: EnvConfig['trustProxy']): Trust | undefined {
  if (setting === false) return undefined;
  if (setting === true) return () => true;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return listTrust(setting);
}

/**
 * The client address of a raw request as Fastify's `request.ip` gives it
 * under TRUST_PROXY: walking X-Forwarded-For from the socket outwards, the
 * first hop that is not a trusted proxy. The websocket upgrade never becomes
 * a Fastify request, so it needs this to count connections per client.
 */
export function clientAddressResolver(setting: EnvConfig['trustProxy']): (request: IncomingMessage) => string {
  const trust = trustOf(setting);
  return (request) => {
    const socketAddress = request.socket.remoteAddress ?? '';
    if (!trust) return socketAddress;
    const forwarded = String(request.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
      .reverse();
    const hops = [socketAddress, ...forwarded];
    const index = hops.findIndex((address, hop) => hop === hops.length - 1 || !trust(address, hop));
    return hops[index] ?? socketAddress;
  };
}
