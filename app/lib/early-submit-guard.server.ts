import type { DocumentEdit } from "./document-edits.server.ts";

// Decision 0021. First in every page's <head> (app/entry.server.tsx), before any form: a form submitted
// before its script has taken it over would be sent by the browser itself, to the page's own URL, as a
// GET with every field (passwords too) in the query string. The guard stops that and marks the form (a
// property, not an attribute: hydration finds the server's markup as it was); useEarlyInput
// (app/lib/early-input.ts) submits it again once hydrated. Forms with method="get" (search, filters)
// work without scripts and go through; forms without useEarlyInput are held only until the shell has
// hydrated. Server-side only, so it costs no first-load JavaScript.

export const earlySubmitGuard = `addEventListener("submit",function(e){var f=e.target;if(/^get$/i.test(f.getAttribute("method"))||f.hasAttribute("data-live")||document.documentElement.hasAttribute("data-hydrated")&&!f.hasAttribute("data-early-input"))return;e.preventDefault();f.earlySubmit=true},true)`;

/** The edit that makes the guard the first element of the page's <head>, under the request's CSP nonce. */
export function earlySubmitGuardEdit(html: string, nonce: string): DocumentEdit[] {
  const head = html.indexOf("<head>");
  if (head < 0) return [];
  const at = head + "<head>".length;
  return [{ from: at, to: at, insert: [`<script nonce="${nonce}">${earlySubmitGuard}</script>`] }];
}
