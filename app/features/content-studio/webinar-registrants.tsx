import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DownloadIcon, UsersIcon } from "lucide-react";
import { useState } from "react";
import { AdminListState } from "#app/components/ui/admin-list-state.tsx";
import { buttonClassName } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { webinarStudioApi as api } from "#contracts/api/content-studio-webinars.ts";
import { endpointUrl } from "#contracts/api/endpoint.ts";
import type { WebinarDetail } from "#contracts/content-studio-webinars.ts";
import { PostTime } from "./post-format.tsx";
import { webinarRegistrantsKey } from "./webinar-params.ts";

const columns: readonly TableColumn[] = [
  { label: "Name" },
  { label: "Email" },
  { label: "Registered" },
  { label: "Join link" },
];

/** Who registered, newest first and paged, with the whole list as a CSV download. */
export function WebinarRegistrants({ webinar, userId }: { webinar: WebinarDetail; userId: string }) {
  const [page, setPage] = useState(1);
  const registrants = useQuery({
    // The webinar's version in the key: a save that mailed the join link changes what the rows say.
    queryKey: [...webinarRegistrantsKey(userId, webinar.id), webinar.version, page],
    queryFn: ({ signal }) =>
      apiRequest(api.registrants, { params: { id: webinar.id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
  const summary = webinar.joinUrl
    ? `The current join link has reached ${webinar.joinLinkSent} of ${webinar.registrants}.`
    : "No join link yet: once it is saved, every registrant gets it by mail.";

  return (
    <section aria-labelledby="webinar-registrants-title" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3
          id="webinar-registrants-title"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <UsersIcon aria-hidden="true" className="size-5 text-indigo-700" />
          Registrants
        </h3>
        {webinar.registrants > 0 ? (
          <a
            href={endpointUrl(api.registrantsCsv, { params: { id: webinar.id } })}
            download
            className={buttonClassName({ variant: "outline", size: "sm" })}
          >
            <DownloadIcon aria-hidden="true" />
            Export CSV<span className="sr-only"> of the registrants</span>
          </a>
        ) : null}
      </div>
      <p className="text-sm text-slate-700">{summary}</p>
      <AdminListState
        query={registrants}
        noun={["registrant", "registrants"]}
        loadFailed="Could not load the registrants"
        empty={{
          filtered: false,
          filteredMessage: "",
          noneMessage:
            webinar.status === "published"
              ? "Nobody has registered yet."
              : "Nobody has registered yet: registration opens when the webinar is published.",
          clearLabel: "",
          onClear: () => setPage(1),
        }}
        paging={{ label: "Pages of registrants", page, onPage: setPage }}
      >
        {(result) => (
          <Table caption="Registrants of this webinar" minWidth="min-w-[40rem]" columns={columns}>
            {result.items.map((item) => (
              <tr key={item.id} className={tableRow({})}>
                <th scope="row" className={tableCell("max-w-[14rem] truncate font-medium text-slate-900")}>
                  {item.name}
                </th>
                <td className={tableCell("max-w-[16rem] truncate text-slate-700")}>{item.email}</td>
                <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
                  <PostTime iso={item.registeredAt} />
                </td>
                <td className={tableCell("text-sm whitespace-nowrap text-slate-700")}>
                  {item.joinLinkSent ? "Sent" : webinar.joinUrl ? "Not sent" : "None yet"}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </AdminListState>
    </section>
  );
}
