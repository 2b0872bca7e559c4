const STORAGE_KEY = 'pulseboard.identification';

let current: string | null = null;

/**
 * The deployment identification travels on every request as `x-identification`.
 * It comes from the page config; session storage keeps it for requests made
 * before the config is known (spec §7).
 */
export function setIdentification(identification: string): void {
  current = identification;
  try {
    sessionStorage.setItem(STORAGE_KEY, identification);
  } catch {
    /* storage can be unavailable (privacy modes); the in-memory value still serves */
  }
}

export function getIdentification(): string | null {
  if (current) return current;
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}
