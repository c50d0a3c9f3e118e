const Joi = require('joi');

const schema = Joi.object({
  port: Joi.number().port().required(),
  databaseUrl: Joi.string().uri().required(),
  logLevel: Joi.string().valid('debug', 'info', 'warn', 'error').default('info'),
});

function loadConfig(env) {
  return Joi.attempt(
    {
      port: env.PORT,
      databaseUrl: env.DATABASE_URL,
      logLevel: env.LOG_LEVEL,
    },
    schema,
  );
}

module.exports = { loadConfig };
