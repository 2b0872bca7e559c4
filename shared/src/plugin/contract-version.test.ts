import { contractMismatch } from './contract-version';

it('lets a remote run on a shell of the same major version and the same or a newer minor', () => {
  expect(contractMismatch('1.0.0', '1.0.0')).toBeNull();
  expect(contractMismatch('1.2.0', '1.2.5')).toBeNull();
  expect(contractMismatch('1.2.9', '1.4.0')).toBeNull();
});

it('refuses another major version in either direction, and a newer minor than the shell has', () => {
  expect(contractMismatch('2.0.0', '1.9.0')).toBe('it was built for contract 2.0.0 and this shell runs 1.9.0');
  expect(contractMismatch('1.9.0', '2.0.0')).toMatch('built for contract 1.9.0');
  expect(contractMismatch('1.3.0', '1.2.0')).toMatch('built for contract 1.3.0');
});

it('refuses what is not a version', () => {
  expect(contractMismatch('latest', '1.0.0')).toBe('its contract version latest is not a version');
});
