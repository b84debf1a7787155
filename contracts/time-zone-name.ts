// IANA time zone names, as the batch schedule stores them and browsers report them
// (Intl.DateTimeFormat().resolvedOptions().timeZone). Zod-free, so any page may import it.

// Region/City names (with their legacy links such as "Asia/Calcutta" or "US/Eastern", which browsers still
// report) and the single-word zones "UTC", "GMT", "EST"... Offsets such as "+05:30" are refused although
// Intl takes them: a fixed offset has no daylight-saving rules, so a schedule written with one would drift
// an hour from the place it meant twice a year.
const namePattern = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

/**
 * Whether this runtime's time zone data knows the name. Checked by building a formatter, not against
 * Intl.supportedValuesOf("timeZone"): that lists one spelling per zone, and Node 24's list has
 * "Asia/Calcutta" but not "Asia/Kolkata" and no "UTC". The name is kept as written, never replaced by
 * ICU's canonical one (which would turn a chosen "Asia/Kolkata" into "Asia/Calcutta" on screen).
 */
export function isTimeZoneName(name: string): boolean {
  if (!namePattern.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
