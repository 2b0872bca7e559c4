import type { ReactNode } from 'react';
import { EmptyState, Link, pathTo } from '@pulseboard/shared';
import styles from './ErrorPage.module.css';

function ErrorPage({ icon, title, children, action }: { icon: string; title: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className={styles.page}>
      <EmptyState icon={icon} title={title} action={action}>
        {children}
      </EmptyState>
    </div>
  );
}

const backToDashboards = <Link to={pathTo('dashboards.index')}>Back to dashboards</Link>;

export const NotFoundPage = () => (
  <ErrorPage icon="?" title="Page not found" action={backToDashboards}>
    The page you opened does not exist or has moved.
  </ErrorPage>
);

const ForbiddenPage = () => (
  <ErrorPage icon="⊘" title="You do not have access to this page" action={backToDashboards}>
    Ask an admin of your company if you need it.
  </ErrorPage>
);

const SubscriptionRequiredPage = () => (
  <ErrorPage icon="$" title="Subscription required" action={<Link to={pathTo('company.subscription')}>See subscription</Link>}>
    This needs an active subscription.
  </ErrorPage>
);

/** The host's own screens of the route table. */
export const HOST_PAGES = {
  notFound: NotFoundPage,
  forbidden: ForbiddenPage,
  subscriptionRequired: SubscriptionRequiredPage,
} as const;
