module.exports = { extends: 'recommended' };
