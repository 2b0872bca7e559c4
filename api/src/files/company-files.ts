import { createHmac } from 'node:crypto';
import { FILE_NAME_PATTERN, type FileKind, type UploadedFile } from '@pulseboard/shared/contracts';
import type { StagedImage } from '../dashboards/staged-image.js';
import { ValidationFailed, type FieldErrors } from '../lib/errors.js';
import { MAX_LIST_LIMIT, type FileStorage } from './storage.js';
import { keyFor } from '../lib/keys.js';

const keyOf = (companyId: number, filename: string) => `${companyId}/${filename}`;

/** The path the API serves a file at (routes/(public)/files); public, so images show on public dashboards. */
const fileUrlOf = (companyId: number, filename: string) => `/files/${keyOf(companyId, filename)}`;

/** The company and the URL of an upload's storage key, or undefined for a key that names no upload. */
export function uploadOfKey(key: string): { companyId: number; url: string } | undefined {
  const [company, filename, ...rest] = key.split('/');
  const companyId = Number(company);
  // Company ids are PostgreSQL integers.
  if (rest.length || !/^[1-9]\d{0,9}$/.test(company ?? '') || companyId > 2_147_483_647 || !filename || !FILE_NAME_PATTERN.test(filename)) return undefined;
  return { companyId, url: fileUrlOf(companyId, filename) };
}

/** Whether a URL is exactly one of this company's files (not another's, not a path that leads elsewhere). */
export function isOwnFileUrl(companyId: number, url: string): boolean {
  const prefix = fileUrlOf(companyId, '');
  return url.startsWith(prefix) && FILE_NAME_PATTERN.test(url.slice(prefix.length));
}

/**
 * The company's uploaded images. A file's name is its kind and an HMAC of the
 * company and the content under the app key: unguessable from outside, and
 * the same for the same image, so a retried upload or save stores nothing new
 * and a name never points to other content (which lets it be cached for good).
 */
export interface UploadSpace {
  maxFiles: number;
  maxBytes: number;
}

const uploadSpaceFullMessage = ({ maxFiles, maxBytes }: UploadSpace) =>
  `The company's image space is full (at most ${maxFiles} images and ${Math.round(maxBytes / (1024 * 1024))} MB): delete images no longer used first.`;

export function companyFiles(storage: FileStorage, appKey: string, space: UploadSpace) {
  const nameOf = (companyId: number, kind: FileKind, image: StagedImage) => {
    const digest = createHmac('sha256', keyFor(appKey, 'file-name')).update(`${companyId}:${kind}:`).update(image.digest).digest('base64url').slice(0, 32);
    return `${kind}-${digest}.${image.type.extension}`;
  };
  const fileOf = (companyId: number, kind: FileKind, image: StagedImage): UploadedFile => {
    const filename = nameOf(companyId, kind, image);
    return { filename, url: fileUrlOf(companyId, filename) };
  };
  const isFilename = (filename: string) => FILE_NAME_PATTERN.test(filename);
  /** Listed page by page; one file past the limit is enough to know the space is full, so no more than that is ever listed. */
  const usage = async (companyId: number) => {
    let files = 0;
    let bytes = 0;
    let after: string | undefined;
    while (files <= space.maxFiles) {
      const page = await storage.list(String(companyId), { after, limit: MAX_LIST_LIMIT });
      files += page.length;
      bytes += page.reduce((sum, file) => sum + file.size, 0);
      if (page.length < MAX_LIST_LIMIT) break;
      after = page.at(-1)?.key;
    }
    return { files, bytes };
  };

  return {
    /**
     * Refuses, by the field that brought it, each new image that would take
     * the company past its space (count and bytes). An image it already has
     * (same content, same name) takes no more space. Checked before storing;
     * two uploads at the very same moment may pass it together, by one image.
     * Answers the fields whose image the company does not have yet.
     */
    async ensureSpace(companyId: number, images: Iterable<[field: string, kind: FileKind, image: StagedImage]>): Promise<Set<string>> {
      let { files, bytes } = await usage(companyId);
      const errors: FieldErrors = {};
      const added = new Set<string>();
      for (const [field, kind, image] of images) {
        if (await storage.stat(keyOf(companyId, nameOf(companyId, kind, image)))) continue;
        added.add(field);
        files += 1;
        bytes += image.size;
        if (files > space.maxFiles || bytes > space.maxBytes) errors[field] = [uploadSpaceFullMessage(space)];
      }
      if (Object.keys(errors).length) throw new ValidationFailed(errors);
      return added;
    },

    /** The name and url an image is stored under, known before it is stored. */
    fileOf,

    /** Moves a staged image into the company's files under its name. */
    async store(companyId: number, kind: FileKind, image: StagedImage): Promise<UploadedFile> {
      const file = fileOf(companyId, kind, image);
      await storage.put(keyOf(companyId, file.filename), { stagedFile: image.path });
      return file;
    },

    /** A file of the company, or undefined (including names the API never gives). */
    async open(companyId: number, filename: string) {
      return isFilename(filename) ? storage.open(keyOf(companyId, filename)) : undefined;
    },

    /** false when the company has no such file: another company's names are simply not found. */
    async remove(companyId: number, filename: string): Promise<boolean> {
      return isFilename(filename) ? storage.remove(keyOf(companyId, filename)) : false;
    },

    /** Every file of a company, as it is deleted. */
    async removeAll(companyId: number): Promise<void> {
      await storage.removeFolder(String(companyId));
    },
  };
}

export type CompanyFiles = ReturnType<typeof companyFiles>;
