import type { ReactNode } from 'react';
import a11y from './a11y.module.css';

/** Text for assistive technology only: a label the design shows as an icon, a table caption, a live message. */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} className={a11y.visuallyHidden}>
      {children}
    </span>
  );
}
