import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Table, type TableColumn, tableCell } from "#app/components/ui/table.tsx";
import { useAuth } from "#app/features/auth/auth-context.tsx";
import { type LeadKind, leadKinds, leadStatuses } from "#contracts/dashboards.ts";
import { portals } from "#contracts/portals.ts";
import { useOverview } from "./dashboard-queries.ts";
import { OverviewQueryState } from "./overview-query-state.tsx";
import { StatCard } from "./stat-card.tsx";

const leadKindNames: Record<LeadKind, string> = {
  contact: "Contact requests",
  corporate: "Corporate training inquiries",
  callback: "Callback requests",
  chat: "Live chats",
};

const statusNames = { new: "New", contacted: "Contacted", converted: "Converted", closed: "Closed" } as const;

const leadColumns: readonly TableColumn[] = [
  { label: "Kind" },
  ...leadStatuses.map((status) => ({ label: statusNames[status], align: "right" as const })),
  { label: "Total", align: "right" },
];

export function AdminOverview() {
  const { user } = useAuth();
  const overview = useOverview("admin", user);
  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Overview</h1>
      <OverviewQueryState query={overview}>
        {(data) => (
          <>
            <section aria-labelledby="admin-users-heading" className="mt-6">
              <h2 id="admin-users-heading" className="text-lg font-semibold text-slate-900">
                Active accounts
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-4 xl:grid-cols-4">
                <StatCard label="Students" value={data.usersByRole.student} />
                <StatCard label="Instructors" value={data.usersByRole.instructor} />
                <StatCard label="Admins" value={data.usersByRole.admin} />
                <StatCard label="Digital marketers" value={data.usersByRole.digital_marketer} />
              </dl>
            </section>
            <section aria-labelledby="admin-audience-heading" className="mt-8">
              <h2 id="admin-audience-heading" className="text-lg font-semibold text-slate-900">
                Audience
              </h2>
              <dl className="mt-3 grid grid-cols-2 gap-4 xl:grid-cols-4">
                <StatCard label="Newsletter subscribers" value={data.newsletterSubscribers} />
              </dl>
            </section>
            <section aria-labelledby="admin-leads-heading" className="mt-8">
              <h2 id="admin-leads-heading" className="text-lg font-semibold text-slate-900">
                Leads
              </h2>
              <Table
                className="mt-3"
                caption="Leads by kind and status"
                minWidth="min-w-[36rem]"
                columns={leadColumns}
              >
                {leadKinds.map((kind) => {
                  const counts = data.leads[kind];
                  const total = leadStatuses.reduce((sum, status) => sum + counts[status], 0);
                  return (
                    <tr key={kind}>
                      <th scope="row" className={tableCell("font-medium text-slate-900")}>
                        {leadKindNames[kind]}
                      </th>
                      {leadStatuses.map((status) => (
                        <td key={status} className={tableCell("text-right tabular-nums text-slate-700")}>
                          {counts[status]}
                        </td>
                      ))}
                      <td className={tableCell("text-right font-semibold tabular-nums text-slate-900")}>
                        {total}
                      </td>
                    </tr>
                  );
                })}
              </Table>
            </section>
            <p className="mt-8">
              {/* Applications has a page of its own but no sidebar item (the spec's admin navigation lists none). */}
              <Link
                to={`${portals.admin.path}/applications`}
                className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-4 hover:underline"
              >
                Review bootcamp applications <ArrowRightIcon aria-hidden="true" className="size-4" />
              </Link>
            </p>
          </>
        )}
      </OverviewQueryState>
    </div>
  );
}
