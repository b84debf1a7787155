import { parse } from "csv-parse/sync";
import { withDefaults } from "../with-defaults.ts";

// Semrush's SEO API (https://developer.semrush.com/api/seo/overview/): GET https://api.semrush.com/?type=...&key=...
// answers a CSV report, ';' between columns and a header line of column names, or a line "ERROR <code> :: <words>"
// (on a 200 as often as not). Each report costs API units per line it answers; the price per line of the three
// reports the SEMrush Insights page reads is below, so the page can show what each call spent.

export type SemrushOrganicKeyword = {
  keyword: string;
  position: number;
  volume: number;
  cpc: number;
  url: string;
  /** Share of the domain's organic traffic this keyword brings, in percent. */
  trafficPercent: number;
};
export type SemrushRelatedKeyword = {
  keyword: string;
  volume: number;
  difficulty: number | null;
  cpc: number;
};
export type SemrushCompetitor = {
  domain: string;
  /** 0 to 1: how much the two domains' keywords overlap, as Semrush weighs it. */
  relevance: number;
  commonKeywords: number;
  organicKeywords: number;
};

/** A report's lines and the API units it cost. */
export type SemrushReport<T> = { rows: T[]; units: number };

export type SemrushProvider = {
  organicKeywords(domain: string, limit: number): Promise<SemrushReport<SemrushOrganicKeyword>>;
  relatedKeywords(phrase: string, limit: number): Promise<SemrushReport<SemrushRelatedKeyword>>;
  competitors(domain: string, limit: number): Promise<SemrushReport<SemrushCompetitor>>;
  /** The key's API units left (Semrush's free balance call): the key works, and what the reports may spend. */
  unitsLeft(): Promise<number>;
};

/** Semrush refused the request (a wrong key, no units left, no access to the database); words for the marketer. */
export class SemrushRequestError extends Error {
  readonly code: number | null;
  constructor(code: number | null, message: string) {
    super(message);
    this.name = "SemrushRequestError";
    this.code = code;
  }
}

/** Semrush did not answer, or kept answering 429 or 5xx: worth trying again later. */
export class SemrushUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SemrushUnavailableError";
  }
}

/** API units each report costs per line answered (Semrush's price list for the Standard API). */
export const semrushUnitsPerLine = {
  domain_organic: 10,
  phrase_related: 40,
  domain_organic_organic: 40,
} as const;

export type SemrushOptions = {
  key: string;
  /** The regional database, e.g. "us", "uk", "de". */
  database: string;
  /** https://api.semrush.com; tests pass a local fake (SEMRUSH_ENDPOINT). */
  endpoint?: string;
  /** https://www.semrush.com, where the balance of API units is read; tests pass the same fake. */
  unitsEndpoint?: string;
  timeoutMs?: number;
  retries?: number;
  backoffBaseMs?: number;
  fetch?: typeof globalThis.fetch;
  sleep?: (ms: number) => Promise<void>;
};

export const semrushDefaults = {
  endpoint: "https://api.semrush.com",
  unitsEndpoint: "https://www.semrush.com",
  timeoutMs: 15_000,
  retries: 2,
  backoffBaseMs: 1_000,
} as const;

// The documented errors the page can say something useful about; any other keeps Semrush's own words.
const knownErrors: Record<number, string> = {
  120: "Semrush did not accept the API key (SEMRUSH_API_KEY): check it in the Semrush account's API units page.",
  130: "This Semrush account has no API access: the Business plan or API units are needed.",
  131: "Semrush's daily limit of API requests was reached; it resets tomorrow.",
  132: "The Semrush account has no API units left: buy more units or wait for the next period.",
  133: "This Semrush account may not read that regional database (SEMRUSH_DATABASE).",
  134: "Semrush's total limit of API units for this key was reached.",
};
// "ERROR 50 :: NOTHING FOUND": a report with no lines, which costs nothing.
const nothingFound = 50;

const number = (value: string | undefined) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : 0;
};

