import { definePlugin } from '@pulseboard/shared';
import { RemoteLoadError, validatePlugin } from './remote-loader';

const Screen = () => null;

describe('validatePlugin', () => {
  it('accepts a plugin exposed as a default export', () => {
    const plugin = definePlugin({ contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [{ name: 'campaigns.index', Component: Screen }] });
    expect(validatePlugin('groups', { default: plugin })).toEqual(plugin);
  });

  it('rejects a malformed plugin with the reason', () => {
    expect(() => validatePlugin('groups', { default: { contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [{ name: 'campaigns.index', Component: 'nope' }] } })).toThrow(
      /routes\.0\.Component must be a React component/,
    );
  });

  it('rejects route names that are not in the route table', () => {
    expect(() => validatePlugin('groups', { contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [{ name: 'campaigns.archive', Component: Screen }] })).toThrow(RemoteLoadError);
  });

  it('rejects a remote that claims another area', () => {
    expect(() => validatePlugin('groups', { contract: __PULSEBOARD_CONTRACT__, id: 'company', routes: [] })).toThrow(/identified itself as company/);
  });

  it("rejects a remote that renders another area's routes", () => {
    expect(() => validatePlugin('groups', { contract: __PULSEBOARD_CONTRACT__, id: 'groups', routes: [{ name: 'company.users', Component: Screen }] })).toThrow(
      /claims routes of other areas: company.users/,
    );
  });

  it('rejects a remote built before contracts were versioned', () => {
    expect(() => validatePlugin('groups', { id: 'groups', routes: [] })).toThrow(/contract is missing/);
  });

  it('rejects a remote built for a contract the shell does not run, and takes an older minor', () => {
    const plugin = (contract: string) => definePlugin({ contract, id: 'groups', routes: [] });
    expect(() => validatePlugin('groups', plugin('2.0.0'), '1.4.0')).toThrow('The groups area cannot run in this version of Pulseboard: it was built for contract 2.0.0 and this shell runs 1.4.0.');
    expect(validatePlugin('groups', plugin('1.3.0'), '1.4.0').contract).toBe('1.3.0');
  });
});
