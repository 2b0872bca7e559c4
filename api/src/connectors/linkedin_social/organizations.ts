import { z } from 'zod';
import type { LinkedInApi } from '../linkedin_api/rest-client.js';
import { idOfUrn } from '../linkedin_api/urns.js';
import type { ConnectorContext, SourceProperty } from '../types.js';

/** LinkedIn's largest page of role assignments. */
const PAGE_SIZE = 100;

const aclSchema = z.object({ organization: z.string(), role: z.string().optional(), state: z.string().optional() });
const organizationSchema = z.object({ id: z.coerce.string(), localizedName: z.string().default('') });

/** The organisations (LinkedIn Pages) the member administers, each named by its own record. */
export async function administeredOrganizations(api: LinkedInApi, context: ConnectorContext): Promise<SourceProperty[]> {
  const acls = await api.all(context, 'organizationAcls', { q: 'roleAssignee', role: 'ADMINISTRATOR', state: 'APPROVED' }, aclSchema, PAGE_SIZE);
  const ids = [...new Set(acls.flatMap((acl) => idOfUrn('organization', acl.organization) ?? []))];
  const organizations = [];
  for (const id of ids) organizations.push(await api.get(context, `organizations/${id}`, {}, organizationSchema));
  return organizations.map((organization) => ({ id: organization.id, name: organization.localizedName || organization.id, group: null }));
}
