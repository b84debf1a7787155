/** Everything a receipt PDF shows for one payment (server/modules/checkout/receipt-pdf.ts renders it). */
export type ReceiptData = {
  /** "R-000123-1" */
  receiptNumber: string;
  /** "AIL-000123" */
  orderNumber: string;
  paidAt: Date;
  buyer: { name: string; email: string };
  /** e.g. "Machine Learning Foundations, Weekend batch starting 2027-01-09 (Sat & Sun, 10:00-13:00)". */
  description: string;
  /** "Pay in full" or "Instalment 1 of 3". */
  planLabel: string;
  lines: { label: string; amountCents: number }[];
  amountPaidCents: number;
  currency: string;
  /** "Visa •••• 4242" */
  method: string;
  /** Set when the payment was refunded (in full or part). */
  refundedAmountCents: number;
  seller: { name: string; email: string; website: string };
};
