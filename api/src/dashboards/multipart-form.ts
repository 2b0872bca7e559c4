import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { FILE_TOO_LARGE, INVALID_FILE_TYPE } from '@pulseboard/shared/contracts';
import { HttpError, ValidationFailed, type FieldErrors } from '../lib/errors.js';
import { NUL_MESSAGE } from '../plugins/external/nul-characters.js';
import { stageImage, type StagedImage } from './staged-image.js';

export interface MultipartForm {
  /** Text parts by name. */
  fields: Record<string, string>;
  /** Image parts by name, their type judged by content, staged on disk. */
  images: Map<string, StagedImage>;
}

/** Where a request's images wait to be stored, and who removes what is left of them when it ends. */
export interface ImageStaging {
  dir: string;
  onStaged(file: string): void;
}

/** The parser's error for a file over the size limit; it also ends the reading of the form. */
const tooLargeField = (error: unknown): string | undefined => {
  const { code, part } = error as { code?: string; part?: { fieldname?: string } };
  return code === 'FST_REQ_FILE_TOO_LARGE' ? (part?.fieldname ?? 'file') : undefined;
};

/**
 * The parser's own refusals (a limit: 413) carry their status; anything else
 * it throws (no boundary, a malformed part header, a body cut short) means
 * the body is not a well-formed form.
 */
const unreadableForm = (error: unknown) => ((error as { statusCode?: number }).statusCode ? error : new HttpError(400, 'The multipart form could not be read.'));

/** Streams one file part to staging: an image, or undefined when its content is no image we take. A part cut at the size limit is refused as the parser would. */
async function readImage(part: MultipartFile, staging: ImageStaging): Promise<StagedImage | undefined> {
  const image = await stageImage(part.file, staging.dir, staging.onStaged);
  if (part.file.truncated) throw Object.assign(new Error(FILE_TOO_LARGE), { code: 'FST_REQ_FILE_TOO_LARGE', part });
  return image;
}

/**
 * A multipart/form-data body read through: text parts, and image parts among
 * `imageFields`, streamed to staging files (anything else that is a file, a repeated part, a cut-off
 * value or a file that is not a JPEG, PNG or WebP image is a 422 for its
 * field). The limits themselves are set where the multipart parser is
 * registered (plugins/external/multipart).
 */
export async function readMultipartForm(request: FastifyRequest, imageFields: readonly string[], staging: ImageStaging): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data.');
  const form: MultipartForm = { fields: {}, images: new Map() };
  const errors: FieldErrors = {};
  const refuse = (field: string, message: string) => (errors[field] ??= []).push(message);
  try {
    for await (const part of request.parts()) {
      const field = part.fieldname;
      if (field in form.fields || form.images.has(field) || errors[field]) refuse(field, 'Send this field once.');
      if (part.type === 'field') {
        if (part.valueTruncated) refuse(field, 'This field is too long.');
        else if (`${field}${String(part.value)}`.includes('\u0000')) refuse(field, NUL_MESSAGE);
        else form.fields[field] = String(part.value);
      } else if (!imageFields.includes(field)) {
        part.file.resume();
        refuse(field, 'No file is expected here.');
      } else {
        const image = await readImage(part, staging);
        if (image) form.images.set(field, image);
        else refuse(field, INVALID_FILE_TYPE);
      }
    }
  } catch (error) {
    const field = tooLargeField(error);
    if (!field) throw unreadableForm(error);
    refuse(field, FILE_TOO_LARGE);
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return form;
}
