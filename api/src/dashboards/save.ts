import type { FastifyInstance } from 'fastify';
import type { DashboardImageStyle, FileKind } from '@pulseboard/shared/contracts';
import type { DashboardRow, User } from '../db/schema.js';
import type { DashboardSave } from './save-form.js';
import { savePatch } from './save-patch.js';

/** The upload kind each image style is stored as. */
const IMAGE_KINDS: Record<DashboardImageStyle, FileKind> = { logoImage: 'logo', backgroundImage: 'background', clientImage: 'client' };

/**
 * Applies a checked save to the user's company's dashboard, on the row as it
 * is when the save gets its turn (see DashboardsRepository.updateLocked):
 * refused while another user holds the edit lock; new images stored; only
 * the parts sent changed. Undefined when the company has no such dashboard.
 */
export function saveDashboard(app: FastifyInstance, user: User, id: number, save: DashboardSave): Promise<DashboardRow | undefined> {
  return app.dashboards.updateLocked(id, user.companyId, async (row) => {
    app.editLocks.assertEditable(await app.editLocks.current(row), user);
    await app.files.ensureSpace(
      user.companyId,
      [...save.images].map(([style, image]) => [style, IMAGE_KINDS[style], image]),
    );
    const uploaded: Partial<Record<DashboardImageStyle, string>> = {};
    for (const [style, image] of save.images) uploaded[style] = (await app.files.store(user.companyId, IMAGE_KINDS[style], image)).url;
    return savePatch(row, save.fields, uploaded);
  });
}
