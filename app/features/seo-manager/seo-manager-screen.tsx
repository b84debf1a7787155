import { useQuery } from "@tanstack/react-query";
import { ArrowRightIcon, SearchCheckIcon } from "lucide-react";
import { Link } from "react-router";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { adminUsersApi } from "#contracts/api/admin-users.ts";
import { auditLogApi } from "#contracts/api/audit-log.ts";

// UTC, so the server's and the browser's rendering agree.
const atFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
// Every SEO write is audited as seo.<what>.<verb> (metadata, imports, redirects, sitemap, audits): the audit
// log's search matches actions, so this one word finds them all.
const seoActions = "seo.";
const recentChanges = 8;

const linkClass =
  "inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

/** One page of the SEO portal; `upcoming` says what a page a later issue builds will hold. */
export type SeoTool = { path: string; name: string; about?: string; upcoming?: string };

/**
 * /dashboard/admin/seo, the admin's SEO Manager (issue 20): the marketer's workbench (which admins open
 * too), who may use it, and the latest SEO changes from the audit log.
 */
export function SeoManagerScreen({ tools }: { tools: readonly SeoTool[] }) {
  const marketers = useQuery({
    queryKey: ["admin-users", { role: "digital_marketer", q: "", page: 1 }],
    queryFn: ({ signal }) =>
      apiRequest(adminUsersApi.users, {
        query: { role: "digital_marketer", q: "", page: 1, pageSize: 50 },
        signal,
      }),
  });
  const changes = useQuery({
    queryKey: ["audit-log", "seo-manager"],
    queryFn: ({ signal }) =>
      apiRequest(auditLogApi.entries, {
        query: { q: seoActions, page: 1, pageSize: recentChanges },
        signal,
      }),
  });

  return (
    <div className="grid grid-cols-1 gap-8">
      <div className="grid gap-1">
        <div className="flex items-center gap-3">
          <SearchCheckIcon aria-hidden="true" className="size-6 text-indigo-700" />
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">SEO Manager</h1>
        </div>
        <p className="text-sm text-slate-700">
          The search workbench the digital marketers use, who they are, and what they changed.
        </p>
      </div>

      <section aria-labelledby="seo-tools" className="grid gap-3">
        <h2 id="seo-tools" className="text-lg font-semibold text-slate-900">
          The workbench
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {tools.map((tool) => {
            const { about, upcoming } = tool;
            return (
              <li key={tool.path} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                <Link to={tool.path} className={linkClass}>
                  {tool.name}
                  <ArrowRightIcon aria-hidden="true" className="size-3.5" />
                </Link>
                <p className="mt-1 text-sm text-slate-600">
                  {upcoming ? `Coming: ${upcoming}` : (about ?? "Ready to use.")}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="seo-people" className="grid gap-3">
        <h2 id="seo-people" className="text-lg font-semibold text-slate-900">
          Who may use it
        </h2>
        <p className="text-sm text-slate-700">
          Digital marketers and admins. Give someone the digital marketer role in{" "}
          <Link to="/dashboard/admin/users?role=digital_marketer" className={linkClass}>
            Users
          </Link>
          .
        </p>
        <QueryState
          query={marketers}
          loading="Loading the marketers..."
          failed="Could not load the marketers"
        >
          {(result) =>
            result.items.length === 0 ? (
              <p className="text-sm text-slate-600">No digital marketer accounts yet: only admins use it.</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {result.items.map((person) => (
                  <li key={person.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                    <span className="font-medium text-slate-900">{person.name}</span>
                    <span className="text-slate-600">
                      {person.email}
                      {person.active ? "" : " · deactivated"}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>

      <section aria-labelledby="seo-changes" className="grid gap-3">
        <h2 id="seo-changes" className="text-lg font-semibold text-slate-900">
          Latest SEO changes
        </h2>
        <QueryState query={changes} loading="Loading the changes..." failed="Could not load the changes">
          {(result) =>
            result.items.length === 0 ? (
              <p className="text-sm text-slate-600">No page's metadata has been changed yet.</p>
            ) : (
              <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {result.items.map((entry) => (
                  <li key={entry.id} className="grid gap-0.5 p-3 text-sm">
                    <span className="font-medium text-slate-900">
                      <span className="font-mono">{entry.entityId}</span>: {entry.summary}
                    </span>
                    <span className="text-slate-600">
                      {entry.actorName} ·{" "}
                      <time dateTime={entry.at}>{atFormat.format(new Date(entry.at))} UTC</time>
                    </span>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryState>
        <p className="text-sm">
          <Link to={`/dashboard/admin/audit-log?q=${encodeURIComponent(seoActions)}`} className={linkClass}>
            Every SEO change in the audit log
          </Link>
        </p>
      </section>
    </div>
  );
}
