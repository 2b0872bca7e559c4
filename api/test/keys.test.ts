import { keyFor, type KeyPurpose } from '../src/lib/keys.js';
import { issueDashboardToken, verifyDashboardToken } from '../src/dashboards/password-token.js';
import { issueRenderToken, verifyRenderToken } from '../src/pdf/render-token.js';

const PURPOSES: KeyPurpose[] = ['csrf', 'dashboard-password-token', 'render-token', 'pdf-download', 'file-name', 'whitelabel-domain'];
const APP_KEY = 'test-app-key-0123456789abcdef';

describe('keys derived from APP_KEY', () => {
  it('differ per purpose and per APP_KEY, and are none of them APP_KEY', () => {
    const keys = PURPOSES.map((purpose) => keyFor(APP_KEY, purpose).toString('hex'));
    expect(new Set(keys).size).toBe(PURPOSES.length);
    expect(keys).not.toContain(Buffer.from(APP_KEY).toString('hex'));
    expect(keyFor(`${APP_KEY}x`, 'csrf').equals(keyFor(APP_KEY, 'csrf'))).toBe(false);
    expect(keyFor(APP_KEY, 'csrf').equals(keyFor(APP_KEY, 'csrf'))).toBe(true);
  });

  it('keep a token of one purpose from passing as another', () => {
    const passwordHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const dashboardToken = issueDashboardToken(APP_KEY, 7, passwordHash);
    expect(verifyDashboardToken(APP_KEY, dashboardToken, 7, passwordHash)).toBe(true);
    expect(verifyRenderToken(APP_KEY, dashboardToken, 7)).toBeNull();
    const renderToken = issueRenderToken(APP_KEY, 7, 'owner', 60_000);
    expect(verifyRenderToken(APP_KEY, renderToken, 7)).toBe('owner');
    expect(verifyDashboardToken(APP_KEY, renderToken, 7, passwordHash)).toBe(false);
  });
});
