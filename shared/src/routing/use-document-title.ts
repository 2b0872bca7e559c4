import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { DEFAULT_PRODUCT_TITLE } from '../contracts/errors.js';
import { pageConfigAtom } from '../session/atoms.js';
import { documentTitle } from './paths.js';

/**
 * Sets "{title} | {product title}" (spec §2). The host calls it for static
 * route titles; screens with dynamic titles (dashboards) call it with theirs.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  const productTitle = useAtomValue(pageConfigAtom)?.productTitle ?? DEFAULT_PRODUCT_TITLE;
  useEffect(() => {
    if (title) document.title = documentTitle(title, productTitle);
  }, [title, productTitle]);
}
