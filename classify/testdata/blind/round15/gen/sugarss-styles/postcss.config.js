module.exports = { parser: 'sugarss', plugins: [] };
