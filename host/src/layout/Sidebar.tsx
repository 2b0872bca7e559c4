import { NavLink } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { companyAtom, currentUserAtom, isAdmin, pathTo, type NavItem } from '@pulseboard/shared';
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

/** The agency's own brand once it has a logo (Company Settings); the product's until then. */
function Brand({ productTitle }: { productTitle: string }) {
  const company = useAtomValue(companyAtom);
  return (
    <a className={styles.brand} href={pathTo('dashboards.index')}>
      {company?.logo ? (
        <img className={styles.brandLogo} src={company.logo} alt="" />
      ) : (
        <span className={styles.brandMark} aria-hidden="true">
          ◆
        </span>
      )}
      {company?.logo ? company.name : productTitle}
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
