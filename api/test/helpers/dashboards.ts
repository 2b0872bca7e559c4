import type { TestApp } from './app.js';
import type { TestClient } from './client.js';
import { PASSWORD, createCompany, createUser } from './factories.js';

/** A member of a new company (or of `companyId`), signed in. */
export async function signedInMember(t: TestApp, companyId?: number): Promise<{ client: TestClient; company: number }> {
  const company = companyId ?? (await createCompany(t.app));
  const user = await createUser(t.app, { companyId: company });
  const client = t.client();
  await client.signIn(user.email, PASSWORD);
  return { client, company };
}

/** A dashboard made through the API, which must answer 201. */
export async function createdDashboard(client: TestClient, body: Record<string, unknown>): Promise<{ id: number; permalink: string }> {
  const response = await client.post('/api/dashboards', body);
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; permalink: string };
}
