import { redactUrl } from '../src/plugins/app/request-log.js';

const SECRETS = ['code', 'auth_code', 'state', 'signature', 'auth_signature', 'token', '_token', 'access_token', 'refresh_token', 'id_token', 'password', 'client_secret'];

describe('request URLs in the log', () => {
  it.each(SECRETS)('never keep the value of %s, wherever it stands in the query', (name) => {
    for (const url of [`/x?${name}=s3cr3t`, `/x?a=1&${name}=s3cr3t`, `/x?${name}=s3cr3t&b=2`, `/x?a=1&${name.toUpperCase()}=s3cr3t#f`]) {
      const logged = redactUrl(url);
      expect(logged).not.toContain('s3cr3t');
      expect(logged).toContain('[redacted]');
    }
  });

  it('hide the token of a mailed link and keep everything else', () => {
    expect(redactUrl('/password/reset/abcDEF123?email=a%40b.c')).toBe('/password/reset/[redacted]?email=a%40b.c');
    expect(redactUrl('/email/confirm/abcDEF123')).toBe('/email/confirm/[redacted]');
    expect(redactUrl('/register/social/confirm/abcDEF123')).toBe('/register/social/confirm/[redacted]');
    expect(redactUrl('/api/sources/oauth/google_analytics/callback?state=st&code=4%2F0Ab&scope=email')).toBe(
      '/api/sources/oauth/google_analytics/callback?state=[redacted]&code=[redacted]&scope=email',
    );
    expect(redactUrl('/api/dashboards?search=codes&state_of=x')).toBe('/api/dashboards?search=codes&state_of=x');
  });
});
