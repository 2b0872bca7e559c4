import { SOURCE_TYPE_INFO } from '@pulseboard/shared/contracts';
import { SourceLimitError, type Connector, type ConnectorCost, type ConnectorResult } from '../connectors/types.js';
import type { CallBudget } from './call-budget.js';
import type { StoredAnswers } from './stored-answers.js';

/** Where paid providers' answers are kept and their calls counted. */
export interface PaidAnswerStores {
  answers: StoredAnswers;
  budget: CallBudget;
}

/** The widget's words when a source has spent its daily budget. */
const dailyLimitMessage = (connector: Pick<Connector, 'type'>, cost: ConnectorCost) =>
  `${SOURCE_TYPE_INFO[connector.type].label}: ${cost.callsPerDay} calls a day for this source reached; figures refresh tomorrow.`;

/**
 * The answer of a connector that charges per call, and how long it may stay
 * in memory: the one kept in the database while it lasts (paid for by
 * another instance, or by this one before a restart); else, when the
 * source's daily budget allows, the provider's, kept with when it was
 * fetched. Over budget: a SourceLimitError naming the budget.
 */
export async function paidAnswer(
  stores: PaidAnswerStores,
  question: { sourceId: number; queryKey: string; connector: Pick<Connector, 'type'>; cost: ConnectorCost },
  call: () => Promise<ConnectorResult>,
  now: () => Date,
): Promise<{ result: ConnectorResult; ttlMs: number }> {
  const { sourceId, queryKey, connector, cost } = question;
  const kept = await stores.answers.find(sourceId, queryKey, now());
  if (kept) return { result: kept.result, ttlMs: kept.expiresAt.getTime() - now().getTime() };
  if (!(await stores.budget.take(sourceId, cost.callsPerDay, now()))) throw new SourceLimitError(dailyLimitMessage(connector, cost));
  const answer = await call();
  const fetchedAt = now();
  const result = { ...answer, fetchedAt: fetchedAt.toISOString() };
  await stores.answers.keep(sourceId, queryKey, { result, fetchedAt, expiresAt: new Date(fetchedAt.getTime() + cost.cacheTtlMs) });
  return { result, ttlMs: cost.cacheTtlMs };
}
