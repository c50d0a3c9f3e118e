module.exports = function (config) {
  config.set({
    frameworks: ['jasmine'],
    files: ['src/*.js', 'spec/*.spec.js'],
    browsers: ['ChromeHeadlessNoSandbox'],
    customLaunchers: {
      ChromeHeadlessNoSandbox: { base: 'ChromeHeadless', flags: ['--no-sandbox'] },
    },
    singleRun: true,
    reporters: ['progress'],
    colors: false,
  });
};
