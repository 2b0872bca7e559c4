/** A billing date (renewal, period end, trial end) as the billing screens write it: "May 4, 2026", in the reader's time zone. */
export const formatBillingDate = (iso: string): string => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
