import { shareQuery, type ViewRange } from '@pulseboard/shared';

/** Spec §2: the copied URL is the current path plus the view's query; opening it shows exactly this view. */
export function shareUrl(origin: string, pathname: string, view: ViewRange): string {
  return `${origin}${pathname}?${new URLSearchParams(shareQuery(view)).toString()}`;
}
