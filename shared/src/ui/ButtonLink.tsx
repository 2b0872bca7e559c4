import { Link, type LinkProps } from '../core.js';
import styles from './Button.module.css';

export interface ButtonLinkProps extends LinkProps {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
}

/** Navigation that looks like a Button: a real link, so it opens in a new tab and reads as a link. */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link className={[styles.button, styles[variant], className].filter(Boolean).join(' ')} {...rest} />;
}
