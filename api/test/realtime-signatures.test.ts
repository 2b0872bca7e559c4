import Pusher from 'pusher';
import { md5, signChannel, signRequest, signUser } from '../src/realtime/signatures.js';

// The test vectors of the Pusher Channels reference (connectors.md §23).
const vector = { appId: '3', key: '278d425bdf160c739803', secret: '7ad3773142a6692b25b8' };
const body = '{"name":"foo","channels":["project-3"],"data":"{\\"some\\":\\"data\\"}"}';

describe('Pusher signatures', () => {
  it('signs an HTTP API request as the reference does (body md5 included)', () => {
    expect(md5(body)).toBe('ec365a775a4cd0599faeb73354201b6f');
    const query = { auth_key: vector.key, auth_timestamp: '1353088179', auth_version: '1.0', body_md5: md5(body) };
    expect(signRequest(vector.secret, 'POST', '/apps/3/events', query)).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  });

  it('sorts lowercased parameter names and leaves the signature itself out', () => {
    const shuffled = { BODY_MD5: md5(body), auth_version: '1.0', auth_signature: 'whatever', auth_timestamp: '1353088179', Auth_Key: vector.key };
    expect(signRequest(vector.secret, 'post', '/apps/3/events', shuffled)).toBe('da454824c97ba181a32ccc17a72625ba02771f50b50e1e7430e47a1f3f457e6c');
  });

  it('authorises a private channel as the reference does', () => {
    expect(signChannel(vector, '1234.1234', 'private-foobar')).toBe('278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4');
  });

  it('agrees with the official server SDK on channel and user signatures', () => {
    const sdk = new Pusher({ ...vector, cluster: 'mt1' });
    expect(signChannel(vector, '123.456', 'private-company.42')).toBe(sdk.authorizeChannel('123.456', 'private-company.42').auth);
    const expected = sdk.authenticateUser('123.456', { id: '7', user_info: { name: 'Ada' } });
    expect(signUser(vector, '123.456', expected.user_data)).toBe(expected.auth);
  });
});
