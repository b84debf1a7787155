import { ArrowLeft, FlaskConical } from "lucide-react";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import type { TestSession } from "#contracts/checkout.ts";
import { testPaymentMessages } from "#contracts/test-payments-text.ts";
import { TestPaymentForm } from "./test-payment-form.tsx";

const linkClass = "font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-900";

function TestModeBanner() {
  return (
    <div role="note" className="bg-amber-400 px-4 py-3 text-center text-amber-950">
      <p className="flex items-center justify-center gap-2 text-lg font-bold">
        <FlaskConical aria-hidden="true" className="size-5" />
        Test mode: no real charge
      </p>
      <p className="text-sm">This page simulates a card payment. Use one of the test cards below.</p>
    </div>
  );
}

function Closed({ session }: { session: TestSession | null }) {
  const complete = session?.status === "complete";
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h1 className="text-xl font-bold text-slate-900">
        {complete ? testPaymentMessages.sessionComplete : testPaymentMessages.sessionNotFound}
      </h1>
      <p className="mt-4">
        {complete ? (
          <a href={session.successUrl} className={linkClass}>
            See your order
          </a>
        ) : session ? (
          <a href={session.cancelUrl} className={linkClass}>
            Back to AI Labs
          </a>
        ) : (
          <a href="/dashboard/student/payments" className={linkClass}>
            See your payments
          </a>
        )}
      </p>
    </div>
  );
}

/** The test provider's hosted page: the session's amount and the card form, or why it cannot be paid. */
export function TestPaymentPage({ session, sessionId }: { session: TestSession | null; sessionId: string }) {
  const amount = session ? formatPrice(session.amountCents, session.currency) : "";
  return (
    <div className="bg-slate-100">
      <TestModeBanner />
      <div className="mx-auto max-w-lg px-4 py-8">
        {session && session.status === "open" ? (
          <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="border-b border-slate-100 p-5 sm:p-6">
              <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                AI Labs · Test payments
              </p>
              <h1 className="mt-2 text-lg font-semibold text-slate-900">{session.description}</h1>
              <p className="mt-1 text-3xl font-bold text-slate-900">{amount}</p>
              <p className="mt-1 text-sm text-slate-600">Receipt to {session.customerEmail}</p>
            </div>
            <div className="p-5 sm:p-6">
              <TestPaymentForm sessionId={sessionId} amountLabel={amount} />
              <p className="mt-6 text-center">
                <a href={session.cancelUrl} className={`inline-flex items-center gap-1.5 ${linkClass}`}>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  Cancel and return to AI Labs
                </a>
              </p>
            </div>
          </div>
        ) : (
          <Closed session={session} />
        )}
      </div>
    </div>
  );
}
