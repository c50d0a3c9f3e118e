const prices = { pen: { cents: 100 } }
export const unitPrice = (sku) => prices[sku].cents
export const discount = (cents) => cents - Math.floor(cents / 20) // bug: 5% instead of 10%