export function createSemrushProvider(options: SemrushOptions): SemrushProvider {
  const settings = withDefaults(semrushDefaults, options);
  const doFetch = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  async function send(params: Record<string, string>, at = `${settings.endpoint}/`): Promise<Response> {
    const url = new URL(at);
    for (const [name, value] of Object.entries({ ...params, key: settings.key, database: settings.database }))
      url.searchParams.set(name, value);
    try {
      return await doFetch(url, { signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new SemrushUnavailableError(
        timedOut
          ? `Semrush did not answer within ${settings.timeoutMs / 1000} s.`
          : `Semrush could not be reached: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** One report's lines as records keyed by the CSV's header, with the units they cost. */
  async function report(
    type: keyof typeof semrushUnitsPerLine,
    params: Record<string, string>,
  ): Promise<Record<string, string>[]> {
    for (let attempt = 0; ; attempt += 1) {
      const response = await send({ type, ...params });
      const text = await response.text().catch(() => "");
      const error = /^ERROR (\d+) :: (.*)$/m.exec(text.trim());
      if (response.status === 429 || response.status >= 500) {
        if (attempt >= settings.retries)
          throw new SemrushUnavailableError(
            response.status === 429
              ? "Semrush asked to slow down (429) and kept refusing; try again in a minute."
              : `Semrush failed (${response.status}); try again later.`,
          );
        await sleep(settings.backoffBaseMs * 2 ** attempt);
        continue;
      }
      if (error) {
        const code = Number(error[1]);
        if (code === nothingFound) return [];
        throw new SemrushRequestError(code, knownErrors[code] ?? `Semrush refused the request: ${error[2]}.`);
      }
      if (response.status !== 200)
        throw new SemrushRequestError(null, `Semrush answered ${response.status}.`);
      if (text.trim() === "") return [];
      try {
        return parse(text, {
          delimiter: ";",
          columns: true,
          skip_empty_lines: true,
          trim: true,
          relax_quotes: true,
        });
      } catch {
        throw new SemrushUnavailableError(
          "Semrush answered something that is not a report; try again later.",
        );
      }
    }
  }

  const units = (type: keyof typeof semrushUnitsPerLine, lines: number) => semrushUnitsPerLine[type] * lines;

  return {
    async organicKeywords(domain, limit) {
      const lines = await report("domain_organic", {
        domain,
        display_limit: String(limit),
        display_sort: "tr_desc",
        export_columns: "Ph,Po,Nq,Cp,Ur,Tr",
      });
      return {
        rows: lines.map((line) => ({
          keyword: line.Keyword ?? "",
          position: number(line.Position),
          volume: number(line["Search Volume"]),
          cpc: number(line.CPC),
          url: line.Url ?? "",
          trafficPercent: number(line["Traffic (%)"]),
        })),
        units: units("domain_organic", lines.length),
      };
    },
    async relatedKeywords(phrase, limit) {
      const lines = await report("phrase_related", {
        phrase,
        display_limit: String(limit),
        display_sort: "nq_desc",
        export_columns: "Ph,Nq,Kd,Cp",
      });
      return {
        rows: lines.map((line) => ({
          keyword: line.Keyword ?? "",
          volume: number(line["Search Volume"]),
          difficulty: line["Keyword Difficulty Index"] ? number(line["Keyword Difficulty Index"]) : null,
          cpc: number(line.CPC),
        })),
        units: units("phrase_related", lines.length),
      };
    },
    async competitors(domain, limit) {
      const lines = await report("domain_organic_organic", {
        domain,
        display_limit: String(limit),
        export_columns: "Dn,Cr,Np,Or",
      });
      return {
        rows: lines.map((line) => ({
          domain: line.Domain ?? "",
          relevance: number(line["Competitor Relevance"]),
          commonKeywords: number(line["Common Keywords"]),
          organicKeywords: number(line["Organic Keywords"]),
        })),
        units: units("domain_organic_organic", lines.length),
      };
    },
    async unitsLeft() {
      const response = await send({}, `${settings.unitsEndpoint}/users/countapiunits.html`);
      const text = (await response.text().catch(() => "")).trim();
      const error = /^ERROR (\d+) :: (.*)$/m.exec(text);
      if (error) {
        const code = Number(error[1]);
        throw new SemrushRequestError(code, knownErrors[code] ?? `Semrush refused the request: ${error[2]}.`);
      }
      if (response.status === 429 || response.status >= 500) {
        throw new SemrushUnavailableError(`Semrush failed (${response.status}); try again later.`);
      }
      const left = Number(text);
      if (response.status !== 200 || text === "" || !Number.isFinite(left)) {
        throw new SemrushRequestError(
          null,
          `Semrush answered ${response.status} when asked for the units left.`,
        );
      }
      return left;
    },
  };
}
