// @ts-check
/** @type {import('@docusaurus/types').Config} */
const config = {
  title: "shop",
  url: "http://localhost",
  baseUrl: "/",
  onBrokenLinks: "warn",
  presets: [
    [
      "classic",
      {
        docs: { sidebarPath: undefined },
        blog: false,
        theme: {},
      },
    ],
  ],
};

export default config;
