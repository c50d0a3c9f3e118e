// The server's settings, read from the environment and checked with superstruct.
import { assert, object, string, number, enums, optional, coerce } from 'superstruct'

const Port = coerce(number(), string(), (s) => Number(s))

const Config = object({
  port: Port,
  databaseUrl: string(),
  currency: enums(['EUR', 'USD', 'GBP']),
  sentryDsn: optional(string()),
})

export function loadConfig(env) {
  const config = {
    port: env.PORT ?? '8080',
    databaseUrl: env.DATABASE_URL,
    currency: env.SHOP_CURRENCY ?? 'eur',
  }
  assert(config, Config)
  return config
}
