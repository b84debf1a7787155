import { createContext } from "react-router";
import {
  type AnyEndpoint,
  endpointUrl,
  type OptionalIfEmpty,
  type ResponseOf,
  type UrlArgs,
} from "#contracts/api/endpoint.ts";

// What the Fastify host hands to loaders. The keys are created once, here, and the host reads them
// from the server build's entry module (module state is duplicated between the host and the build).

/** In-process access to our own /api, with the visitor's cookies: loaders read data the same way the browser does. */
export type ServerApi = {
  /** Resolves with the JSON body of a 2xx answer; otherwise rejects with a {@link ServerApiError}. */
  get<T>(path: string): Promise<T>;
};

/** A loader's typed read: GET `endpoint` (contracts/api/) with its path parameters and query, in-process. */
export function apiGet<E extends AnyEndpoint & { method: "GET" }>(
  api: ServerApi,
  endpoint: E,
  ...url: OptionalIfEmpty<UrlArgs<E>>
): Promise<ResponseOf<E>> {
  return api.get<ResponseOf<E>>(endpointUrl<E>(endpoint, ...url));
}

/**
 * How ServerApi.get fails. A plain Error with the status attached, not a class: the host and the build
 * each hold their own copy of app modules, so `instanceof` would not hold across them.
 */
export type ServerApiError = Error & { status: number };

export function serverApiStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || !("status" in error)) return undefined;
  return typeof error.status === "number" ? error.status : undefined;
}

export type RequestInfo = {
  /** CSP nonce for the scripts React Router renders. */
  nonce: string;
  /**
   * The built client directory whose stylesheets go into the document (lib/inline-stylesheets.server.ts),
   * or null to link them. Only for visitors: every public page downloads the file at idle, so a signed-in
   * browser has it cached, and a 70 KB inline copy would be rendered, compressed and sent again with each
   * of their pages (decision 0027). The host names the directory: the entry module may be bundled into a
   * chunk anywhere under build/server, so a path relative to it is not reliable.
   */
  inlineStylesFrom: URL | null;
  /**
   * The document is shared by every signed-in visitor of a page that is the same for everyone
   * (`sameForEveryone`, app/lib/page-handle.ts): the root loader leaves the current user out and the
   * browser asks for it, so nothing of one user is in the page (decision 0031).
   */
  userFromBrowser?: boolean;
};

export const serverApiContext = createContext<ServerApi>();
export const requestInfoContext = createContext<RequestInfo>();
