import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that carry what they stand for, signed with a fake's secret: a
 * sandbox source's token keeps working after a restart without a table, as a
 * provider's token would. `prefix` gives them the provider's look.
 */
export class SignedTokens<T> {
  private readonly pattern: RegExp;

  constructor(
    private readonly prefix: string,
    private readonly secret: Buffer,
  ) {
    this.pattern = new RegExp(`^${prefix}([\\w-]+)\\.([\\w-]+)$`);
  }

  seal(payload: T): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${this.prefix}${body}.${this.sign(body)}`;
  }

  /** The payload of a token this fake signed; undefined for anything else. */
  open(token: string): T | undefined {
    const match = this.pattern.exec(token);
    if (!match?.[1] || !match[2]) return undefined;
    const expected = Buffer.from(this.sign(match[1]));
    const given = Buffer.from(match[2]);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
    return JSON.parse(Buffer.from(match[1], 'base64url').toString()) as T;
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url').slice(0, 32);
  }
}

/** A fake's signing key derived from APP_KEY, so its tokens outlive a restart of the installation. */
export const tokenKeyOf = (appKey: string, purpose: string) => Buffer.from(hkdfSync('sha256', appKey, 'pulseboard', purpose, 32));
