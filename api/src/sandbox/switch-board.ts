/**
 * Whose switches a grant obeys: the company whose authorisation asked for it
 * (null when the app did not start it, as in tests of the fakes alone).
 */
export type CompanyScope = number | null;

/** Where switches outlive the process, when a fake has such a place. */
export interface SwitchStore {
  switches(): Promise<Array<{ companyId: number; account: string; name: string }>>;
  setSwitch(entry: { companyId: number; account: string; name: string }, on: boolean): Promise<void>;
  clearSwitches(companyId: number): Promise<void>;
}

export class SwitchLimitError extends Error {}

/** The switches one company turned on for one account (or `*`), and when each was turned on. */
interface SwitchScope<S extends string> {
  switches: Set<S>;
  marks: Map<S, number>;
}

const scopeKey = (companyId: CompanyScope, account: string) => `${companyId ?? '-'}|${account}`;

/**
 * The error switches of a provider's fakes, scoped by company and account: a
 * company flips switches through its control route and they act only on the
 * grants its own authorisations obtained, never on another company's sources
 * using the same fixture account. Each switch turned on remembers a mark (the
 * fake's clock or issue counter), so "tokens issued before the switch" can be
 * told from the ones issued after. At most `maxScopes` company and account
 * pairs hold switches at once.
 */
export class SwitchBoard<S extends string> {
  private readonly scopes = new Map<string, SwitchScope<S>>();

  constructor(
    private readonly options: {
      names: readonly S[];
      maxScopes: number;
      /** The value remembered when a switch turns on. */
      mark: () => number;
      store?: SwitchStore;
    },
  ) {}

  get size(): number {
    return this.scopes.size;
  }

  /** Reads the stored switches; call once before serving. */
  async load(): Promise<void> {
    for (const entry of (await this.options.store?.switches()) ?? []) {
      const name = this.options.names.find((known) => known === entry.name);
      if (name) this.scope(entry.companyId, entry.account)?.switches.add(name);
    }
  }

  /** Turns a switch on or off for a company's grants of one account, or of all (`*`); SwitchLimitError when too many scopes hold switches. */
  async set(name: S, on: boolean, { companyId = null, account = '*' }: { companyId?: CompanyScope; account?: string } = {}): Promise<void> {
    const key = scopeKey(companyId, account);
    const scope = on ? this.scope(companyId, account) : this.scopes.get(key);
    if (on && !scope) throw new SwitchLimitError(`At most ${this.options.maxScopes} accounts may have switches on; reset some first.`);
    if (scope) {
      if (on) {
        scope.switches.add(name);
        scope.marks.set(name, this.options.mark());
      } else {
        scope.switches.delete(name);
        scope.marks.delete(name);
      }
      if (scope.switches.size === 0) this.scopes.delete(key);
    }
    if (companyId !== null) await this.options.store?.setSwitch({ companyId, account, name }, on);
  }

  isOn(name: S, companyId: CompanyScope, account: string): boolean {
    return this.relevant(companyId, account).some((scope) => scope.switches.has(name));
  }

  /** The latest mark of a switch that is on for this company and account; 0 when it is off. */
  markOf(name: S, companyId: CompanyScope, account: string): number {
    return Math.max(0, ...this.relevant(companyId, account).map((scope) => scope.marks.get(name) ?? 0));
  }

  /** A company's switches by account. */
  describe(companyId: CompanyScope): Record<string, S[]> {
    const prefix = scopeKey(companyId, '');
    return Object.fromEntries([...this.scopes].filter(([key]) => key.startsWith(prefix)).map(([key, scope]) => [key.slice(prefix.length), [...scope.switches]]));
  }

  /** Clears a company's switches, or every switch when no company is named. */
  async reset(companyId?: CompanyScope): Promise<void> {
    const prefix = companyId === undefined ? '' : scopeKey(companyId, '');
    for (const key of [...this.scopes.keys()]) if (key.startsWith(prefix)) this.scopes.delete(key);
    if (typeof companyId === 'number') await this.options.store?.clearSwitches(companyId);
  }

  private relevant(companyId: CompanyScope, account: string): Array<SwitchScope<S>> {
    return [this.scopes.get(scopeKey(companyId, '*')), this.scopes.get(scopeKey(companyId, account))].filter((scope): scope is SwitchScope<S> => scope !== undefined);
  }

  private scope(companyId: CompanyScope, account: string): SwitchScope<S> | undefined {
    const key = scopeKey(companyId, account);
    const existing = this.scopes.get(key);
    if (existing) return existing;
    if (this.scopes.size >= this.options.maxScopes) return undefined;
    const scope: SwitchScope<S> = { switches: new Set(), marks: new Map() };
    this.scopes.set(key, scope);
    return scope;
  }
}
