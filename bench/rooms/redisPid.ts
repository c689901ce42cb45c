import { connect } from 'node:net';
import { cpuSecondsOf } from '../realtime/processCpu.js';

/**
 * The pid of the Redis at `url` when it runs on this machine (its `INFO server` says, and /proc
 * has it), else undefined: its CPU is part of what two nodes cost.
 */
export function localRedisPid(url: string): Promise<number | undefined> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    let answer = '';
    const done = (pid?: number) => {
      socket.destroy();
      resolve(pid);
    };
    socket.setTimeout(2000, () => done());
    socket.on('error', () => done());
    socket.on('connect', () => socket.write('INFO server\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const pid = Number(/process_id:(\d+)/.exec(answer)?.[1]);
      if (!pid) return;
      try {
        cpuSecondsOf(pid);
        done(pid);
      } catch {
        done();
      }
    });
  });
}
