import type { MetaUser } from './fixtures.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What each permission lets the app do, in the words of Facebook Login's dialog. */
const PERMISSION_WORDS: Record<string, string> = {
  public_profile: 'Your name and profile picture',
  email: 'Your email address',
  ads_read: 'Read the performance of the ad accounts you have access to',
  business_management: 'Read the Business accounts your ad accounts belong to',
  pages_show_list: 'Show a list of the Pages you manage',
  pages_read_engagement: 'Read content posted on your Pages and how people engage with it',
  read_insights: 'Read the Insights of your Pages',
  instagram_basic: 'Access the profile and media of the Instagram accounts linked to your Pages',
  instagram_manage_insights: 'Read the Insights of the Instagram accounts linked to your Pages',
};
/** Granted with the login itself, without a toggle. */
const ALWAYS = new Set(['public_profile']);

const STYLES = `
body{margin:0;font-family:Helvetica,Arial,sans-serif;background:#f0f2f5;color:#1c1e21;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;padding:24px 28px;width:min(520px,92vw);box-shadow:0 2px 4px rgba(0,0,0,.1),0 8px 16px rgba(0,0,0,.1)}
.brand{color:#1877f2;font-size:28px;font-weight:700;letter-spacing:-1px}
h1{font-size:20px;margin:16px 0 8px}p{color:#606770;font-size:14px;line-height:20px}
fieldset{border:0;padding:0;margin:12px 0}legend{font-size:14px;font-weight:600;margin-bottom:8px}
label.account{display:flex;gap:10px;align-items:center;border:1px solid #dddfe2;border-radius:6px;padding:8px 12px;margin-bottom:8px;cursor:pointer}
ul{list-style:none;padding:0;margin:0}li{display:flex;gap:10px;align-items:flex-start;padding:10px 0;border-bottom:1px solid #e4e6eb;font-size:14px}
.actions{display:flex;justify-content:flex-end;gap:10px;margin-top:20px}
button{font:inherit;font-size:15px;font-weight:600;border-radius:6px;padding:9px 20px;cursor:pointer;border:0}
.cancel{background:#e4e6eb;color:#050505}.continue{background:#1877f2;color:#fff}
footer{margin-top:18px;font-size:12px;color:#8a8d91}`;

export interface DialogPage {
  consentId: string;
  appName: string;
  permissions: string[];
  users: MetaUser[];
}

/** Facebook Login's dialog as the sandbox shows it: continue as one of the fixture people, untick permissions under "Edit access", Continue or Cancel. */
export function dialogPage({ consentId, appName, permissions, users }: DialogPage): string {
  const app = escape(appName);
  const accounts = users
    .map(
      (user, index) =>
        `<label class="account"><input type="radio" name="account" value="${escape(user.id)}"${index === 0 ? ' checked' : ''}><span>${escape(user.name)}<br><small>${escape(user.email)}</small></span></label>`,
    )
    .join('');
  const access = permissions
    .map((permission) => {
      const words = escape(PERMISSION_WORDS[permission] ?? permission);
      const name = escape(permission);
      return ALWAYS.has(permission)
        ? `<li><input type="hidden" name="permission" value="${name}"><span>${words}</span></li>`
        : `<li><input type="checkbox" name="permission" value="${name}" id="p-${name}" checked><label for="p-${name}">${words}</label></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Log in with Facebook</title><style>${STYLES}</style></head>
<body><main>
<div class="brand">facebook</div>
<h1>${app} is requesting access to your Facebook account</h1>
<form method="post" action="oauth/approve">
<input type="hidden" name="consent" value="${escape(consentId)}">
<fieldset><legend>Continue as</legend>${accounts}</fieldset>
<p>Edit access: <strong>${app}</strong> will receive:</p>
<ul>${access}</ul>
<p>${app} will not be able to post to Facebook on your behalf. You can remove its access at any time in your Business Integrations settings.</p>
<div class="actions"><button class="cancel" type="submit" name="decision" value="cancel">Cancel</button><button class="continue" type="submit" name="decision" value="continue">Continue</button></div>
</form>
<footer>Sandbox: a local stand-in for Facebook Login. Nothing is sent to Meta.</footer>
</main></body></html>`;
}

/** Facebook's page for a login request it refuses (unknown app, redirect URI not allowed). */
export function dialogErrorPage(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Error</title><style>${STYLES}</style></head>
<body><main><div class="brand">facebook</div><h1>${escape(title)}</h1><p>${escape(detail)}</p></main></body></html>`;
}
