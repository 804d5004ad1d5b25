import { describe, expect, it, vi } from 'vitest';
import { inCallOrder } from './toaster.js';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('inCallOrder', () => {
  it('hands toasts to the toaster in the order they were asked for, however the loads finish', async () => {
    const shown: string[] = [];
    const show = (options: { title: string }) => {
      shown.push(options.title);
      return Promise.resolve();
    };
    const loads = [deferred<typeof show>(), deferred<typeof show>()];
    let call = 0;
    const showToast = inCallOrder(() => loads[Math.min(call++, loads.length - 1)]!.promise);

    showToast({ title: 'Error' });
    showToast({ title: 'Plan limit reached' });
    loads[1]!.resolve(show);
    await new Promise((r) => setTimeout(r, 0));
    loads[0]!.resolve(show);
    await vi.waitFor(() => expect(shown).toHaveLength(2));

    expect(shown).toEqual(['Error', 'Plan limit reached']);
  });

  it('goes on with the next toast when one cannot be shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const shown: string[] = [];
    const showToast = inCallOrder(() =>
      Promise.resolve((options: { title: string }) => {
        if (options.title === 'broken') return Promise.reject(new Error('no toaster'));
        shown.push(options.title);
        return Promise.resolve();
      }),
    );

    showToast({ title: 'broken' });
    showToast({ title: 'Saved' });
    await vi.waitFor(() => expect(shown).toEqual(['Saved']));

    expect(error).toHaveBeenCalledWith('Could not show a toast', expect.any(Error));
    error.mockRestore();
  });
});
