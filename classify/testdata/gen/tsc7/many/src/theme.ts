import { palette } from "./colors";

export const primary: string = palette.primary;
