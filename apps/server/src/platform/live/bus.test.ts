import { afterAll, describe, expect, it } from 'vitest';
import { type LiveBus, type LiveEnvelope, localBus, postgresBus } from './bus.js';

const envelopes = (count: number): LiveEnvelope[] =>
  Array.from({ length: count }, (_, i) => ({
    targets: [{ kind: 'device', id: `screen-${i}` }],
    message: { cmd: 'update', msgTxt: `“版本” ${i} ' \\ {}` },
  }));

/** Collects what `bus` delivers until `count` envelopes arrived. */
function collect(bus: LiveBus, count: number): Promise<LiveEnvelope[]> {
  const seen: LiveEnvelope[] = [];
  return new Promise((resolve) => {
    bus.subscribe((envelope) => {
      seen.push(envelope);
      if (seen.length === count) resolve([...seen]);
    });
  });
}

describe('localBus', () => {
  it('delivers envelopes published together in order', async () => {
    const bus = localBus();
    const arrived = collect(bus, 3);
    await bus.publish(...envelopes(3));
    expect(await arrived).toEqual(envelopes(3));
  });
});

describe.skipIf(!process.env.DATABASE_URL)('postgresBus', () => {
  const buses: LiveBus[] = [];
  afterAll(() => Promise.all(buses.map((bus) => bus.close())));

  it('carries a broadcast of many envelopes, published together, to another process in order', async () => {
    const url = process.env.DATABASE_URL ?? '';
    const [sender, receiver] = await Promise.all([postgresBus(url, console.error), postgresBus(url, console.error)]);
    buses.push(sender, receiver);
    const arrived = collect(receiver, 250);
    await sender.publish(...envelopes(250));
    expect(await arrived).toEqual(envelopes(250));
  });
});
