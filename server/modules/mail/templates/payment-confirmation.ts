import { formatUsd } from "#contracts/money.ts";
import { escapeHtml } from "./escape-html.ts";
import { mailHtml, type RenderedMail } from "./mail-layout.ts";

export const paymentConfirmationMailKind = "payment-confirmation";

/** After a payment: what was bought, what was paid, what comes next; the receipt PDF is attached. */
export function paymentConfirmationMail(input: {
  name: string;
  orderNumber: string;
  receiptNumber: string;
  /** Course and batch in words. */
  description: string;
  amountCents: number;
  /** "Pay in full" or "Instalment 2 of 3". */
  planLabel: string;
  /** Instalments still to pay, in order; empty when nothing is due. */
  upcoming: { dueDate: string; amountCents: number }[];
  coursesLink: string;
  paymentsLink: string;
}): RenderedMail {
  const subject = `Payment confirmed: ${input.orderNumber}`;
  const paid = `We received ${formatUsd(input.amountCents)} (${input.planLabel}) for ${input.description}.`;
  const upcoming = input.upcoming.map((item) => `${item.dueDate}: ${formatUsd(item.amountCents)}`);
  const next = [
    "Your seat is confirmed and the course is in My Enrolled Courses.",
    "Two weeks before the start you get the pre-work, the tool set-up guide and the class calendar.",
  ];
  const text = [
    `Hi ${input.name},`,
    "",
    paid,
    `Order ${input.orderNumber}, receipt ${input.receiptNumber} (attached as a PDF).`,
    ...(upcoming.length > 0 ? ["", "Next instalments:", ...upcoming] : []),
    "",
    ...next,
    `Your courses: ${input.coursesLink}`,
    `Payments and receipts: ${input.paymentsLink}`,
    "",
    "AI Labs",
  ].join("\n");
  const html = mailHtml({
    title: subject,
    paragraphs: [
      `Hi ${escapeHtml(input.name)},`,
      escapeHtml(paid),
      `Order <strong>${escapeHtml(input.orderNumber)}</strong>, receipt ${escapeHtml(input.receiptNumber)} (attached as a PDF).`,
      ...(upcoming.length > 0
        ? [`<strong>Next instalments</strong><br>${upcoming.map(escapeHtml).join("<br>")}`]
        : []),
      next.map(escapeHtml).join(" "),
      `Payments and receipts: <a href="${escapeHtml(input.paymentsLink)}">${escapeHtml(input.paymentsLink)}</a>`,
    ],
    button: { label: "Go to my courses", href: input.coursesLink },
  });
  return { subject, text, html };
}
