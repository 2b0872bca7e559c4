import type { FakeUser } from './fake-grants.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** How one provider's consent page looks and what it says. */
export interface ConsentLook {
  /** The tab's title: "TikTok For Business". */
  title: string;
  /** The logo line, as HTML. */
  brand: string;
  styles: string;
  /** The sentence the provider's page ends with (where the grant can be taken back). */
  note: string;
  labels: { allow: string; cancel: string };
}

export interface ConsentForm {
  consentId: string;
  /** Where the form posts, relative to the page. */
  action: string;
  heading: string;
  /** What the app will be able to do, one line each. */
  grants: readonly string[];
  users: readonly FakeUser[];
}

/**
 * A fake provider's consent page: the fixture user to sign in as, what the
 * app asks for, and Allow or Cancel, posted with the consent's id. The same
 * form fields on every fake (consent, user, decision), each in the look of
 * its provider.
 */
export function consentPage(look: ConsentLook, form: ConsentForm): string {
  const choices = form.users
    .map(
      (user, index) =>
        `<label class="user"><input type="radio" name="user" value="${escapeHtml(user.id)}"${index === 0 ? ' checked' : ''}><span>${escapeHtml(user.name)}<br><small>${escapeHtml(user.email)}</small></span></label>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(look.title)}</title><style>${look.styles}</style></head>
<body><main>
<div class="brand">${look.brand}</div>
<h1>${escapeHtml(form.heading)}</h1>
<ul>${form.grants.map((grant) => `<li>${escapeHtml(grant)}</li>`).join('')}</ul>
<form method="post" action="${escapeHtml(form.action)}">
<input type="hidden" name="consent" value="${escapeHtml(form.consentId)}">
<fieldset><legend>Signed in as</legend>${choices}</fieldset>
<p>${escapeHtml(look.note)}</p>
<div class="actions"><button class="cancel" type="submit" name="decision" value="cancel">${escapeHtml(look.labels.cancel)}</button><button class="allow" type="submit" name="decision" value="allow">${escapeHtml(look.labels.allow)}</button></div>
</form>
<footer>Sandbox: a local stand-in for this consent page. Nothing leaves this server.</footer>
</main></body></html>`;
}

/** The provider's page for an authorisation request it refuses (unknown app, redirect URI not registered). */
export function refusalPage(look: ConsentLook, title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(look.title)}</title><style>${look.styles}</style></head>
<body><main><div class="brand">${look.brand}</div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></main></body></html>`;
}

/** The provider's redirect back to the app, with the given parameters. */
export function redirectTarget(redirectUri: string, params: Record<string, string | undefined>): string {
  const back = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) back.searchParams.set(name, value);
  return back.toString();
}
