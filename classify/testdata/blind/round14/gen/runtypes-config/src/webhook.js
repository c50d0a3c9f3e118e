const { Object: Obj, String: Str, Number: Num, Array: Arr, Literal, Union } = require('runtypes');

// A payment provider's webhook body, checked before it touches an order.
const Payment = Obj({
  id: Str,
  status: Union(Literal('paid'), Literal('failed'), Literal('refunded')),
  amount: Num,
  items: Arr(Obj({ sku: Str, qty: Num })),
});

function handleWebhook(body) {
  const payment = Payment.check(body);
  return `${payment.id}: ${payment.status} ${payment.amount}`;
}

module.exports = { handleWebhook };
