import { z } from 'zod';

/** A stored file's name: its kind, a name derived from its content that cannot be guessed, the extension its content gave it. */
export const FILE_NAME_PATTERN = /^(?:logo|background|client|widget)-[A-Za-z0-9_-]{20,64}\.(?:jpg|png|webp)$/;

/**
 * Where an uploaded file is served: `/files/<companyId>/<filename>`, public
 * (its name is unguessable) and cached for good (a name never gets other content).
 */
export const FILE_URL_PATTERN = new RegExp(`^/files/\\d+/${FILE_NAME_PATTERN.source.slice(1)}`);
export const fileUrlSchema = z.string().regex(FILE_URL_PATTERN, 'Upload the image first; only images uploaded to this company can be used.');
