import { Alert, Button, ButtonLink, EmptyState, Icon, Loader, pathTo } from '@pulseboard/shared';
import type { DashboardList, ListQuery } from '../api/dashboards.js';
import { useDashboardQuota } from './company-quota.js';
import { DashboardCard, type CardActions } from './DashboardCard.js';
import { Pagination } from './Pagination.js';
import styles from './DashboardsIndex.module.css';

interface Props {
  query: ListQuery;
  list: DashboardList | undefined;
  failed: boolean;
  actions: CardActions;
  onRetry: () => void;
  onQuery: (patch: Partial<ListQuery>) => void;
}

/** Nothing at all, nothing archived and nothing found are different situations, with different ways out. */
function NoResults({ query, onQuery }: Pick<Props, 'query' | 'onQuery'>) {
  const { canCreate } = useDashboardQuota();
  if (query.search) {
    return (
      <EmptyState
        icon="⌕"
        title={`No dashboards match “${query.search}”`}
        action={
          <Button variant="secondary" onClick={() => onQuery({ search: '' })}>
            Clear search
          </Button>
        }
      >
        Check the spelling, or search for part of the name.
      </EmptyState>
    );
  }
  if (query.status === 'archived') {
    return (
      <EmptyState icon="🗄" title="No archived dashboards">
        Dashboards you archive wait here, outside your plan&apos;s count, until you restore or delete them.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon="▦"
      title="No dashboards yet"
      action={
        canCreate ? (
          <ButtonLink to={pathTo('dashboards.create')}>
            <Icon name="plus" /> Create your first dashboard
          </ButtonLink>
        ) : null
      }
    >
      Build a report for a client from a ready-made template, or start from a blank page.
    </EmptyState>
  );
}

export function DashboardResults({ query, list, failed, actions, onRetry, onQuery }: Props) {
  if (failed && !list) {
    return (
      <Alert level="error">
        Your dashboards could not be loaded.{' '}
        <Button variant="ghost" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!list) {
    return (
      <div className={styles.loading}>
        <Loader label="Loading dashboards" />
      </div>
    );
  }
  if (list.data.length === 0) return <NoResults query={query} onQuery={onQuery} />;
  return (
    <>
      <ul className={styles.grid} aria-label={query.status === 'active' ? 'Active dashboards' : 'Archived dashboards'}>
        {list.data.map((dashboard) => (
          <DashboardCard key={dashboard.id} dashboard={dashboard} actions={actions} />
        ))}
      </ul>
      <Pagination page={list.meta.page} lastPage={list.meta.lastPage} total={list.meta.total} onPage={(page) => onQuery({ page })} />
    </>
  );
}
