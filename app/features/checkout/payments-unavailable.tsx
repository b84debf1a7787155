import { MailIcon } from "lucide-react";
import { useContactDialog } from "#app/features/contact/contact-dialog-context.tsx";
import { cn } from "#app/lib/cn.ts";
import { useSiteSettings } from "#app/lib/use-site-data.ts";
import { paymentsUnavailableMessage } from "#contracts/checkout-text.ts";

const linkClass = "font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900";

/**
 * PAYMENTS_PROVIDER=none (decision 0018): where a page would sell, it says online payment is off and
 * offers admissions instead: their address (the site setting) and the contact dialog.
 */
export function PaymentsUnavailable({ className }: { className?: string }) {
  const { email } = useSiteSettings();
  const { openContactDialog } = useContactDialog();
  // The contract's sentence with the address as a mail link.
  const lead = paymentsUnavailableMessage("");
  return (
    <div className={cn("rounded-2xl border border-amber-200 bg-amber-50 p-5 text-slate-800", className)}>
      <p className="flex gap-2 font-semibold text-slate-900">
        <MailIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <span>
          {email ? (
            <>
              {lead}
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            </>
          ) : (
            lead.replace(/ at $/, "")
          )}
        </span>
      </p>
      <p className="mt-2 text-slate-700">
        Our admissions team reserves your seat and arranges the payment with you.
      </p>
      <button
        type="button"
        onClick={openContactDialog}
        className="mt-4 rounded-md bg-indigo-600 px-4 py-2.5 font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
      >
        Contact admissions
      </button>
    </div>
  );
}
