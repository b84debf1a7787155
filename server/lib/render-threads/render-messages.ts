// The messages between the server's main thread and its render threads (render-thread-pool.ts,
// render-thread.ts; decision 0069). Plain data only: they cross threads by structured clone, as arrays of
// the messages posted in one turn of the event loop (message-batches.ts, decision 0070).

/** A page to render: the request as React Router sees it and what the host tells the loaders. */
export type RenderJob = {
  url: string;
  method: string;
  headers: [string, string][];
  nonce: string;
  /** The built client directory (a file: URL) whose stylesheets go inline, or null to link them. */
  inlineStylesFrom: string | null;
  userFromBrowser: boolean;
  /**
   * The coding the thread compresses the body in (the visitor's preference), or null to leave it to the
   * main thread's compressor: a shared page is kept uncompressed and compressed once (decision 0015).
   */
  encoding: "br" | "gzip" | null;
};

/** An in-process API read's answer: the status and the JSON text. */
export type ApiAnswer = { status: number; body: string };

export type ToRenderThread =
  | { type: "render"; id: number; job: RenderJob }
  | { type: "api-answer"; readId: number; answer: ApiAnswer }
  | { type: "api-failed"; readId: number; message: string };

export type FromRenderThread =
  | { type: "ready" }
  | { type: "api-read"; renderId: number; readId: number; path: string }
  | {
      type: "rendered";
      id: number;
      status: number;
      headers: [string, string][];
      /** Null for a response without a body (HEAD, 204, 304). */
      body: Uint8Array<ArrayBuffer> | null;
    }
  | { type: "render-failed"; id: number; message: string; stack?: string };

/** What the worker is started with. */
export type RenderThreadData = { buildFile: string };
