import { TestEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without the web APIs it lacks but Node has (fetch and friends,
 * TextEncoder, structuredClone, BroadcastChannel, streams): the Node implementations
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
      'WritableStream',
      'TransformStream',
      // Node's, so a multipart body reaches fetch (and the HTTP mock) as Node's fetch can send it.
      'FormData',
      'Blob',
      'File',
    ];
    for (const name of borrowed) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}
