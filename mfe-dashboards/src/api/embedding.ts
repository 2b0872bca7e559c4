import { apiRequest, embeddingSettingsSchema, type EmbeddingSettings, type EmbeddingSitesInput } from '@pulseboard/shared';

/** The company's embedding settings (admins only; the API refuses members with 403). */
export const EMBEDDING_PATH = '/api/company/embedding';

const settingsOf = (answer: { data: unknown }): EmbeddingSettings => embeddingSettingsSchema.parse(answer.data);

export const fetchEmbeddingSettings = async (path: string) => settingsOf(await apiRequest<{ data: unknown }>(path));

/** Saves the sites allowed to embed; answers the settings with each site as its origin. Rejects with the 422 of a refused site. */
export const saveEmbedSites = async (input: EmbeddingSitesInput) => settingsOf(await apiRequest<{ data: unknown }>(EMBEDDING_PATH, { method: 'PUT', body: input }));

/** A new embed secret: every token signed with the old one stops working. */
export const rotateEmbedSecret = async () => settingsOf(await apiRequest<{ data: unknown }>(`${EMBEDDING_PATH}/secret`, { method: 'POST' }));
