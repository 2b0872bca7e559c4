import { useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { ApiError } from '../core.js';
import { uploadFile } from './upload-file.js';
import type { FileKind } from '../contracts/file-url.js';

const UPLOAD_FAILED = 'The image could not be uploaded.';

/**
 * A form field holding the URL of an image stored at once when it is picked
 * (POST /api/files/{kind}; the server judges the content, "Invalid file type"
 * for anything but JPEG, PNG or WebP). A refused upload is the field's error;
 * the field keeps its previous image meanwhile.
 */
export function useUploadedImage<Values extends FieldValues>(name: Path<Values>, kind: FileKind) {
  const { field, fieldState } = useController<Values>({ name });
  const { setError, clearErrors } = useFormContext<Values>();
  const [uploading, setUploading] = useState(false);

  const take = (url: string | null) => {
    clearErrors(name);
    field.onChange(url as PathValue<Values, Path<Values>>);
  };

  const pick = async (file: File | null) => {
    if (!file) return take(null);
    setUploading(true);
    try {
      take((await uploadFile(kind, file)).url);
    } catch (failure) {
      setError(name, { type: 'upload', message: failure instanceof ApiError && failure.status === 422 ? failure.message : UPLOAD_FAILED });
    } finally {
      setUploading(false);
    }
  };

  const value: unknown = field.value;
  return { url: typeof value === 'string' ? value : null, take, pick, uploading, error: fieldState.error?.message };
}
