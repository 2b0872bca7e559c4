export * from './errors.js';
export * from './user.js';
export * from './auth.js';
export * from './onboarding.js';
export * from './page-config.js';
export * from './company.js';
export * from './realtime.js';
