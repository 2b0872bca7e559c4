import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  Alert,
  apiRequest,
  Button,
  Card,
  currentUserAtom,
  EmptyState,
  eventBus,
  hasBothConsents,
  Page,
  pathTo,
  replaceCurrentUserAtom,
  TextField,
  type CurrentUser,
} from '@pulseboard/shared';
import { useFormSubmit } from '../forms/use-form-submit.js';
import { ConsentFields } from '../forms/ConsentFields.js';
import styles from './UserPage.module.css';

function OwnProfile({ user }: { user: CurrentUser }) {
  const replaceCurrentUser = useSetAtom(replaceCurrentUserAtom);
  const [name, setName] = useState(user.name);
  const [consents, setConsents] = useState({ termsConsent: user.termsConsent, ageConsent: user.ageConsent });
  const { errors, pending, onSubmit } = useFormSubmit(async () => {
    const response = await apiRequest<{ data: CurrentUser }>(`/api/users/${user.id}`, {
      method: 'PUT',
      body: { name, terms_consent: consents.termsConsent, age_consent: consents.ageConsent },
    });
    // The stored user is replaced, so the guards see the new consents at once (spec §6).
    replaceCurrentUser(response.data);
    eventBus.emit('ui:notify', { level: 'success', message: 'Your profile was saved.' });
  });

  return (
    <Card>
      <form className={styles.form} onSubmit={onSubmit} aria-label="Profile">
        {!hasBothConsents(user) ? (
          <div className={styles.notice}>
            <Alert level="info">Please accept the terms and confirm your age to continue using Pulseboard.</Alert>
          </div>
        ) : null}
        {errors.general ? <Alert level="error">{errors.general}</Alert> : null}
        <TextField label="Full Name" name="name" required value={name} onChange={(e) => setName(e.target.value)} error={errors.name} />
        <p className={styles.readonly}>
          Email: <strong>{user.email}</strong>
        </p>
        <h2 className={styles.section}>Consents</h2>
        <ConsentFields value={consents} onChange={setConsents} errors={errors} />
        <Button type="submit" disabled={pending}>
          Save
        </Button>
      </form>
    </Card>
  );
}

/** The user page: the signed-in user's own profile and consents. */
export function UserPage() {
  const { userId } = useParams();
  const user = useAtomValue(currentUserAtom);
  if (!user) return null;
  if (String(user.id) !== userId) {
    return (
      <Page title="Teammate">
        <EmptyState icon="☷" title="Teammates are managed on the Users page" action={<Link to={pathTo('company.users')}>Open Users</Link>} />
      </Page>
    );
  }
  return (
    <Page title="Your profile" subtitle="Your name and the consents your account needs.">
      <OwnProfile user={user} />
    </Page>
  );
}
