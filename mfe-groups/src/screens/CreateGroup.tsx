import { EmptyState, Page } from '@pulseboard/shared';

export function CreateGroup() {
  return (
    <Page title="Create Group">
      <EmptyState icon="＋" title="Group creation is not available yet">
        Creating Mission Control groups will be offered here.
      </EmptyState>
    </Page>
  );
}
