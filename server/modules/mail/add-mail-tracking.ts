import { urlHoldsSecret } from "#server/lib/url-secrets.ts";
import { escapeHtml } from "./templates/escape-html.ts";
import type { TrackingSigner } from "./tracking-signature.ts";

// Adds an open pixel and signed click links to a mail's HTML part as it is sent (decision 0046). Only
// http(s) links change; mailto:, tel:, anchors, relative links and links holding a secret (a one-time token:
// server/lib/url-secrets.ts) stay as they are, so no secret ever sits in a tracking URL.

export const mailTrackingPaths = {
  open: "/api/mail/t/o",
  click: "/api/mail/t/c",
} as const;

export function openPixelUrl(publicUrl: string, mailId: string, signer: TrackingSigner): string {
  return `${publicUrl}${mailTrackingPaths.open}/${mailId}.gif?s=${signer.signOpen(mailId)}`;
}

export function clickUrl(publicUrl: string, mailId: string, target: string, signer: TrackingSigner): string {
  const query = new URLSearchParams({ u: target, s: signer.signClick(mailId, target) });
  return `${publicUrl}${mailTrackingPaths.click}/${mailId}?${query}`;
}

const namedEntities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** An attribute's value as the browser reads it (the few entities an href holds). */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X"
          ? Number.parseInt(entity.slice(2), 16)
          : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEntities[entity.toLowerCase()] ?? whole;
  });
}

/** The link target if the tracker may wrap it: an absolute http(s) URL without a secret. */
function trackableTarget(raw: string): string | null {
  const value = decodeAttribute(raw).trim();
  if (!/^https?:\/\//i.test(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (urlHoldsSecret(parsed.pathname + parsed.search)) return null;
  return parsed.toString();
}

// An <a> start tag, and in it the href attribute: double-quoted, single-quoted or unquoted, in any case,
// after any other attributes (data-href or xhref are other attributes: href must follow whitespace).
const anchorTag = /<a\b[^>]*>/gi;
const hrefAttribute = /(\shref\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

export function addMailTracking(
  html: string,
  options: { mailId: string; publicUrl: string; signer: TrackingSigner },
): string {
  const { mailId, publicUrl, signer } = options;
  const withLinks = html.replace(anchorTag, (tag) =>
    tag.replace(hrefAttribute, (whole, prefix: string, double?: string, single?: string, bare?: string) => {
      const target = trackableTarget(double ?? single ?? bare ?? "");
      if (!target) return whole;
      return `${prefix}"${escapeHtml(clickUrl(publicUrl, mailId, target, signer))}"`;
    }),
  );
  const pixel = `<img src="${escapeHtml(openPixelUrl(publicUrl, mailId, signer))}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`;
  const bodyEnd = withLinks.search(/<\/body\s*>/i);
  return bodyEnd === -1 ? withLinks + pixel : withLinks.slice(0, bodyEnd) + pixel + withLinks.slice(bodyEnd);
}
