// The baseline: a bare Fastify route answering a small JSON body, nothing else (no database, no session).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ result: 'success', output: { items: [], next_cursor: null } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
