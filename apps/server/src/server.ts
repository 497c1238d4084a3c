import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './config/env.ts';

/** Starts the server and closes it gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  // Settings may also come from a .env file in the working directory (see .env.example).
  if (existsSync('.env')) process.loadEnvFile('.env');
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(env);
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      const force = setTimeout(() => process.exit(1), 10_000);
      force.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
    });
  }
  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
