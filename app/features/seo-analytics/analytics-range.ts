import { addDays, analyticsDefaultDays, analyticsRangePresets } from "#contracts/seo-analytics.ts";

// The Analytics page's range lives in the URL (a link or a reload shows the same numbers): `days` for the last N
// days with today (the presets), or `from` and `to` for dates chosen; `compare=0` hides the period before.

export type RangePreset = (typeof analyticsRangePresets)[number];
export type RangeChoice =
  | { kind: "preset"; days: RangePreset; compare: boolean }
  | { kind: "custom"; from: string; to: string; compare: boolean };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Today as the report counts days: in UTC. */
export function utcToday(): string {
  return new Date().toISOString().slice(0, 10);
}

export function readRangeChoice(params: URLSearchParams): RangeChoice {
  const compare = params.get("compare") !== "0";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  if (isoDay.test(from) && isoDay.test(to)) return { kind: "custom", from, to, compare };
  const days = Number(params.get("days"));
  const preset = analyticsRangePresets.find((value) => value === days) ?? analyticsDefaultDays;
  return { kind: "preset", days: preset as RangePreset, compare };
}

export function rangeChoiceToParams(choice: RangeChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.kind === "custom") {
    params.set("from", choice.from);
    params.set("to", choice.to);
  } else if (choice.days !== analyticsDefaultDays) params.set("days", String(choice.days));
  if (!choice.compare) params.set("compare", "0");
  return params;
}

/** The dates the API is asked for. */
export function rangeDates(choice: RangeChoice, today: string): { from: string; to: string } {
  if (choice.kind === "custom") return { from: choice.from, to: choice.to };
  return { from: addDays(today, -(choice.days - 1)), to: today };
}

export const analyticsKey = ["seo", "analytics"] as const;
