import { act } from '@testing-library/react';

/** Until the views' idle moment has come (useIdle) and the code it asked for has arrived. */
export const afterIdle = () => act(() => new Promise<void>((resolve) => requestIdleCallback(() => setTimeout(resolve, 0))));
