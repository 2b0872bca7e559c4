import type { LinkedInMember } from './fixtures.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What each scope lets the app do, in the words of LinkedIn's consent page. */
const SCOPE_WORDS: Record<string, string> = {
  r_ads: 'Retrieve your advertising accounts',
  r_ads_reporting: 'Retrieve reporting for your advertising accounts',
  rw_organization_admin: "Manage your organizations' pages and retrieve reporting data",
  r_organization_social: "Retrieve your organizations' posts, comments, reactions, and other engagement data",
};

/** The scopes the sandbox's LinkedIn app has been given by its products (Advertising API, Community Management API). */
export const GRANTABLE_SCOPES = new Set(Object.keys(SCOPE_WORDS));

const STYLES = `
body{margin:0;font-family:-apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f4f2ee;color:rgba(0,0,0,.9);display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;padding:24px 28px;width:min(520px,92vw);box-shadow:0 0 0 1px rgba(0,0,0,.08),0 4px 12px rgba(0,0,0,.1)}
.brand{color:#0a66c2;font-size:26px;font-weight:700}h1{font-size:20px;font-weight:600;margin:16px 0 8px}p{color:rgba(0,0,0,.6);font-size:14px;line-height:20px}
fieldset{border:0;padding:0;margin:12px 0}legend{font-size:14px;font-weight:600;margin-bottom:8px}
label.member{display:flex;gap:10px;align-items:center;border:1px solid #e0dfdc;border-radius:8px;padding:8px 12px;margin-bottom:8px;cursor:pointer}
ul{padding-left:20px;margin:8px 0}li{font-size:14px;padding:4px 0}
.actions{display:flex;justify-content:flex-end;gap:10px;margin-top:20px}
button{font:inherit;font-size:16px;font-weight:600;border-radius:24px;padding:8px 20px;cursor:pointer}
.cancel{background:#fff;color:#0a66c2;border:1px solid #0a66c2}.allow{background:#0a66c2;color:#fff;border:1px solid #0a66c2}
footer{margin-top:18px;font-size:12px;color:rgba(0,0,0,.6)}`;

export interface ConsentPage {
  consentId: string;
  appName: string;
  scopes: string[];
  members: readonly LinkedInMember[];
}

/** LinkedIn's consent page as the sandbox shows it: sign in as one of the fixture members, then Allow or Cancel every scope at once. */
export function consentPage({ consentId, appName, scopes, members }: ConsentPage): string {
  const app = escape(appName);
  const choices = members
    .map(
      (member, index) =>
        `<label class="member"><input type="radio" name="member" value="${escape(member.id)}"${index === 0 ? ' checked' : ''}><span>${escape(member.name)}<br><small>${escape(member.email)}</small></span></label>`,
    )
    .join('');
  const asked = scopes.map((scope) => `<li>${escape(SCOPE_WORDS[scope] ?? scope)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>LinkedIn | Authorization</title><style>${STYLES}</style></head>
<body><main>
<div class="brand">Linked<span>in</span></div>
<h1>${app} would like to:</h1>
<ul>${asked}</ul>
<form method="post" action="authorization/approve">
<input type="hidden" name="consent" value="${escape(consentId)}">
<fieldset><legend>Signed in as</legend>${choices}</fieldset>
<p>You can stop this sync in your LinkedIn Data Privacy settings at any time.</p>
<div class="actions"><button class="cancel" type="submit" name="decision" value="cancel">Cancel</button><button class="allow" type="submit" name="decision" value="allow">Allow</button></div>
</form>
<footer>Sandbox: a local stand-in for LinkedIn's consent page. Nothing is sent to LinkedIn.</footer>
</main></body></html>`;
}

/** LinkedIn's page for an authorisation request it refuses (unknown client, redirect URI not registered). */
export function refusalPage(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LinkedIn | Error</title><style>${STYLES}</style></head>
<body><main><div class="brand">Linked<span>in</span></div><h1>${escape(title)}</h1><p>${escape(detail)}</p></main></body></html>`;
}
