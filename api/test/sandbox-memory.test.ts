import { BoundedMap } from '../src/lib/bounded-map.js';
import { SANDBOX_USERS } from '../src/sandbox/google/fixtures.js';
import { GoogleSandboxState, MEMORY_BOUNDS, SwitchLimitError, type ConsentRequest } from '../src/sandbox/google/state.js';

const consent: ConsentRequest = { clientId: 'client', redirectUri: 'http://127.0.0.1/callback', scopes: ['scope'], companyId: null };
const user = SANDBOX_USERS[0]!;
const HOUR = 3_600_000;

describe('BoundedMap', () => {
  it('holds at most its cap, pushing out the oldest, and forgets entries past their time to live', () => {
    let now = 0;
    const map = new BoundedMap<number, number>({ maxEntries: 100, ttlMs: 1_000, now: () => now });
    for (let key = 0; key < 10_000; key += 1) map.set(key, key);
    expect(map.size).toBe(100);
    expect(map.get(9_899)).toBeUndefined();
    expect(map.get(9_900)).toBe(9_900);
    now = 1_000;
    expect(map.get(9_999)).toBeUndefined();
    map.set(-1, -1);
    expect(map.size).toBe(1);
    expect(map.take(-1)).toBe(-1);
    expect(map.take(-1)).toBeUndefined();
  });
});

describe('the sandbox state in memory', () => {
  it('stays within its bounds however many consents, codes and tokens a flood makes', async () => {
    let now = 0;
    const state = new GoogleSandboxState({ now: () => now });
    for (let index = 0; index < 3 * MEMORY_BOUNDS.consents; index += 1) state.openConsent(consent);
    for (let index = 0; index < 3 * MEMORY_BOUNDS.codes; index += 1) state.issueCode(consent, user, ['scope']);
    const { grant } = await state.createGrant({ ...consent, user, grantedScopes: ['scope'] }, 'client');
    for (let index = 0; index < MEMORY_BOUNDS.accessTokens + 5_000; index += 1) state.issueAccessToken(grant);
    expect(state.memory).toEqual({ consents: MEMORY_BOUNDS.consents, codes: MEMORY_BOUNDS.codes, grants: 1, accessTokens: MEMORY_BOUNDS.accessTokens, switchScopes: 0 });

    // Past their lifetimes, the next insertion sweeps what expired.
    now = 2 * HOUR;
    state.openConsent(consent);
    state.issueCode(consent, user, ['scope']);
    state.issueAccessToken(grant);
    expect(state.memory).toMatchObject({ consents: 1, codes: 1, accessTokens: 1 });
  });

  it('refuses switches for more scopes than its bound, and frees a scope whose switches are all off', async () => {
    const state = new GoogleSandboxState();
    for (let companyId = 1; companyId <= MEMORY_BOUNDS.switchScopes; companyId += 1) await state.setSwitch('quota', true, { companyId });
    await expect(state.setSwitch('quota', true, { companyId: 0 })).rejects.toBeInstanceOf(SwitchLimitError);
    await state.setSwitch('quota', true, { companyId: 1 });
    await state.setSwitch('quota', false, { companyId: 1 });
    expect(state.memory.switchScopes).toBe(MEMORY_BOUNDS.switchScopes - 1);
    await state.setSwitch('quota', true, { companyId: 0 });
    expect(state.isOn('quota', { companyId: 0, user })).toBe(true);
    expect(state.isOn('quota', { companyId: 1, user })).toBe(false);
  });
});
