// Sentry must be initialised before express is required.
const Sentry = require("@sentry/node");

Sentry.init({
  dsn: process.env.SENTRY_DSN || undefined,
  spotlight: process.env.SENTRY_SPOTLIGHT || false,
  tracesSampleRate: 1.0,
  sendDefaultPii: true,
});
