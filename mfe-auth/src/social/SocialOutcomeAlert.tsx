import { Alert, SOCIAL_OUTCOME_TEXTS, SOCIAL_PROVIDER_LABELS, socialOutcomeSchema, socialProviderSchema, useSearchParams, type SocialOutcome } from '@pulseboard/shared';

/** How a provider round trip ended, from the query the server redirected with; null when the query says nothing (or nonsense). */
export function useSocialOutcome(): { outcome: SocialOutcome; label: string } | null {
  const [params] = useSearchParams();
  const outcome = socialOutcomeSchema.safeParse(params.get('social'));
  if (!outcome.success) return null;
  const provider = socialProviderSchema.safeParse(params.get('provider'));
  return { outcome: outcome.data, label: provider.success ? SOCIAL_PROVIDER_LABELS[provider.data] : 'provider' };
}

/** The outcome in words: a success for a linked provider, an error otherwise. The e-mail step shows its own. */
export function SocialOutcomeAlert() {
  const result = useSocialOutcome();
  if (!result || result.outcome === 'email_needed') return null;
  return <Alert level={result.outcome === 'linked' ? 'success' : 'error'}>{SOCIAL_OUTCOME_TEXTS[result.outcome](result.label)}</Alert>;
}
