import { useAtom, useSetAtom } from 'jotai';
import {
  apiRequest,
  Card,
  changeOnboardingStepAtom,
  DEFAULT_PRODUCT_TITLE,
  Form,
  FormChoiceField,
  FormRadioGroup,
  Page,
  pageConfigAtom,
  pathTo,
  questionnaireFormSchema,
  SubmitButton,
  useContractForm,
  useNavigate,
  type OnboardingFlow,
  type Questionnaire,
  type RadioChoice,
} from '@pulseboard/shared';
import styles from './IntroScreen.module.css';

const FLOWS: ReadonlyArray<RadioChoice<OnboardingFlow>> = [
  {
    value: 'dashboard',
    label: <span className={styles.choiceTitle}>Client dashboards</span>,
    description: <span className={styles.choiceText}>Build reports from analytics, ads, social and SEO data and share them with clients.</span>,
  },
  {
    value: 'mc',
    label: <span className={styles.choiceTitle}>Mission Control</span>,
    description: <span className={styles.choiceText}>Watch groups of client domains and get alerted when their metrics move.</span>,
  },
];

const ROLES = [
  { value: 'agency', label: 'Agency' },
  { value: 'in_house', label: 'In-house marketing team' },
  { value: 'freelancer', label: 'Freelancer' },
  { value: 'other', label: 'Other' },
] satisfies Array<{ value: NonNullable<Questionnaire['role']>; label: string }>;

interface OnboardingResponse {
  data: { onboarding: number; flow: OnboardingFlow | null; questionnaire: Questionnaire | null };
}

/** The intro questionnaire: its answer picks the onboarding flow, then the user goes on to company sources. */
export function IntroScreen() {
  const [config, setConfig] = useAtom(pageConfigAtom);
  const changeStep = useSetAtom(changeOnboardingStepAtom);
  const navigate = useNavigate();
  const form = useContractForm(questionnaireFormSchema, { defaultValues: { source: config?.flow ?? 'dashboard', role: '' } });

  async function answer(questionnaire: Questionnaire) {
    const response = await apiRequest<OnboardingResponse>('/api/onboarding', { method: 'PUT', body: { questionnaire } });
    const { onboarding, ...answers } = response.data;
    if (config) setConfig({ ...config, ...answers });
    // The server already stored the step the answer moved to; the engine records the change.
    changeStep({ set: onboarding }, { persist: false });
    await navigate(pathTo('company.sources'), { replace: true });
  }

  return (
    <Page title={`Welcome to ${config?.productTitle ?? DEFAULT_PRODUCT_TITLE}`} subtitle="Two questions so we can guide you through your first steps.">
      <Card>
        <Form form={form} onSubmit={answer} aria-label="Intro questionnaire">
          <FormRadioGroup name="source" legend="What would you like to set up first?" choices={FLOWS} className={styles.choices} legendClassName={styles.legend} choiceClassName={styles.choice} />
          <div className={styles.role}>
            <FormChoiceField name="role" label="Which best describes you?" emptyLabel="Prefer not to say" choices={ROLES} />
          </div>
          <SubmitButton pendingLabel="Saving…">Continue</SubmitButton>
        </Form>
      </Card>
    </Page>
  );
}
