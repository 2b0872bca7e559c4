import {
  oauthAccountSchema,
  tokenCredentialsSchema,
  wooCommerceConsumerKeySchema,
  wooCommerceConsumerSecretSchema,
  wooCommerceCredentialsSchema,
  wooCommerceToken,
  type CredentialKind,
  z,
} from '@pulseboard/shared';
import type { SourceTypeEntry } from './api.js';

/** The credential kinds asked for in a form before connecting. */
type AskedCredentialKind = Extract<CredentialKind, 'token' | 'woocommerce' | 'account_oauth'>;

/** What the form hands on: the account, and the token where the type has one. */
export interface SourceCredentials {
  account: string;
  token?: string;
}

/** Every field any of the forms has; each form holds only its own. */
interface CredentialsFormValues {
  account: string;
  token?: string;
  key?: string;
  secret?: string;
}

/** WooCommerce's two keys asked for apiece, with the contract's rules for each, and sent as its one token. */
const wooCommerceFormSchema = z.pipe(
  z.object({ account: wooCommerceCredentialsSchema.shape.account, key: wooCommerceConsumerKeySchema, secret: wooCommerceConsumerSecretSchema }),
  z.transform(({ account, key, secret }) => ({ account, token: wooCommerceToken(key, secret) })),
);

interface CredentialsFormShape {
  schema: z.ZodType<SourceCredentials, CredentialsFormValues>;
  defaultValues: CredentialsFormValues;
}

export const CREDENTIALS_FORMS: Record<AskedCredentialKind, CredentialsFormShape> = {
  token: { schema: tokenCredentialsSchema, defaultValues: { account: '', token: '' } },
  woocommerce: { schema: wooCommerceFormSchema, defaultValues: { account: '', key: '', secret: '' } },
  account_oauth: { schema: oauthAccountSchema, defaultValues: { account: '' } },
};

/** A source type connected only once its credentials are typed in. */
export type CredentialsEntry = SourceTypeEntry & { credentials: AskedCredentialKind };

export const asksForCredentials = (entry: SourceTypeEntry): entry is CredentialsEntry => entry.credentials in CREDENTIALS_FORMS;
