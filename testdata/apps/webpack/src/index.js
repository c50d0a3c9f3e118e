import { loadCart, total } from './cart.js'
import { checkout } from './checkout.js'

const out = document.querySelector('.out')

document.getElementById('total').addEventListener('click', () => {
  out.textContent = total()
})
document.querySelector('form.checkout').addEventListener('submit', checkout)
for (const button of document.querySelectorAll('button.remove')) {
  button.addEventListener('click', () => button.closest('li').remove())
}

loadCart()
