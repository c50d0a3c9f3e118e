export const slugify = (s: string) => s.toLowerCase().replace(/\s+/g, "-");
