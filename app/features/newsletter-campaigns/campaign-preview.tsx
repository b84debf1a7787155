import { useQuery } from "@tanstack/react-query";
import { MonitorIcon, SmartphoneIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { QueryState } from "#app/components/ui/query-state.tsx";
import { apiRequest } from "#app/lib/api-client.ts";
import { cn } from "#app/lib/cn.ts";
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";
import type { Campaign } from "#contracts/newsletter-campaigns.ts";
import { campaignKey } from "./campaign-params.ts";

const widths = {
  desktop: { label: "Desktop", Icon: MonitorIcon, frame: "w-full min-w-[600px] max-w-3xl" },
  phone: { label: "Phone", Icon: SmartphoneIcon, frame: "w-[375px]" },
} as const;
type Width = keyof typeof widths;

/**
 * The mail as the server renders it (the last saved version, with live course facts and the name's
 * fallback), in a frame that may run nothing: `sandbox=""` allows no scripts and gives the document an
 * origin of its own, so even a mail that slipped past the server's sanitiser could not reach this page.
 */
export function CampaignPreview({ campaign }: { campaign: Campaign }) {
  // A phone starts at the phone's width: the desktop one would only scroll sideways there.
  const [width, setWidth] = useState<Width>(() =>
    typeof window !== "undefined" && window.matchMedia?.("(max-width: 639px)").matches ? "phone" : "desktop",
  );
  const preview = useQuery({
    // Per version: a save is a new preview, and the old one is not shown as the new.
    queryKey: [...campaignKey(campaign.id), "preview", campaign.version],
    queryFn: ({ signal }) =>
      apiRequest(newsletterCampaignsApi.preview, { params: { id: campaign.id }, signal }),
  });

  return (
    <section aria-labelledby="campaign-preview-title" className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="campaign-preview-title" className="text-lg font-semibold text-slate-900">
          Preview
        </h3>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset. */}
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(widths) as Width[]).map((key) => {
            const { label, Icon } = widths[key];
            return (
              <Button
                key={key}
                size="sm"
                variant={width === key ? "default" : "outline"}
                aria-pressed={width === key}
                onClick={() => setWidth(key)}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            );
          })}
        </div>
      </div>
      <QueryState query={preview} loading="Rendering the preview..." failed="Could not render the preview.">
        {(mail) => (
          <>
            <p className="text-sm text-slate-700">
              <span className="font-medium text-slate-900">Subject:</span> {mail.subject}
            </p>
            <section
              aria-label="Mail preview frame"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
              tabIndex={0}
              className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-100 p-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
            >
              <iframe
                title={`Preview of "${mail.subject}" at ${widths[width].label.toLowerCase()} width`}
                srcDoc={mail.html}
                sandbox=""
                referrerPolicy="no-referrer"
                className={cn("mx-auto block h-[40rem] border-0 bg-white", widths[width].frame)}
              />
            </section>
            <details className="rounded-lg border border-slate-200 bg-white">
              <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-slate-900">
                Plain-text part
              </summary>
              <pre className="max-h-96 overflow-auto border-t border-slate-200 px-4 py-3 text-xs break-words whitespace-pre-wrap text-slate-800">
                {mail.text}
              </pre>
            </details>
          </>
        )}
      </QueryState>
    </section>
  );
}
