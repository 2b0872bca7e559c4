import { useParams } from 'react-router-dom';
import { EmptyState, Page } from '@pulseboard/shared';

export function GroupScreen() {
  const { campaignId } = useParams();
  return (
    <Page title="Group">
      <EmptyState icon="◎" title="Group not found">
        There is no group {campaignId} in your company.
      </EmptyState>
    </Page>
  );
}
