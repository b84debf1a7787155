import { createContext } from "react-router";

// What the Fastify host hands to loaders. The keys are created once, here, and the host reads them
// from the server build's entry module (module state is duplicated between the host and the build).

/** In-process access to our own /api, with the visitor's cookies: loaders read data the same way the browser does. */
export type ServerApi = {
  get<T>(path: string): Promise<T>;
};

export type RequestInfo = {
  /** CSP nonce for the scripts React Router renders. */
  nonce: string;
};

export const serverApiContext = createContext<ServerApi>();
export const requestInfoContext = createContext<RequestInfo>();
