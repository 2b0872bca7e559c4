import '@testing-library/jest-dom/jest-globals';

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

// SelectInput keeps the active option in view.
if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
