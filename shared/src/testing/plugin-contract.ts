import { remotePluginSchema, type RemotePlugin } from '../plugin/remote-plugin.js';
import { routesOfArea } from '../routing/route-table.js';
import type { RemoteName } from '../contracts/page-config.js';

/**
 * The checks the host applies to a loaded plugin, plus completeness: a remote
 * renders every route of its area and no other. Each remote's tests call this.
 */
export function describePluginContract(area: RemoteName, plugin: RemotePlugin): void {
  describe(`the ${area} plugin`, () => {
    it('passes the host plugin schema', () => {
      expect(remotePluginSchema.safeParse(plugin).success).toBe(true);
      expect(plugin.id).toBe(area);
    });

    it(`renders exactly the ${area} routes of the route table`, () => {
      const rendered = plugin.routes.map((route) => route.name).sort();
      expect(rendered).toEqual(
        routesOfArea(area)
          .map((route) => route.name)
          .sort(),
      );
    });
  });
}
