export const ok = "formatted";
