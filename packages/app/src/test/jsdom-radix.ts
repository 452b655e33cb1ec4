// jsdom lacks APIs that Radix primitives call (pointer capture, scrollIntoView, ResizeObserver).
// These stubs only make the calls harmless; layout is checked in the browser tests.
const proto = window.HTMLElement.prototype;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => {};
proto.releasePointerCapture ??= () => {};
proto.scrollIntoView ??= () => {};
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
