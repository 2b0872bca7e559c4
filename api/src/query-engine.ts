// The query engine's parts, for running it outside the server (`@pulseboard/api/query-engine`):
// the query-engine benchmark builds one on an in-memory source list and the demo connector.
export { createQueryEngine, type QueryEngine, type QueryEngineDeps } from './query/engine.js';
export { TtlCache } from './query/cache.js';
export { InFlightCoalescer, type Coalescer } from './query/coalescer.js';
export { KeyedLimiter } from './query/limiter.js';
export { SourceFetcher, type SourceFetcherOptions } from './query/source-fetcher.js';
export { createDemoConnector } from './connectors/demo/connector.js';
export type { Connector, ConnectorContext, ConnectorQuery, ConnectorResult } from './connectors/types.js';
