// A plugin of the project's own, so Vite runs PostCSS on every CSS file.
export default { plugins: [{ postcssPlugin: "shop-noop", Once() {} }] };
