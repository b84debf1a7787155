import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminQueryGate } from "#app/components/ui/admin-query-gate.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Table, type TableColumn, tableCell, tableRow } from "#app/components/ui/table.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { seoApi } from "#contracts/api/seo.ts";
import { type Redirect, redirectMessages } from "#contracts/seo-redirects.ts";
import { DeleteRedirectDialog } from "./delete-redirect-dialog.tsx";
import { EditRedirectDialog } from "./edit-redirect-dialog.tsx";
import { RedirectForm } from "./redirect-form.tsx";
import { redirectsKey } from "./redirects-key.ts";

// UTC, so the server's and the browser's rendering agree.
const dayFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
const countFormat = new Intl.NumberFormat("en");

const columns: readonly TableColumn[] = [
  { label: "Old path" },
  { label: "Answer" },
  { label: "Goes to" },
  { label: "Hits" },
  { label: "Added" },
  { label: "Actions", srOnly: true },
];

/**
 * SEO Settings' redirects: add one (checked for loops and chains), see each one's hits, delete one.
 * `initialFrom` fills the new redirect's old path.
 */
export function RedirectsSection({ initialFrom }: { initialFrom?: string }) {
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: redirectsKey,
    queryFn: ({ signal }) => apiRequest(seoApi.redirects, { signal }),
  });
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const [editing, setEditing] = useState<Redirect | null>(null);
  const remove = useMutation({
    mutationFn: (redirect: Redirect) => apiRequest(seoApi.deleteRedirect, { params: { id: redirect.id } }),
    onSuccess: (_result, redirect) =>
      toast({ title: redirectMessages.deleted, description: `${redirect.from} is no longer redirected.` }),
    onError: (error) =>
      toast({
        variant: "destructive",
        title: "The redirect could not be deleted",
        description: error.message,
      }),
    onSettled: async () => {
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: redirectsKey });
    },
  });

  return (
    <section aria-labelledby="redirects-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="redirects-heading" className="text-lg font-semibold text-slate-900">
          Redirects
        </h2>
        <p className="text-sm text-slate-700">
          Send an old address to its new one (301), somewhere for a while (302), or tell search engines a page
          is gone (410). A redirect answers at once, before any page. Loops and chains are refused.
        </p>
      </div>
      <RedirectForm initialFrom={initialFrom} />
      <AdminQueryGate
        query={list}
        loadingLabel="Loading the redirects..."
        loadFailed={redirectMessages.loadFailed}
      >
        {(result) =>
          result.items.length === 0 ? (
            <p className="text-sm text-slate-600">No redirects yet.</p>
          ) : (
            <Table caption="Redirects" minWidth="min-w-[52rem]" columns={columns}>
              {result.items.map((redirect) => (
                <tr key={redirect.id} className={tableRow({})}>
                  <th scope="row" className={tableCell("font-mono text-sm font-normal text-slate-900")}>
                    {redirect.from}
                    {redirect.match === "prefix" ? (
                      <span className="font-sans text-xs text-slate-600"> and below</span>
                    ) : null}
                  </th>
                  <td className={tableCell("tabular-nums")}>{redirect.status}</td>
                  <td
                    className={tableCell("max-w-[16rem] truncate font-mono text-sm")}
                    title={redirect.target ?? undefined}
                  >
                    {redirect.target ?? <span className="font-sans text-slate-600">Gone</span>}
                  </td>
                  <td className={tableCell("whitespace-nowrap tabular-nums")}>
                    {countFormat.format(redirect.hits)}
                    {redirect.lastHitAt ? (
                      <span className="block text-xs text-slate-600">
                        last{" "}
                        <time dateTime={redirect.lastHitAt}>
                          {dayFormat.format(new Date(redirect.lastHitAt))}
                        </time>
                      </span>
                    ) : null}
                  </td>
                  <td className={tableCell("whitespace-nowrap")}>
                    <time dateTime={redirect.createdAt}>
                      {dayFormat.format(new Date(redirect.createdAt))}
                    </time>
                    <span className="block text-xs text-slate-600">{redirect.createdBy}</span>
                  </td>
                  <td className={tableCell()}>
                    <div className="flex justify-end gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Edit the redirect from ${redirect.from}`}
                        onClick={() => setEditing(redirect)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Delete the redirect from ${redirect.from}`}
                        onClick={() => setDeleting(redirect)}
                      >
                        Delete
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </Table>
          )
        }
      </AdminQueryGate>
      {editing ? <EditRedirectDialog redirect={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? (
        <DeleteRedirectDialog
          redirect={deleting}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting)}
        />
      ) : null}
    </section>
  );
}
