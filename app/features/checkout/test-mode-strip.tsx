import { usePayments } from "#app/lib/use-site-data.ts";
import { testModeStripText } from "#contracts/payments-mode-text.ts";

/**
 * The built-in test provider on a public address (PAYMENTS_PROVIDER=test, decision 0018): one thin line
 * above every page, portals included, so nobody takes a test payment for a real one. Rendered on the
 * server from the shell's settings, so it is in the first paint and moves nothing later.
 */
export function TestModeStrip() {
  const { testModeNotice } = usePayments();
  if (!testModeNotice) return null;
  return (
    <section
      aria-label="Test mode"
      className="bg-amber-300 px-3 py-1 text-center text-xs font-semibold leading-4 text-amber-950"
    >
      <p>{testModeStripText}</p>
    </section>
  );
}
