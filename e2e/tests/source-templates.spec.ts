import { test } from '@playwright/test';
import { DEMO_ADMIN, logIn } from '../support/session.js';
import { connect, connectWithCredentials, createFromTemplate } from '../support/source-connection.js';

test('Google Ads connects through the consent page, and its overview template shows data in every widget', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const sourceId = await connect(page, /Google Ads/, { heading: 'Pulseboard wants to access your Google Account', button: 'Allow' });
  await createFromTemplate(page, { name: 'Acme Outdoor – Google Ads', template: /Google Ads overview/, sourceLabel: 'Google Ads source', sourceId, account: '1234567890', widgets: 7 });
});

test('Instagram connects through Facebook Login, and its growth template shows data in every widget', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const sourceId = await connect(page, /Instagram/, { heading: 'Pulseboard is requesting access to your Facebook account', button: 'Continue' });
  await createFromTemplate(page, { name: 'Acme Outdoor – Instagram', template: /Instagram growth/, sourceLabel: 'Instagram source', sourceId, account: '17841400000000011', widgets: 7 });
});

test('WooCommerce connects with a store address, key and secret, and its sales template shows data in every widget', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const sourceId = await connectWithCredentials(page, /WooCommerce/, 'Fill in the sandbox store');
  await createFromTemplate(page, { name: 'Acme Outdoor – Store', template: /WooCommerce sales/, sourceLabel: 'WooCommerce source', sourceId, account: 'store', widgets: 7 });
});
