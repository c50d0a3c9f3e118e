const o = require('ospec')
const { discount } = require('../src/cart.js')

o.spec('discount', () => {
  o('ten percent over 100', () => {
    o(discount(200)).equals(180)
  })
  o('none under 100', () => {
    o(discount(50)).equals(50)
  })
})
