export const banner = "__BANNER__";
