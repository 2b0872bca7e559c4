import { test } from '@playwright/test';
import { DEMO_ADMIN, logIn } from '../support/session.js';
import { connect, connectWithCredentials, createFromTemplate } from '../support/source-connection.js';

test('Semrush connects with its key for the domains typed, and its SEO overview shows figures in every widget', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const sourceId = await connectWithCredentials(page, /Semrush/, 'Fill in the sandbox account');
  await createFromTemplate(page, { name: 'Acme Outdoor – SEO', template: /Semrush SEO overview/, sourceLabel: 'Semrush source', sourceId, account: 'acme-outdoor.com', widgets: 9 });
});

test('AccuRanker connects with the account typed and its consent page, and its keyword rankings show figures in every widget', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const sourceId = await connect(page, /AccuRanker/, { fillAccount: 'Fill in the sandbox account', heading: 'Authorize Pulseboard to access your AccuRanker data?', button: 'Authorize' });
  await createFromTemplate(page, { name: 'Acme Outdoor – Rankings', template: /AccuRanker keyword rankings/, sourceLabel: 'AccuRanker source', sourceId, account: '149964', widgets: 5 });
});
