export const total = 1;
