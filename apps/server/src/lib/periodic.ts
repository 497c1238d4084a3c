import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` every `ms` on this process once the app is ready, until it closes (the timer never
 * keeps the process alive); a run that fails is logged as '`what` failed' and the next one comes.
 */
export function runEvery(app: FastifyInstance, ms: number, what: string, task: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      task().catch((error: unknown) => app.log.error({ err: error }, `${what} failed`));
    }, ms);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
