import { ArrowLeft, FlaskConical } from "lucide-react";
import { data } from "react-router";
import { formatPrice } from "#app/features/catalog/course-price.ts";
import { TestPaymentForm } from "#app/features/checkout/test-payment-form.tsx";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { settingsApi } from "#contracts/api/settings.ts";
import { testPaymentsApi } from "#contracts/api/test-payments.ts";
import type { TestSession } from "#contracts/checkout.ts";
import { checkoutMessages } from "#contracts/checkout-text.ts";
import type { Route } from "./+types/test-payment";

// The built-in test provider's hosted checkout page (PAYMENTS_PROVIDER=test): it stands where
// Stripe's page would, on this site, and charges nothing. Never indexed; no page metadata to resolve.
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  // Only while the test provider takes payments (decision 0018): otherwise the page does not exist.
  const settings = await apiGet(api, settingsApi.siteSettings).catch(() => null);
  if (settings && settings.payments.provider !== "test") throw data(null, { status: 404 });
  try {
    const session = await apiGet(api, testPaymentsApi.session, { params: { id: params.sessionId } });
    return { session };
  } catch {
    return { session: null };
  }
}

export const meta: Route.MetaFunction = () =>
  seoMeta(null, {
    title: "Test payment | AI Labs",
    description: "The built-in test payment page of AI Labs: test mode, no real charge.",
    noindex: true,
  });

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
        {complete ? checkoutMessages.sessionComplete : checkoutMessages.sessionNotFound}
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

export default function TestPaymentRoute({ loaderData, params }: Route.ComponentProps) {
  const { session } = loaderData;
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
              <TestPaymentForm sessionId={params.sessionId} amountLabel={amount} />
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
