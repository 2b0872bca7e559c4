export * from './mock-api.js';
export * from './render-with-shell.js';
export * from './plugin-contract.js';
export { setupUserWithFakeTimers, settle, elapse } from '../ui/test-helpers.js';
export { installFakeCardProvider, type FakeCardProvider } from './fake-card-provider.js';
