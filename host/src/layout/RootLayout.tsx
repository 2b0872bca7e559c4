import { Outlet } from '@pulseboard/shared';
import { useOnboardingEngine } from '../onboarding/use-onboarding-engine.js';
import { OnboardingModals } from '../onboarding/OnboardingModals.js';
import { useCompanyRealtime } from '../realtime/use-company-realtime.js';

/** What runs once per page, whatever the route: the onboarding engine, live company data, and their modals. */
export function RootLayout() {
  useOnboardingEngine();
  useCompanyRealtime();
  return (
    <>
      <Outlet />
      <OnboardingModals />
    </>
  );
}
