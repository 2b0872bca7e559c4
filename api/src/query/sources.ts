import { SOURCE_TYPE_INFO } from '@pulseboard/shared/contracts';
import type { Connector, ConnectorContext } from '../connectors/types.js';
import { InstanceFailure, MESSAGES } from './errors.js';
import type { InstancePlan } from './plan.js';

/** What the engine needs of a stored source. */
export interface StoredSource {
  id: number;
  name: string;
  invalid: boolean;
}

/** The engine's access to stored sources, always within one company. */
export interface SourceAccess<R extends StoredSource> {
  find(companyId: number, sourceId: number): Promise<R | undefined>;
  contextOf(row: R, signal: AbortSignal): ConnectorContext;
  /** Marks the source invalid and tells the company's open pages. */
  markInvalid(row: R): Promise<void>;
}

export interface ResolvedSource {
  connector: Connector;
  sourceKey: string;
  /** The stored source's id; absent for sample data without one. */
  sourceId?: number;
  context(signal: AbortSignal): ConnectorContext;
  onAuthError(): Promise<void>;
}

/** Sample data has no account: its numbers are the same for everyone, so every demo instance shares one cache and one limiter key. */
const DEMO_KEY = 'demo';
const noCredentials = (signal: AbortSignal): ConnectorContext => ({ credentials: {}, onCredentialsRefreshed: async () => {}, signal });

/**
 * The connector and source an instance runs on. A source of another company
 * is "missing" exactly like a deleted one, so nothing about it leaks; an
 * invalid source is not queried at all. Sample data may run without a source.
 */
export async function resolveSource<R extends StoredSource>(
  companyId: number,
  { instance }: InstancePlan,
  connectors: { get(type: InstancePlan['instance']['type']): Connector | undefined },
  sources: SourceAccess<R>,
): Promise<ResolvedSource> {
  const connectorOf = () => {
    const connector = connectors.get(instance.type);
    if (!connector) throw new InstanceFailure('provider', `${SOURCE_TYPE_INFO[instance.type].label} is not available yet.`);
    return connector;
  };
  if (instance.sourceId === null) {
    if (instance.type !== 'demo') throw new InstanceFailure('missing_source', MESSAGES.missingSource);
    return { connector: connectorOf(), sourceKey: DEMO_KEY, context: noCredentials, onAuthError: async () => {} };
  }
  const row = await sources.find(companyId, instance.sourceId);
  if (!row || row.name !== instance.type) throw new InstanceFailure('missing_source', MESSAGES.missingSource);
  if (row.invalid) throw new InstanceFailure('source_invalid', MESSAGES.sourceInvalid);
  const connector = connectorOf();
  // The range and its comparison may both be refused: the source is marked invalid once.
  let invalidated: Promise<void> | undefined;
  return {
    connector,
    sourceKey: instance.type === 'demo' ? DEMO_KEY : `source:${row.id}`,
    sourceId: row.id,
    context: (signal) => sources.contextOf(row, signal),
    onAuthError: () => (invalidated ??= sources.markInvalid(row)),
  };
}
