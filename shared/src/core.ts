/**
 * The shared package's core: what must exist once on a page, because it holds
 * state or a React context every app reads (the router, the session and page
 * config, the API client, the event bus, error reporting, onboarding state),
 * plus the route table they are built on. It is a federation singleton by
 * its path (`@pulseboard/shared/core` in mf/sharing.js, beside zod's part and
 * the overlays), loaded whole with the shell on every page, so it stays free
 * of the UI kit, the form toolkit and the contracts it does not use itself.
 *
 * Everything else the package offers (src/index.ts: the contracts, the UI kit
 * but its overlays, forms, billing) holds no state and is bundled into each
 * app that uses it, tree-shaken: a page loads only the components and schemas
 * its screen imports. Those modules reach the core through this file
 * (`../core.js`), never a core module by its own path, or each app would
 * bundle a second router, session and bus (the lint checks it).
 */
import './ui/tokens.css';

export * from './routing/route-table.js';
export * from './routing/nav-items.js';
export * from './routing/match-route.js';
export * from './routing/paths.js';
export * from './routing/use-document-title.js';
export * from './routing/router.js';
export * from './plugin/remote-plugin.js';
export * from './plugin/preloadable.js';
export * from './plugin/contract-version.js';
export * from './api/client.js';
export * from './api/identification.js';
export * from './session/atoms.js';
export * from './session/page-config.js';
export * from './bus/event-bus.js';
export * from './onboarding/index.js';
export * from './analytics/data-layer.js';
export * from './messages/company-banners.js';
export * from './messages/message-bar.js';
export * from './errors/error-reporting.js';
export * from './realtime/company-updates.js';
