// One server process of the scale-out tests: the real app (buildApp) from the settings in the
// environment, as apps/server/src/server.ts starts it, but without rendering the demo drawings
// (no test here looks at a picture, and rendering would compete with the requests).
import { buildApp } from '../../apps/server/src/app.ts';
import { loadEnv } from '../../apps/server/src/config/env.ts';

const env = loadEnv();
const app = await buildApp(env, { demoImages: false });
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 5_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
await app.listen({ host: env.HOST, port: env.PORT });
