import { data } from "react-router";
import { testSessionPath } from "#app/features/checkout/checkout-api.ts";
import { TestPaymentPage } from "#app/features/checkout/test-payment-page.tsx";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { serverApiContext } from "#app/lib/load-context.ts";
import type { TestSession } from "#contracts/checkout.ts";
import { testPaymentPage } from "#contracts/page-heads/test-payment.ts";
import type { SiteSettings } from "#contracts/site-settings.ts";
import type { Route } from "./+types/test-payment";

// The built-in test provider's hosted checkout page (PAYMENTS_PROVIDER=test): it stands where
// Stripe's page would, on this site, and charges nothing. Never indexed; no page metadata to resolve.
export async function loader({ context, params }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  // Only while the test provider takes payments (decision 0018): otherwise the page does not exist.
  const settings = await api.get<SiteSettings>("/api/site-settings").catch(() => null);
  if (settings && settings.payments.provider !== "test") throw data(null, { status: 404 });
  try {
    const session = await api.get<TestSession>(testSessionPath(params.sessionId));
    return { session };
  } catch {
    return { session: null };
  }
}

export const meta: Route.MetaFunction = () => seoMeta(null, { ...testPaymentPage, noindex: true });

export default function TestPaymentRoute({ loaderData, params }: Route.ComponentProps) {
  return <TestPaymentPage session={loaderData.session} sessionId={params.sessionId} />;
}
