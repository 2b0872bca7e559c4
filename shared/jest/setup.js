import '@testing-library/jest-dom/jest-globals';
import { cleanup, configure } from '@testing-library/react';
import { apiServer } from '../src/testing/mock-api';

// findBy* and waitFor wait up to 5 s for what the screen should show: beside the API's suite on two cores, a
// dialog a click opens can take longer than the 1 s default to appear. What never appears still fails.
configure({ asyncUtilTimeout: 5000 });

// Browser APIs jsdom does not implement, reduced to what the components use.
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Image previews (ImageUpload) show picked files through blob: URLs.
if (!URL.createObjectURL) {
  let created = 0;
  URL.createObjectURL = () => `blob:http://localhost/preview-${++created}`;
  URL.revokeObjectURL = () => {};
}

// Blob is Node's in these tests (see jsdom-environment.js), which jsdom's FileReader refuses;
// user-event's clipboard reads what was copied through a FileReader.
window.FileReader = class BlobTextReader extends EventTarget {
  result = null;
  error = null;
  onload = null;
  onerror = null;
  readAsText(blob) {
    blob.text().then(
      (text) => {
        this.result = text;
        this.onload?.(new Event('load'));
        this.dispatchEvent(new Event('load'));
      },
      (error) => {
        this.error = error;
        this.onerror?.(new Event('error'));
        this.dispatchEvent(new Event('error'));
      },
    );
  }
};

// SelectInput keeps the active option in view.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}

// Every browser test mocks HTTP through one MSW server: handlers last for one test, and an unanswered request fails it.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Unmounted first: a screen going away still talks to the API (giving a lock back), and this test's handlers answer it.
  cleanup();
  apiServer.resetHandlers();
});
afterAll(() => apiServer.close());
