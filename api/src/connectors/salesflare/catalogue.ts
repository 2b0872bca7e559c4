import { crmCatalogue } from '../crm/catalogue.js';

export const salesflareCatalogue = crmCatalogue('salesflare', 'Opportunities');
