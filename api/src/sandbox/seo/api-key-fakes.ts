import { randomBytes } from 'node:crypto';
import { SignedTokens } from '../signed-tokens.js';
import { SwitchBoard, type CompanyScope } from '../switch-board.js';

const MAX_SWITCH_SCOPES = 10_000;

/**
 * The keys and switches of a fake whose users connect with an API key (the
 * SEO tools'): each company gets its own key (it carries the company,
 * signed, so it outlives a restart without a table), and the switches a
 * company turns on act on its own key only, for one of the fake's accounts
 * (a domain, a campaign) or for all.
 */
export class ApiKeyFakes<S extends string> {
  readonly users: ReadonlyArray<{ email: string }>;
  private readonly switches: SwitchBoard<S>;
  private readonly keys: SignedTokens<{ companyId: CompanyScope }>;

  constructor(options: { accounts: readonly string[]; switches: readonly S[]; keyPrefix: string; secret?: Buffer }) {
    this.users = options.accounts.map((email) => ({ email }));
    this.switches = new SwitchBoard({ names: options.switches, maxScopes: MAX_SWITCH_SCOPES, mark: () => Date.now() });
    this.keys = new SignedTokens(options.keyPrefix, options.secret ?? randomBytes(32));
  }

  /** The API key a company connects the fake with. */
  keyFor(companyId: CompanyScope): string {
    return this.keys.seal({ companyId });
  }

  /** Whose key this is; undefined for a key the fake never gave. */
  companyOf(key: string): { companyId: CompanyScope } | undefined {
    return this.keys.open(key);
  }

  isOn(name: S, companyId: CompanyScope, account: string): boolean {
    return this.switches.isOn(name, companyId, account);
  }

  describeSwitches(companyId: CompanyScope): Record<string, S[]> {
    return this.switches.describe(companyId);
  }

  setSwitch(name: S, on: boolean, scope: { companyId?: CompanyScope; account?: string } = {}): Promise<void> {
    return this.switches.set(name, on, scope);
  }

  reset(companyId?: CompanyScope): Promise<void> {
    return this.switches.reset(companyId);
  }
}
