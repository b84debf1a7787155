import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * One click handler for a long list of in-app links written as plain `<a href>`: a left click without
 * modifier keys navigates in the app, anything else (new tab, download) is the browser's. A React
 * Router `<Link>` per row costs its hooks at every hydration; a course outline has thirty rows. The
 * anchors work before hydration too, as ordinary links. Enter on a focused anchor is a click as well.
 */
export function useLinkDelegation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if (link.target && link.target !== "_self") return;
    if (link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}
