import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSchema } from '@pulseboard/shared/contracts';
import { invoicePdf } from '../../../../billing/invoice-pdf.js';
import { signedInAdmin } from '../../../../plugins/app/authenticate.js';
import { adminRouteErrors, idParams, messageSchema } from '../../../schemas.js';

/** The company's invoices (spec §7, GET /api/orders; admins only, spec §2). */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['billing'],
        summary: 'The company’s orders, newest first: date, period, dashboards, discount, total and the PDF invoice',
        response: { 200: z.object({ data: z.array(orderSchema) }), ...adminRouteErrors },
      },
    },
    async (request) => ({ data: await app.orders.list(signedInAdmin(request).companyId) }),
  );

  app.get(
    '/:id/invoice',
    {
      schema: {
        tags: ['billing'],
        summary: 'The PDF invoice of an order; another company’s order is not found',
        params: idParams,
        response: { 200: z.any().describe('application/pdf'), ...adminRouteErrors, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const admin = signedInAdmin(request);
      const order = await app.orders.find(admin.companyId, request.params.id);
      if (!order) return reply.code(404).send({ message: 'Not Found' });
      const company = await app.companyData.forCompany(admin.companyId);
      const pdf = await invoicePdf(order, { productTitle: app.config.productTitle, companyName: company?.name ?? '', email: admin.email });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${order.number.replace(/[^\w.-]/g, '_')}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  );
};

export default orderRoutes;
