import { definePlugin, preloadable } from '@pulseboard/shared';

// Each screen's code loads when it is first opened (the host preloads it before showing it).
const GroupsIndex = preloadable(async () => ({ default: (await import('./list/GroupsIndex.js')).GroupsIndex }));
const CreateGroup = preloadable(async () => ({ default: (await import('./create/CreateGroup.js')).CreateGroup }));
const GroupScreen = preloadable(async () => ({ default: (await import('./group/GroupScreen.js')).GroupScreen }));

export default definePlugin({
  contract: __PULSEBOARD_CONTRACT__,
  id: 'groups',
  routes: [
    { name: 'campaigns.index', Component: GroupsIndex },
    { name: 'campaigns.create', Component: CreateGroup },
    { name: 'campaign.show', Component: GroupScreen },
  ],
});
