// `npm start`: builds once when no build exists, then serves the site (API + SPA).
// Settings come from the environment, or from a `.env` file beside package.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'apps/server/dist/main.js');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

if (!existsSync(serverEntry) || !existsSync(webIndex)) {
  console.warn('No build found: building StackHive once (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: false });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(serverEntry);
