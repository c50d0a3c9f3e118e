function handle(req, res) {
  res.end('ok')
}

const table = undefined
table.register('/orders', handle)

module.exports = { handle }
