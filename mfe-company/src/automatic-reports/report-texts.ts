import type { ReportSend } from '@pulseboard/shared';

/** A moment as the report's recipients live it: in the report's own time zone, not the viewer's. */
export const formatInZone = (iso: string, timezone: string): string => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short', timeZone: timezone }).format(new Date(iso));

/** How the latest send went; while it is retried or once it failed, with the last error. */
export function lastResult(send: ReportSend | null, timezone: string): string {
  if (!send) return 'Not sent yet';
  const error = send.error ? `: ${send.error}` : '';
  switch (send.state) {
    case 'pending':
      return 'Pending';
    case 'sending':
      return 'Sending';
    case 'sent':
      return `Sent ${formatInZone(send.sentAt ?? send.scheduledFor, timezone)}`;
    case 'retrying':
      return `Retrying (attempt ${send.attempts})${error}`;
    case 'failed':
      return `Failed${error}`;
    case 'unknown':
      return `Outcome unknown${error}`;
  }
}
