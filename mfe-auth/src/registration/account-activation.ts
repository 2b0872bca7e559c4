import { apiRequest, type Company } from '@pulseboard/shared';

const POLL_MS = 1000;
const TIMEOUT_MS = 30_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The company's state, or null when it could not be read: the payment went through either way, so a failed read is only a reason to ask again. */
async function companyState(): Promise<string | null> {
  try {
    return (await apiRequest<{ data: Pick<Company, 'state'> }>('/api/company')).data.state;
  } catch {
    return null;
  }
}

/**
 * Access comes from the card provider's webhook on the server, never from
 * the browser's word that a payment went through: after paying, the company
 * is read every second (up to 30 s) until it is active. Answers whether it
 * became active in that time.
 */
export async function waitForActiveAccount(): Promise<boolean> {
  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    if ((await companyState()) === 'active') return true;
    if (Date.now() + POLL_MS > deadline) return false;
    await pause(POLL_MS);
  }
}
