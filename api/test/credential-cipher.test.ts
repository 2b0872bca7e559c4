import { createCipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { credentialCipher } from '../src/lib/credential-cipher.js';
import { sources } from '../src/db/schema.js';
import { createTestApp } from './helpers/app.js';
import { createCompany } from './helpers/factories.js';

const KEY = randomBytes(32).toString('hex');
const cipher = credentialCipher(KEY);

/** What the first version stored: sealed without associated data. */
function sealedUnbound(value: unknown): string {
  const iv = randomBytes(12);
  const legacy = createCipheriv('aes-256-gcm', Buffer.from(KEY, 'hex'), iv);
  const ciphertext = Buffer.concat([legacy.update(JSON.stringify(value), 'utf8'), legacy.final()]);
  return ['v1', iv.toString('base64url'), legacy.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

describe('source credentials at rest', () => {
  it('open only for the row they were sealed for', () => {
    const sealed = cipher.encrypt({ refresh_token: 'r' }, 'sources:1:company:1');
    expect(sealed).toMatch(/^v2\./);
    expect(cipher.decrypt(sealed, 'sources:1:company:1')).toEqual({ refresh_token: 'r' });
    expect(() => cipher.decrypt(sealed, 'sources:2:company:1')).toThrow();
    expect(() => cipher.decrypt(sealed, 'sources:1:company:2')).toThrow();
    const [version, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.'), 'sources:1:company:1')).toThrow();
  });

  it('still read what was stored before they were bound to a row', () => {
    expect(cipher.decrypt(sealedUnbound({ token: 't' }), 'sources:9:company:9')).toEqual({ token: 't' });
  });

  it("copied into another company's source, do not open there", async () => {
    const t = await createTestApp();
    try {
      const owner = await t.app.sources.create({ companyId: await createCompany(t.app), name: 'google_analytics', account: 'a@example.com', credentials: { refresh_token: 'mine' } });
      const thief = await t.app.sources.create({ companyId: await createCompany(t.app, 'Thief'), name: 'google_analytics', account: 'b@example.com', credentials: { refresh_token: 'theirs' } });
      expect(t.app.sources.credentialsOf(owner)).toEqual({ refresh_token: 'mine' });
      const [stolen] = await t.app.db.update(sources).set({ credentials: owner.credentials }).where(eq(sources.id, thief.id)).returning();
      expect(() => t.app.sources.credentialsOf(stolen!)).toThrow();
    } finally {
      await t.close();
    }
  });
});
