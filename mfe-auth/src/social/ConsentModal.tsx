import {
  Button,
  Form,
  Modal,
  SOCIAL_CONSENT_MODAL_TITLE,
  SOCIAL_PROVIDER_LABELS,
  socialConsentsSchema,
  SubmitButton,
  useContractForm,
  useWatch,
  type SocialConsents,
  type SocialConsentsInput,
  type SocialProvider,
} from '@pulseboard/shared';
import { ConsentFields } from '../forms/ConsentFields.js';
import styles from './Social.module.css';

function ProceedButton() {
  const consents = useWatch<SocialConsentsInput, ['terms_consent', 'age_consent']>({ name: ['terms_consent', 'age_consent'] });
  return (
    <SubmitButton pendingLabel="Opening…" disabled={!consents.every((given) => given === true)}>
      Continue
    </SubmitButton>
  );
}

export interface ConsentModalProps {
  /** The provider chosen; null: closed. */
  provider: SocialProvider | null;
  /** What the registration form's boxes say so far. */
  initial: { terms_consent: boolean; age_consent: boolean };
  onClose: () => void;
  /** Posts the registration and goes to the provider; a refusal's messages show in the modal. */
  onConfirm: (provider: SocialProvider, consents: SocialConsents) => Promise<void>;
}

/** Spec §2: a social button first asks for both consents; the provider is reached only once both are ticked. */
export function ConsentModal({ provider, initial, onClose, onConfirm }: ConsentModalProps) {
  return (
    <Modal open={provider !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={SOCIAL_CONSENT_MODAL_TITLE}>
      {provider ? <ConsentForm provider={provider} initial={initial} onClose={onClose} onConfirm={onConfirm} /> : null}
    </Modal>
  );
}

function ConsentForm({ provider, initial, onClose, onConfirm }: Required<Pick<ConsentModalProps, 'initial' | 'onClose' | 'onConfirm'>> & { provider: SocialProvider }) {
  const form = useContractForm(socialConsentsSchema, { defaultValues: initial });
  return (
    <Form form={form} onSubmit={(consents) => onConfirm(provider, consents)} aria-label={`Consents to register with ${SOCIAL_PROVIDER_LABELS[provider]}`}>
      <ConsentFields />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <ProceedButton />
      </div>
    </Form>
  );
}
