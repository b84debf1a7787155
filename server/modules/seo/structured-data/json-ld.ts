// One JSON-LD object, rendered as its own application/ld+json script.
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>;

/** A nested schema.org node (no @context: it belongs to the enclosing object). */
export type JsonLdNode = { "@type": string } & Record<string, unknown>;

export const schemaContext = "https://schema.org" as const;

/** A site-relative path or an absolute URL, made absolute against PUBLIC_URL (never the Host header). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}
