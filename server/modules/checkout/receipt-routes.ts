import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checkoutApi } from "#contracts/api/checkout.ts";
import { paymentIdParamsSchema } from "#contracts/checkout.ts";
import { endpointSchema } from "#server/lib/endpoint-schema.ts";
import { access } from "#server/plugins/access-policy.ts";
import { rateLimitPresets } from "#server/plugins/rate-limits.ts";
import type { ReceiptData } from "./receipt-data.ts";
import { renderReceiptPdf } from "./receipt-pdf.ts";

/** Where receipts come from: the payment's data, only when it belongs to that user (else a 404 HttpError). */
export type ReceiptSource = {
  receiptFor(paymentId: string, userId: string): Promise<ReceiptData>;
};

/** "AI-Labs-receipt-R-000123-1.pdf"; receipt numbers are ours, but nothing unexpected reaches the header. */
export function receiptFileName(receiptNumber: string): string {
  return `AI-Labs-receipt-${receiptNumber.replace(/[^A-Za-z0-9-]/g, "")}.pdf`;
}

export const receiptRoutes: FastifyPluginAsyncZod<{ source: ReceiptSource }> = async (app, { source }) => {
  app.get(
    checkoutApi.receipt.path,
    {
      // Any signed-in buyer, for their own payments only: the service answers 404 for anyone else's (an
      // admin too; admins read payments through their own routes), so ids of others reveal nothing.
      config: { access: access.signedIn, rateLimit: rateLimitPresets.read },
      schema: endpointSchema(checkoutApi.receipt, {
        tags: ["checkout"],
        summary: "The PDF receipt of one of the signed-in user's payments (404 when not theirs)",
        params: paymentIdParamsSchema,
      }),
    },
    async (request, reply) => {
      const receipt = await source.receiptFor(request.params.id, request.user!.id);
      const pdf = await renderReceiptPdf(receipt);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${receiptFileName(receipt.receiptNumber)}"`)
        .header("cache-control", "private, no-store")
        .send(pdf);
    },
  );
};
