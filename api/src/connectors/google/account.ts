import { z } from 'zod';
import type { ConnectorContext } from '../types.js';
import type { GoogleApi } from './client.js';

const userinfoSchema = z.object({ email: z.string().optional(), name: z.string().optional() });

/** The Google account a source was connected with (the userinfo.email scope), shown as its account. */
export async function describeGoogleAccount(api: GoogleApi, apisUrl: string, context: ConnectorContext): Promise<string | null> {
  const info = await api.get(context, `${apisUrl}/oauth2/v3/userinfo`, userinfoSchema);
  return info.email ?? info.name ?? null;
}
