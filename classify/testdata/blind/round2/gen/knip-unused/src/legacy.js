export const old = 1;
