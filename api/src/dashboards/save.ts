import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { DashboardChangedError, DashboardImageStyle, DashboardSaveFields, FileKind, UploadedFile } from '@pulseboard/shared/contracts';
import type { DashboardRow, User } from '../db/schema.js';
import { referencedUploads } from '../files/upload-references.js';
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
 * Whether the save was sent before the latest one of its session applied
 * here: it arrived late (another instance, a retry, a request the editor
 * stopped waiting for), and applying it would undo that later save.
 */
function isSuperseded(row: DashboardRow, { editor, sequence }: DashboardSaveFields): boolean {
  return editor !== undefined && editor === row.revisionBy && sequence !== undefined && row.revisionSequence !== null && sequence < row.revisionSequence;
}

/**
 * The session the save is recorded for. A save that changes nothing records
 * its session too: an earlier save of that session arriving after it would
 * otherwise still apply.
 */
function savedBy({ editor, sequence }: DashboardSaveFields): Pick<DashboardRow, 'revisionBy' | 'revisionSequence'> {
  return { revisionBy: editor ?? null, revisionSequence: editor === undefined ? null : (sequence ?? null) };
}

/**
 * Removes the images a failed save stored that the company did not have
 * before, unless a dashboard saved meanwhile shows one. Best effort: what is
 * left is an orphan, which the upload cleanup removes once it is a day old.
 */
async function removeStored(app: FastifyInstance, companyId: number, files: UploadedFile[]): Promise<void> {
  if (!files.length) return;
  try {
    const shown = await referencedUploads(
      app.db,
      files.map(({ url }) => ({ companyId, url })),
    );
    for (const { filename, url } of files) if (!shown.has(url)) await app.files.remove(companyId, filename);
  } catch (error) {
    app.log.warn({ err: error, companyId, files: files.map(({ filename }) => filename) }, 'images stored for a failed dashboard save could not be removed');
  }
}

/**
 * Applies a checked save to the user's company's dashboard, on the row as it
 * is when the save gets its turn (see DashboardsRepository.updateLocked):
 * refused while another user holds the edit lock, or when it is based on a
 * revision another editing session has saved over; a session's save
 * overtaken by a later one of it leaves the dashboard as it is. Only the
 * parts sent change, and the revision moves on. New images are stored last,
 * once the save is checked and written, so a refused save stores nothing;
 * when the write fails after all, the images new to the company are removed
 * again.
 * Undefined when the company has no such dashboard.
 */
export async function saveDashboard(app: FastifyInstance, user: User, id: number, save: DashboardSave): Promise<DashboardRow | undefined> {
  const { companyId } = user;
  const images = [...save.images].map(([style, image]) => {
    const kind = IMAGE_KINDS[style];
    return { style, kind, image, file: app.files.fileOf(companyId, kind, image) };
  });
  // Names are known from the content, so the patch names the images before they are stored.
  const uploaded: Partial<Record<DashboardImageStyle, string>> = {};
  for (const { style, file } of images) uploaded[style] = file.url;
  let added = new Set<string>();
  const stored: UploadedFile[] = [];
  try {
    return await app.dashboards.updateLocked(
      id,
      companyId,
      async (row) => {
        app.editLocks.assertEditable(await app.editLocks.current(row), user);
        if (isStale(row, save.fields)) throw new DashboardChanged(row);
        if (isSuperseded(row, save.fields)) return null;
        const patch = savePatch(row, save.fields, uploaded);
        added = await app.files.ensureSpace(
          companyId,
          images.map(({ style, kind, image }) => [style, kind, image]),
        );
        // A save that changes nothing (a retried request) leaves the revision as it is.
        const changes = Object.entries(patch).some(([column, value]) => !isDeepStrictEqual(row[column as keyof DashboardRow], value));
        if (changes) return { ...patch, revision: row.revision + 1, ...savedBy(save.fields) };
        return save.fields.editor === undefined ? patch : { ...patch, ...savedBy(save.fields) };
      },
      async () => {
        for (const { style, kind, image, file } of images) {
          await app.files.store(companyId, kind, image);
          // An image the company already had is not this save's to remove.
          if (added.has(style)) stored.push(file);
        }
      },
    );
  } catch (error) {
    await removeStored(app, companyId, stored);
    throw error;
  }
}
