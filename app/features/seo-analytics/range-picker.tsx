import { type FormEvent, useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { Form } from "#app/components/ui/form.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { analyticsMessages, analyticsRangePresets, analyticsRangeSchema } from "#contracts/seo-analytics.ts";
import { type RangeChoice, type RangePreset, rangeDates, utcToday } from "./analytics-range.ts";

type Errors = { from?: string; to?: string };

/** Dates typed by hand: the API's own schema, and today as the last day (the server says so too). */
function checkDates(from: string, to: string, today: string): Errors {
  const parsed = analyticsRangeSchema.safeParse({ from: from || undefined, to: to || undefined });
  const errors: Errors = {};
  if (!from) errors.from = analyticsMessages.dateInvalid;
  if (!to) errors.to = analyticsMessages.dateInvalid;
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "to" ? "to" : "from";
      errors[field] ??= issue.message;
    }
  if (!errors.to && to > today) errors.to = analyticsMessages.rangeFuture;
  return errors;
}

/**
 * The range: a preset (the last 7, 28, 90 or 365 days with today) or two dates, and whether the period before is
 * shown beside it. Dates typed stay when they are refused.
 */
export function RangePicker({
  choice,
  onChange,
}: {
  choice: RangeChoice;
  onChange: (next: RangeChoice) => void;
}) {
  const today = utcToday();
  const selectId = useId();
  const compareId = useId();
  const dates = rangeDates(choice, today);
  const [custom, setCustom] = useState(choice.kind === "custom");
  const [from, setFrom] = useState(dates.from);
  const [to, setTo] = useState(dates.to);
  const [errors, setErrors] = useState<Errors>({});

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkDates(from, to, today);
    setErrors(found);
    if (!found.from && !found.to) onChange({ kind: "custom", from, to, compare: choice.compare });
  };

  return (
    <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={selectId}>Date range</Label>
          <Select
            id={selectId}
            value={custom ? "custom" : String(choice.kind === "preset" ? choice.days : "custom")}
            onChange={(event) => {
              const value = event.target.value;
              if (value === "custom") {
                setCustom(true);
                return;
              }
              setCustom(false);
              setErrors({});
              onChange({ kind: "preset", days: Number(value) as RangePreset, compare: choice.compare });
            }}
          >
            {analyticsRangePresets.map((days) => (
              <option key={days} value={days}>
                Last {days} days
              </option>
            ))}
            <option value="custom">Choose dates…</option>
          </Select>
        </div>
        <div className="flex items-center gap-2 pb-2">
          <input
            id={compareId}
            type="checkbox"
            className="size-4 rounded border-slate-300 accent-indigo-600"
            checked={choice.compare}
            onChange={(event) => onChange({ ...choice, compare: event.target.checked })}
          />
          <Label htmlFor={compareId} className="font-normal">
            Compare with the period before
          </Label>
        </div>
      </div>
      {custom ? (
        <Form onSubmit={apply} method="get" className="flex flex-wrap items-start gap-4" aria-label="Dates">
          <Field label="From" name="from" error={errors.from}>
            <Input
              type="date"
              name="from"
              value={from}
              max={today}
              onChange={(e) => setFrom(e.target.value)}
            />
          </Field>
          <Field label="To" name="to" error={errors.to}>
            <Input type="date" name="to" value={to} max={today} onChange={(e) => setTo(e.target.value)} />
          </Field>
          <Button type="submit" className="mt-6">
            Show
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
