module.exports = {
  plugins: [
    require('postcss-bem-linter')({ preset: 'suit' }),
    require('postcss-reporter')({ clearReportedMessages: true }),
  ],
};
