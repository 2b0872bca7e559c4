import { crmCatalogue } from '../crm/catalogue.js';

export const zendeskSellCatalogue = crmCatalogue('base_me', 'Deals');
