export declare function formatPrice(n: number): string;
