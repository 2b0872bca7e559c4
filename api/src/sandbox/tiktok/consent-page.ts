import type { ConsentLook } from '../consent-form.js';

/** TikTok For Business's authorisation page, as the sandbox shows it. */
export const TIKTOK_LOOK: ConsentLook = {
  title: 'TikTok For Business | Authorization',
  brand: 'TikTok <span>For Business</span>',
  styles: `
body{margin:0;font-family:"TikTok Sans",-apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f1f1f2;color:#161823;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;padding:28px 32px;width:min(520px,92vw);box-shadow:0 2px 12px rgba(0,0,0,.12)}
.brand{font-size:24px;font-weight:800}.brand span{font-weight:400;color:#fe2c55}h1{font-size:19px;font-weight:600;margin:16px 0 8px}p{color:rgba(22,24,35,.65);font-size:14px;line-height:20px}
fieldset{border:0;padding:0;margin:12px 0}legend{font-size:14px;font-weight:600;margin-bottom:8px}
label.user{display:flex;gap:10px;align-items:center;border:1px solid #e3e3e4;border-radius:4px;padding:8px 12px;margin-bottom:8px;cursor:pointer}
ul{padding-left:20px;margin:8px 0}li{font-size:14px;padding:4px 0}
.actions{display:flex;justify-content:flex-end;gap:10px;margin-top:20px}
button{font:inherit;font-size:15px;font-weight:600;border-radius:4px;padding:8px 22px;cursor:pointer}
.cancel{background:#fff;color:#161823;border:1px solid #d0d0d3}.allow{background:#fe2c55;color:#fff;border:1px solid #fe2c55}
footer{margin-top:18px;font-size:12px;color:rgba(22,24,35,.5)}`,
  note: 'You can cancel this authorization at any time in TikTok Ads Manager, under Business Center > Apps.',
  labels: { allow: 'Confirm', cancel: 'Cancel' },
};

/** What the sandbox's TikTok app was approved for (its permission scopes, set on the app, not asked for). */
export const TIKTOK_APP_PERMISSIONS = ['Ad Account Management: read your advertiser accounts', 'Reporting: read the reports of your ads', 'Campaign Management: read your campaigns and ad groups'];

/** The permission scope ids TikTok's token answer lists for those. */
export const TIKTOK_SCOPE_IDS = [1, 2, 4];
