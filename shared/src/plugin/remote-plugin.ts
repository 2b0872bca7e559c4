import type { ComponentType } from 'react';
import * as z from '../contracts/zod.js';
import { remoteNameSchema } from '../contracts/page-config.js';
import { isRouteName, type RouteName } from '../routing/route-table.js';
import type { Preloadable } from './preloadable.js';

/**
 * One screen a remote renders, keyed by the route name of the shared route
 * table. A screen made with `preloadable()` has its code loaded by the host
 * before it is shown, with the area's loader rather than a Suspense fallback.
 */
export interface PluginRoute {
  name: RouteName;
  Component: ComponentType | Preloadable<object>;
}

/** What every remote exposes as `./plugin`. */
export interface RemotePlugin {
  /** The federation contract the remote was built for: `__PULSEBOARD_CONTRACT__` in the remote's own code. */
  contract: string;
  id: z.infer<typeof remoteNameSchema>;
  routes: PluginRoute[];
}

const componentSchema = z.custom<ComponentType>((value) => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value), {
  message: 'must be a React component',
});

const routeNameSchema = z.string().check(z.refine(isRouteName, { message: 'is not a route of the route table' })) as unknown as z.ZodType<RouteName>;

/** The host validates each loaded plugin with this before mounting anything of it. */
export const remotePluginSchema = z.object({
  contract: z.string({ error: 'is missing: the remote was built before contracts were versioned' }),
  id: remoteNameSchema,
  routes: z.array(z.object({ name: routeNameSchema, Component: componentSchema })),
});

/** Identity helper that gives remotes type checking on their plugin object. */
export function definePlugin(plugin: RemotePlugin): RemotePlugin {
  return plugin;
}
