import { act, renderHook } from "@testing-library/react";
import { describe, expect, test, vi } from "vitest";
import { useSubmission } from "./use-submission.ts";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe("useSubmission", () => {
  test("pending while the request runs, then success with the data and the success callback", async () => {
    const request = deferred<{ message: string }>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSubmission({ mutationFn: () => request.promise, onSuccess }));
    expect(result.current.isPending).toBe(false);

    act(() => result.current.mutate({ email: "ada@example.com" }));
    expect(result.current.isPending).toBe(true);

    await act(async () => request.resolve({ message: "Sent" }));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, data: { message: "Sent" } });
    expect(onSuccess).toHaveBeenCalledWith({ message: "Sent" }, { email: "ada@example.com" });
  });

  test("a failure is an error state with the error and the error callback, and is not retried", async () => {
    const mutationFn = vi.fn(() => Promise.reject(new Error("Server unavailable")));
    const onError = vi.fn();
    const { result } = renderHook(() => useSubmission({ mutationFn, onError }));
    await act(async () => result.current.mutate("input"));
    expect(result.current.isError).toBe(true);
    expect(result.current.error?.message).toBe("Server unavailable");
    expect(onError).toHaveBeenCalledWith(expect.any(Error), "input");
    expect(mutationFn).toHaveBeenCalledTimes(1);
  });

  test("only the latest attempt counts, and reset returns to idle", async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const onSuccess = vi.fn();
    const requests = [first.promise, second.promise];
    const { result } = renderHook(() => useSubmission({ mutationFn: () => requests.shift()!, onSuccess }));
    act(() => result.current.mutate(1));
    act(() => result.current.mutate(2));
    await act(async () => first.resolve("old"));
    expect(onSuccess).not.toHaveBeenCalled();
    await act(async () => second.resolve("new"));
    expect(result.current.data).toBe("new");

    act(() => result.current.reset());
    expect(result.current).toMatchObject({
      isPending: false,
      isSuccess: false,
      isError: false,
      data: undefined,
    });
  });

  test("the success callback still runs when the form unmounted meanwhile (it may navigate away)", async () => {
    const request = deferred<string>();
    const onSuccess = vi.fn();
    const { result, unmount } = renderHook(() =>
      useSubmission({ mutationFn: () => request.promise, onSuccess }),
    );
    act(() => result.current.mutate("go"));
    unmount();
    await act(async () => request.resolve("done"));
    expect(onSuccess).toHaveBeenCalledWith("done", "go");
  });
});
