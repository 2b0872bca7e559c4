const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SignInPage {
  label: string;
  colour: string;
  appName: string;
  /** Where the form posts (relative to the page). */
  action: string;
  consentId: string;
  /** Who the form offers to sign in as. */
  person: { email: string; name: string };
}

/**
 * The provider's sign-in and consent page, as the sandbox shows it. There
 * are no real people here, so the visitor says who they are: the e-mail and
 * name the provider will vouch for. Continue grants, Cancel declines.
 */
export function signInPage({ label, colour, appName, action, consentId, person }: SignInPage): string {
  const app = escape(appName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${escape(label)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f3f4f6;color:#1f2937;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;padding:32px 36px;width:min(460px,92vw);box-shadow:0 1px 3px rgba(0,0,0,.15)}
.brand{color:${colour};font-size:24px;font-weight:700}h1{font-size:20px;font-weight:500;margin:16px 0}
label{display:block;font-size:14px;margin:12px 0 4px}input[type=email],input[type=text]{width:100%;box-sizing:border-box;padding:10px;border:1px solid #cbd5e1;border-radius:6px;font:inherit}
.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:24px}button{font:inherit;border-radius:6px;padding:10px 20px;cursor:pointer;border:0}
.cancel{background:transparent;color:${colour}}.continue{background:${colour};color:#fff}footer{margin-top:20px;font-size:12px;color:#6b7280}
</style></head>
<body><main>
<div class="brand">${escape(label)}</div>
<h1>Sign in to continue to ${app}</h1>
<p>${app} will receive your name, e-mail address and profile.</p>
<form method="post" action="${escape(action)}">
<input type="hidden" name="consent" value="${escape(consentId)}">
<label for="email">Email</label><input id="email" type="email" name="email" value="${escape(person.email)}" required>
<label for="name">Name</label><input id="name" type="text" name="name" value="${escape(person.name)}">
<div class="actions"><button class="cancel" type="submit" name="decision" value="deny" formnovalidate>Cancel</button><button class="continue" type="submit" name="decision" value="allow">Continue</button></div>
</form>
<footer>Sandbox: a local stand-in for ${escape(label)}'s sign-in. Nothing is sent to ${escape(label)}.</footer>
</main></body></html>`;
}

/** The provider's page for a request it refuses to show (unknown client, redirect URI not registered). */
export function refusalPage(label: string, code: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(label)}: error</title></head>
<body><main><h1>${escape(label)} cannot sign you in to this app</h1><p><strong>${escape(code)}</strong></p><p>${escape(detail)}</p></main></body></html>`;
}
