export * from './calendar-day.js';
export * from './ranges.js';
export * from './share-query.js';
export * from './default-view.js';
export * from './zoned-time.js';
export * from './report-schedule.js';
