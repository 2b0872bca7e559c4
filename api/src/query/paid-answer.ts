import { SOURCE_TYPE_INFO } from '@pulseboard/shared/contracts';
import { SourceLimitError, type Connector, type ConnectorCost, type ConnectorResult } from '../connectors/types.js';
import type { CallBudget } from './call-budget.js';
import type { StoredAnswers } from './stored-answers.js';

/** Where paid providers' answers are kept and their calls counted. */
export interface PaidAnswerStores {
  answers: StoredAnswers;
  budget: CallBudget;
}

/**
 * Who a widget's data is asked for: the source's company (its members, its automatic reports and PDFs), or a viewer
 * outside it (a public link, an embed), who may spend only a share of a paid source's daily calls, so that a stranger
 * trying range after range cannot spend what the agency pays for.
 */
export type DataViewer = 'member' | 'outsider';
const OUTSIDER_SHARE = 0.5;

/** The widget's words when a source has spent its daily budget. */
const dailyLimitMessage = (connector: Pick<Connector, 'type'>, cost: ConnectorCost) =>
  `${SOURCE_TYPE_INFO[connector.type].label}: ${cost.callsPerDay} calls a day for this source reached; figures refresh tomorrow.`;
const outsiderLimitMessage = (connector: Pick<Connector, 'type'>) =>
  `${SOURCE_TYPE_INFO[connector.type].label}: the calls this source may make today for shared views are spent; figures refresh tomorrow.`;

/**
 * The answer of a connector that charges per call, and how long it may stay
 * in memory: the one kept in the database while it lasts (paid for by
 * another instance, or by this one before a restart); else, when the
 * source's daily budget allows (an outsider's share of it), the provider's,
 * kept with when it was fetched. Over budget: a SourceLimitError naming it.
 */
export async function paidAnswer(
  stores: PaidAnswerStores,
  question: { sourceId: number; queryKey: string; connector: Pick<Connector, 'type'>; cost: ConnectorCost; viewer: DataViewer },
  call: () => Promise<ConnectorResult>,
  now: () => Date,
): Promise<{ result: ConnectorResult; ttlMs: number }> {
  const { sourceId, queryKey, connector, cost, viewer } = question;
  const kept = await stores.answers.find(sourceId, queryKey, now());
  if (kept) return { result: kept.result, ttlMs: kept.expiresAt.getTime() - now().getTime() };
  const allowance = viewer === 'outsider' ? Math.floor(cost.callsPerDay * OUTSIDER_SHARE) : cost.callsPerDay;
  if (!(await stores.budget.take(sourceId, allowance, now()))) {
    throw new SourceLimitError(viewer === 'outsider' ? outsiderLimitMessage(connector) : dailyLimitMessage(connector, cost));
  }
  const answer = await call();
  const fetchedAt = now();
  const result = { ...answer, fetchedAt: fetchedAt.toISOString() };
  await stores.answers.keep(sourceId, queryKey, { result, fetchedAt, expiresAt: new Date(fetchedAt.getTime() + cost.cacheTtlMs) });
  return { result, ttlMs: cost.cacheTtlMs };
}
