export const x = {;
