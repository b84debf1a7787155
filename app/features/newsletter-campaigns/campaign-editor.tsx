import type { Campaign } from "#contracts/newsletter-campaigns.ts";
import { CampaignActions } from "./campaign-actions.tsx";
import { CampaignFormFields, useCampaignForm } from "./campaign-form.tsx";
import { audienceSummary, CampaignStatusBadge, CampaignTime } from "./campaign-format.tsx";
import { CampaignPreview } from "./campaign-preview.tsx";
import { TestSendForm } from "./test-send-form.tsx";

/**
 * One campaign: a draft's form (a new one's too), or what was sent, read-only; then what can be done with it
 * in its state, and the server's preview with a test send.
 */
export function CampaignEditor({ campaign }: { campaign: Campaign | null }) {
  const { form, dirty, version } = useCampaignForm(campaign);
  const editable = !campaign || campaign.status === "draft";
  const unsaved = editable && dirty;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="grid gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="min-w-0 text-xl font-semibold break-words text-slate-900">
            {campaign ? campaign.subject : "New campaign"}
          </h2>
          {campaign ? <CampaignStatusBadge status={campaign.status} /> : null}
        </div>
        {campaign ? <Times campaign={campaign} /> : null}
      </div>

      {editable ? (
        <CampaignFormFields form={form} isNew={!campaign} />
      ) : (
        <CampaignSummary campaign={campaign} />
      )}

      {campaign ? (
        <>
          <CampaignActions
            campaign={campaign}
            version={editable ? version : campaign.version}
            unsaved={unsaved}
          />
          {unsaved ? (
            <p className="text-sm text-slate-700">
              The preview and the test show the draft as last saved: save to see your changes.
            </p>
          ) : null}
          <CampaignPreview campaign={campaign} />
          <TestSendForm campaignId={campaign.id} />
        </>
      ) : (
        <p className="text-sm text-slate-700">
          Save the draft to see its preview at desktop and phone widths, send yourself a test, and send or
          schedule it.
        </p>
      )}
    </div>
  );
}

function Times({ campaign }: { campaign: Campaign }) {
  const times = [
    ["Scheduled for", campaign.scheduledAt],
    ["Started", campaign.startedAt],
    ["Finished", campaign.finishedAt],
  ] as const;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {times.map(([label, iso]) =>
        iso ? (
          <span key={label}>
            {label} <CampaignTime iso={iso} />
          </span>
        ) : null,
      )}
      <span>
        Last changed <CampaignTime iso={campaign.updatedAt} />
      </span>
    </p>
  );
}

/** A campaign past its draft: what it says and to whom, as it was sent or scheduled. */
function CampaignSummary({ campaign }: { campaign: Campaign }) {
  return (
    <dl className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="font-medium text-slate-900">Subject</dt>
      <dd className="break-words">{campaign.subject}</dd>
      <dt className="font-medium text-slate-900">Preheader</dt>
      <dd className="break-words">{campaign.preheader || <span className="text-slate-600">None</span>}</dd>
      <dt className="font-medium text-slate-900">Audience</dt>
      <dd>{audienceSummary(campaign.audience)}</dd>
      <dt className="font-medium text-slate-900">Body</dt>
      <dd className="min-w-0">
        <details>
          <summary className="cursor-pointer text-indigo-700">As written</summary>
          <pre className="mt-2 max-h-80 overflow-auto rounded bg-slate-50 p-3 text-xs break-words whitespace-pre-wrap">
            {campaign.body}
          </pre>
        </details>
      </dd>
    </dl>
  );
}
