import { Agent, request } from 'node:http';

const newAgent = () => new Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 100_000 });
let agent = newAgent();

/** Closes every connection (held long-polls included) and starts afresh. */
export function dropConnections(): void {
  agent.destroy();
  agent = newAgent();
}

/** One GET on loopback; resolves with the status and body text. */
export function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export function percentile(values: number[], fraction: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export const round = (value: number, digits = 3) => Number(value.toFixed(digits));

/** Requests per second with `connections` keep-alive loops for `seconds`. */
export async function requestRate(port: number, path: string, connections: number, seconds: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let completed = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        await get(port, path);
        completed++;
      }
    }),
  );
  return Math.round(completed / seconds);
}

/** The round trip of one sequential loop of `count` requests. */
export async function roundTrip(port: number, path: string, count = 2000) {
  const roundTrips: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    await get(port, path);
    roundTrips.push(performance.now() - started);
  }
  return { p50: round(percentile(roundTrips, 0.5)), p99: round(percentile(roundTrips, 0.99)) };
}

export const median = (values: number[]) => percentile(values, 0.5);
