import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { limits } from "#contracts/limits.ts";
import { clearToasts, reducer, TOAST_LIMIT, TOAST_REMOVE_DELAY, toast, useToast } from "./use-toast.ts";

afterEach(() => {
  cleanup();
  clearToasts();
  vi.useRealTimers();
});

describe("toast store", () => {
  test("uses the spec's limit and removal delay", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_LIMIT).toBe(limits.toastLimit);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  test("keeps at most one toast: the newest replaces the previous", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second", description: "Newest", variant: "destructive" });
    });
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]).toMatchObject({
      title: "Second",
      description: "Newest",
      variant: "destructive",
      open: true,
    });
  });

  test("dismissal closes the toast and removes it only after the removal delay", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useToast());
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Saved" });
    });
    act(() => handle!.dismiss());
    expect(result.current.toasts).toHaveLength(1);
    expect(result.current.toasts[0]!.open).toBe(false);

    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });

  test("Radix closing the toast (timeout, swipe, close button) dismisses it", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      toast({ title: "Hello" });
    });
    act(() => result.current.toasts[0]!.onOpenChange(false));
    expect(result.current.toasts[0]!.open).toBe(false);
  });

  test("update changes the toast in place", () => {
    const { result } = renderHook(() => useToast());
    act(() => {
      const handle = toast({ title: "Uploading" });
      handle.update({ title: "Uploaded" });
    });
    expect(result.current.toasts.map((t) => t.title)).toEqual(["Uploaded"]);
  });

  test("the reducer never holds more than the limit", () => {
    const base = { open: true, onOpenChange: () => {} };
    let state = { toasts: [] as ReturnType<typeof reducer>["toasts"] };
    for (const id of ["a", "b", "c"]) state = reducer(state, { type: "ADD_TOAST", toast: { ...base, id } });
    expect(state.toasts.map((t) => t.id)).toEqual(["c"]);
  });
});
