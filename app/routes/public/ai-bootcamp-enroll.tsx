import { useRevalidator } from "react-router";
import { BootcampCheckoutFrame } from "#app/features/checkout/bootcamp-checkout-frame.tsx";
import { BootcampEnrollView, type BootcampSelection } from "#app/features/checkout/bootcamp-enroll-view.tsx";
import { quoteQuery } from "#app/features/checkout/checkout-api.ts";
import { loadPageMeta } from "#app/features/seo/load-page-meta.ts";
import { seoMeta } from "#app/features/seo/seo-meta.ts";
import { apiGet, serverApiContext, serverApiStatus } from "#app/lib/load-context.ts";
import { checkoutApi } from "#contracts/api/checkout.ts";
import type { BootcampEnrollment, Quote } from "#contracts/checkout.ts";
import { type PaymentPlan, paymentPlans } from "#contracts/checkout-text.ts";
import { bootcampEnrollPage } from "#contracts/page-heads/bootcamp-enroll.ts";
import type { Route } from "./+types/ai-bootcamp-enroll";

// The choice (?batch=&plan=&coupon=) lives in the URL like the course checkout's cart; the server prices
// it. Without a choice, the applicant's preferred cohort (or the first with seats) is proposed.
export async function loader({ context, request }: Route.LoaderArgs) {
  const api = context.get(serverApiContext);
  const params = new URL(request.url).searchParams;
  const seoRead = loadPageMeta(context, request, "/ai-bootcamp/enroll");
  let enrollment: BootcampEnrollment | null = null;
  let signedOut = false;
  try {
    enrollment = await apiGet(api, checkoutApi.bootcampEnrollment);
  } catch (error) {
    signedOut = serverApiStatus(error) === 401;
  }
  const planParam = params.get("plan");
  const selection: BootcampSelection = {
    batch: params.get("batch"),
    plan: paymentPlans.find((plan) => plan === planParam) ?? ("full" satisfies PaymentPlan),
    coupon: params.get("coupon")?.trim().toUpperCase() || null,
  };
  let quote: Quote | null = null;
  if (enrollment?.eligible) {
    const open = enrollment.batches.filter((batch) => batch.seatsAvailable > 0);
    const preferred = enrollment.application?.preferredBatchId;
    if (!enrollment.batches.some((batch) => batch.id === selection.batch)) {
      selection.batch = open.find((batch) => batch.id === preferred)?.id ?? open[0]?.id ?? null;
    }
    if (selection.batch) {
      try {
        quote = await apiGet(api, checkoutApi.quote, {
          query: quoteQuery({
            course: enrollment.course.slug,
            batch: selection.batch,
            coupon: selection.coupon,
            plan: selection.plan,
          }),
        });
      } catch {
        quote = null;
      }
    }
  }
  return { enrollment, signedOut, selection, quote, seo: await seoRead };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo, bootcampEnrollPage);

export default function AiBootcampEnrollRoute({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <BootcampCheckoutFrame
      title="Reserve your seat"
      lead="Choose your cohort and how you'd like to pay. Your seat is held while you complete the payment."
    >
      <BootcampEnrollView
        enrollment={loaderData.enrollment}
        signedOut={loaderData.signedOut}
        selection={loaderData.selection}
        quote={loaderData.quote}
        onSignedIn={() => void revalidator.revalidate()}
      />
    </BootcampCheckoutFrame>
  );
}
