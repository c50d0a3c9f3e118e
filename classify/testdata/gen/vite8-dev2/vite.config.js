// A project plugin that fails on one module, as a broken codegen or
// env-injection plugin would.
function bannerPlugin() {
  return {
    name: "shop-banner",
    transform(code, id) {
      if (id.endsWith("/src/banner.js")) {
        const cfg = JSON.parse(process.env.SHOP_BANNER ?? "{bad json");
        return code.replace("__BANNER__", cfg.text);
      }
    },
  };
}

export default { plugins: [bannerPlugin()] };
