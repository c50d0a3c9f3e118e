export const price = (n) => n * 2;
export const tax = (n) => n * 0.2;
