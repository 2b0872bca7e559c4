import { clientAddressKey } from '../src/lib/client-address-key.js';
import { createTestApp } from './helpers/app.js';

describe('what the per-address limits count a client under', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['unknown', 'unknown'],
  ])('%s counts as %s', (address, key) => {
    expect(clientAddressKey(address)).toBe(key);
  });

  it('counts the addresses of one IPv6 /64 together, and another /64 apart', async () => {
    const app = await createTestApp({ env: { RATE_LIMIT_LOGIN_ADDRESS_MAX: '3' } });
    try {
      const client = app.client();
      await client.pageConfig();
      const login = (attempt: number, remoteAddress: string) => client.post('/login', { email: `victim${attempt}@example.com`, password: 'x' }, { remoteAddress });
      const statuses = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) statuses.push((await login(attempt, `2001:db8:1:2::${attempt.toString(16)}`)).statusCode);
      expect(statuses).toEqual([422, 422, 422, 429]);
      expect((await login(5, '2001:db8:1:3::1')).statusCode).toBe(422);
    } finally {
      await app.close();
    }
  });
});
