import type { OnboardingFlow } from '../contracts/user.js';
import type { RouteName } from '../routing/route-table.js';

/** What a user does to complete a step; remotes report them on the event bus. */
export const ONBOARDING_ACTIONS = [
  'dashboard:created',
  'dashboard:source-set',
  'dashboard:edit-mode-off',
  'dashboard:date-range-changed',
  'dashboard:shared',
  'group:created',
  'group:domain-added',
  'group:range-switched',
  'group:domain-snoozed',
] as const;
export type OnboardingAction = (typeof ONBOARDING_ACTIONS)[number];

export interface OnboardingStep {
  title: string;
  hint: string;
  /** The action that completes the step (none for the intro entry). */
  action: OnboardingAction | null;
  /** While on this step the user is held on this route (spec §4: step 1 the create page, step 2 the view). */
  holdsOn?: RouteName;
}

export interface OnboardingFlowDefinition {
  steps: OnboardingStep[];
  finish: { title: string; text: string };
}

/**
 * The two onboarding flows of spec §4. Entry 0 is the intro; a flow is
 * finished once the step reaches the number of entries.
 */
export const ONBOARDING_FLOWS: Record<OnboardingFlow, OnboardingFlowDefinition> = {
  dashboard: {
    steps: [
      { title: 'Intro', hint: '', action: null },
      { title: 'Create Dashboard', hint: 'Give your first dashboard a name and pick a template.', action: 'dashboard:created', holdsOn: 'dashboards.create' },
      { title: 'Set Data Source', hint: 'Connect a source to a widget so it shows real data.', action: 'dashboard:source-set', holdsOn: 'dashboard.show' },
      { title: 'Switch to Reporting Mode', hint: 'Turn edit mode off to see the dashboard as your client will.', action: 'dashboard:edit-mode-off' },
      { title: 'Set Date Range', hint: 'Pick the period the report covers in the calendar.', action: 'dashboard:date-range-changed' },
      { title: 'Share your Dashboard', hint: 'Copy the dashboard URL or download it as a PDF.', action: 'dashboard:shared' },
    ],
    finish: {
      title: 'Congratulations!',
      text: 'You have built and shared your first dashboard. Your clients can follow their results any time.',
    },
  },
  mc: {
    steps: [
      { title: 'Intro', hint: '', action: null },
      { title: 'Create Mission Control Group', hint: 'Name a group for the client domains you want to watch.', action: 'group:created', holdsOn: 'campaigns.create' },
      { title: 'Add Domain', hint: 'Add a client domain to the group.', action: 'group:domain-added', holdsOn: 'campaign.show' },
      { title: 'Switch Between 7 and 30 days', hint: 'Compare how the metrics moved over 7 and 30 days.', action: 'group:range-switched' },
      { title: 'Snooze Alerts', hint: 'Snooze the alerts of a domain you have already looked at.', action: 'group:domain-snoozed' },
    ],
    finish: {
      title: 'Congratulations!',
      text: 'Your first group is set up. Add more domains to it any time to watch all your clients in one place.',
    },
  },
};
