import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without the web APIs it lacks but Node has (fetch and friends,
 * TextEncoder, structuredClone, BroadcastChannel): the Node implementations
 * are handed to the test window, so code under test runs unchanged.
 */
export default class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const borrowed = [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'BroadcastChannel',
      'ReadableStream',
    ];
    for (const name of borrowed) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
