import { test } from '@playwright/test';
import { DEMO_ADMIN, logIn } from '../support/session.js';
import { connect, createFromTemplate } from '../support/source-connection.js';

test("LinkedIn Ads connects through LinkedIn's consent page, and its performance template shows data in every widget", async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const sourceId = await connect(page, /LinkedIn Ads/, { heading: 'Pulseboard would like to:', button: 'Allow' });
  await createFromTemplate(page, { name: 'Acme Outdoor – LinkedIn Ads', template: /LinkedIn Ads performance/, sourceLabel: 'LinkedIn Ads source', sourceId, account: '508000001', widgets: 7 });
});
