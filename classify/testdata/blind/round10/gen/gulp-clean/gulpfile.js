const { src, dest, series } = require('gulp');

function copy() {
  return src('src/*.css').pipe(dest('dist'));
}

exports.default = series(copy);
