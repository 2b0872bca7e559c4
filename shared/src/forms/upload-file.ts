import { uploadedFileSchema, type UploadedFile } from '../contracts/dashboard-edit.js';
import type { FileKind } from '../contracts/file-url.js';
import { apiRequest } from '../core.js';

/** POST /api/files/{kind}: stores an image of the company and answers its name and URL. */
export async function uploadFile(kind: FileKind, file: File): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return uploadedFileSchema.parse((await apiRequest<{ data: unknown }>(`/api/files/${kind}`, { method: 'POST', body: form })).data);
}

export const deleteFile = (filename: string) => apiRequest('/api/files', { method: 'DELETE', body: { filename } });

/** The file name DELETE /api/files takes, from a stored image's URL (`/files/<company>/<name>`). */
export const fileNameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
