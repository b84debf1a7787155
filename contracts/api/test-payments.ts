import type { testPaymentResultSchema, testPaymentSchema, testSessionSchema } from "#contracts/checkout.ts";
import { endpoint, type In, type Out } from "./endpoint.ts";

export const testPaymentsApi = {
  session: endpoint("GET", "/api/test-payments/sessions/:id").returns<Out<typeof testSessionSchema>>(),
  pay: endpoint("POST", "/api/test-payments/sessions/:id/pay")
    .body<In<typeof testPaymentSchema>>()
    .returns<Out<typeof testPaymentResultSchema>>(),
};
