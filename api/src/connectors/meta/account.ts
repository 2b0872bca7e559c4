import { z } from 'zod';
import type { ConnectorContext } from '../types.js';
import type { GraphApi } from './graph.js';

const meSchema = z.object({ id: z.string(), name: z.string().optional() });

/** The Facebook account a source was connected with, shown as its account. */
export async function describeMetaAccount(graph: GraphApi, context: ConnectorContext): Promise<string | null> {
  const me = await graph.get(context, 'me', { fields: 'id,name' }, meSchema);
  return me.name ?? me.id;
}
