export const port: number = "3000";
