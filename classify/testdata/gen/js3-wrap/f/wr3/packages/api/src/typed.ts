interface Order {
  id: number
  total: number
}

function describeOrder(order: Order): string {
  return `#${order.id}: ${order.total.toFixed(2)}`
}

console.log(describeOrder({ id: 1, total: '6' }))
