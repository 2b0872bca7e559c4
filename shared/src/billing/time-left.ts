const DAY_MS = 86_400_000;

/**
 * What is left of a trial or a paid period ending at `until`, in words: whole
 * days rounded up ("4 days left", "1 day left"), so the last hours still
 * count as a day, and "Ends today" once less than nothing is left.
 */
export function timeLeft(until: string, now: Date): string {
  const days = Math.ceil((new Date(until).getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return 'Ends today';
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}
