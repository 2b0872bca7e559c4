import { SignJWT, UnsecuredJWT } from 'jose';
import { MAX_EMBED_TOKEN_LENGTH } from '@pulseboard/shared/contracts';
import { verifyEmbedToken } from '../src/embedding/embed-token.js';

const SECRET = 'a'.repeat(64);
const NOW = new Date('2026-11-27T12:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function sign(claims: Record<string, unknown>, { secret = SECRET, alg = 'HS256', exp = seconds(NOW) + 600 }: { secret?: string; alg?: string; exp?: number | null } = {}) {
  const jwt = new SignJWT(claims).setProtectedHeader({ alg });
  if (exp !== null) jwt.setExpirationTime(exp);
  return jwt.sign(new TextEncoder().encode(secret));
}

const forBoard = (params: Record<string, unknown> = {}) => ({ resource: { dashboard: 'board-1' }, params });

it('accepts a token signed with the secret for this dashboard, with its locked parameters', async () => {
  const params = { startDate: '2026-10-01', endDate: '2026-10-31', timezone: 'Europe/Paris', hideDateSelector: true };
  expect(await verifyEmbedToken(SECRET, await sign(forBoard(params)), 'board-1', NOW)).toEqual({ ok: true, params });
  // No parameters: nothing locked.
  expect(await verifyEmbedToken(SECRET, await sign({ resource: { dashboard: 'board-1' } }), 'board-1', NOW)).toEqual({ ok: true, params: {} });
});

it('tells an expired token from an invalid one, with a little clock tolerance', async () => {
  expect(await verifyEmbedToken(SECRET, await sign(forBoard(), { exp: seconds(NOW) - 120 }), 'board-1', NOW)).toEqual({ ok: false, code: 'token-expired' });
  expect((await verifyEmbedToken(SECRET, await sign(forBoard(), { exp: seconds(NOW) - 10 }), 'board-1', NOW)).ok).toBe(true);
});

it.each([
  ['another secret', async () => sign(forBoard(), { secret: 'b'.repeat(64) })],
  ['another dashboard', async () => sign({ resource: { dashboard: 'board-2' } })],
  ['no expiry', async () => sign(forBoard(), { exp: null })],
  ['another algorithm', async () => sign(forBoard(), { alg: 'HS512' })],
  ['no signature (alg none)', async () => new UnsecuredJWT(forBoard()).setExpirationTime(seconds(NOW) + 600).encode()],
  ['an unknown parameter', async () => sign(forBoard({ startDate: '2026-10-01', endDate: '2026-10-31', showEverything: true }))],
  ['a range without its end', async () => sign(forBoard({ startDate: '2026-10-01' }))],
  ['a comparison without a range', async () => sign(forBoard({ compareStartDate: '2026-09-01', compareEndDate: '2026-09-30' }))],
  ['a range over five years', async () => sign(forBoard({ startDate: '2001-01-01', endDate: '2026-10-31' }))],
  ['an unknown time zone', async () => sign(forBoard({ timezone: 'Mars/Olympus' }))],
  ['no resource', async () => sign({ params: {} })],
  ['not a JWT', async () => 'not-a-token'],
  ['an oversized token', async () => 'x'.repeat(MAX_EMBED_TOKEN_LENGTH + 1)],
])('refuses a token with %s', async (_case, make) => {
  expect(await verifyEmbedToken(SECRET, await make(), 'board-1', NOW)).toEqual({ ok: false, code: 'token-invalid' });
});

it('refuses a token whose locked range was changed after signing', async () => {
  const token = await sign(forBoard({ startDate: '2026-10-01', endDate: '2026-10-31' }));
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { params: { startDate: string } };
  claims.params.startDate = '2020-01-01';
  const tampered = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
  expect(await verifyEmbedToken(SECRET, tampered, 'board-1', NOW)).toEqual({ ok: false, code: 'token-invalid' });
});
