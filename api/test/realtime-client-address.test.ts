import type { IncomingMessage } from 'node:http';
import { createFastify } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { clientAddressResolver } from '../src/lib/trust-proxy.js';
import { Seeded } from './helpers/seeded.js';

const SEED = 0xadd7e55;

/** TRUST_PROXY values as an operator would write them. */
const SETTINGS = ['', 'true', '1', '2', '3', '127.0.0.1', 'loopback', '10.0.0.0/8, 127.0.0.1', 'uniquelocal,loopback', '127.0.0.0/255.0.0.0', '::1, 192.168.1.0/24', 'linklocal'];

const ADDRESSES = ['127.0.0.1', '127.3.4.5', '::1', '::ffff:127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.20', '169.254.1.1', '203.0.113.9', '198.51.100.23', '2001:db8::7', 'fe80::1', 'unknown'];

describe('the client address of a websocket upgrade', () => {
  it.each(SETTINGS)("is Fastify's request.ip under TRUST_PROXY=%j (generated chains)", async (setting) => {
    const { trustProxy } = loadConfig({ TRUST_PROXY: setting });
    const app = createFastify({ logLevel: 'silent', trustProxy });
    app.get('/', async (request) => request.ip);
    await app.ready();
    const resolve = clientAddressResolver(trustProxy);
    const random = new Seeded(SEED + SETTINGS.indexOf(setting));
    const mismatches: string[] = [];
    try {
      for (let index = 0; index < 150; index += 1) {
        const remoteAddress = random.pick(ADDRESSES.filter((address) => address !== 'unknown'));
        const chain = Array.from({ length: random.int(0, 4) }, () => random.pick(ADDRESSES));
        const forwarded = chain.length ? chain.join(random.pick([', ', ',', ' , '])) : undefined;
        const headers = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
        const expected = (await app.inject({ url: '/', remoteAddress, headers })).body;
        const actual = resolve({ socket: { remoteAddress }, headers } as unknown as IncomingMessage);
        if (actual !== expected) mismatches.push(`${remoteAddress} via ${forwarded ?? '(none)'}: Fastify ${expected}, ours ${actual}`);
      }
    } finally {
      await app.close();
    }
    expect(mismatches).toEqual([]);
  });
});
