import { EmptyState, Page } from '@pulseboard/shared';

export function GroupsIndex() {
  return (
    <Page title="Groups" subtitle="Mission Control watches groups of client domains.">
      <EmptyState icon="◎" title="No groups yet">
        Mission Control groups are not available in this workspace yet. Your groups will be listed here.
      </EmptyState>
    </Page>
  );
}
