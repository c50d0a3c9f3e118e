export const format = (n) => `${n}`;
