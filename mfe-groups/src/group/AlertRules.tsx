import { useState } from 'react';
import {
  alertRuleInputSchema,
  ApiError,
  Button,
  CAMPAIGN_METRICS,
  CAMPAIGN_WINDOWS,
  Card,
  Form,
  FormChoiceField,
  FormNumberField,
  FormRadioGroup,
  reportError,
  SubmitButton,
  useContractForm,
  useWatch,
  type AlertRule,
  type AlertRuleInput,
} from '@pulseboard/shared';
import { saveRules } from '../api/campaigns.js';
import { ruleInWords } from './rule-words.js';
import styles from './GroupScreen.module.css';

const KINDS = [
  { value: 'change', label: 'A change over 7 or 30 days' },
  { value: 'floor', label: 'A value below a floor' },
] as const;
const METRIC_CHOICES = CAMPAIGN_METRICS.map((metric) => ({ value: metric.id, label: metric.label }));
const WINDOW_CHOICES = CAMPAIGN_WINDOWS.map((days) => ({ value: days, label: `${days} days` }));

const withoutId = ({ id: _id, ...rule }: AlertRule): AlertRuleInput => rule as AlertRuleInput;

function RuleFields() {
  const kind = useWatch<AlertRuleInput, 'kind'>({ name: 'kind' });
  return (
    <>
      <FormRadioGroup<AlertRuleInput, AlertRuleInput['kind']> name="kind" legend="Alert on" choices={KINDS} />
      <FormChoiceField<AlertRuleInput> name="metric" label="Metric" choices={METRIC_CHOICES} />
      {kind === 'change' ? (
        <>
          <FormNumberField<AlertRuleInput> name="percent" label="Change the bad way of at least (%)" min={1} max={1000} />
          <FormRadioGroup<AlertRuleInput, 7 | 30> name="window" legend="Over" choices={WINDOW_CHOICES} />
        </>
      ) : (
        <FormNumberField<AlertRuleInput> name="floor" label="Lowest acceptable value" min={0} />
      )}
    </>
  );
}

/** Adds a rule to the group's list; hidden fields of the other kind drop out, so the rule is exactly one of the two. */
function AddRuleForm({ onAdd }: { onAdd(rule: AlertRuleInput): Promise<void> }) {
  const form = useContractForm(alertRuleInputSchema, { shouldUnregister: true, defaultValues: { kind: 'change', metric: 'sessions', percent: 25, window: 7 } });
  return (
    <Form form={form} onSubmit={onAdd} general={() => 'The rule could not be saved. Try again.'} aria-label="Add rule" className={styles.modalForm}>
      <RuleFields />
      <div className={styles.actions}>
        <SubmitButton pendingLabel="Saving…">Add rule</SubmitButton>
      </div>
    </Form>
  );
}

/** The group's alert rules in words; admins add and remove them (the whole list is saved at once). */
export function AlertRules({ campaignId, rules, canEdit, onSaved }: { campaignId: number; rules: readonly AlertRule[]; canEdit: boolean; onSaved(): Promise<unknown> }) {
  const [adding, setAdding] = useState(false);
  const [failed, setFailed] = useState(false);

  async function save(next: AlertRuleInput[]) {
    try {
      await saveRules(campaignId, next);
      setFailed(false);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 422)) reportError(error);
      setFailed(true);
      throw error;
    }
    await onSaved();
  }

  return (
    <section aria-labelledby="rules-heading" className={styles.section}>
      <h2 id="rules-heading">Alert rules</h2>
      <Card>
        {rules.length === 0 ? <p className={styles.note}>No rules: nothing in this group alerts.</p> : null}
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule.id}>
              {ruleInWords(rule)}
              {canEdit ? (
                <button
                  type="button"
                  className={styles.linkButton}
                  aria-label={`Remove rule: ${ruleInWords(rule)}`}
                  onClick={() => void save(rules.filter((other) => other.id !== rule.id).map(withoutId)).catch(() => undefined)}
                >
                  Remove
                </button>
              ) : null}
            </li>
          ))}
        </ul>
        {failed ? <p role="alert">The rules could not be saved. Try again.</p> : null}
        {canEdit && adding ? (
          <AddRuleForm
            onAdd={async (rule) => {
              await save([...rules.map(withoutId), rule]);
              setAdding(false);
            }}
          />
        ) : null}
        {canEdit && !adding ? (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add a rule
          </Button>
        ) : null}
      </Card>
    </section>
  );
}
