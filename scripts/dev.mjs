// Development: the API with reload on :3000 and Vite on :5173 (which proxies /api to it).
import { spawn } from 'node:child_process';

const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    stdio: 'inherit',
    env: { NODE_ENV: 'development', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@colorbook/web'], { stdio: 'inherit' }),
];

const stop = (signal) => {
  for (const p of procs) p.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const p of procs) p.on('exit', (code) => code && code !== 0 && stop('SIGTERM'));
