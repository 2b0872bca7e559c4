import {
  Alert,
  Form,
  FormNumberField,
  FormRadioGroup,
  MAX_PAID_DASHBOARDS,
  MIN_PAID_DASHBOARDS,
  planChangeProblem,
  SubmitButton,
  subscriptionRequestSchema,
  useContractForm,
  useWatch,
  type BillingOverview,
  type PlanChange,
  type SubscriptionRequest,
  type z,
} from '@pulseboard/shared';
import { payingSubscription } from '../billing/overview.js';
import { changePlan, subscribe } from './api.js';
import { intervalChoices } from './plan-words.js';
import { PlanQuote } from './PlanQuote.js';
import styles from './Subscription.module.css';

type PlanInput = z.input<typeof subscriptionRequestSchema>;

/** The plan the form starts from: the one that will apply at the next renewal, or for a first subscription at least the dashboards in use. */
function startingPlan(overview: BillingOverview): SubscriptionRequest {
  const paying = payingSubscription(overview);
  if (paying) return { dashboards: paying.pending?.dashboards ?? paying.dashboards, interval: paying.pending?.interval ?? paying.interval };
  return { dashboards: Math.max(MIN_PAID_DASHBOARDS, overview.services.dashboards, overview.dashboardsCount), interval: overview.subscription?.interval ?? 1 };
}

export interface PlanFormProps {
  overview: BillingOverview;
  /** The server answered the plan change; its checkout, when there is one, still has to be paid by card. The form stays busy until this settles. */
  onSubmitted: (change: PlanChange, plan: SubscriptionRequest) => Promise<void>;
}

/**
 * Dashboards and interval, priced as they are chosen, then Subscribe (a first
 * subscription, or again after the last one ended) or Update plan. The
 * server's refusals (a 422 on dashboards or interval) show under the field.
 */
export function PlanForm({ overview, onSubmitted }: PlanFormProps) {
  const current = payingSubscription(overview);
  const form = useContractForm(subscriptionRequestSchema, { defaultValues: startingPlan(overview) });
  const values = useWatch({ control: form.control });
  const chosen = subscriptionRequestSchema.safeParse(values);
  const plan = chosen.success ? chosen.data : null;
  const problem = current && plan ? planChangeProblem(current, plan) : null;
  const shortOfDashboards = plan !== null && plan.dashboards + overview.services.bonusDashboards < overview.dashboardsCount;

  async function submit(request: SubscriptionRequest) {
    await onSubmitted(current ? await changePlan(request) : await subscribe(request), request);
  }

  const choices = intervalChoices(overview.products).map((choice) => ({
    value: choice.value,
    label: choice.label,
    description: choice.description ? <span className={styles.choiceDescription}>{choice.description}</span> : null,
  }));

  return (
    <Form form={form} onSubmit={submit} aria-label={current ? 'Change your plan' : 'Choose your plan'} className={styles.planForm}>
      <div className={styles.planFields}>
        <FormNumberField<PlanInput> name="dashboards" label="Dashboards" min={MIN_PAID_DASHBOARDS} max={MAX_PAID_DASHBOARDS} />
        <FormRadioGroup<PlanInput, 1 | 12> name="interval" legend="Billing" choices={choices} className={styles.intervals} legendClassName={styles.legend} choiceClassName={styles.choice} />
      </div>
      {shortOfDashboards ? (
        <p className={styles.hint}>You use {overview.dashboardsCount} dashboards. They all stay readable, but new ones cannot be created until fewer are in use than the plan allows.</p>
      ) : null}
      {problem === null ? <PlanQuote plan={plan} /> : null}
      {/* A change the server refuses has no price: the reason shows in its place, until the refusal itself shows under Billing. */}
      {problem !== null && !form.formState.errors.interval ? <Alert level="info">{problem}</Alert> : null}
      <div className={styles.formActions}>
        <SubmitButton disabled={current !== null && !form.formState.isDirty} pendingLabel={current ? 'Updating…' : 'Subscribing…'}>
          {current ? 'Update plan' : 'Subscribe'}
        </SubmitButton>
      </div>
    </Form>
  );
}
