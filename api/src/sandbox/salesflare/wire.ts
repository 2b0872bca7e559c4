import { STATUS_CODES } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { FakeDeal, FlowStage } from '../crm/deal-flow.js';
import type { SalesflareTeamFixture, SalesflareUserFixture } from './fixtures.js';

/** Salesflare's errors are hapi's: {statusCode, error, message}, and for a bad query the keys at fault. */
export function salesflareError(reply: FastifyReply, status: number, message: string, invalidKey?: string) {
  return reply.code(status).send({
    statusCode: status,
    error: STATUS_CODES[status] ?? 'Error',
    message,
    ...(invalidKey ? { validation: { source: 'query', keys: [invalidKey] } } : {}),
  });
}

/** Currencies as Salesflare embeds them. */
const CURRENCIES: Record<string, { id: number; iso: string; html: string }> = {
  USD: { id: 1, iso: 'USD', html: '$' },
  EUR: { id: 2, iso: 'EUR', html: '&euro;' },
  GBP: { id: 3, iso: 'GBP', html: '&pound;' },
};
const currencyJson = (code: string) => CURRENCIES[code] ?? { id: 0, iso: code, html: code };

const userJson = (user: Pick<SalesflareUserFixture, 'id' | 'name' | 'email'>) => ({ id: user.id, name: user.name, email: user.email, picture: null, disabled: false });

export const usersJson = (team: SalesflareTeamFixture) => team.users.map((user) => ({ ...userJson(user), team: team.id, type: 'user' }));

export const meJson = (user: SalesflareUserFixture) => ({
  ...userJson(user),
  team: { id: user.team.id, name: user.team.name, currency: currencyJson(user.team.currency), total_user_count: user.team.users.length, enabled_user_count: user.team.users.length },
});

const stageJson = (stage: FlowStage, fixture: SalesflareTeamFixture['pipelines'][number], order: number) => {
  const fixed = fixture.stages.find((entry) => entry.id === stage.id);
  return { id: stage.id, name: stage.name, color: fixed?.color ?? '#9fb7d1', probability: stage.probability, fixed_stage: fixed?.fixed_stage ?? null, order, pipeline: fixture.id };
};

export const pipelinesJson = (team: SalesflareTeamFixture) =>
  team.pipelines.map((pipeline, order) => ({
    id: pipeline.id,
    team: team.id,
    name: pipeline.name,
    currency: currencyJson(team.currency),
    follows_default_team_currency: true,
    order,
    stages: pipeline.stages.map((stage, index) => ({ id: stage.id, name: stage.name, color: stage.color, probability: stage.probability, fixed_stage: stage.fixed_stage ?? null, order: index })),
    recurring: false,
    default_pipeline: order === 0,
    archived: false,
  }));

/** An opportunity as Salesflare lists it: its stage, pipeline, owner and currency embedded, the close date a calendar day. */
export function opportunityJson(team: SalesflareTeamFixture, deal: FakeDeal) {
  const pipeline = team.pipelines.find((entry) => entry.id === deal.pipeline.id)!;
  const owner = team.users.find((user) => user.id === deal.ownerId)!;
  const stage = stageJson(
    deal.stage,
    pipeline,
    pipeline.stages.findIndex((entry) => entry.id === deal.stage.id),
  );
  return {
    id: deal.id,
    name: deal.name,
    owner: userJson(owner),
    assignee: userJson(owner),
    account: { id: 600_000 + (deal.id % 9_973), name: deal.client, picture: null },
    stage,
    pipeline: { id: pipeline.id, name: pipeline.name },
    value: deal.value,
    calculated_value: deal.value,
    currency: currencyJson(deal.currency),
    probability: deal.stage.probability,
    close_date: deal.closeDay,
    done: deal.closedAt !== null,
    creator: owner.id,
    creation_date: new Date(deal.createdAt).toISOString(),
    modification_date: new Date(deal.updatedAt).toISOString(),
    tags: [],
  };
}
