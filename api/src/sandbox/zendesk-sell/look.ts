import type { ConsentLook } from '../consent-form.js';

/** Zendesk Sell's authorisation page, as the sandbox shows it. */
export const SELL_LOOK: ConsentLook = {
  title: 'Zendesk Sell | Authorize application',
  brand: 'zendesk <span>Sell</span>',
  styles: `
body{margin:0;font-family:"Vanilla Sans",-apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f8f9f9;color:#2f3941;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #d8dcde;border-radius:4px;padding:28px 32px;width:min(520px,92vw);box-shadow:0 20px 28px rgba(4,68,77,.15)}
.brand{font-size:24px;font-weight:700;color:#03363d}.brand span{font-weight:400;color:#d1e8df;background:#03363d;border-radius:3px;padding:0 6px;margin-left:4px}
h1{font-size:18px;font-weight:600;margin:18px 0 8px}p{color:#68737d;font-size:14px;line-height:20px}
fieldset{border:0;padding:0;margin:12px 0}legend{font-size:14px;font-weight:600;margin-bottom:8px}
label.user{display:flex;gap:10px;align-items:center;border:1px solid #d8dcde;border-radius:4px;padding:8px 12px;margin-bottom:8px;cursor:pointer}
ul{padding-left:20px;margin:8px 0}li{font-size:14px;padding:4px 0}
.actions{display:flex;justify-content:flex-end;gap:10px;margin-top:20px}
button{font:inherit;font-size:14px;font-weight:600;border-radius:4px;padding:8px 20px;cursor:pointer}
.cancel{background:#fff;color:#1f73b7;border:1px solid #1f73b7}.allow{background:#1f73b7;color:#fff;border:1px solid #1f73b7}
footer{margin-top:18px;font-size:12px;color:#87929d}`,
  note: 'You can revoke this access at any time in Sell, under Settings > Integrations > OAuth > Authorized apps.',
  labels: { allow: 'Authorize', cancel: 'Deny' },
};

/** What each OAuth scope lets the app do, in the words of Sell's authorisation page. */
export const SCOPE_WORDS: Record<string, string> = {
  read: 'Read your Sell data: deals, pipelines, contacts and users',
  write: 'Create and change your Sell data',
  profile: 'Read your profile and your account settings',
};
