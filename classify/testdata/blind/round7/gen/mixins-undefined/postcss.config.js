module.exports = {
  plugins: [require('postcss-mixins')({ mixinsDir: 'css/mixins' })],
};
