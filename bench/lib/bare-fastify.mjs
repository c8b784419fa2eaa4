// The baseline of bench/server-start.ts: Fastify alone, answering the health route, started as
// the built server is (plain `node`, no TypeScript loader). Plain JavaScript for that reason.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
