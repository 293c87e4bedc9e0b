// Development: the server restarts on change (node --watch) and Vite serves the web app with hot reload
// on :5173, proxying actions and sockets to the server on :8080.
import { spawn } from 'node:child_process';
const children = [
  spawn(process.execPath, ['--watch-path=apps/server/src', '--watch-path=packages/shared/src', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', '@xcb/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGINT'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
