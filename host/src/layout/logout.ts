import { apiRequest, navigateAway } from '@pulseboard/shared';

/** POST /logout, then reload whatever the answer (spec §7: logout errors are ignored). */
export async function logout(reload: () => void = () => navigateAway('/login')): Promise<void> {
  try {
    await apiRequest('/logout', { method: 'POST' });
  } catch {
    /* the reload below starts a clean page either way */
  } finally {
    reload();
  }
}
