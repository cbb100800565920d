import { describe, expect, it, vi } from 'vitest';

import { onDemand } from './on-demand';

describe('onDemand', () => {
  it('imports nothing until asked, then once however often it is asked', async () => {
    const module = { answer: 42 };
    const importModule = vi.fn(async () => module);
    const code = onDemand(importModule);
    expect(importModule).not.toHaveBeenCalled();

    code.prepare();
    expect(await code.load()).toBe(module);
    expect(await code.load()).toBe(module);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries a failed import again at the next call, and prepare keeps the failure quiet', async () => {
    const module = { answer: 42 };
    const importModule = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue(module);
    const code = onDemand(importModule);

    code.prepare();
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).rejects.toThrow('still offline');
    expect(await code.load()).toBe(module);
    expect(importModule).toHaveBeenCalledTimes(3);
  });
});
