import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { renderWithShell } from '@pulseboard/shared/testing';

type ShellOptions = NonNullable<Parameters<typeof renderWithShell>[1]>;

/** renderWithShell with a fresh SWR cache per test, so no answer leaks from one test into the next. */
export function renderScreen(element: ReactElement, options: ShellOptions) {
  return renderWithShell(<SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{element}</SWRConfig>, options);
}
