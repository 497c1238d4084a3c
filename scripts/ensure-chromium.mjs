// Browser journeys use Debian's Chromium. Installs it when missing and we may (root with apt),
// otherwise says clearly what is missing.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing; installing Debian package chromium…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } else {
    console.error(`Chromium not found at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}
