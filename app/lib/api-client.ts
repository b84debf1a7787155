import {
  type AnyEndpoint,
  type BodyOf,
  endpointUrl,
  type OptionalIfEmpty,
  type ResponseOf,
  type UrlArgs,
} from "#contracts/api/endpoint.ts";
import { requestFailedMessage } from "#contracts/messages.ts";

// SPEC.md section 7: every call sends credentials and the anti-forgery token from the XSRF-TOKEN cookie;
// a JSON content type goes only with a body; failures raise the body's `error` or a status message.

export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.body = body;
  }
}

/** The answer body's own `error` text, if it has a non-empty one (a callers' fallback may depend on it). */
export function serverErrorOf(body: unknown): string | undefined {
  return body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error
    ? body.error
    : undefined;
}

export type ApiRequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Reads can treat 401 as "nothing here" (the current-user call does). */
  nullOn401?: boolean;
  /** The header that carries the anti-forgery token; the newsletter call uses 'CSRF-Token'. */
  csrfHeader?: "X-XSRF-TOKEN" | "CSRF-Token";
  signal?: AbortSignal;
};

export function readCookie(name: string, cookieString: string): string | undefined {
  for (const part of cookieString.split(";")) {
    const [rawKey, ...rest] = part.split("=");
    if (rawKey?.trim() === name) return decodeURIComponent(rest.join("=").trim());
  }
  return undefined;
}

/** The anti-forgery token to echo in X-XSRF-TOKEN (also for calls made by a library: resumable uploads). */
export function csrfToken(): string {
  const token = typeof document === "undefined" ? undefined : readCookie("XSRF-TOKEN", document.cookie);
  if (!token) {
    console.warn("XSRF-TOKEN cookie is missing; sending an empty anti-forgery token.");
    return "";
  }
  return token;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A call of `E`: its path parameters and query, its body when it takes one, and the transport options. */
export type EndpointCall<E extends AnyEndpoint> = UrlArgs<E> &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) &
  Omit<ApiRequestOptions, "method" | "body">;

/** Calls an endpoint of contracts/api/ with its method, its filled-in path and its typed body and answer. */
export function apiRequest<E extends AnyEndpoint>(
  endpoint: E,
  ...call: OptionalIfEmpty<EndpointCall<E>>
): Promise<ResponseOf<E>>;
/** A literal URL (the client's own tests); app code calls endpoints. */
export function apiRequest<T>(path: string, options?: ApiRequestOptions): Promise<T>;
export function apiRequest(
  target: string | AnyEndpoint,
  options: ApiRequestOptions & { params?: unknown; query?: unknown } = {},
): Promise<unknown> {
  if (typeof target === "string") return send(target, options);
  const url = endpointUrl(target, { params: options.params, query: options.query } as never);
  return send(url, { ...options, method: target.method });
}

async function send(path: string, options: ApiRequestOptions): Promise<unknown> {
  const { method = "GET", body, nullOn401 = false, csrfHeader = "X-XSRF-TOKEN", signal } = options;
  const headers: Record<string, string> = { [csrfHeader]: csrfToken() };
  if (body !== undefined) headers["Content-Type"] = "application/json";

  const response = await fetch(path, {
    method,
    credentials: "include",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (nullOn401 && response.status === 401) return null;
  const data = await readJson(response);
  if (!response.ok) {
    throw new ApiRequestError(
      serverErrorOf(data) ?? requestFailedMessage(response.status),
      response.status,
      data,
    );
  }
  return data;
}
