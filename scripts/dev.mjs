// npm run dev: API with reload on :3000 (development mode, no SPA serving) and Vite with HMR on :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const env = {
  ...process.env,
  NODE_ENV: 'development',
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
  // the Vite page opened as 127.0.0.1 signs in too
  TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? 'http://127.0.0.1:5173',
};

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'server/src/index.ts'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn(bin('vite'), [], { cwd: ROOT, stdio: 'inherit', env }),
];
console.log('Open http://localhost:5173 (Vite proxies /api to the API on :3000).');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode ||= code ?? 0;
  });
