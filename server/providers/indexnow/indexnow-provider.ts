// IndexNow (https://www.indexnow.org/documentation): one POST tells the search engines that share the
// protocol (Bing, Yandex, Seznam, Naver...) which URLs changed. The key proves the site is ours: it is served
// as /{key}.txt at the site root, and sent with every submission.

import { withDefaults } from "../with-defaults.ts";

export type IndexNowProvider = {
  /** Submits up to 10,000 URLs of this site; resolves when the endpoint accepted them (200 or 202). */
  submit(urls: string[]): Promise<void>;
};

/** The endpoint refused the submission; `message` says why in words for the marketer and the log. */
export class IndexNowRequestError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "IndexNowRequestError";
    this.status = status;
  }
}

/** The endpoint did not answer, or kept answering 429 or 5xx: worth trying again later. */
export class IndexNowUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "IndexNowUnavailableError";
  }
}

export const indexNowBatchMax = 10_000;
export const indexNowKeyPattern = /^[a-zA-Z0-9-]{8,128}$/;

export type IndexNowOptions = {
  key: string;
  /** The site's public origin (PUBLIC_URL): the host every URL belongs to and where the key file is. */
  publicUrl: string;
  /** https://api.indexnow.org; tests pass a local fake (INDEXNOW_ENDPOINT). */
  endpoint?: string;
  timeoutMs?: number;
  /** How many times a submission is sent again after a 429 or a 5xx before giving up. */
  retries?: number;
  backoffBaseMs?: number;
  maxRetryAfterMs?: number;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
};

export const indexNowDefaults = {
  endpoint: "https://api.indexnow.org",
  timeoutMs: 10_000,
  retries: 2,
  backoffBaseMs: 1_000,
  maxRetryAfterMs: 30_000,
} as const;

// What each refusal means, from the protocol's documentation.
const refusals: Record<number, string> = {
  400: "IndexNow refused the submission as malformed (400).",
  403: "IndexNow did not accept the key (403): the key file at the site root must hold the key exactly.",
  422: "IndexNow says the URLs do not belong to this site's host, or the key does not match it (422).",
};

export function createIndexNowProvider(options: IndexNowOptions): IndexNowProvider {
  const settings = withDefaults(indexNowDefaults, options);
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const host = new URL(settings.publicUrl).host;
  const keyLocation = `${settings.publicUrl}/${settings.key}.txt`;

  async function send(urls: string[]): Promise<Response> {
    try {
      return await doFetch(`${settings.endpoint}/indexnow`, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify({ host, key: settings.key, keyLocation, urlList: urls }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new IndexNowUnavailableError(
        timedOut
          ? `IndexNow did not answer within ${settings.timeoutMs / 1000} s.`
          : `IndexNow could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  return {
    async submit(urls) {
      if (urls.length === 0) return;
      if (urls.length > indexNowBatchMax) throw new Error(`at most ${indexNowBatchMax} URLs per submission`);
      for (let attempt = 0; ; attempt += 1) {
        const response = await send(urls);
        await response.arrayBuffer().catch(() => undefined);
        if (response.status === 200 || response.status === 202) return;
        const refusal = refusals[response.status];
        if (refusal) throw new IndexNowRequestError(response.status, refusal);
        const retryable = response.status === 429 || response.status >= 500;
        if (!retryable)
          throw new IndexNowRequestError(response.status, `IndexNow answered ${response.status}.`);
        const retryAfter = Number(response.headers.get("retry-after")) * 1000;
        const wait =
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : settings.backoffBaseMs * 2 ** attempt;
        if (attempt >= settings.retries || wait > settings.maxRetryAfterMs)
          throw new IndexNowUnavailableError(
            response.status === 429
              ? "IndexNow asked to slow down (429) and kept refusing; the URLs are sent again later."
              : `IndexNow failed (${response.status}); the URLs are sent again later.`,
          );
        await sleep(wait);
      }
    },
  };
}
