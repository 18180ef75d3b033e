// The `object.entries` polyfill node-polyglot (ra-i18n-polyglot's engine) asks for brings ~30 KB of es-shims
// machinery into the app's entry (get-intrinsic, call-bind, define-properties…), which probes the engine as it
// loads. Every browser the app supports has Object.entries: vite.config.ts points the polyfill here.
module.exports = function entries(object) {
  return Object.entries(object);
};
