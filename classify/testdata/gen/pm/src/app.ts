interface Config { port: number; db: { url: string } }

function loadConfig(): Config {
  return JSON.parse(process.env.APP_CONFIG ?? "{}") as Config;
}

const config = loadConfig();
console.log("connecting to", config.db.url.replace("postgres://", ""));
