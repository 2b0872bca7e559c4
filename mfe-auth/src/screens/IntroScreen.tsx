import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAtom, useSetAtom } from 'jotai';
import {
  Alert,
  apiRequest,
  Button,
  Card,
  changeOnboardingStepAtom,
  Page,
  pageConfigAtom,
  pathTo,
  type OnboardingFlow,
  type Questionnaire,
} from '@pulseboard/shared';
import { useFormSubmit } from '../forms/use-form-submit.js';
import styles from './IntroScreen.module.css';

const FLOWS: Array<{ value: OnboardingFlow; title: string; text: string }> = [
  { value: 'dashboard', title: 'Client dashboards', text: 'Build reports from analytics, ads, social and SEO data and share them with clients.' },
  { value: 'mc', title: 'Mission Control', text: 'Watch groups of client domains and get alerted when their metrics move.' },
];

interface OnboardingResponse {
  data: { onboarding: number; flow: OnboardingFlow | null; questionnaire: Questionnaire | null };
}

/** The intro questionnaire: its answer picks the onboarding flow, then the user goes on to company sources. */
export function IntroScreen() {
  const [config, setConfig] = useAtom(pageConfigAtom);
  const changeStep = useSetAtom(changeOnboardingStepAtom);
  const navigate = useNavigate();
  const [source, setSource] = useState<OnboardingFlow>(config?.flow ?? 'dashboard');
  const [role, setRole] = useState<Questionnaire['role']>();
  const { errors, pending, onSubmit } = useFormSubmit(async () => {
    const questionnaire: Questionnaire = role ? { source, role } : { source };
    const response = await apiRequest<OnboardingResponse>('/api/onboarding', { method: 'PUT', body: { questionnaire } });
    const { onboarding, ...answers } = response.data;
    if (config) setConfig({ ...config, ...answers });
    // The server already stored the step the answer moved to; the engine records the change.
    changeStep({ set: onboarding }, { persist: false });
    navigate(pathTo('company.sources'), { replace: true });
  });

  return (
    <Page title="Welcome to Pulseboard" subtitle="Two questions so we can guide you through your first steps.">
      <Card>
        <form onSubmit={onSubmit} aria-label="Intro questionnaire">
          {errors.general ? <Alert level="error">{errors.general}</Alert> : null}
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>What would you like to set up first?</legend>
            {FLOWS.map((flow) => (
              <label key={flow.value} className={styles.choice}>
                <input type="radio" name="source" value={flow.value} checked={source === flow.value} onChange={() => setSource(flow.value)} />
                <span className={styles.choiceTitle}>{flow.title}</span>
                <span className={styles.choiceText}>{flow.text}</span>
              </label>
            ))}
          </fieldset>
          <label className={styles.select}>
            Which best describes you?
            <select value={role ?? ''} onChange={(e) => setRole((e.target.value || undefined) as Questionnaire['role'])}>
              <option value="">Prefer not to say</option>
              <option value="agency">Agency</option>
              <option value="in_house">In-house marketing team</option>
              <option value="freelancer">Freelancer</option>
              <option value="other">Other</option>
            </select>
          </label>
          <Button type="submit" disabled={pending}>
            Continue
          </Button>
        </form>
      </Card>
    </Page>
  );
}
