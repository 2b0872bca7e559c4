import { definePlugin } from '@pulseboard/shared';
import { RemoteLoadError, validatePlugin } from './remote-loader';

const Screen = () => null;

describe('validatePlugin', () => {
  it('accepts a plugin exposed as a default export', () => {
    const plugin = definePlugin({ id: 'groups', routes: [{ name: 'campaigns.index', Component: Screen }], navItems: [] });
    expect(validatePlugin('groups', { default: plugin })).toEqual(plugin);
  });

  it('rejects a malformed plugin with the reason', () => {
    expect(() => validatePlugin('groups', { default: { id: 'groups', routes: [{ name: 'campaigns.index', Component: 'nope' }] } })).toThrow(
      /routes\.0\.Component must be a React component/,
    );
  });

  it('rejects route names that are not in the route table', () => {
    expect(() => validatePlugin('groups', { id: 'groups', routes: [{ name: 'campaigns.archive', Component: Screen }], navItems: [] })).toThrow(
      RemoteLoadError,
    );
  });

  it('rejects a remote that claims another area', () => {
    expect(() => validatePlugin('groups', { id: 'company', routes: [], navItems: [] })).toThrow(/identified itself as company/);
  });

  it("rejects a remote that renders another area's routes", () => {
    expect(() => validatePlugin('groups', { id: 'groups', routes: [{ name: 'company.users', Component: Screen }], navItems: [] })).toThrow(
      /claims routes of other areas: company.users/,
    );
  });
});
