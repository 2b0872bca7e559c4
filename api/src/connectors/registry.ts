import type { SourceType } from '@pulseboard/shared/contracts';
import type { Connector } from './types.js';

/**
 * The connectors the product has. Source types of the spec without one are
 * listed as "not yet available" by the sources screen, never faked.
 */
export class ConnectorRegistry {
  private readonly connectors = new Map<SourceType, Connector>();

  register(connector: Connector): void {
    this.connectors.set(connector.type, connector);
  }

  get(type: SourceType): Connector | undefined {
    return this.connectors.get(type);
  }

  has(type: SourceType): boolean {
    return this.connectors.has(type);
  }

  types(): SourceType[] {
    return [...this.connectors.keys()];
  }
}
