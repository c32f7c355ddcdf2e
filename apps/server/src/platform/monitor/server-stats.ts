import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const NS_PER_MS = 1e6;

/**
 * How often the event loop's delay is sampled, here and by the Prometheus metrics (each has its
 * own timer). A block of the loop this long or longer is always seen. At 10 ms (Node's default,
 * the metrics') and 20 ms (here) the two timers woke an idle server ~140 times a second.
 */
export const EVENT_LOOP_SAMPLE_MS = 50;

/**
 * The figures of the process that answers: uptime, memory, event-loop delay (since the last read,
 * so each read shows the recent past) and CPU share since the last read.
 */
export class ServerStats {
  private readonly loopDelay = monitorEventLoopDelay({ resolution: EVENT_LOOP_SAMPLE_MS });
  private lastCpu = process.cpuUsage();
  private lastRead = process.hrtime.bigint();

  constructor() {
    this.loopDelay.enable();
  }

  read() {
    const now = process.hrtime.bigint();
    const cpu = process.cpuUsage(this.lastCpu);
    const elapsedMicros = Number(now - this.lastRead) / 1000;
    this.lastCpu = process.cpuUsage();
    this.lastRead = now;
    const memory = process.memoryUsage();
    const delay = {
      meanMs: round(this.loopDelay.mean / NS_PER_MS),
      p99Ms: round(this.loopDelay.percentile(99) / NS_PER_MS),
      maxMs: round(this.loopDelay.max / NS_PER_MS),
    };
    this.loopDelay.reset();
    return {
      host: os.hostname(),
      pid: process.pid,
      nodeVersion: process.version,
      uptimeSeconds: Math.round(process.uptime()),
      memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external },
      systemMemory: { total: os.totalmem(), free: os.freemem() },
      eventLoopDelay: delay,
      cpu: {
        cores: os.availableParallelism(),
        processPercent: elapsedMicros > 0 ? round(((cpu.user + cpu.system) / elapsedMicros) * 100) : 0,
        loadAverage: os.loadavg().map(round),
      },
    };
  }

  stop(): void {
    this.loopDelay.disable();
  }
}

const round = (value: number) => (Number.isFinite(value) ? Math.round(value * 100) / 100 : 0);
