import type { MailKindClass } from "./mail-kind-policy.ts";
import type { SuppressionReason } from "./suppression-repository.ts";

/**
 * Which mail a suppressed address still gets (issue 22, decision 0065):
 * - a hard bounce: none (the mailbox does not exist; sending again only harms the sender's reputation);
 * - a complaint: only "security" mail the person set off themselves (a password reset, an address
 *   confirmation), so marking a newsletter as spam never locks anyone out of their account;
 * - an erasure on request: no bulk mail (campaigns); what an account or an order sends still goes.
 */
export function suppressionStops(reason: SuppressionReason, kindClass: MailKindClass): boolean {
  if (reason === "hard-bounce") return true;
  if (reason === "complaint") return kindClass !== "security";
  return kindClass === "bulk";
}
