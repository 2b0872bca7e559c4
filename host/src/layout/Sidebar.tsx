import { NavLink } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { currentUserAtom, isAdmin, pageConfigAtom, pathTo, type NavItem } from '@pulseboard/shared';
import { pluginStatesAtom } from '../remotes/plugin-store.js';
import styles from './Shell.module.css';

/** The sidebar entries of every remote that has loaded, in their declared order. */
function useNavItems(): NavItem[] {
  const states = useAtomValue(pluginStatesAtom);
  const admin = isAdmin(useAtomValue(currentUserAtom));
  return Object.values(states)
    .flatMap((state) => (state?.status === 'ready' ? state.plugin.navItems : []))
    .filter((item) => admin || !item.adminOnly)
    .sort((a, b) => a.order - b.order);
}

/**
 * The agency's own brand on its white-label domain (for anyone, signed in or
 * not) or once its company has a logo; the product's until then.
 */
function Brand({ productTitle }: { productTitle: string }) {
  const config = useAtomValue(pageConfigAtom);
  const company = config?.company;
  const brand = config?.brand ?? (company?.logo ? { name: company.name, logo: company.logo } : null);
  return (
    <a className={styles.brand} href={pathTo('dashboards.index')}>
      {brand?.logo ? (
        <img className={styles.brandLogo} src={brand.logo} alt="" />
      ) : (
        <span className={styles.brandMark} aria-hidden="true">
          ◆
        </span>
      )}
      {brand?.name ?? productTitle}
    </a>
  );
}

export function Sidebar({ productTitle }: { productTitle: string }) {
  const items = useNavItems();
  return (
    <aside id="sidebar" className={styles.sidebar} aria-label="Main navigation">
      <Brand productTitle={productTitle} />
      <nav className={styles.nav}>
        {items.map((item) => (
          <NavLink key={item.id} to={pathTo(item.route)} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
            <span aria-hidden="true">{item.icon}</span>
            {item.label}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
