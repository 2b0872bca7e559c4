import * as z from './zod.js';

/** What an upload is for (a dashboard's images, a widget's, a user's avatar); the kind starts the stored file's name. */
export const FILE_KINDS = ['logo', 'background', 'client', 'widget', 'avatar'] as const;
export const fileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof fileKindSchema>;

/** A stored file's name: its kind, a name derived from its content that cannot be guessed, the extension its content gave it. */
export const FILE_NAME_PATTERN = new RegExp(`^(?:${FILE_KINDS.join('|')})-[A-Za-z0-9_-]{20,64}\\.(?:jpg|png|webp)$`);

/**
 * Where an uploaded file is served: `/files/<companyId>/<filename>`, public
 * (its name is unguessable) and cached for good (a name never gets other content).
 */
export const FILE_URL_PATTERN = new RegExp(`^/files/\\d+/${FILE_NAME_PATTERN.source.slice(1)}`);
export const fileUrlSchema = z.string().check(z.regex(FILE_URL_PATTERN, 'Upload the image first; only images uploaded to this company can be used.'));
