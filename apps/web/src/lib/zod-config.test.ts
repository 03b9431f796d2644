import { config } from 'zod/v4/core';
import { z } from 'zod';
import './zod-config';

describe('lib/zod-config', () => {
  it("sets zod's jitless option, which zod's own config() reports", () => {
    expect(config().jitless).toBe(true);
  });

  it('builds and parses object schemas without trying new Function', () => {
    const spy = jest.spyOn(globalThis, 'Function');
    const schema = z.strictObject({ a: z.string(), b: z.object({ c: z.number() }) });
    expect(schema.safeParse({ a: 'x', b: { c: 1 } }).success).toBe(true);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});
