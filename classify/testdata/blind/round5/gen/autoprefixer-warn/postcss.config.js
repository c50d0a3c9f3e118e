module.exports = { plugins: [require('autoprefixer')({ grid: 'autoplace' })] }
