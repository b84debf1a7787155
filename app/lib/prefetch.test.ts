import { hydrate } from "@tanstack/react-query";
import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { type ServerApi, type ServerApiError, serverApiContext } from "./load-context.ts";
import { prefetchQueries } from "./prefetch.ts";
import { makeQueryClient } from "./query-client.ts";

// Mirrors server/plugins/ssr.ts: a 2xx answer resolves with its body, anything else rejects with the status.
function contextWith(answers: Record<string, { status: number; body?: unknown }>) {
  const api: ServerApi = {
    async get<T>(path: string): Promise<T> {
      const answer = answers[path] ?? { status: 404 };
      if (answer.status >= 400) {
        const error: ServerApiError = Object.assign(new Error(`answered ${answer.status}`), {
          status: answer.status,
        });
        throw error;
      }
      return answer.body as T;
    },
  };
  const context = new RouterContextProvider();
  context.set(serverApiContext, api);
  return context;
}

const currentUser = { queryKey: ["user"], path: "/api/user", nullOn401: true } as const;
const siteSettings = { queryKey: ["site-settings"], path: "/api/site-settings" } as const;
const upcomingBatches = { queryKey: ["upcoming-batches"], path: "/api/upcoming-batches" } as const;

async function hydratedClient(context: RouterContextProvider, specs: Parameters<typeof prefetchQueries>[1]) {
  const client = makeQueryClient();
  hydrate(client, await prefetchQueries(context, specs));
  return client;
}

describe("prefetchQueries", () => {
  test("stores the signed-in user", async () => {
    const user = { id: "u1", name: "Ada", username: "ada", email: "a@x.test", avatar: null, role: "admin" };
    const client = await hydratedClient(contextWith({ "/api/user": { status: 200, body: user } }), [
      currentUser,
    ]);
    expect(client.getQueryData(["user"])).toEqual(user);
  });

  test("a 401 on the current user is stored as null (signed out), so the browser does not ask again", async () => {
    const client = await hydratedClient(contextWith({ "/api/user": { status: 401 } }), [currentUser]);
    const state = client.getQueryState(["user"]);
    expect(state?.status).toBe("success");
    expect(state?.data).toBeNull();
  });

  test("other failures leave the query unfetched, for the browser to try, without failing the others", async () => {
    const context = contextWith({
      "/api/user": { status: 500 },
      "/api/site-settings": { status: 401 },
      "/api/upcoming-batches": { status: 200, body: [] },
    });
    const client = await hydratedClient(context, [currentUser, siteSettings, upcomingBatches]);
    expect(client.getQueryState(["user"])).toBeUndefined();
    // Only reads that opt in treat 401 as null.
    expect(client.getQueryState(["site-settings"])).toBeUndefined();
    expect(client.getQueryData(["upcoming-batches"])).toEqual([]);
  });
});
