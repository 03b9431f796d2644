import { ServiceBusyError } from '../errors/domain-errors';
import { WorkQueue } from './work-queue';

function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('WorkQueue', () => {
  const options = { concurrency: 1, maxWaiting: 2, busyMessage: 'Busy with images', retryAfterSeconds: 3 };

  it('runs one task at a time, in arrival order, and refuses past the waiting list with 503 + Retry-After', async () => {
    const queue = new WorkQueue(options);
    const first = gate();
    const order: string[] = [];
    const running = [
      queue.run(async () => {
        await first.promise;
        order.push('first');
      }),
      queue.run(async () => void order.push('second')),
      queue.run(async () => void order.push('third')),
    ];
    expect(queue.size).toBe(3);
    const refused = queue.run(async () => void order.push('fourth'));
    await expect(refused).rejects.toBeInstanceOf(ServiceBusyError);
    await expect(refused).rejects.toMatchObject({ status: 503, message: 'Busy with images', headers: { 'retry-after': '3' } });
    expect(order).toEqual([]);
    first.open();
    await Promise.all(running);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(queue.size).toBe(0);
  });

  it('passes the slot on when a task fails', async () => {
    const queue = new WorkQueue(options);
    const failing = queue.run(async () => {
      throw new Error('broken image');
    });
    const next = queue.run(async () => 'done');
    await expect(failing).rejects.toThrow('broken image');
    await expect(next).resolves.toBe('done');
    expect(queue.size).toBe(0);
  });
});
