import { useAtomValue } from 'jotai';
import { currentStep, Link, ONBOARDING_FLOWS, onboardingAtom, pathTo, routeByName, type RouteName } from '@pulseboard/shared';
import { currentRouteAtom } from './atoms.js';
import styles from './GettingStartedCard.module.css';

/** The area whose pages show each flow's card (spec §4: shown in the matching flow only). */
const FLOW_AREA = { dashboard: 'dashboards', mc: 'groups' } as const;

/** The onboarding checklist, shown above the pages of the flow's area while a step is open. */
export function GettingStartedCard() {
  const { flow, step } = useAtomValue(onboardingAtom);
  const route = useAtomValue(currentRouteAtom);
  const current = currentStep(flow, step);
  if (!flow || !current || !route || routeByName(route.routeName as RouteName).area !== FLOW_AREA[flow]) return null;
  const steps = ONBOARDING_FLOWS[flow].steps.slice(1);

  return (
    <section className={styles.card} aria-labelledby="getting-started-title">
      <div className={styles.header}>
        <h2 id="getting-started-title" className={styles.title}>
          Getting started
        </h2>
        <span className={styles.progress}>
          Step {step} of {steps.length}
        </span>
      </div>
      <ol className={styles.steps}>
        {steps.map((entry, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li key={entry.title} className={`${styles.step} ${state === 'todo' ? '' : styles[state]}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span aria-hidden="true">{state === 'done' ? '✓' : number}</span>
              {entry.title}
            </li>
          );
        })}
      </ol>
      <p className={styles.hint}>
        <strong>{current.title}:</strong> {current.hint} {current.holdsOn?.endsWith('create') && route.routeName !== current.holdsOn ? <Link to={pathTo(current.holdsOn)}>Start now</Link> : null}
      </p>
    </section>
  );
}
