import { definePlugin } from '@pulseboard/shared';
import { GroupsIndex } from './list/GroupsIndex.js';
import { CreateGroup } from './create/CreateGroup.js';
import { GroupScreen } from './group/GroupScreen.js';

export default definePlugin({
  contract: __PULSEBOARD_CONTRACT__,
  id: 'groups',
  routes: [
    { name: 'campaigns.index', Component: GroupsIndex },
    { name: 'campaigns.create', Component: CreateGroup },
    { name: 'campaign.show', Component: GroupScreen },
  ],
  navItems: [{ id: 'groups', label: 'Mission Control', route: 'campaigns.index', icon: '◎', order: 20 }],
});
