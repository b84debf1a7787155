import { useId } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { formatCalendarDate } from "#contracts/learning-text.ts";
import type { RosterBatch } from "#contracts/roster.ts";
import { batchTypeLabels, selfPacedBatch, rosterText as t } from "#contracts/roster-text.ts";

/** A batch as the staff pages name it: its start, its type and how many are enrolled. */
export function batchLabel(batch: RosterBatch): string {
  return t.batchOption(formatCalendarDate(batch.startDate), batchTypeLabels[batch.type], batch.enrolled);
}

type Props = {
  batches: RosterBatch[];
  /** Students without a batch: the last option. */
  selfPacedCount: number;
  /** The batch id shown, or the self-paced value. */
  chosen: string;
  /** Other query parameters the page keeps when the batch changes (the grading queue's tab). */
  keep?: Record<string, string>;
};

/**
 * The course's batch picker on the staff pages that show one batch at a time (roster, grading queue). A GET
 * form, so choosing a batch works before (or without) JavaScript; once hydrated, a change submits it at once
 * and the Show button stays for keyboard users who browse the options first.
 */
export function BatchPicker({ batches, selfPacedCount, chosen, keep = {} }: Props) {
  const submit = useSubmit();
  const selectId = useId();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>{t.batchLabel}</Label>
        <Select
          id={selectId}
          name="batch"
          // Keyed by the batch shown, so a navigation resets the uncontrolled choice.
          key={chosen}
          defaultValue={chosen}
          className="w-auto max-w-full"
          onChange={(event) => void submit(event.currentTarget.form)}
        >
          {batches.map((batch) => (
            <option key={batch.id} value={batch.id}>
              {`${batchLabel(batch)} · ${batch.schedule}`}
            </option>
          ))}
          <option value={selfPacedBatch}>{t.selfPaced(selfPacedCount)}</option>
        </Select>
      </div>
      <Button type="submit" variant="outline">
        {t.show}
      </Button>
    </Form>
  );
}
