import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { FormAlert } from "#app/components/ui/form-alert.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { toFormRequestError } from "#app/lib/form-errors.ts";
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";

const queryKey = ["admin-settings", "newsletter-tracking"] as const;
const saveFailed = "Could not save the tracking setting. Please try again.";

/**
 * The newsletter's tracking setting (issue 22): per subscriber (who opened and clicked each campaign) or
 * aggregate counts only. It applies to campaigns that start sending after the change.
 */
export function NewsletterTrackingSection() {
  const id = useId();
  const queryClient = useQueryClient();
  const tracking = useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest(newsletterCampaignsApi.tracking, { signal }),
  });
  const save = useMutation({
    mutationFn: (perSubscriber: boolean) =>
      apiRequest(newsletterCampaignsApi.setTracking, { body: { perSubscriber } }).catch((error: unknown) => {
        throw toFormRequestError(error, saveFailed);
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(queryKey, result);
      toast({
        title: result.perSubscriber ? "Per-subscriber tracking on" : "Per-subscriber tracking off",
        description: "Campaigns that start from now on follow it.",
      });
    },
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          Newsletter tracking
        </h2>
        <p className="text-sm text-slate-700">
          With per-subscriber tracking each campaign mail carries its own open pixel and links, so the
          Newsletter Analytics page shows how many people opened and clicked and which clicks led to an
          enrollment. Off, a campaign's mails share one pixel and one set of links: the page shows counts
          only, and nothing records who opened or clicked. Campaigns that start sending after a change follow
          it.
        </p>
      </div>
      <QueryState
        query={tracking}
        loading="Loading the tracking setting..."
        failed="Could not load the tracking setting"
      >
        {(data) => (
          <div className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <label className="flex min-h-11 items-center gap-3 text-slate-800">
              <input
                type="checkbox"
                className="size-5 rounded border-slate-300 accent-indigo-600"
                checked={save.isPending ? save.variables : data.perSubscriber}
                disabled={save.isPending}
                onChange={(event) => save.mutate(event.target.checked)}
              />
              Track opens and clicks per subscriber
            </label>
            {save.isError ? <FormAlert>{save.error.message}</FormAlert> : null}
          </div>
        )}
      </QueryState>
    </section>
  );
}
