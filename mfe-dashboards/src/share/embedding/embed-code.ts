import { embedPath, type EmbedClaims } from '@pulseboard/shared';

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (text: string) => text.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);

/** The frame code an agency pastes into a client's page: the dashboard's frame, and the script that fits it to its content and carries its events. */
export function embedCode({ origin, permalink, name }: { origin: string; permalink: string; name: string }): string {
  return `<iframe src="${origin}${embedPath(permalink)}" data-pulseboard-embed style="width:100%;border:0" title="${attribute(name)}"></iframe>\n` + `<script src="${origin}/embed.js" async></script>`;
}

/** The script code: the dashboard drawn in the page itself, in a shadow root of its element, its styles and the page's kept apart. */
export function scriptEmbedCode({ origin, permalink }: { origin: string; permalink: string }): string {
  return `<pulseboard-dashboard permalink="${attribute(permalink)}"></pulseboard-dashboard>\n` + `<script src="${origin}/embed.js" async></script>`;
}

const TOKEN_LIFETIME_SECONDS = 3600;

/** What a signed token holds, for this dashboard: a locked month and a hidden date selector, valid for an hour from now. */
export function exampleClaims(permalink: string, now = Date.now()): string {
  const claims: EmbedClaims = {
    resource: { dashboard: permalink },
    params: { startDate: '2026-01-01', endDate: '2026-01-31', hideDateSelector: true },
    exp: Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS,
  };
  return JSON.stringify(claims, null, 2);
}
