import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { DashboardChangedError, DashboardImageStyle, DashboardSaveFields, FileKind } from '@pulseboard/shared/contracts';
import type { DashboardRow, User } from '../db/schema.js';
import type { DashboardSave } from './save-form.js';
import { savePatch } from './save-patch.js';

/** The upload kind each image style is stored as. */
const IMAGE_KINDS: Record<DashboardImageStyle, FileKind> = { logoImage: 'logo', backgroundImage: 'background', clientImage: 'client' };

/** The save is based on an older revision and another editing session saved since: answered 409 with the revision now. */
export class DashboardChanged extends Error {
  constructor(private readonly row: DashboardRow) {
    super('This dashboard was changed elsewhere since your copy was loaded.');
  }

  get body(): DashboardChangedError {
    return { message: this.message, revision: this.row.revision, updatedAt: this.row.updatedAt.toISOString() };
  }
}

/** Whether a save based on `revision` by `editor` would overwrite another session's save it has not seen. */
function isStale(row: DashboardRow, { revision, editor }: DashboardSaveFields): boolean {
  return revision !== undefined && revision !== row.revision && (editor === undefined || editor !== row.revisionBy);
}

/**
 * Applies a checked save to the user's company's dashboard, on the row as it
 * is when the save gets its turn (see DashboardsRepository.updateLocked):
 * refused while another user holds the edit lock, or when it is based on a
 * revision another editing session has saved over; new images stored; only
 * the parts sent changed, and the revision moves on. Undefined when the
 * company has no such dashboard.
 */
export function saveDashboard(app: FastifyInstance, user: User, id: number, save: DashboardSave): Promise<DashboardRow | undefined> {
  return app.dashboards.updateLocked(id, user.companyId, async (row) => {
    app.editLocks.assertEditable(await app.editLocks.current(row), user);
    if (isStale(row, save.fields)) throw new DashboardChanged(row);
    await app.files.ensureSpace(
      user.companyId,
      [...save.images].map(([style, image]) => [style, IMAGE_KINDS[style], image]),
    );
    const uploaded: Partial<Record<DashboardImageStyle, string>> = {};
    for (const [style, image] of save.images) uploaded[style] = (await app.files.store(user.companyId, IMAGE_KINDS[style], image)).url;
    const patch = savePatch(row, save.fields, uploaded);
    // A save that changes nothing (a retried request) leaves the revision as it is.
    const changes = Object.entries(patch).some(([column, value]) => !isDeepStrictEqual(row[column as keyof DashboardRow], value));
    return changes ? { ...patch, revision: row.revision + 1, revisionBy: save.fields.editor ?? null } : patch;
  });
}
