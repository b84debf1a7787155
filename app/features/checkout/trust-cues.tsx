import { Lock, Receipt, Timer } from "lucide-react";
import { checkoutLimits } from "#contracts/checkout-text.ts";

/** What a buyer wants to know before paying: it is safe, the seat waits, and a receipt follows. */
export function TrustCues({ className }: { className?: string }) {
  const items = [
    { icon: Lock, text: "You pay on the payment provider's secure, encrypted page." },
    { icon: Timer, text: `Your seat is held for ${checkoutLimits.seatHoldMinutes} minutes while you pay.` },
    { icon: Receipt, text: "Receipt and course access right after payment." },
  ];
  return (
    <ul className={`grid gap-2 text-sm text-slate-700 ${className ?? ""}`}>
      {items.map(({ icon: Icon, text }) => (
        <li key={text} className="flex gap-2">
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
