/**
 * The load benchmark's baseline: a bare Fastify server with one route (/) answering a fixed JSON of
 * about 3 KB (a page of job cards), no database, no plugins. What the machine serves over HTTP
 * with Node and Fastify alone; the app's figures are read against it.
 *
 *   PORT=3999 node --import tsx bench/support/baseline-server.ts
 */
import Fastify from 'fastify';

const cards = Array.from({ length: 12 }, (_, i) => ({
  id: 1000 + i,
  title: 'Senior Warehouse Supervisor',
  company: 'Gulf Freight Solutions LLC',
  location: 'Jebel Ali, Dubai',
  employment_type: 'full_time',
  salary: { min: 8000, max: 12000, currency: 'AED' },
  published_at: '2026-11-20T08:00:00.000Z',
}));
const body = { data: { items: cards, total: cards.length, page: 1, page_size: 20 } };

const app = Fastify({ logger: false });
app.get('/', async () => body);
const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
console.log(`baseline ready: ${JSON.stringify(body).length} bytes`);
