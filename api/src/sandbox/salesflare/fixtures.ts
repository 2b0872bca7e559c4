import teams from './fixtures/teams.json' with { type: 'json' };
import type { DealBook } from '../crm/deal-flow.js';

/** A Salesflare stage; the fixed Won (1) and Lost (2) stages end every pipeline. */
interface SalesflareStageFixture {
  id: number;
  name: string;
  color: string;
  probability: number;
  fixed_stage?: number;
}

/** A Salesflare team as its fixture describes it: its users, and pipelines with how their opportunities flow. */
interface SalesflareTeamJson {
  name: string;
  currency: string;
  openedOn: string;
  otherCurrency?: { code: string; share: number };
  users: Array<{ id: number; name: string; email: string }>;
  pipelines: Array<{ id: number; name: string; dealsPerDay: number; meanValue: number; winRate: number; lossRate: number; stages: SalesflareStageFixture[] }>;
}

export interface SalesflareTeamFixture extends SalesflareTeamJson {
  id: number;
  book: DealBook;
}

/** A user of a team, who makes the API keys. */
export interface SalesflareUserFixture {
  id: number;
  name: string;
  email: string;
  team: SalesflareTeamFixture;
}

const outcomeOf = (stage: SalesflareStageFixture) => (stage.fixed_stage === 1 ? 'won' : stage.fixed_stage === 2 ? 'lost' : 'open');

const SALESFLARE_TEAMS: SalesflareTeamFixture[] = Object.entries(teams as Record<string, SalesflareTeamJson>).map(([id, team]) => ({
  ...team,
  id: Number(id),
  book: {
    key: `salesflare|${id}`,
    openedOn: team.openedOn,
    currency: team.currency,
    otherCurrency: team.otherCurrency,
    owners: team.users,
    pipelines: team.pipelines.map((pipeline) => ({
      ...pipeline,
      stages: pipeline.stages.map((stage) => ({ id: stage.id, name: stage.name, outcome: outcomeOf(stage), probability: stage.probability })),
    })),
  },
}));

/** Every user of every team; the control panel names them by e-mail. */
export const SALESFLARE_USERS: SalesflareUserFixture[] = SALESFLARE_TEAMS.flatMap((team) => team.users.map((user) => ({ ...user, team })));
