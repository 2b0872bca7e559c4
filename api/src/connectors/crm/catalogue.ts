import type { SourceCatalogue, SourceType } from '@pulseboard/shared/contracts';
import { asOptions } from '../options.js';

/**
 * A CRM's metrics, `deals` being what it calls them ("Deals",
 * "Opportunities"). Counts and money add up (the weighted value is each
 * deal's value times its stage's probability); the win rate (won over won
 * and lost) and the average deal value (value over the deals created) are
 * derived from them for each row and for the total (connectors/components).
 */
function crmMetrics(deals: string): SourceCatalogue['metrics'] {
  const noun = deals.toLowerCase();
  return [
    { name: 'deals', label: `${deals} created`, format: 'number', aggregation: 'sum' },
    { name: 'pipelineValue', label: `Pipeline value (${noun} created)`, format: 'money', aggregation: 'sum' },
    { name: 'weightedValue', label: `Weighted pipeline value (${noun} created)`, format: 'money', aggregation: 'sum' },
    { name: 'wonDeals', label: `${deals} won`, format: 'number', aggregation: 'sum' },
    { name: 'wonValue', label: 'Won value', format: 'money', aggregation: 'sum' },
    { name: 'lostDeals', label: `${deals} lost`, format: 'number', aggregation: 'sum' },
    { name: 'lostValue', label: 'Lost value', format: 'money', aggregation: 'sum' },
    { name: 'winRate', label: 'Win rate', format: 'percent', aggregation: 'average' },
    { name: 'averageDealValue', label: 'Average deal value', format: 'money', aggregation: 'average' },
  ];
}

/** By the day each figure happened on (created, won or lost), or by the deal's current stage, owner or pipeline. */
const CRM_DIMENSIONS = [
  { name: 'date', label: 'Date' },
  { name: 'stage', label: 'Stage' },
  { name: 'owner', label: 'Owner' },
  { name: 'pipeline', label: 'Pipeline' },
];

/**
 * The catalogue of a CRM source: its account (one per connection, set once),
 * and per widget an optional pipeline and, within it, an optional stage.
 */
export function crmCatalogue(type: SourceType, deals: string): SourceCatalogue {
  const metrics = crmMetrics(deals);
  return {
    type,
    parameters: [
      { name: 'property', label: 'Account', input: 'select', required: true, scope: 'global', remote: true },
      { name: 'pipeline', label: 'Pipeline', input: 'select', required: false, scope: 'widget', remote: true },
      { name: 'stage', label: 'Stage', input: 'select', required: false, scope: 'widget', remote: true, dependsOn: 'pipeline' },
      { name: 'metrics', label: 'Metrics', input: 'multiselect', required: true, scope: 'widget', options: asOptions(metrics) },
      { name: 'dimension', label: 'Dimension', input: 'select', required: false, scope: 'widget', options: asOptions(CRM_DIMENSIONS) },
    ],
    metrics,
    dimensions: CRM_DIMENSIONS,
    realTime: false,
  };
}
