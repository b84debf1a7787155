// Dates as the site prints them. Calendar dates (YYYY-MM-DD) are spelled out by hand: the first
// Intl.DateTimeFormat a page builds loads the locale's ICU data, around 100 ms of a throttled phone's main
// thread during hydration, and "Dec 12, 2026" needs none of it. Instants in a time zone use Intl, with
// each formatter built once, on first use.

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function parts(isoDate: string): { year: number; month: number; day: number } {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** "Dec 3, 2026" (Intl's en-US medium date style) for a calendar date. */
export function mediumCalendarDate(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  return `${months[month - 1]} ${day}, ${year}`;
}

/** "Thu, Dec 3" for a calendar date. */
export function shortCalendarDay(isoDate: string): string {
  const { year, month, day } = parts(isoDate);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${weekdays[weekday]}, ${months[month - 1]} ${day}`;
}

/** A formatter for one option set (en-US), built when first asked for and kept. */
export function dateFormat(options: Intl.DateTimeFormatOptions): { format: (date: Date) => string } {
  let built: Intl.DateTimeFormat | undefined;
  return {
    format: (date) => {
      built ??= new Intl.DateTimeFormat("en-US", options);
      return built.format(date);
    },
  };
}
