import { type UseQueryResult, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CopyPlusIcon, ExternalLinkIcon, FlaskConicalIcon, TrophyIcon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button, buttonClassName } from "#app/components/ui/button.tsx";
import { ConfirmDialog } from "#app/components/ui/confirm-dialog.tsx";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { ApiRequestError, apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import type { ResponseOf } from "#contracts/api/endpoint.ts";
import { pageBuilderApi } from "#contracts/api/page-builder.ts";
import { pageBuilderMessages } from "#contracts/page-builder-text.ts";
import { pageBuilderKey, pageDetailQuery, pageListKey, pageVersionsKey } from "./page-builder-queries.ts";
import { type PageDetailData, staleAction } from "./page-values.ts";

export type EditingVariant = "a" | "b";
type Step = { kind: "create" } | { kind: "start" } | { kind: "winner"; winner: EditingVariant };

type VariantPanelProps = {
  page: PageDetailData;
  userId: string;
  /** The version the editor holds: every step is taken at it. */
  version: number;
  /** Admins start tests and make winners; marketers create and edit B. */
  canPublish: boolean;
  /** Unsaved changes to A or B: starting publishes the saved drafts, so they must be saved first. */
  unsaved: boolean;
  editing: EditingVariant;
  onEditing: (variant: EditingVariant) => void;
  /** A step answered with the page at a new version (and B created, started or gone). */
  onChanged: (page: PageDetailData) => void;
};

const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/**
 * The page's A/B test (issue 21): create variant B from the draft, switch the canvas between A and B, start
 * the test (A and B published, visitors split by their daily analytics hash, no cookie), the numbers per
 * variant while it runs, and "make winner".
 */
export function VariantPanel(props: VariantPanelProps) {
  const { page, userId, version, canPublish, unsaved, editing, onEditing, onChanged } = props;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Step | null>(null);
  const variant = page.variant ?? null;
  const running = variant?.running === true;
  const statsKey = [...pageBuilderKey, userId, "variants", page.id] as const;
  const stats = useQuery({
    queryKey: statsKey,
    queryFn: ({ signal }) => apiRequest(pageBuilderApi.variantStats, { params: { id: page.id }, signal }),
    enabled: running,
    refetchInterval: running ? 60_000 : false,
  });

  const act = useMutation({
    mutationFn: (step: Step) => {
      const params = { id: page.id };
      if (step.kind === "create")
        return apiRequest(pageBuilderApi.createVariant, { params, body: { version } });
      if (step.kind === "start")
        return apiRequest(pageBuilderApi.startVariant, { params, body: { version } });
      return apiRequest(pageBuilderApi.stopVariant, { params, body: { version, winner: step.winner } });
    },
    onSuccess: (result, step) => {
      queryClient.setQueryData(pageDetailQuery(userId, page.id).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: pageListKey(userId) });
      void queryClient.invalidateQueries({ queryKey: pageVersionsKey(userId, page.id) });
      void queryClient.invalidateQueries({ queryKey: statsKey });
      onChanged(result);
      setConfirming(null);
      toast({
        title:
          step.kind === "create"
            ? "Variant B created"
            : step.kind === "start"
              ? "A/B test started"
              : running
                ? `${step.winner.toUpperCase()} is the winner`
                : step.winner === "a"
                  ? "Variant B discarded"
                  : "Variant B is the draft",
      });
    },
  });
  const error = act.error ? failureText(act.error) : null;
  const ask = (step: Step) => {
    act.reset();
    if (step.kind === "create") act.mutate(step);
    else setConfirming(step);
  };

  return (
    <section
      aria-labelledby="page-variant-title"
      className="grid min-w-0 content-start gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="page-variant-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FlaskConicalIcon aria-hidden="true" className="size-5" />
        A/B test
      </h2>
      {confirming ? null : <FormAlert>{error}</FormAlert>}
      {variant === null ? (
        <>
          <p className="text-sm text-slate-700">
            Try a second version of this page: half of the visitors see A, half see B (the same one all day,
            no cookie), and you keep the one that converts better.
          </p>
          <div>
            <Button variant="outline" disabled={act.isPending} onClick={() => ask({ kind: "create" })}>
              <CopyPlusIcon aria-hidden="true" />
              Create variant B
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-700" role="status">
            {running
              ? `Running since ${new Date(variant.startedAt ?? Date.now()).toLocaleString()}: visitors see A or B.`
              : "Variant B is a draft: visitors see A only until the test starts."}
          </p>
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">Which version the blocks below edit</legend>
            <span className="text-sm font-medium text-slate-900">Editing:</span>
            {(["a", "b"] as const).map((name) => (
              <Button
                key={name}
                size="sm"
                variant={editing === name ? "default" : "outline"}
                aria-pressed={editing === name}
                onClick={() => onEditing(name)}
              >
                {name.toUpperCase()}
              </Button>
            ))}
            <a
              href={`${page.previewUrl}&variant=b`}
              target="_blank"
              rel="noopener"
              className={cn(buttonClassName({ variant: "outline", size: "sm" }))}
            >
              <ExternalLinkIcon aria-hidden="true" />
              Preview B<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </fieldset>
          {running ? <VariantNumbers stats={stats} /> : null}
          {canPublish ? (
            <div className="flex flex-wrap gap-2">
              {running ? (
                (["a", "b"] as const).map((winner) => (
                  <Button
                    key={winner}
                    variant="outline"
                    disabled={act.isPending}
                    onClick={() => ask({ kind: "winner", winner })}
                  >
                    <TrophyIcon aria-hidden="true" />
                    Make {winner.toUpperCase()} the winner
                  </Button>
                ))
              ) : (
                <>
                  <Button disabled={act.isPending || unsaved} onClick={() => ask({ kind: "start" })}>
                    Start the test
                  </Button>
                  <Button
                    variant="outline"
                    disabled={act.isPending}
                    onClick={() => ask({ kind: "winner", winner: "a" })}
                  >
                    Discard B
                  </Button>
                </>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-700">Only admins start a test or choose its winner.</p>
          )}
          {canPublish && unsaved && !running ? (
            <p className="text-sm text-slate-700">Save A and B first: starting publishes the saved drafts.</p>
          ) : null}
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          {...dialogText(confirming, running).labels}
          pending={act.isPending}
          error={error}
          onConfirm={() => act.mutate(confirming)}
          onClose={() => setConfirming(null)}
        >
          {dialogText(confirming, running).body}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function VariantNumbers({
  stats,
}: {
  stats: UseQueryResult<ResponseOf<typeof pageBuilderApi.variantStats>>;
}) {
  if (stats.error) return <FormAlert>Could not load the numbers: {stats.error.message}</FormAlert>;
  if (!stats.data) return <p className="text-sm text-slate-700">Loading the numbers...</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The test's numbers per variant since it started</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Variant
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Visitors
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Views
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Leads
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Checkouts started
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900">
          {stats.data.items.map((item) => (
            <tr key={item.variant} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-3 font-medium">
                {item.variant.toUpperCase()}
              </th>
              <td className="py-1 pr-3">{item.visitors}</td>
              <td className="py-1 pr-3">{item.views}</td>
              <td className="py-1 pr-3">
                {item.leads} ({percent(item.leadRate)})
              </td>
              <td className="py-1 pr-3">
                {item.checkouts} ({percent(item.checkoutRate)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function dialogText(step: Step, running: boolean): { labels: DialogLabels; body: ReactNode } {
  if (step.kind === "create")
    return {
      labels: { title: "Create variant B?", confirmLabel: "Create B", pendingLabel: "Creating..." },
      body: <p>B starts as a copy of the draft.</p>,
    };
  if (step.kind === "start")
    return {
      labels: { title: "Start the A/B test?", confirmLabel: "Start the test", pendingLabel: "Starting..." },
      body: (
        <p>
          A and B, as saved, go live together: each visitor sees one of them, the same one all day (no cookie;
          crawlers see A). Leads and checkouts are counted per variant from now on.
        </p>
      ),
    };
  const name = step.winner.toUpperCase();
  if (!running)
    return step.winner === "a"
      ? {
          labels: {
            title: "Discard variant B?",
            confirmLabel: "Discard B",
            pendingLabel: "Discarding...",
            destructive: true,
          },
          body: <p>Variant B and its blocks are removed. A stays as it is.</p>,
        }
      : {
          labels: { title: "Make B the draft?", confirmLabel: "Make B the draft", pendingLabel: "Saving..." },
          body: <p>B's blocks become the page's draft and variant B is removed.</p>,
        };
  return {
    labels: {
      title: `Make ${name} the winner?`,
      confirmLabel: `Make ${name} the winner`,
      pendingLabel: "Ending...",
    },
    body: (
      <p>
        The test ends: everyone sees {name} from now on, {name} becomes the page's draft and the other version
        is removed. The test's numbers are not kept.
      </p>
    ),
  };
}

type DialogLabels = { title: string; confirmLabel: string; pendingLabel: string; destructive?: boolean };

function failureText(error: Error): string {
  if (error instanceof ApiRequestError && error.status === 403) return "Only admins can do that.";
  if (error instanceof ApiRequestError && error.status === 409 && error.message === pageBuilderMessages.stale)
    return staleAction;
  return error.message || "That did not work. Try again.";
}
