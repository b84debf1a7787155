import { RouterContextProvider } from "react-router";
import { describe, expect, test } from "vitest";
import { requestInfoContext, type ServerApi, type ServerApiError, serverApiContext } from "./load-context.ts";
import { readShellData } from "./read-shell-data.ts";

// Mirrors server/plugins/ssr.ts: a 2xx answer resolves with its body, anything else rejects with the status.
function contextWith(answers: Record<string, { status: number; body?: unknown }>, userFromBrowser = false) {
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
  context.set(requestInfoContext, { nonce: "n", inlineStylesFrom: null, userFromBrowser });
  return context;
}

const user = { id: "u1", name: "Ada", username: "ada", email: "a@x.test", avatar: null, role: "admin" };
const settings = {
  phone: "+1 555 0100",
  email: "hello@ailabs.example",
  payments: { provider: "test", testModeNotice: false },
};

describe("readShellData", () => {
  test("reads the batches, the settings and the signed-in user", async () => {
    const data = await readShellData(
      contextWith({
        "/api/user": { status: 200, body: user },
        "/api/site-settings": { status: 200, body: settings },
        "/api/upcoming-batches": { status: 200, body: [] },
      }),
    );
    expect(data).toEqual({ currentUser: user, siteSettings: settings, upcomingBatches: [] });
  });

  test("a document shared by signed-in visitors leaves the user to the browser, even when known", async () => {
    const data = await readShellData(
      contextWith(
        {
          "/api/user": { status: 200, body: user },
          "/api/site-settings": { status: 200, body: settings },
          "/api/upcoming-batches": { status: 200, body: [] },
        },
        true,
      ),
    );
    expect(data).toEqual({ siteSettings: settings, upcomingBatches: [] });
    expect("currentUser" in data).toBe(false);
  });

  test("a 401 on the current user is signed out (null), so the browser does not ask again", async () => {
    const data = await readShellData(
      contextWith({
        "/api/user": { status: 401 },
        "/api/site-settings": { status: 200, body: settings },
        "/api/upcoming-batches": { status: 200, body: [] },
      }),
    );
    expect(data).toHaveProperty("currentUser", null);
  });

  test("other failures leave the value out, for the browser to try, without failing the others", async () => {
    const data = await readShellData(
      contextWith({
        "/api/user": { status: 500 },
        "/api/site-settings": { status: 401 },
        "/api/upcoming-batches": { status: 200, body: [] },
      }),
    );
    // Only the current user treats 401 as an answer.
    expect(data).toEqual({ upcomingBatches: [] });
  });
});
