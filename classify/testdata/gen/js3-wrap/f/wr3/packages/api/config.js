function required(name) {
  const value = process.env[name]
  if (!value) {
    throw new Error(`missing required environment variable ${name}`)
  }
  return value
}

const config = { port: required('PORT'), databaseUrl: required('DATABASE_URL') }
console.log(config)
