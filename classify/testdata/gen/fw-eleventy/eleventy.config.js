export default function (eleventyConfig) {
  eleventyConfig.setServerOptions({ port: 18605 });
}
