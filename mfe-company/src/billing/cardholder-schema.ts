import { z } from '@pulseboard/shared';

/** The name given with a card: the provider checks it with the bank, and splits it into first and last name for the payment contact (spec §5). */
export const cardholderSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'The name on the card is required.'), z.maxLength(255, 'The name on the card may not be longer than 255 characters.')),
});
export type Cardholder = z.infer<typeof cardholderSchema>;
