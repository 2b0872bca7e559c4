import { Button, ButtonLink, Icon, pathTo } from '@pulseboard/shared';
import { useDashboardQuota } from './company-quota.js';

/** "Create dashboard", or the same button disabled and described by the quota note when the plan is used up. */
export function CreateDashboardAction({ quotaNoteId }: { quotaNoteId: string }) {
  const { canCreate } = useDashboardQuota();
  if (!canCreate) {
    return (
      <Button disabled aria-describedby={quotaNoteId}>
        <Icon name="plus" /> Create dashboard
      </Button>
    );
  }
  return (
    <ButtonLink to={pathTo('dashboards.create')}>
      <Icon name="plus" /> Create dashboard
    </ButtonLink>
  );
}
