type Coding = "gzip" | "br";

// The q of each coding an Accept-Encoding header names (RFC 9110 12.5.3); `*` stands for the rest.
function qualities(header: string): { named: Map<string, number>; wildcard: number | undefined } {
  const named = new Map<string, number>();
  let wildcard: number | undefined;
  for (const item of header.split(",")) {
    const [name = "", ...params] = item.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const quality = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name === "*") wildcard = quality;
    else if (name) named.set(name === "x-gzip" ? "gzip" : name, quality);
  }
  return { named, wildcard };
}

function qualityOf(header: string | undefined, coding: Coding): number {
  if (!header) return 0;
  const { named, wildcard } = qualities(header);
  return named.get(coding) ?? wildcard ?? 0;
}

/** Whether an Accept-Encoding header allows `coding` (named or `*`, with a q above 0). */
export function acceptsEncoding(header: string | undefined, coding: Coding): boolean {
  return qualityOf(header, coding) > 0;
}

/** Whether an Accept-Encoding header allows gzip. */
export function acceptsGzip(header: string | undefined): boolean {
  return acceptsEncoding(header, "gzip");
}

/**
 * The coding a dynamic body goes out in, as server/app.ts's compressor chooses: the allowed one of higher
 * q, brotli on a tie, none when neither is allowed.
 */
export function preferredEncoding(header: string | undefined): Coding | null {
  const br = qualityOf(header, "br");
  const gzip = qualityOf(header, "gzip");
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? "br" : "gzip";
}
