import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { MESSAGES } from '@stackhive/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import type { MutationErrorMeta } from '../api/mutation-errors';
import { createQueryClient } from './query-client';

/** Runs one mutation in a fresh app query client, as useMutation's mutateAsync would. */
function run(mutationFn: () => Promise<unknown>, meta?: MutationErrorMeta) {
  const client = createQueryClient();
  const mutation = client.getMutationCache().build(client, { mutationFn, ...(meta && { meta }) });
  return mutation.execute(undefined);
}

describe('the query client: failed mutations are reported in one place', () => {
  const alert = vi.fn<typeof window.alert>();
  const log = vi.fn<typeof console.error>();
  beforeEach(() => {
    alert.mockClear();
    log.mockClear();
    vi.spyOn(window, 'alert').mockImplementation(alert);
    vi.spyOn(console, 'error').mockImplementation(log);
  });
  afterEach(() => vi.restoreAllMocks());

  it("logs the error and alerts the server's message by default (DECISIONS 28)", async () => {
    const error = new ApiError(400, MESSAGES.ownQuestionVote);
    await expect(run(() => Promise.reject(error))).rejects.toBe(error);
    expect(log).toHaveBeenCalledWith(error);
    expect(alert).toHaveBeenCalledExactlyOnceWith(MESSAGES.ownQuestionVote);
  });

  it('alerts the text a mutation names instead (spec 8: the feedback form)', async () => {
    const error = new ApiError(500, MESSAGES.serverError);
    await expect(
      run(() => Promise.reject(error), { errorAlert: MESSAGES.feedbackFailed }),
    ).rejects.toBe(error);
    expect(log).toHaveBeenCalledWith(error);
    expect(alert).toHaveBeenCalledExactlyOnceWith(MESSAGES.feedbackFailed);
  });

  it('alerts nothing for a mutation that opts out, and still logs', async () => {
    const error = new ApiError(429, MESSAGES.rateLimited);
    await expect(run(() => Promise.reject(error), { errorAlert: false })).rejects.toBe(error);
    expect(log).toHaveBeenCalledWith(error);
    expect(alert).not.toHaveBeenCalled();
  });

  it('says nothing about a request cancelled on purpose', async () => {
    const abort = new DOMException('The upload was aborted.', 'AbortError');
    await expect(run(() => Promise.reject(abort))).rejects.toBe(abort);
    expect(log).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it("alerts before the screen's own onError runs, for a hook's mutate()", async () => {
    const error = new ApiError(403, MESSAGES.notYours);
    const calls: string[] = [];
    alert.mockImplementation(() => calls.push('alert'));
    const client = createQueryClient();
    const { result } = renderHook(() => useMutation({ mutationFn: () => Promise.reject(error) }), {
      wrapper: ({ children }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      ),
    });
    act(() => result.current.mutate(undefined, { onError: () => calls.push('screen') }));
    await waitFor(() => expect(calls).toEqual(['alert', 'screen']));
    expect(alert).toHaveBeenCalledExactlyOnceWith(MESSAGES.notYours);
  });

  it('says nothing when the mutation succeeds', async () => {
    await expect(run(() => Promise.resolve('ok'))).resolves.toBe('ok');
    expect(log).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });
});
