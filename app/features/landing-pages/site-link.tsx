import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * How a block's link is followed: "path" (a page of this site, client-side navigation), "url" (an http(s)
 * address) or null for anything else. The server allows only those two kinds; this check keeps any other
 * scheme (javascript:, data:, a protocol-relative //host) out of the page should one ever get through.
 */
export function hrefKind(href: string): "path" | "url" | null {
  if (/[\s<>"]/.test(href)) return null;
  if (/^\/(?![/\\])/.test(href)) return "path";
  if (/^https?:\/\/[^/\\]/i.test(href)) return "url";
  return null;
}

/** A site path as a router <Link>, an absolute address as a plain <a>; nothing for any other value. */
export function SiteLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const target = href.trim();
  const kind = hrefKind(target);
  if (kind === "path")
    return (
      <Link to={target} className={className}>
        {children}
      </Link>
    );
  if (kind === "url")
    return (
      <a href={target} rel="noopener" className={className}>
        {children}
      </a>
    );
  return null;
}
