// Only the contract's lock test reads this module, so the JSON Schema writer stays out of the apps' zod.
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import { eventSchemas } from '../bus/event-bus.js';
import { REDIRECTS, ROUTES } from '../routing/route-table.js';
import { NAV_ITEMS } from '../routing/nav-items.js';
import { remotePluginSchema } from './remote-plugin.js';

const described = (schema: $ZodType) => toJSONSchema(schema, { unrepresentable: 'any' });

/**
 * Everything the host and the remotes exchange at run time, as data: the
 * plugin shape, the route table, the sidebar and the event map. Its fingerprint is locked
 * with the version in federation-contract.json, so a change cannot land
 * without a version that says whether it breaks older remotes.
 */
export function contractSurface() {
  return {
    plugin: described(remotePluginSchema),
    routes: ROUTES,
    redirects: REDIRECTS,
    nav: NAV_ITEMS,
    events: Object.fromEntries(Object.entries(eventSchemas).map(([name, schema]) => [name, described(schema)])),
  };
}
