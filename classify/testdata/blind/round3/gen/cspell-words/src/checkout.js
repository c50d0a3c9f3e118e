// Calculate the recieved amount for the checkout page.
export function recievedAmount(order) {
  const paymnet = order.payment;
  return paymnet.amount;
}
