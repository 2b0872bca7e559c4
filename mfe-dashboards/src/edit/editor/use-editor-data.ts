import { useCallback } from 'react';
import useSWR from 'swr';
import { apiRequest, sourceCatalogueSchema, swrFetcher, type Source, type SourceCatalogue, type SourceType, type SourceTypeInfo } from '@pulseboard/shared';
import type { CatalogueOf } from '../form/widget-form.js';

const once = { revalidateOnFocus: false, revalidateIfStale: false };

/** The source types a widget can use: those with a connector (GET /api/configs/sources). */
export function useSourceTypes(): SourceTypeInfo[] {
  const { data } = useSWR<{ data: Array<SourceTypeInfo & { available: boolean }> }>('/api/configs/sources', swrFetcher, once);
  return (data?.data ?? []).filter((type) => type.available);
}

/** The company's sources of one type that can answer (connected and not invalid), and whether the list has loaded. */
export function useUsableSources(type: SourceType): { sources: Source[]; loaded: boolean } {
  const { data } = useSWR<{ data: Source[] }>('/api/sources', swrFetcher, once);
  return { sources: (data?.data ?? []).filter((source) => source.name === type && !source.invalid), loaded: data !== undefined };
}

const loadCatalogues = async ([, ...types]: readonly string[]) =>
  Object.fromEntries(await Promise.all(types.map(async (type) => [type, sourceCatalogueSchema.parse((await apiRequest<{ data: unknown }>(`/api/configs/widgets/${type}`)).data)] as const)));

/** The type forms (GET /api/configs/widgets/{type}) of the given types, as a lookup; a type not loaded yet has none. */
export function useCatalogues(types: readonly SourceType[]): CatalogueOf {
  const key = ['catalogues', ...[...new Set(types)].sort()];
  const { data } = useSWR<Record<string, SourceCatalogue>>(key, loadCatalogues, once);
  return useCallback((type: SourceType) => data?.[type], [data]);
}
