/**
 * The two mailauth modules the product and its tests use. mailauth 4.9 is its
 * last line that runs on Node 20 (5.x and later need Node 22), and it ships no
 * type declarations; these cover what is called.
 */
type MailauthResolver = (name: string, rrtype: string) => Promise<string[] | string[][]>;

declare module 'mailauth/lib/spf/index.js' {
  export interface SpfResult {
    status: { result: 'pass' | 'fail' | 'softfail' | 'neutral' | 'none' | 'permerror' | 'temperror'; comment?: string | false };
  }
  export function spf(options: { sender: string; ip: string; helo: string; mta: string; resolver?: MailauthResolver; maxResolveCount?: number }): Promise<SpfResult>;
}

declare module 'mailauth/lib/dkim/verify.js' {
  export interface DkimVerification {
    results: Array<{ signingDomain: string; status: { result: string } }>;
  }
  export function dkimVerify(message: string | Buffer, options?: { resolver?: MailauthResolver }): Promise<DkimVerification>;
}
