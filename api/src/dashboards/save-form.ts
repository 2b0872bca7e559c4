import type { z } from 'zod';
import { DASHBOARD_IMAGE_STYLES, dashboardSaveFieldsSchema, FILES_ONLY_PARTS, type DashboardImageStyle, type DashboardSaveFields } from '@pulseboard/shared/contracts';
import { ValidationFailed, type FieldErrors } from '../lib/errors.js';
import { fileUrlOf, type CheckedImage } from '../plugins/app/files.js';
import type { MultipartForm } from './multipart-form.js';

/** A checked save: the parts sent, and the new images by style. */
export interface DashboardSave {
  fields: DashboardSaveFields;
  images: Map<DashboardImageStyle, CheckedImage>;
}

const isImageStyle = (key: string): key is DashboardImageStyle => (DASHBOARD_IMAGE_STYLES as readonly string[]).includes(key);

/** Issues keyed by their path in the form ("widgets.3.title"); an unknown part is reported under its own name. */
function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => {
    const messages = (errors[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  for (const issue of error.issues) {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add(at ? `${at}.${key}` : key, 'This field is not part of the form.');
    else add(at || 'general', issue.message);
  }
  return errors;
}

/**
 * Checks a save form of the company (contract: dashboardSaveFieldsSchema):
 * its text parts, the files-only mode's narrower set, and that every image a
 * style names is one of the company's own uploads.
 */
export function parseSaveForm(form: MultipartForm, companyId: number): DashboardSave {
  const parsed = dashboardSaveFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw new ValidationFailed(fieldErrorsOf(parsed.error));
  const fields = parsed.data;
  const errors: FieldErrors = {};
  if (fields.category === 'files') {
    const extra = Object.keys(form.fields).filter((key) => !(FILES_ONLY_PARTS as readonly string[]).includes(key));
    for (const key of extra) errors[key] = ['A files-only save sends only the image styles and their files.'];
    for (const key of Object.keys(fields.styles ?? {}).filter((style) => !isImageStyle(style))) errors[`styles.${key}`] = ['A files-only save sends only the image styles.'];
  }
  const ownPrefix = fileUrlOf(companyId, '');
  for (const style of DASHBOARD_IMAGE_STYLES) {
    const url = fields.styles?.[style];
    if (url && !url.startsWith(ownPrefix)) errors[`styles.${style}`] = ['Only images uploaded to this company can be used.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { fields, images: form.images as Map<DashboardImageStyle, CheckedImage> };
}
