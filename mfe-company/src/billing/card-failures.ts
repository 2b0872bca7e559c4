import { CheckoutFailed, failureMessage } from '@pulseboard/shared';

/** A declined or unconfirmed card is told in the provider's words; anything else (the API, the network) as every other failure. */
export const cardFailureMessage = (error: unknown): string => (error instanceof CheckoutFailed ? error.message : failureMessage(error));

/** The provider's script could not be loaded: its loader says why in words meant for the user. */
export const providerLoadFailure = (error: unknown): string => (error instanceof Error ? error.message : failureMessage(error));
