import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { type ThreadChange, useThreadEvents } from "./use-thread-events.ts";

// The browser's EventSource stands in as a small fake: the hook's own logic (which URL, which events, what
// reaches the page, closing) is what is tested; the server's side is tests/integration/community-live.test.ts.

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data = "") {
    for (const listener of this.listeners.get(name) ?? []) listener(new MessageEvent(name, { data }));
  }
}

const threadId = "7f3c1a52-3b1d-4c55-9a0e-2f4b8d6e1a90";
const replyId = "0b6e2d1c-9a8f-4e7d-8c6b-5a4f3e2d1c0b";

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useThreadEvents", () => {
  test("opens the thread's stream, passes each change on, and closes it on unmount", () => {
    const seen: ThreadChange[] = [];
    const { unmount } = renderHook(() => useThreadEvents(threadId, (change) => seen.push(change)));
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe(`/api/community/threads/${threadId}/events`);
    source!.emit("reply", JSON.stringify({ threadId, replyId, kind: "reply" }));
    source!.emit("state", JSON.stringify({ threadId, replyId: null, kind: "state" }));
    expect(seen).toEqual([
      { threadId, replyId, kind: "reply" },
      { threadId, replyId: null, kind: "state" },
    ]);
    unmount();
    expect(source!.closed).toBe(true);
  });

  test("ignores malformed data and other threads' events; a reconnect after a break asks for a re-read", () => {
    const onChange = vi.fn();
    renderHook(() => useThreadEvents(threadId, onChange));
    const source = FakeEventSource.opened[0]!;
    source.emit("reply", "{not json");
    source.emit("reply", JSON.stringify({ threadId, replyId, kind: "reply", body: 1 }).replace(replyId, "x"));
    source.emit("reply", JSON.stringify({ threadId: replyId, replyId, kind: "reply" }));
    source.emit("open");
    expect(onChange).not.toHaveBeenCalled();
    source.emit("error");
    source.emit("open");
    expect(onChange).toHaveBeenCalledWith(null);
  });

  test("no stream without a thread; a new thread closes the old stream and opens its own", () => {
    const { rerender } = renderHook(({ id }: { id: string | null }) => useThreadEvents(id, () => {}), {
      initialProps: { id: null as string | null },
    });
    expect(FakeEventSource.opened).toHaveLength(0);
    rerender({ id: threadId });
    rerender({ id: replyId });
    expect(FakeEventSource.opened.map((source) => [source.url.split("/")[4], source.closed])).toEqual([
      [threadId, true],
      [replyId, false],
    ]);
  });
});
