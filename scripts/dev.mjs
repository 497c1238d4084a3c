// Development: the API with reload on change (tsx watch, port 3000) and the web app with Vite's
// hot reload (port 5173, proxying /api and /media to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

// The server is production unless told: development gives pretty logs and trusts the Vite origin,
// and the development mailbox (DEV_MAILBOX) shows the codes and links sign-up and reset send.
const nodeEnv = process.env.NODE_ENV ?? 'development';
const serverEnv = { ...process.env, NODE_ENV: nodeEnv, DEV_MAILBOX: process.env.DEV_MAILBOX ?? (nodeEnv === 'production' ? 'false' : 'true') };

const children = [
  spawn('npm', ['run', 'dev', '-w', '@vernissage/server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@vernissage/web'], { stdio: 'inherit' }),
];
const stop = (code = 0) => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
