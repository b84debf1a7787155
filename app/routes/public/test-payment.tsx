import { data } from "react-router";
import { TestPaymentPage } from "#app/features/checkout/test-payment-page.tsx";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext } from "#app/lib/load-context.ts";
import { settingsApi } from "#contracts/api/settings.ts";
import { testPaymentsApi } from "#contracts/api/test-payments.ts";
import { testPaymentPage } from "#contracts/page-heads/test-payment.ts";
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

export const meta: Route.MetaFunction = () => seoMeta(null, { ...testPaymentPage, noindex: true });

export default function TestPaymentRoute({ loaderData, params }: Route.ComponentProps) {
  return <TestPaymentPage session={loaderData.session} sessionId={params.sessionId} />;
}
