import type { Connector, ConnectorQuery, ConnectorResult } from '../../src/connectors/types.js';
import { catalogue } from './fixtures.js';

/**
 * A connector for unit tests: counts its calls and how many run at once,
 * answers after `delayMs` (or what `answer` decides), one row per call.
 */
export class FakeConnector implements Connector {
  readonly type = 'demo' as const;
  readonly catalogue = catalogue;
  calls: ConnectorQuery[] = [];
  inFlight = 0;
  maxInFlight = 0;

  constructor(
    private readonly answer: (query: ConnectorQuery, call: number) => Promise<ConnectorResult> | ConnectorResult = () => ({
      dimension: null,
      metrics: ['sessions'],
      rows: [{ dimension: null, values: { sessions: 1 } }],
    }),
    private readonly delayMs = 0,
  ) {}

  async listProperties() {
    return [];
  }

  async options() {
    return [];
  }

  async query(_context: unknown, query: ConnectorQuery): Promise<ConnectorResult> {
    this.calls.push(query);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
      return await this.answer(query, this.calls.length);
    } finally {
      this.inFlight -= 1;
    }
  }
}
