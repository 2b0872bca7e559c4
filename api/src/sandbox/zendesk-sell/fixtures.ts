import accounts from './fixtures/accounts.json' with { type: 'json' };
import type { DealBook, FlowStage } from '../crm/deal-flow.js';
import type { FakeUser } from '../fake-grants.js';

/** A Sell stage as the account defines it; its category says whether it ends a deal won or lost. */
interface SellStageFixture {
  id: number;
  name: string;
  category: string;
  likelihood: number;
}

/** A Sell account as its fixture describes it: settings, users, and pipelines with how their deals flow. */
interface SellAccountJson {
  name: string;
  currency: string;
  timezone: string;
  openedOn: string;
  otherCurrency?: { code: string; share: number };
  users: Array<{ id: number; name: string; email: string; role: string }>;
  pipelines: Array<{ id: number; name: string; dealsPerDay: number; meanValue: number; winRate: number; lossRate: number; stages: SellStageFixture[] }>;
}

/** A Sell account of the fake, with the deal flow its deals are drawn from. */
export interface SellAccountFixture extends SellAccountJson {
  id: string;
  book: DealBook;
}

/** A user who can sign in on the consent page, and the account they belong to. */
export interface SellMember extends FakeUser {
  account: SellAccountFixture;
}

const outcomeOf = (category: string): FlowStage['outcome'] => (category === 'won' || category === 'lost' ? category : 'open');

/** The fake's accounts by id. */
export const SELL_ACCOUNTS: ReadonlyMap<string, SellAccountFixture> = new Map(
  Object.entries(accounts as Record<string, SellAccountJson>).map(([id, account]) => {
    const book: DealBook = {
      key: `sell|${id}`,
      openedOn: account.openedOn,
      currency: account.currency,
      otherCurrency: account.otherCurrency,
      owners: account.users,
      pipelines: account.pipelines.map((pipeline) => ({
        ...pipeline,
        stages: pipeline.stages.map((stage) => ({ id: stage.id, name: stage.name, outcome: outcomeOf(stage.category), probability: stage.likelihood })),
      })),
    };
    return [id, { ...account, id, book }];
  }),
);

/** Every user of every account, as the consent page offers them. */
export const SELL_MEMBERS: SellMember[] = [...SELL_ACCOUNTS.values()].flatMap((account) => account.users.map((user) => ({ id: String(user.id), name: user.name, email: user.email, account })));
