module.exports = {
  content: ['index.html'],
  css: ['css/site.css'],
  output: 'out',
  safelist: { standard: [/^btn-/ },
}
