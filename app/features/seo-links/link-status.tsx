import type { RedirectChain } from "#contracts/seo-links.ts";

/**
 * What a linked address answered, in words: "OK", "Not found (404)", or where its redirects lead
 * ("Redirects to /about", "2 redirects to /x", "Redirect loop"). Colour repeats the words.
 */
export function LinkStatus({ status, redirect }: { status: number | null; redirect: RedirectChain }) {
  if (status === null) return <span className="text-slate-600">Not checked</span>;
  if (redirect) {
    if (redirect.loop) return <span className="font-medium text-rose-800">Redirect loop ({status})</span>;
    const end =
      redirect.endStatus === null
        ? ""
        : redirect.endStatus >= 400
          ? `, which answers ${redirect.endStatus}`
          : "";
    return (
      <span className={redirect.hops > 1 || end ? "font-medium text-rose-800" : "text-amber-900"}>
        {redirect.hops > 1 ? `${redirect.hops} redirects` : `Redirects (${status})`} to{" "}
        <span className="font-mono text-xs break-all">{redirect.end}</span>
        {end}
      </span>
    );
  }
  if (status >= 400)
    return (
      <span className="font-medium text-rose-800">
        {status === 404 ? "Not found" : status === 410 ? "Gone" : "Error"} ({status})
      </span>
    );
  return <span className="text-emerald-800">OK</span>;
}
