import { formatUsd } from "#contracts/money.ts";
import { a4, PdfPage, wrapText, writePdf } from "./pdf-document.ts";
import type { ReceiptData } from "./receipt-data.ts";

const margin = 56;
const right = a4.width - margin;
const contentWidth = right - margin;
const muted = 0.4;

/** "March 5, 2027" in UTC: the same date whatever the server's time zone. */
function receiptDate(date: Date): string {
  return date.toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

function money(cents: number, currency: string): string {
  // Prices are USD throughout (contracts/money.ts); another currency is named rather than shown as "$".
  return currency.toUpperCase() === "USD" ? formatUsd(cents) : `${(cents / 100).toFixed(2)} ${currency}`;
}

/**
 * The receipt of one payment as a one-page A4 PDF: seller, receipt and order numbers, buyer, what was
 * bought, the price lines, what was paid and how, and any refund.
 */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const page = new PdfPage();
  let y = a4.height - margin - 14;

  // Seller block, left; the receipt title, right.
  page.text(data.seller.name, margin, y, { font: "bold", size: 20 });
  page.text("Receipt", right, y, { font: "bold", size: 20, align: "right" });
  y -= 18;
  page.text(data.seller.email, margin, y, { gray: muted });
  page.text(`Receipt ${data.receiptNumber}`, right, y, { align: "right" });
  y -= 14;
  page.text(data.seller.website, margin, y, { gray: muted });
  y -= 22;
  page.line(margin, y, right, y, { gray: 0.8 });
  y -= 28;

  // Facts, as label/value pairs in two columns.
  const facts: [string, string][] = [
    ["Receipt number", data.receiptNumber],
    ["Order number", data.orderNumber],
    ["Date paid", receiptDate(data.paidAt)],
    ["Payment method", data.method],
  ];
  for (const [label, value] of facts) {
    page.text(label, margin, y, { gray: muted });
    page.text(value, margin + 130, y);
    y -= 16;
  }
  y -= 14;

  page.text("Billed to", margin, y, { font: "bold", size: 11 });
  y -= 16;
  for (const line of wrapText(data.buyer.name, "regular", 10, contentWidth)) {
    page.text(line, margin, y);
    y -= 14;
  }
  page.text(data.buyer.email, margin, y);
  y -= 30;

  // What was bought: the description may be long (course, batch and schedule), so it wraps.
  page.rect(margin, y - 6, contentWidth, 20, 0.94);
  page.text("Description", margin + 8, y, { font: "bold" });
  page.text("Amount", right - 8, y, { font: "bold", align: "right" });
  y -= 26;
  for (const line of wrapText(data.description, "regular", 10, contentWidth - 16)) {
    page.text(line, margin + 8, y);
    y -= 14;
  }
  page.text(`Plan: ${data.planLabel}`, margin + 8, y, { gray: muted });
  y -= 22;

  for (const line of data.lines) {
    page.text(line.label, margin + 8, y);
    page.text(money(line.amountCents, data.currency), right - 8, y, { align: "right" });
    y -= 16;
  }
  y -= 4;
  page.line(margin, y + 8, right, y + 8, { gray: 0.8 });
  y -= 10;
  page.text("Amount paid", margin + 8, y, { font: "bold", size: 12 });
  page.text(money(data.amountPaidCents, data.currency), right - 8, y, {
    font: "bold",
    size: 12,
    align: "right",
  });
  y -= 18;
  page.text(`Paid by ${data.method}`, margin + 8, y, { gray: muted });
  if (data.refundedAmountCents > 0) {
    y -= 18;
    page.text("Refunded", margin + 8, y, { font: "bold" });
    page.text(`-${money(data.refundedAmountCents, data.currency)}`, right - 8, y, {
      font: "bold",
      align: "right",
    });
  }

  page.line(margin, margin + 30, right, margin + 30, { gray: 0.8 });
  page.text("Thank you for learning with AI Labs.", a4.width / 2, margin + 10, {
    align: "center",
    gray: muted,
  });

  return writePdf(page, { title: `Receipt ${data.receiptNumber}`, author: data.seller.name });
}
