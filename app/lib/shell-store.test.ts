import { afterEach, describe, expect, test, vi } from "vitest";
import { createShellStore } from "./shell-store.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("createShellStore", () => {
  test("serves what the root loader read without asking the API", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const store = createShellStore({ currentUser: null, upcomingBatches: [] });
    expect(store.get("currentUser")).toEqual({ status: "ready", data: null });
    store.load("currentUser");
    expect(fetch).not.toHaveBeenCalled();
    expect(store.get("siteSettings").status).toBe("missing");
  });

  test("loads a missing value once and tells subscribers", async () => {
    const settings = { phone: "+1 555 0100", email: "hello@ailabs.example" };
    const fetch = vi.fn(async () => answer(200, settings));
    vi.stubGlobal("fetch", fetch);
    const store = createShellStore({});
    const listener = vi.fn();
    store.subscribe(listener);

    store.load("siteSettings");
    store.load("siteSettings");
    expect(store.get("siteSettings").status).toBe("pending");
    await vi.waitFor(() => expect(store.get("siteSettings")).toEqual({ status: "ready", data: settings }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/site-settings", expect.objectContaining({ method: "GET" }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  test("a 401 on the current user means signed out; a failed read is an error and is not retried", async () => {
    const fetch = vi.fn(async (path: string) => (path === "/api/user" ? answer(401) : answer(503, {})));
    vi.stubGlobal("fetch", fetch);
    const store = createShellStore({});
    store.load("currentUser");
    store.load("upcomingBatches");
    await vi.waitFor(() => expect(store.get("upcomingBatches").status).toBe("error"));
    expect(store.get("currentUser")).toEqual({ status: "ready", data: null });
    store.load("upcomingBatches");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test("set replaces a value and unsubscribed listeners hear nothing", () => {
    const store = createShellStore({ currentUser: null });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const user = {
      id: "u1",
      name: "Ada",
      username: "ada",
      email: "a@x.test",
      avatar: null,
      role: "student" as const,
      emailVerified: true,
    };
    store.set("currentUser", user);
    expect(store.get("currentUser")).toEqual({ status: "ready", data: user });
    unsubscribe();
    store.set("currentUser", null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
