import { type Config, ConfigError, loadConfig } from './config.js';
import { startDatabase } from './platform/db/database.js';

const config = configOrExit();
// The embedded database starts on its own thread first; the rest of the server is loaded meanwhile.
const starting = startDatabase({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  defaultSeed: config.seedDemo && !config.adminPassword,
});
const { serve } = await import('./server.js');
await serve(config, await starting);

/** A setting that cannot work stops the start with its message alone: it is the operator's to fix. */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`SceneCast cannot start: ${error.message}`);
    process.exit(1);
  }
}
