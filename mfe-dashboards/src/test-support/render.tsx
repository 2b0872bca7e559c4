import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { renderWithShell } from '@pulseboard/shared/testing';

type ShellOptions = NonNullable<Parameters<typeof renderWithShell>[1]>;

/** The element with an SWR cache of its own, so no answer leaks from one test into the next. */
export const withFreshCache = (element: ReactElement) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{element}</SWRConfig>;

export function renderScreen(element: ReactElement, options: ShellOptions) {
  return renderWithShell(withFreshCache(element), options);
}
