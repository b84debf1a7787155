import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { ApiRequestError, apiRequest, readCookie } from "./api-client.ts";

type FetchCall = [string, RequestInit];

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_input: string, _init: RequestInit) => response());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function lastCall(fetchMock: ReturnType<typeof stubFetch>): FetchCall {
  return fetchMock.mock.calls.at(-1) as FetchCall;
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

function setXsrfCookie(value: string | null) {
  // biome-ignore lint/suspicious/noDocumentCookie: the client under test reads the token from document.cookie.
  document.cookie =
    value === null
      ? "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/"
      : `XSRF-TOKEN=${value}; path=/`;
}

beforeEach(() => {
  setXsrfCookie(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setXsrfCookie(null);
});

describe("apiRequest", () => {
  test("sends credentials and echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN", async () => {
    setXsrfCookie("token%2Fwith%3Dchars");
    const fetchMock = stubFetch(() => json({ ok: true }));
    await expect(apiRequest("/api/user")).resolves.toEqual({ ok: true });

    const [path, init] = lastCall(fetchMock);
    expect(path).toBe("/api/user");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
    expect(headersOf(init)["X-XSRF-TOKEN"]).toBe("token/with=chars");
  });

  test("sends an empty token and warns when the cookie is missing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetchMock = stubFetch(() => json([]));
    await apiRequest("/api/upcoming-batches");

    expect(headersOf(lastCall(fetchMock)[1])["X-XSRF-TOKEN"]).toBe("");
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("XSRF-TOKEN");
  });

  test("can carry the token in a CSRF-Token header instead", async () => {
    setXsrfCookie("abc123");
    const fetchMock = stubFetch(() => json({ message: "ok" }));
    await apiRequest("/api/newsletter/subscribe", {
      method: "POST",
      body: { email: "a@example.com" },
      csrfHeader: "CSRF-Token",
    });

    const headers = headersOf(lastCall(fetchMock)[1]);
    expect(headers["CSRF-Token"]).toBe("abc123");
    expect(headers).not.toHaveProperty("X-XSRF-TOKEN");
  });

  test("sends a JSON content type and body only when there is a body", async () => {
    setXsrfCookie("t");
    const fetchMock = stubFetch(() => json({}));

    await apiRequest("/api/logout", { method: "POST" });
    const [, withoutBody] = lastCall(fetchMock);
    expect(withoutBody.method).toBe("POST");
    expect(headersOf(withoutBody)).not.toHaveProperty("Content-Type");
    expect(withoutBody.body).toBeUndefined();

    await apiRequest("/api/contact-download", { method: "POST", body: { name: "Ada" } });
    const [, withBody] = lastCall(fetchMock);
    expect(headersOf(withBody)["Content-Type"]).toBe("application/json");
    expect(withBody.body).toBe(JSON.stringify({ name: "Ada" }));
  });

  test("a failure raises the body's error message with the status", async () => {
    setXsrfCookie("t");
    stubFetch(() => json({ error: "Email is already subscribed", errors: [{ message: "x" }] }, 409));
    const error = (await apiRequest("/api/newsletter/subscribe", { method: "POST", body: {} }).catch(
      (e: unknown) => e,
    )) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe("Email is already subscribed");
    expect(error.status).toBe(409);
  });

  test("a failure without an error field says which status failed", async () => {
    setXsrfCookie("t");
    stubFetch(() => new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(apiRequest("/api/user")).rejects.toThrow("Request failed with status 502");

    stubFetch(() => json({ errors: [] }, 500));
    await expect(apiRequest("/api/user")).rejects.toThrow("Request failed with status 500");
  });

  test("401 is an error by default and null when asked", async () => {
    setXsrfCookie("t");
    stubFetch(() => json({ error: "Please sign in to continue." }, 401));
    await expect(apiRequest("/api/user")).rejects.toMatchObject({
      status: 401,
      message: "Please sign in to continue.",
    });
    await expect(apiRequest("/api/user", { nullOn401: true })).resolves.toBeNull();
  });

  test("nullOn401 does not hide other failures", async () => {
    setXsrfCookie("t");
    stubFetch(() => json({ error: "Forbidden" }, 403));
    await expect(apiRequest("/api/user", { nullOn401: true })).rejects.toThrow("Forbidden");
  });

  test("an empty success body resolves to undefined", async () => {
    setXsrfCookie("t");
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest("/api/logout", { method: "POST" })).resolves.toBeUndefined();
  });
});

describe("readCookie", () => {
  test("finds a cookie among others and decodes it", () => {
    expect(readCookie("XSRF-TOKEN", "a=1; XSRF-TOKEN=x%20y; b=2")).toBe("x y");
    expect(readCookie("XSRF-TOKEN", "a=1; b=2")).toBeUndefined();
  });
});
