import { atom } from 'jotai';
import { apiRequest, companyAtom, companyBanners, pageConfigAtom, reportError, type GlobalMessage } from '@pulseboard/shared';

/** The company-state banners (recomputed whenever realtime changes the company) followed by the stored messages. */
export const shellMessagesAtom = atom<GlobalMessage[]>((get) => {
  const company = get(companyAtom);
  const stored = get(pageConfigAtom)?.messages ?? [];
  return [...(company ? companyBanners(company) : []), ...stored];
});

/** Keys of the messages this user closed; seeded from the page config, so they stay closed after a reload. */
export const dismissedMessagesAtom = atom((get) => new Set(get(pageConfigAtom)?.dismissedMessages ?? []));

/** Closes a message at once and records it for the user; a failed save is reported, the message stays closed for this page. */
export const dismissMessageAtom = atom(null, async (get, set, key: string) => {
  const config = get(pageConfigAtom);
  if (!config) return;
  set(pageConfigAtom, { ...config, dismissedMessages: [...config.dismissedMessages, key] });
  try {
    await apiRequest('/api/messages/dismissals', { method: 'POST', body: { key } });
  } catch (error) {
    reportError(error, { message: key });
  }
});
