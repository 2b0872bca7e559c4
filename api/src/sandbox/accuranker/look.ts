import type { ConsentLook } from '../consent-form.js';

/** AccuRanker's authorisation page, as the sandbox shows it. */
export const ACCURANKER_LOOK: ConsentLook = {
  title: 'AccuRanker | Authorize application',
  brand: '<span style="color:#f89734">Accu</span>Ranker',
  styles: `
body{margin:0;font-family:Inter,-apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f3f5f9;color:#1d2736;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:10px;padding:28px 32px;width:min(520px,92vw);box-shadow:0 2px 14px rgba(29,39,54,.12)}
.brand{font-size:26px;font-weight:800;color:#1d2736}h1{font-size:19px;font-weight:600;margin:16px 0 8px}p{color:#5d6b82;font-size:14px;line-height:20px}
fieldset{border:0;padding:0;margin:12px 0}legend{font-size:14px;font-weight:600;margin-bottom:8px}
label.user{display:flex;gap:10px;align-items:center;border:1px solid #dfe4ec;border-radius:6px;padding:8px 12px;margin-bottom:8px;cursor:pointer}
ul{padding-left:20px;margin:8px 0}li{font-size:14px;padding:4px 0}
.actions{display:flex;justify-content:flex-end;gap:10px;margin-top:20px}
button{font:inherit;font-size:15px;font-weight:600;border-radius:6px;padding:8px 20px;cursor:pointer}
.cancel{background:#fff;color:#1d2736;border:1px solid #c4ccd8}.allow{background:#f89734;color:#fff;border:1px solid #f89734}
footer{margin-top:18px;font-size:12px;color:#8592a6}`,
  note: 'You can revoke access at any time under Account > Connected applications in AccuRanker.',
  labels: { allow: 'Authorize', cancel: 'Cancel' },
};

/** What each OAuth scope lets an app do, in the words of AccuRanker's page. */
export const SCOPE_WORDS: Record<string, string> = {
  read: 'Read your accounts, domains, keywords and rankings',
};
