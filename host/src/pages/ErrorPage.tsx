import { Link } from 'react-router-dom';
import { EmptyState, pathTo } from '@pulseboard/shared';
import styles from './ErrorPage.module.css';

const Back = () => <Link to={pathTo('dashboards.index')}>Back to dashboards</Link>;

export function NotFoundPage() {
  return (
    <div className={styles.page}>
      <EmptyState icon="?" title="Page not found" action={<Back />}>
        The page you opened does not exist or has moved.
      </EmptyState>
    </div>
  );
}

export function ForbiddenPage() {
  return (
    <div className={styles.page}>
      <EmptyState icon="⊘" title="You do not have access to this page" action={<Back />}>
        Ask an admin of your company if you need it.
      </EmptyState>
    </div>
  );
}

export function SubscriptionRequiredPage() {
  return (
    <div className={styles.page}>
      <EmptyState icon="$" title="Subscription required" action={<Link to={pathTo('company.subscription')}>See subscription</Link>}>
        This needs an active subscription.
      </EmptyState>
    </div>
  );
}

export const HOST_PAGES = {
  notFound: NotFoundPage,
  forbidden: ForbiddenPage,
  subscriptionRequired: SubscriptionRequiredPage,
} as const;
