import { describe, expect, it, vi } from 'vitest';
import type { DatabaseNotifications, NotificationHandlers } from '#server/db/notifications';
import { getTestDatabase } from '#server/test/test-database';
import { createInvalidationBus, INVALIDATION_CHANNEL } from './invalidation-bus';

/** A database's LISTEN/NOTIFY in memory: every payload reaches every listener, sender included. */
function fakeDatabase() {
  const listeners = new Set<NotificationHandlers>();
  const sent: { channel: string; payload: string }[] = [];
  const notifications: DatabaseNotifications = {
    notify: async (channel, payload) => {
      sent.push({ channel, payload });
      for (const handlers of [...listeners]) handlers.onMessage(payload);
    },
    listen: async (_channel, handlers) => {
      listeners.add(handlers);
      return async () => {
        listeners.delete(handlers);
      };
    },
  };
  return {
    notifications,
    sent,
    /** What every listener hears when its connection comes back after a drop. */
    resume: () => listeners.forEach((handlers) => handlers.onResume?.()),
    deliver: (payload: string) => listeners.forEach((handlers) => handlers.onMessage(payload)),
  };
}

/** A bus and how many times each of its groups was cleared. */
function instance(notifications?: DatabaseNotifications, instanceId?: string) {
  const bus = createInvalidationBus(notifications, { instanceId });
  const cleared = { athletes: 0, other: 0 };
  bus.on('athletes', () => (cleared.athletes += 1));
  bus.on('other', () => (cleared.other += 1));
  return { bus, cleared };
}

describe('the invalidation bus', () => {
  it('clears a group here at once and on every other instance, once each', async () => {
    const database = fakeDatabase();
    const a = instance(database.notifications, 'a');
    const b = instance(database.notifications, 'b');
    const c = instance(database.notifications, 'c');
    await Promise.all([a.bus.ready, b.bus.ready, c.bus.ready]);

    await a.bus.publish('athletes');

    // The sender hears its own payload too and does not clear a second time.
    expect([a.cleared, b.cleared, c.cleared]).toEqual([
      { athletes: 1, other: 0 },
      { athletes: 1, other: 0 },
      { athletes: 1, other: 0 },
    ]);
    expect(database.sent).toEqual([
      { channel: INVALIDATION_CHANNEL, payload: JSON.stringify({ from: 'a', group: 'athletes' }) },
    ]);
  });

  it('carries what of a group changed to every instance, and nothing when there is none', async () => {
    const database = fakeDatabase();
    const heard: (string | undefined)[] = [];
    const a = createInvalidationBus(database.notifications, { instanceId: 'a' });
    const b = createInvalidationBus(database.notifications, { instanceId: 'b' });
    for (const bus of [a, b]) bus.on('athletes', (detail) => heard.push(detail));
    await Promise.all([a.ready, b.ready]);

    await a.publish('athletes', '{"athleteId":"x"}');
    await a.publish('athletes');

    expect(heard).toEqual(['{"athleteId":"x"}', '{"athleteId":"x"}', undefined, undefined]);
    expect(database.sent.map((sent) => sent.payload)).toEqual([
      JSON.stringify({ from: 'a', group: 'athletes', detail: '{"athleteId":"x"}' }),
      JSON.stringify({ from: 'a', group: 'athletes' }),
    ]);
    // A detail that is not text is not ours: the payload is dropped like any unreadable one.
    database.deliver(JSON.stringify({ from: 'c', group: 'athletes', detail: { athleteId: 'x' } }));
    expect(heard).toHaveLength(4);
  });

  it('ignores payloads it cannot read and groups it does not know', async () => {
    const database = fakeDatabase();
    const b = instance(database.notifications, 'b');
    await b.bus.ready;
    for (const payload of ['', 'athletes', 'null', '{"group":"athletes"}', '{"from":1}']) {
      database.deliver(payload);
    }
    database.deliver(JSON.stringify({ from: 'a', group: 'unknown' }));
    expect(b.cleared).toEqual({ athletes: 0, other: 0 });
  });

  it('clears every group when listening resumes, since payloads sent meanwhile were lost', async () => {
    const database = fakeDatabase();
    const b = instance(database.notifications, 'b');
    await b.bus.ready;
    database.resume();
    expect(b.cleared).toEqual({ athletes: 1, other: 1 });
  });

  it('clears here and logs, without throwing, when the others cannot be told', async () => {
    const log = vi.fn();
    const bus = createInvalidationBus(
      {
        notify: () => Promise.reject(new Error('connection refused')),
        listen: async () => async () => {},
      },
      { log },
    );
    let cleared = 0;
    bus.on('athletes', () => (cleared += 1));
    await expect(bus.publish('athletes')).resolves.toBeUndefined();
    expect(cleared).toBe(1);
    await expect.poll(() => log.mock.calls.length).toBe(1);
  });

  it('does not hold the writer while the others are told', async () => {
    // A database that takes the notification and never answers.
    const sent: string[] = [];
    const bus = createInvalidationBus({
      notify: (_channel, payload) => {
        sent.push(payload);
        return new Promise<void>(() => {});
      },
      listen: async () => async () => {},
    });
    let cleared = 0;
    bus.on('athletes', () => (cleared += 1));
    const published = await Promise.race([
      bus.publish('athletes').then(() => 'published'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 50)),
    ]);
    expect(published).toBe('published');
    expect(cleared).toBe(1);
    expect(sent).toHaveLength(1);
  });

  it('keeps clears in this process without a database', async () => {
    const alone = instance();
    await alone.bus.ready;
    await alone.bus.publish('other');
    expect(alone.cleared).toEqual({ athletes: 0, other: 1 });
  });

  it('hears the others no more once closed', async () => {
    const database = fakeDatabase();
    const a = instance(database.notifications, 'a');
    const b = instance(database.notifications, 'b');
    await b.bus.close();
    await a.bus.publish('athletes');
    expect(b.cleared.athletes).toBe(0);
  });

  it("carries clears between instances over the test database's LISTEN/NOTIFY", async () => {
    const { notifications } = await getTestDatabase();
    const a = instance(notifications);
    const b = instance(notifications);
    await Promise.all([a.bus.ready, b.bus.ready]);
    await a.bus.publish('athletes');
    // PostgreSQL delivers on the listening connection a moment after the sender's commit.
    await expect.poll(() => b.cleared.athletes, { timeout: 2000, interval: 10 }).toBe(1);
    expect(a.cleared.athletes).toBe(1);
    await Promise.all([a.bus.close(), b.bus.close()]);
  });
});
