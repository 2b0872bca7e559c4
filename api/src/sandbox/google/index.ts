import type { FastifyPluginAsync } from 'fastify';
import { googleAdsRoutes } from './ads.js';
import { analyticsAdminRoutes } from './analytics-admin.js';
import { businessAccountsRoutes, businessInformationRoutes, businessPerformanceRoutes } from './business-profile.js';
import { analyticsDataRoutes } from './analytics-data.js';
import { ensureFormParser } from './form.js';
import { accountsRoutes, oauth2Routes, userinfoRoutes } from './oauth-routes.js';
import type { GoogleSandboxOptions } from './options.js';
import { SANDBOX_GOOGLE_HOSTS } from './paths.js';
import { searchConsoleRoutes } from './search-console.js';
import { driveRoutes, sheetsRoutes } from './sheets.js';

export { GoogleSandboxState } from './state.js';
export type { GoogleSandboxOptions } from './options.js';

/**
 * Faithful local fakes of Google's OAuth, GA4 Admin and Data APIs, Search
 * Console, Google Ads, Business Profile, Drive and Sheets, each Google host under its own path (paths.ts), answering in
 * Google's JSON shapes from the fixtures. Mount it under a prefix, on the
 * API server (sandbox mode) or on an instance of its own (tests).
 */
export const googleSandbox: FastifyPluginAsync<GoogleSandboxOptions> = async (app, options) => {
  ensureFormParser(app);
  await app.register(accountsRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.accounts });
  await app.register(oauth2Routes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.oauth2 });
  await app.register(userinfoRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.apis });
  await app.register(searchConsoleRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.apis });
  await app.register(analyticsAdminRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.analyticsAdmin });
  await app.register(analyticsDataRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.analyticsData });
  await app.register(googleAdsRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.ads });
  await app.register(businessAccountsRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.businessAccounts });
  await app.register(businessInformationRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.businessInformation });
  await app.register(businessPerformanceRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.businessPerformance });
  await app.register(driveRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.apis });
  await app.register(sheetsRoutes, { ...options, prefix: SANDBOX_GOOGLE_HOSTS.sheets });
};
