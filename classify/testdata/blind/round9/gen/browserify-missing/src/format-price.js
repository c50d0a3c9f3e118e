module.exports = (cents) => '$' + (cents / 100).toFixed(2);
