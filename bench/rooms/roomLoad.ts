import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { roomChannelOf } from '@meshwork/contracts';
import { percentile, round } from '../realtime/httpLoad.js';
import { PollConnection } from '../realtime/pollConnection.js';
import { machineBusySeconds } from './machineCpu.js';
import { poseHz, poseText, sequenceOf } from './poses.js';
import { SignalConnections } from './signalConnections.js';

export const keys = { publishKey: 'pub-c-bench-rooms', subscribeKey: 'sub-c-bench-rooms' };

/** Rooms of people: `rooms` rooms of `people` each. */
export interface RoomShape {
  name: string;
  rooms: number;
  people: number;
}

interface Envelope {
  i?: string;
  d: unknown;
}

/** What a receiver has heard from one sender: the newest pose and every pose it got. */
interface Heard {
  newest: number;
  got: Set<number>;
}

interface Person {
  index: number;
  uuid: string;
  channel: string;
  port: number;
  /** Send time of each pose, by sequence number. */
  sentAt: number[];
  /** The first pose of the load proper (the warm-up's are not counted). */
  countedFrom: number;
  heard: Map<Person, Heard>;
  poll: PollConnection;
  senders: SignalConnections;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One load of the rooms benchmark: each person subscribes to its room's channel as the SDK does
 * (a keep-alive long-poll, one request after another with the last answer's cursor) and sends its
 * pose as a signal `poseHz` times a second on its own keep-alive connections. In two-node setups
 * people alternate between the nodes (`ports`), each subscribing and sending on its own.
 */
export class RoomLoad {
  private readonly people: Person[];
  private readonly byUuid = new Map<string, Person>();
  private readonly latenciesMs: number[] = [];
  private readonly crossNodeLatenciesMs: number[] = [];
  private readonly signalMs: number[] = [];
  private readonly loopDelay = monitorEventLoopDelay({ resolution: 5 });
  private deliveries = 0;
  /** Counted poses that reached a receiver after it had polled again: they waited at the server for its re-poll. */
  private caughtUpOnRepoll = 0;
  private answers = 0;
  private duplicates = 0;
  private outOfOrder = 0;
  private readonly errorKinds: Record<string, number> = {};
  private counting = false;
  private stopped = false;

  constructor(
    readonly shape: RoomShape,
    private readonly ports: number[],
  ) {
    const channels = Array.from({ length: shape.rooms }, () => roomChannelOf(randomUUID()));
    this.people = Array.from({ length: shape.rooms * shape.people }, (_, index) => {
      const port = ports[index % ports.length]!;
      const person: Person = {
        index,
        uuid: `bench-person-${randomUUID()}`,
        channel: channels[Math.floor(index / shape.people)]!,
        port,
        sentAt: [],
        countedFrom: Number.POSITIVE_INFINITY,
        heard: new Map(),
        poll: new PollConnection(port),
        senders: new SignalConnections(port),
      };
      this.byUuid.set(person.uuid, person);
      return person;
    });
    for (const person of this.people)
      for (const other of this.people)
        if (other !== person && other.channel === person.channel) person.heard.set(other, { newest: -1, got: new Set() });
  }

  /**
   * Runs the load: handshakes, `warmUpSeconds` of poses not counted, `seconds` counted, then the
   * last poses' arrival (every receiver holds every sender's last pose, or none more comes for 1 s).
   * CPU is taken over the counted part: the server's processes, Redis's when given, the machine's.
   */
  async run(warmUpSeconds: number, seconds: number, cpu: { server: () => number; redis?: () => number }) {
    // Each person's first signal connection is open before the load, as a page's is after its first pose.
    await Promise.all(this.people.map((person) => person.senders.open()));
    const cursors = await Promise.all(this.people.map((person) => this.handshake(person)));
    this.people.forEach((person, index) => void this.pollLoop(person, cursors[index]!));
    const cpuNow = () => ({ server: cpu.server(), redis: cpu.redis?.() ?? 0, machine: machineBusySeconds(), client: process.cpuUsage() });
    let from = { at: 0, ...cpuNow() };
    await this.send(warmUpSeconds + seconds, warmUpSeconds, () => {
      this.counting = true;
      for (const person of this.people) person.countedFrom = person.sentAt.length;
      from = { at: performance.now(), ...cpuNow() };
      this.loopDelay.enable();
    });
    await this.settled();
    const wallSeconds = (performance.now() - from.at) / 1000;
    const to = cpuNow();
    const [server, redis, machine] = [to.server - from.server, to.redis - from.redis, to.machine - from.machine];
    const clientUsage = process.cpuUsage(from.client);
    const client = (clientUsage.user + clientUsage.system) / 1e6;
    this.loopDelay.disable();
    this.stop();
    return {
      ...this.summary(seconds),
      wallSeconds: round(wallSeconds, 2),
      serverCpuSeconds: round(server, 2),
      /** The server's CPU per person, as a percentage of one core. */
      serverCpuPercentPerPerson: round((100 * server) / wallSeconds / this.people.length),
      ...(cpu.redis ? { redisCpuSeconds: round(redis, 2) } : {}),
      // The load generator shares the cores: its CPU and event-loop delay say whether it set the pace.
      clientCpuSeconds: round(client, 2),
      clientLoopDelayP99Ms: round(this.loopDelay.percentile(99) / 1e6),
      /** Cores busy on average with anything else: PostgreSQL, the idle setups, and whatever else runs on the machine. */
      otherCores: round((machine - server - redis - client) / wallSeconds, 2),
    };
  }

  private stop(): void {
    this.stopped = true;
    for (const person of this.people) {
      person.poll.close();
      person.senders.close();
    }
  }

  private subscribePath(person: Person, cursor?: { t: string; r: number }): string {
    const resume = cursor ? `&tt=${cursor.t}&tr=${cursor.r}` : '';
    return `/v2/subscribe/${keys.subscribeKey}/${encodeURIComponent(person.channel)}/0?heartbeat=300${resume}&uuid=${person.uuid}`;
  }

  private countError(kind: string): void {
    this.errorKinds[kind] = (this.errorKinds[kind] ?? 0) + 1;
  }

  private async handshake(person: Person): Promise<{ t: string; r: number }> {
    const answer = await person.poll.get(this.subscribePath(person));
    if (answer.status !== 200) throw new Error(`handshake answered ${answer.status}: ${answer.body}`);
    return (JSON.parse(answer.body) as { t: { t: string; r: number } }).t;
  }

  private async pollLoop(person: Person, cursor: { t: string; r: number }): Promise<void> {
    while (!this.stopped) {
      const polledAt = performance.now();
      try {
        const answer = await person.poll.get(this.subscribePath(person, cursor));
        const receivedAt = performance.now();
        if (answer.status !== 200) {
          this.countError(`poll ${answer.status}`);
          await sleep(100);
          continue;
        }
        const body = JSON.parse(answer.body) as { t: { t: string; r: number }; m: Envelope[] };
        cursor = body.t;
        this.answers++;
        for (const envelope of body.m) this.heard(person, envelope, polledAt, receivedAt);
      } catch (error) {
        if (this.stopped) return;
        this.countError(`poll ${(error as { code?: string }).code ?? (error as Error).message}`);
        await sleep(100);
      }
    }
  }

  private heard(receiver: Person, envelope: Envelope, polledAt: number, receivedAt: number): void {
    const sender = this.byUuid.get(envelope.i ?? '');
    // One's own pose comes back too (the SDK hands it over; the room leaves it out).
    if (sender === receiver) return;
    const sequence = sequenceOf(envelope.d);
    const heard = sender && receiver.heard.get(sender);
    if (!heard || sequence === null) return this.countError('not a pose of the room');
    if (heard.got.has(sequence)) return void this.duplicates++;
    if (sequence < heard.newest) this.outOfOrder++;
    heard.got.add(sequence);
    heard.newest = Math.max(heard.newest, sequence);
    if (sequence < sender.countedFrom) return;
    const sentAt = sender.sentAt[sequence]!;
    this.deliveries++;
    if (sentAt < polledAt) this.caughtUpOnRepoll++;
    this.latenciesMs.push(receivedAt - sentAt);
    if (sender.port !== receiver.port) this.crossNodeLatenciesMs.push(receivedAt - sentAt);
  }

  /** Sends every person's poses for `seconds`, spread evenly over the people and the second; `startCounting` at `warmUpSeconds`. */
  private async send(seconds: number, warmUpSeconds: number, startCounting: () => void): Promise<void> {
    const perSecond = this.people.length * poseHz;
    const [total, warmUp] = [perSecond * seconds, perSecond * warmUpSeconds];
    const sends: Array<Promise<void>> = [];
    const started = performance.now();
    for (let index = 0; index < total; index++) {
      const wait = started + (index * 1000) / perSecond - performance.now();
      if (wait > 1) await sleep(wait);
      if (index === warmUp) startCounting();
      sends.push(this.sendPose(this.people[index % this.people.length]!));
    }
    await Promise.all(sends);
  }

  private async sendPose(person: Person): Promise<void> {
    const sequence = person.sentAt.length;
    const payload = encodeURIComponent(JSON.stringify(poseText(person.index, sequence)));
    const path = `/signal/${keys.publishKey}/${keys.subscribeKey}/0/${encodeURIComponent(person.channel)}/0/${payload}?uuid=${person.uuid}`;
    const sentAt = performance.now();
    person.sentAt.push(sentAt);
    try {
      const answer = await person.senders.get(path);
      if (this.counting) this.signalMs.push(performance.now() - sentAt);
      if (answer.status !== 200) this.countError(`signal ${answer.status}`);
    } catch (error) {
      this.countError(`signal ${(error as { code?: string }).code ?? (error as Error).message}`);
    }
  }

  private async settled(quietMs = 1000): Promise<void> {
    let [last, quietSince] = [-1, performance.now()];
    while (!this.everyLastPoseHeard() && performance.now() - quietSince < quietMs) {
      if (this.deliveries !== last) [last, quietSince] = [this.deliveries, performance.now()];
      await sleep(20);
    }
  }

  private everyLastPoseHeard(): boolean {
    return this.people.every((person) => [...person.heard].every(([sender, heard]) => heard.newest === sender.sentAt.length - 1));
  }

  /**
   * A counted pose is lost when its receiver never got it nor any newer pose of its sender; one
   * missed but followed by a newer is superseded, as the room draws only the newest.
   */
  private losses() {
    let [expected, lost, superseded] = [0, 0, 0];
    for (const person of this.people)
      for (const [sender, heard] of person.heard)
        for (let sequence = sender.countedFrom; sequence < sender.sentAt.length; sequence++) {
          expected++;
          if (sequence > heard.newest) lost++;
          else if (!heard.got.has(sequence)) superseded++;
        }
    return { expected, lost, superseded };
  }

  private summary(seconds: number) {
    const { expected, lost, superseded } = this.losses();
    const latency = (values: number[]) => ({ p50: round(percentile(values, 0.5)), p99: round(percentile(values, 0.99)) });
    return {
      people: this.people.length,
      posesSent: this.people.reduce((sum, person) => sum + person.sentAt.length - person.countedFrom, 0),
      expectedDeliveries: expected,
      deliveries: this.deliveries,
      deliveriesPerSecond: Math.round(this.deliveries / seconds),
      latencyMs: latency(this.latenciesMs),
      ...(this.ports.length > 1 ? { crossNodeLatencyMs: latency(this.crossNodeLatenciesMs) } : {}),
      lost,
      missedButSuperseded: superseded,
      duplicates: this.duplicates,
      outOfOrder: this.outOfOrder,
      signalMs: latency(this.signalMs),
      answersPerPersonPerSecond: round(this.answers / this.people.length / seconds, 1),
      posesPerAnswer: round(this.deliveries / this.answers, 2),
      caughtUpOnRepollShare: round(this.caughtUpOnRepoll / this.deliveries, 3),
      errorKinds: this.errorKinds,
    };
  }
}
