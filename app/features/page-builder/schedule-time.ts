// A datetime-local value ("2026-12-01T19:00") has no zone: the browser's is meant. The publish endpoint
// takes an ISO 8601 instant with its offset, so the value leaves as the person's wall time with the offset
// their zone has at that moment ("2026-12-01T19:00:00+01:00"), correct across daylight-saving changes.

const localPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** The local value as ISO 8601 with the viewer's offset, or null when it is not a valid date and time. */
export function localDateTimeToIso(value: string): string | null {
  const match = localPattern.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = "0"] = match.slice(1).map((part) => part ?? "0");
  const date = new Date(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  if (Number.isNaN(date.getTime()) || date.getMonth() !== Number(month) - 1) return null;
  // getTimezoneOffset is minutes *behind* UTC: -60 in Paris in winter, which writes "+01:00".
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? "+" : "-";
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`
  );
}
