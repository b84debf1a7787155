/** Whether an Accept-Encoding header allows gzip (named or `*`, with a q above 0; RFC 9110 12.5.3). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let named: boolean | undefined;
  let wildcard = false;
  for (const item of header.split(",")) {
    const [coding = "", ...params] = item.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (coding === "gzip" || coding === "x-gzip") named = allowed;
    else if (coding === "*") wildcard = allowed;
  }
  return named ?? wildcard;
}
