import { useAtomValue } from 'jotai';
import { currentUserAtom, isAdmin, NAV_ITEMS, NavLink, pageConfigAtom, pathTo, routeByName, type NavItem, type RemoteName } from '@pulseboard/shared';
import { useLoadArea } from '../remotes/use-load-area.js';
import styles from './Shell.module.css';

/** The sidebar entries this user may follow, from the shared table: drawn before any remote has loaded. */
function useNavItems(): NavItem[] {
  const admin = isAdmin(useAtomValue(currentUserAtom));
  return NAV_ITEMS.filter((item) => admin || !item.adminOnly);
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
  const loadArea = useLoadArea();
  // Pointing at or focusing an entry starts loading its area, so the click finds it there.
  const preload = (item: NavItem) => () => loadArea(routeByName(item.route).area as RemoteName);
  return (
    <aside id="sidebar" className={styles.sidebar} aria-label="Main navigation">
      <Brand productTitle={productTitle} />
      <nav className={styles.nav}>
        {items.map((item) => (
          <NavLink key={item.id} to={pathTo(item.route)} onPointerEnter={preload(item)} onFocus={preload(item)} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.active : ''}`}>
            <span aria-hidden="true">{item.icon}</span>
            {item.label}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
