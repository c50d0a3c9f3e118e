const { src, dest, series } = require('gulp');
const fs = require('fs');

function readConfig() {
  return JSON.parse(fs.readFileSync('build.json', 'utf8'));
}

function copy() {
  const config = readConfig();
  return src(config.assets.from).pipe(dest(config.assets.to));
}

exports.default = series(copy);
