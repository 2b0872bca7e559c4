import type { SandboxUser } from './fixtures.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What each scope lets the app do, in the words of Google's consent screen. */
const SCOPE_WORDS: Record<string, string> = {
  'https://www.googleapis.com/auth/analytics.readonly': 'See and download your Google Analytics data',
  'https://www.googleapis.com/auth/webmasters.readonly': 'View Search Console data for your verified sites',
  'https://www.googleapis.com/auth/adwords': 'See, edit, create, and delete your Google Ads accounts and data.',
  'https://www.googleapis.com/auth/business.manage': 'See, edit, create, and delete your Google business listings',
  'https://www.googleapis.com/auth/spreadsheets.readonly': 'See all your Google Sheets spreadsheets',
  'https://www.googleapis.com/auth/drive.metadata.readonly': 'See information about your Google Drive files',
  'https://www.googleapis.com/auth/userinfo.email': 'See your primary Google Account email address',
  'https://www.googleapis.com/auth/userinfo.profile': 'See your personal info, including any personal info you\u2019ve made publicly available',
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
};
/** Identity scopes are granted with the sign-in itself; data scopes get a checkbox (granular consent). */
const IDENTITY_SCOPES = new Set(['openid', 'email', 'profile', 'https://www.googleapis.com/auth/userinfo.email', 'https://www.googleapis.com/auth/userinfo.profile']);

const GOOGLE_WORDMARK = ['#4285F4:G', '#EA4335:o', '#FBBC05:o', '#4285F4:g', '#34A853:l', '#EA4335:e']
  .map((entry) => {
    const [color, letter] = entry.split(':');
    return `<span style="color:${color}">${letter}</span>`;
  })
  .join('');

const STYLES = `
body{margin:0;font-family:"Google Sans",Roboto,Arial,sans-serif;background:#f0f4f9;color:#1f1f1f;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:28px;padding:36px 40px 28px;width:min(560px,92vw);box-shadow:0 1px 3px rgba(60,64,67,.15)}
.brand{font-size:22px;font-weight:500;letter-spacing:-.5px}.brand small{font-size:14px;color:#444746;font-weight:400;margin-left:8px}
h1{font-size:28px;font-weight:400;margin:20px 0 8px}p{color:#444746;font-size:14px;line-height:20px}
fieldset{border:0;padding:0;margin:16px 0}legend{font-size:14px;font-weight:500;margin-bottom:8px}
label.account{display:flex;gap:12px;align-items:center;border:1px solid #c4c7c5;border-radius:999px;padding:6px 14px;margin-bottom:8px;cursor:pointer}
.avatar{width:28px;height:28px;border-radius:50%;background:#0b57d0;color:#fff;display:grid;place-items:center;font-size:14px}
ul{list-style:none;padding:0;margin:0}li{display:flex;gap:12px;align-items:flex-start;padding:12px 0;border-bottom:1px solid #e3e3e3;font-size:14px}
.actions{display:flex;justify-content:flex-end;gap:12px;margin-top:28px}
button{font:inherit;font-size:14px;font-weight:500;border-radius:999px;padding:10px 24px;cursor:pointer;border:0}
.deny{background:transparent;color:#0b57d0}.allow{background:#0b57d0;color:#fff}
footer{margin-top:24px;font-size:12px;color:#5e5e5e}`;

export interface ConsentPage {
  consentId: string;
  appName: string;
  scopes: string[];
  users: SandboxUser[];
}

/** Google's "Sign in with Google" consent screen, as the sandbox shows it: choose an account, review the access, Allow or Deny. */
export function consentPage({ consentId, appName, scopes, users }: ConsentPage): string {
  const app = escape(appName);
  const accounts = users
    .map(
      (user, index) =>
        `<label class="account"><input type="radio" name="account" value="${escape(user.email)}"${index === 0 ? ' checked' : ''}>` +
        `<span class="avatar" aria-hidden="true">${escape(user.name.charAt(0))}</span><span>${escape(user.name)}<br><small>${escape(user.email)}</small></span></label>`,
    )
    .join('');
  const access = scopes
    .map((scope) => {
      const words = escape(SCOPE_WORDS[scope] ?? scope);
      return IDENTITY_SCOPES.has(scope)
        ? `<li><input type="hidden" name="scope" value="${escape(scope)}"><span>${words}</span></li>`
        : `<li><input type="checkbox" name="scope" value="${escape(scope)}" id="s-${escape(scope)}" checked><label for="s-${escape(scope)}">${words}</label></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in - Google Accounts</title><style>${STYLES}</style></head>
<body><main>
<div class="brand">${GOOGLE_WORDMARK}<small>Sign in with Google</small></div>
<h1>${app} wants to access your Google Account</h1>
<form method="post" action="approve">
<input type="hidden" name="consent" value="${escape(consentId)}">
<fieldset><legend>Choose an account</legend>${accounts}</fieldset>
<p>This will allow <strong>${app}</strong> to:</p>
<ul>${access}</ul>
<p><strong>Make sure you trust ${app}</strong><br>You may be sharing sensitive info with this site or app. You can always see or remove access in your Google Account.</p>
<div class="actions"><button class="deny" type="submit" name="decision" value="deny">Deny</button><button class="allow" type="submit" name="decision" value="allow">Allow</button></div>
</form>
<footer>Sandbox: a local stand-in for Google's consent screen. Nothing is sent to Google.</footer>
</main></body></html>`;
}

/** Google's error page for a request it refuses to show consent for (bad client, redirect URI mismatch). */
export function authorizationErrorPage(status: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error ${escape(status)}</title><style>${STYLES}</style></head>
<body><main><div class="brand">${GOOGLE_WORDMARK}</div><h1>Access blocked: authorisation error</h1><p><strong>Error ${escape(status)}</strong></p><p>${escape(detail)}</p></main></body></html>`;
}
