import { createApp } from './app';
import { ConfigError, loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  const database = config.database.kind === 'sqlite' ? `SQLite at ${config.database.file}` : 'PostgreSQL';
  console.log(
    `TaxAtlas ${config.version} is serving http://${host}:${config.port} (${database}${config.webRoot ? '' : ', API only: web app not built'})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
