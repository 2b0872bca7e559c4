/**
 * Every table of the product, one file per area under `schema/`, gathered for drizzle's typed
 * queries and for the code that reads several areas at once.
 */
export * from './schema/accounts.js';
export * from './schema/billing.js';
export * from './schema/dashboards.js';
export * from './schema/embedding.js';
export * from './schema/limits.js';
export * from './schema/messages.js';
export * from './schema/mission-control.js';
export * from './schema/source-answers.js';
export * from './schema/sources.js';
