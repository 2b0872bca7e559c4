import { useAtom, useAtomValue } from 'jotai';
import { Button, currentUserAtom, DEFAULT_PRODUCT_TITLE, Link, Outlet, pageConfigAtom, pathTo, sidebarOpenAtom } from '@pulseboard/shared';
import { Sidebar } from './Sidebar.js';
import { logout } from './logout.js';
import { Toaster } from './Toaster.js';
import { MessageBar } from '../messages/MessageBar.js';
import { GettingStartedCard } from '../onboarding/GettingStartedCard.js';
import styles from './Shell.module.css';

/** Chrome for signed-in users: sidebar, top bar with the user menu, and the routed screen. */
export function Shell() {
  const user = useAtomValue(currentUserAtom);
  const productTitle = useAtomValue(pageConfigAtom)?.productTitle ?? DEFAULT_PRODUCT_TITLE;
  const [sidebarOpen, setSidebarOpen] = useAtom(sidebarOpenAtom);
  if (!user) return <Outlet />;
  return (
    <div className={styles.shell}>
      {sidebarOpen ? <Sidebar productTitle={productTitle} /> : null}
      <div className={styles.main}>
        <header className={styles.topbar}>
          <Button variant="ghost" aria-controls="sidebar" aria-expanded={sidebarOpen} aria-label="Toggle navigation" onClick={() => setSidebarOpen(!sidebarOpen)}>
            ☰
          </Button>
          <span className={styles.spacer} />
          <div className={styles.user}>
            <Link className={styles.userLink} to={pathTo('user', { userId: user.id })}>
              {user.name}
            </Link>
            <Button variant="secondary" onClick={() => void logout()}>
              Log out
            </Button>
          </div>
        </header>
        <MessageBar />
        <main className={styles.content}>
          <GettingStartedCard />
          <Outlet />
        </main>
      </div>
      <Toaster />
    </div>
  );
}
