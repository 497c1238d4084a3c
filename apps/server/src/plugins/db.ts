import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseDriver } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
  }
}

/** Opens the database (PostgreSQL with DATABASE_URL, PGlite otherwise), migrates, closes on shutdown. */
export const dbPlugin = fp<{ template?: Blob }>(async (app, options) => {
  const { env } = app;
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, onIdleError: (error) => app.log.warn({ err: error }, 'an idle database connection failed; the next query opens a new one') }
      : { dataDir: env.DATA_DIR, template: options.template },
  );
  app.decorate('db', handle.db);
  app.decorate('dbDriver', handle.driver);
  app.addHook('onClose', async () => {
    await handle.close();
  });
  app.log.info({ driver: handle.driver }, 'database ready');
});
