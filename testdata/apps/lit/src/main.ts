import './cart-app.ts'

document.getElementById('app')!.append(document.createElement('cart-app'))
