import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_IMAGE_STYLES, dashboardChangedErrorSchema, dashboardLockedErrorSchema, dashboardSchema } from '@pulseboard/shared/contracts';
import { signedInUser } from '../../../../plugins/app/authenticate.js';
import { ownDashboard, ownerView } from '../../../../dashboards/access.js';
import { readMultipartForm } from '../../../../dashboards/multipart-form.js';
import { parseSaveForm } from '../../../../dashboards/save-form.js';
import { saveDashboard } from '../../../../dashboards/save.js';
import { toDashboard } from '../../../../dashboards/to-dashboard.js';
import { notFound } from '../../../../lib/errors.js';
import { idParams, messageSchema, signedInRouteErrors } from '../../../schemas.js';

/** The editor's save (spec §7): a multipart form of the parts that changed, with new images. */
const saveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id',
    {
      schema: {
        tags: ['dashboards'],
        summary:
          'Save what changed in a dashboard: multipart parts styles (JSON), widgets (JSON), name, hidden_date_selector, domain, footer, range_type, start, end, compare_start, compare_end, timezone, revision, editor, sequence, and image files logoImage, backgroundImage, clientImage',
        description:
          'Only the parts sent change. `category=files` saves the image styles and files only. Colours that are not CSS colours are ignored ' +
          '(the previous value stays); widget hashes are computed here. 423 while another user holds the edit lock. Safe to retry: the ' +
          'same request gives the same dashboard; concurrent saves apply in arrival order, the last one winning for the parts both send. An editor sends ' +
          'the revision its document is based on and its editing session: 409 with the revision now when another session saved since. With the ' +
          "save's sequence in its session, a save that arrives after a later-sent one of the same session changes nothing and answers the dashboard as it is.",
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: z.object({ data: dashboardSchema }), 404: messageSchema, 409: dashboardChangedErrorSchema, 415: messageSchema, 423: dashboardLockedErrorSchema, ...signedInRouteErrors },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      // Another company's dashboard is not found before its body is even read.
      await ownDashboard(app, user.companyId, request.params.id);
      const save = parseSaveForm(await readMultipartForm(request, DASHBOARD_IMAGE_STYLES, app.imageStaging(request)), user.companyId, (type) => app.connectors.get(type)?.catalogue);
      const row = await saveDashboard(app, user, request.params.id, save);
      if (!row) throw notFound();
      return { data: toDashboard(ownerView(row), await app.editLocks.current(row), await app.companyData.logoOf(row.companyId)) };
    },
  );
};

export default saveRoutes;
