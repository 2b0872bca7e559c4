// Mission Control's evaluation with what it needs to run outside the server (`@pulseboard/api/mission-control`):
// the benchmark evaluates many groups on an embedded cluster of its own.
export { startEmbeddedPostgres } from './db/embedded.js';
export { ensureDatabase } from './db/database.js';
export { runMigrations } from './db/migrate.js';
export { evaluateCampaign } from './campaigns/evaluate-campaign.js';
export { loadCampaignData } from './campaigns/campaign-data.js';
