import { useAtomValue, useSetAtom } from 'jotai';
import {
  Alert,
  apiRequest,
  Card,
  currentUserAtom,
  DEFAULT_PRODUCT_TITLE,
  EmptyState,
  eventBus,
  Form,
  FormTextField,
  FormUploadedImageField,
  hasBothConsents,
  Link,
  Page,
  pageConfigAtom,
  pathTo,
  replaceCurrentUserAtom,
  SubmitButton,
  useContractForm,
  useParams,
  userUpdateSchema,
  type CurrentUser,
  type UserUpdate,
} from '@pulseboard/shared';
import { ConsentFields } from '../forms/ConsentFields.js';
import { SignInMethodsCard } from '../social/SignInMethodsCard.js';
import { SocialOutcomeAlert } from '../social/SocialOutcomeAlert.js';
import { PasswordChangeCard } from './PasswordChange.js';
import styles from './UserPage.module.css';

function OwnProfile({ user }: { user: CurrentUser }) {
  const replaceCurrentUser = useSetAtom(replaceCurrentUserAtom);
  const productTitle = useAtomValue(pageConfigAtom)?.productTitle ?? DEFAULT_PRODUCT_TITLE;
  const form = useContractForm(userUpdateSchema, {
    defaultValues: { name: user.name, email: user.email, avatar: user.avatar, terms_consent: user.termsConsent, age_consent: user.ageConsent },
  });

  async function save(body: UserUpdate) {
    const response = await apiRequest<{ data: CurrentUser }>(`/api/users/${user.id}`, { method: 'PUT', body });
    // The stored user is replaced, so the guards see the new consents at once (spec §6).
    replaceCurrentUser(response.data);
    // A new address is only taken once its link is opened: the field shows the one in use until then.
    const pendingEmail = body.email !== undefined && body.email.toLowerCase() !== response.data.email.toLowerCase() ? body.email : null;
    form.resetField('email', { defaultValue: response.data.email });
    eventBus.emit('ui:notify', {
      level: 'success',
      message: pendingEmail ? `Your profile was saved. We sent a link to ${pendingEmail}: your e-mail address changes once you open it.` : 'Your profile was saved.',
    });
  }

  return (
    <Card>
      <Form className={styles.form} form={form} onSubmit={save} aria-label="Profile">
        {!hasBothConsents(user) ? (
          <div className={styles.notice}>
            <Alert level="info">Please accept the terms and confirm your age to continue using {productTitle}.</Alert>
          </div>
        ) : null}
        <FormTextField name="name" label="Full Name" autoComplete="name" required />
        <FormTextField name="email" label="Email" type="email" autoComplete="email" required />
        <FormUploadedImageField<UserUpdate> name="avatar" kind="avatar" label="Avatar" />
        <h2 className={styles.section}>Consents</h2>
        <ConsentFields />
        <SubmitButton pendingLabel="Saving…" feedback>
          Save
        </SubmitButton>
      </Form>
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
    <Page title="Your profile" subtitle="Your name, the consents your account needs, your password and the providers you log in with.">
      <SocialOutcomeAlert />
      <div className={styles.cards}>
        <OwnProfile user={user} />
        <PasswordChangeCard userId={user.id} />
        <SignInMethodsCard userId={user.id} />
      </div>
    </Page>
  );
}
