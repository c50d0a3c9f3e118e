export declare const formatPrice: (cents: number) => string;
