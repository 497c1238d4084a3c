import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseDriver } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbDriver: DatabaseDriver;
  }
}

/** Opens the database (PostgreSQL with DATABASE_URL, PGlite otherwise), migrates, closes on shutdown. */
export const dbPlugin = fp(async (app) => {
  const { env } = app;
  const handle = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  app.decorate('db', handle.db);
  app.decorate('dbDriver', handle.driver);
  app.addHook('onClose', async () => {
    await handle.close();
  });
  app.log.info({ driver: handle.driver }, 'database ready');
});
