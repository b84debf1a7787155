import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FieldError } from "#app/components/ui/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { PendingLabel } from "#app/components/ui/submit-button.tsx";
import { toast } from "#app/components/ui/use-toast.ts";
import { apiRequest } from "#app/lib/api-client.ts";
import { newsletterCampaignsApi } from "#contracts/api/newsletter-campaigns.ts";
import { type CampaignAudience, campaignLimits } from "#contracts/newsletter-campaigns.ts";
import { segmentsKey } from "./campaign-params.ts";
import { type AudienceField, audienceFields, audienceOf, audienceValues } from "./campaign-values.ts";

type Rules = Record<AudienceField, string>;

const sameRules = (a: Rules, b: Rules) =>
  audienceFields.every((field) => a[field].trim() === b[field].trim());

type SegmentPickerProps = { rules: Rules; onPick: (rules: Rules) => void; disabled?: boolean };

/**
 * Saved segments: choosing one fills the rules (shown as chosen while the rules are still its own); the
 * rules as they stand can be saved under a name. Not a form of its own: it sits inside the composer's.
 */
export function SegmentPicker({ rules, onPick, disabled }: SegmentPickerProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const segments = useQuery({
    queryKey: segmentsKey,
    queryFn: ({ signal }) => apiRequest(newsletterCampaignsApi.segments, { signal }),
  });
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const chosen = segments.data?.find((segment) => sameRules(audienceValues(segment.rules), rules));

  const create = useMutation({
    mutationFn: () =>
      apiRequest(newsletterCampaignsApi.createSegment, {
        body: { name: name.trim(), rules: audienceOf(rules) as CampaignAudience },
      }),
    onSuccess: (segment) => {
      toast({ title: "Segment saved", description: `"${segment.name}" can be chosen for any campaign.` });
      setName("");
      setError(null);
    },
    onError: (failure) => setError(failure.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: segmentsKey }),
  });
  const remove = useMutation({
    mutationFn: (segmentId: string) =>
      apiRequest(newsletterCampaignsApi.deleteSegment, { params: { id: segmentId } }),
    onSuccess: () => toast({ title: "Segment deleted" }),
    onError: (failure) =>
      toast({ variant: "destructive", title: "Could not delete the segment", description: failure.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: segmentsKey }),
  });
  const save = () => {
    if (!name.trim()) setError("Give the segment a name.");
    else create.mutate();
  };

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-segment`}>Saved segment</Label>
        <div className="flex gap-2">
          <Select
            id={`${id}-segment`}
            value={chosen?.id ?? ""}
            disabled={disabled || !segments.data}
            onChange={(event) => {
              const segment = segments.data?.find((s) => s.id === event.target.value);
              onPick(audienceValues(segment?.rules ?? {}));
            }}
          >
            <option value="">
              {segments.isError ? "Could not load the segments" : "None (rules below)"}
            </option>
            {segments.data?.map((segment) => (
              <option key={segment.id} value={segment.id}>
                {segment.name}
              </option>
            ))}
          </Select>
          {chosen ? (
            <Button
              variant="outline"
              className="shrink-0"
              disabled={disabled || remove.isPending}
              aria-label={`Delete the segment ${chosen.name}`}
              onClick={() => remove.mutate(chosen.id)}
            >
              Delete
            </Button>
          ) : null}
        </div>
      </div>
      <div className="grid content-start gap-1.5">
        <Label htmlFor={`${id}-name`}>Save these rules as a segment</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={campaignLimits.segmentNameMax}
            placeholder="Segment name"
            autoComplete="off"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-name-error` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              // Enter saves the segment, not the campaign around it.
              if (event.key === "Enter") {
                event.preventDefault();
                save();
              }
            }}
          />
          <Button
            variant="outline"
            className="shrink-0"
            disabled={disabled || create.isPending}
            onClick={save}
          >
            {create.isPending ? <PendingLabel>Saving...</PendingLabel> : "Save"}
          </Button>
        </div>
        <FieldError id={`${id}-name-error`} message={error} />
      </div>
    </div>
  );
}
