export const price = 3;
