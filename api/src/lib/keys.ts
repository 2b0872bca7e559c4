import { hkdfSync } from 'node:crypto';

/** What APP_KEY signs, each with a key of its own. */
export type KeyPurpose = 'csrf' | 'dashboard-password-token' | 'render-token' | 'pdf-download' | 'file-name' | 'whitelabel-domain' | 'widget-hash';

/**
 * A key for one purpose, derived from APP_KEY with HKDF-SHA256: a value
 * signed for one purpose never verifies as another, and nothing signed
 * reveals APP_KEY itself.
 */
export function keyFor(appKey: string, purpose: KeyPurpose): Buffer {
  return Buffer.from(hkdfSync('sha256', appKey, 'pulseboard', `pulseboard/${purpose}`, 32));
}
