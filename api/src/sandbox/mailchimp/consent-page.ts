import type { ConsentLook } from '../consent-form.js';

/** Mailchimp's authorize page, as the sandbox shows it. */
export const MAILCHIMP_LOOK: ConsentLook = {
  title: 'Mailchimp | Authorize app',
  brand: 'mailchimp',
  styles: `
body{margin:0;font-family:"Means Web",Georgia,Times,"Times New Roman",serif;background:#f6f6f4;color:#241c15;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:6px;padding:28px 32px;width:min(520px,92vw);box-shadow:0 0 0 1px #e5e5e0}
.brand{font-size:28px;font-weight:700;letter-spacing:-.5px}h1{font-family:"Graphik Web",Helvetica,Arial,sans-serif;font-size:19px;font-weight:500;margin:16px 0 8px}p{font-family:Helvetica,Arial,sans-serif;color:#5b5b57;font-size:14px;line-height:20px}
fieldset{border:0;padding:0;margin:12px 0;font-family:Helvetica,Arial,sans-serif}legend{font-size:14px;font-weight:600;margin-bottom:8px}
label.user{display:flex;gap:10px;align-items:center;border:1px solid #d5d5d0;border-radius:4px;padding:8px 12px;margin-bottom:8px;cursor:pointer}
ul{padding-left:20px;margin:8px 0;font-family:Helvetica,Arial,sans-serif}li{font-size:14px;padding:4px 0}
.actions{display:flex;justify-content:flex-end;gap:10px;margin-top:20px}
button{font:inherit;font-family:Helvetica,Arial,sans-serif;font-size:15px;border-radius:4px;padding:8px 22px;cursor:pointer}
.cancel{background:#fff;color:#007c89;border:1px solid #007c89}.allow{background:#007c89;color:#fff;border:1px solid #007c89}
footer{margin-top:18px;font-size:12px;color:#8a8a85;font-family:Helvetica,Arial,sans-serif}`,
  note: 'You can remove this app at any time under Profile > Extras > Registered apps.',
  labels: { allow: 'Allow', cancel: 'Cancel' },
};

/** What a Mailchimp app may do once allowed: Mailchimp has no scopes, an app sees the whole account. */
export const MAILCHIMP_GRANTS = ['Access your account and its audiences', 'Read your campaigns and their reports'];
