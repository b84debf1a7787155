import type { BatchType } from "./engine.ts";

// Intent detection: pure keyword rules over the lower-cased message. A message can carry several
// intents ("when does it start and how much is it?"); the composer answers each in a fixed order.

export const intents = [
  "greeting",
  "human",
  "pricing",
  "payment",
  "discount",
  "refund",
  "next-batch",
  "schedule",
  "seats",
  "duration",
  "level",
  "syllabus",
  "prerequisites",
  "certificate",
  "corporate",
  "admissions",
  "careers",
  "format",
  "catalog",
  "contact",
] as const;
export type Intent = (typeof intents)[number];

const rules: Record<Intent, RegExp> = {
  greeting: /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings)\b[\s!.,]*$/,
  human:
    /\b(human|real person|a person|agent|representative|advis[oe]r|counsell?or|talk to (someone|somebody|a)|speak (to|with)|call me|call back|callback|phone call)\b/,
  pricing:
    /\b(price|prices|pricing|priced|cost|costs|costing|how much|fees?|tuition|expensive|cheap|afford|affordable)\b/,
  payment:
    /\b(pay|paying|payment|payments|instal?ments?|emi|credit card|card|paypal|bank transfer|invoice|financing|finance|monthly)\b/,
  discount: /\b(discounts?|scholarships?|early bird|coupon|promo|deal|offers? off|cheaper)\b/,
  refund:
    /\b(refunds?|refundable|money back|cancel|cancell?ation|withdraw|defer|deferral|postpone|switch|later batch|another batch)\b/,
  "next-batch":
    /\b(next|upcoming|start|starts|starting|begin|begins|beginning|commence|when|cohorts?|batch|batches|intake|dates?)\b/,
  schedule:
    /\b(schedule|schedules|timings?|what time|which days|days|hours|time ?zones?|weekdays?|weekends?|evenings?|saturdays?|sundays?|class times?)\b/,
  seats:
    /\b(seats?|spots?|places? left|availability|available|full|sold out|spaces?|room left|vacanc(y|ies)|still open)\b/,
  duration: /\b(how long|duration|how many weeks|how many months|length|last|lasts|weeks long)\b/,
  level: /\b(level|difficulty|difficult|hard|advanced|intermediate|beginners?)\b/,
  syllabus:
    /\b(syllabus|curriculum|learn|learning outcomes?|outcomes?|cover|covers|covered|topics?|modules?|teach|taught|content|projects?)\b/,
  prerequisites:
    /\b(prerequisites?|pre-?reqs?|requirements?|required|need to know|background|experience|math|maths|coding|programming|python|qualif(y|ied|ication))\b/,
  certificate:
    /\b(certificates?|certification|certified|credential|diploma|accredit(ed|ation)|verify|verification|linkedin)\b/,
  corporate:
    /\b(corporate|compan(y|ies)|teams?|employees?|staff|organi[sz]ations?|workforce|colleagues|\d+ (people|persons|employees|engineers|staff|members))\b/,
  admissions:
    /\b(apply|application|applying|admissions?|admitted|enrol|enroll|enrolling|sign up|register|entrance|interview)\b/,
  careers: /\b(jobs?|careers?|placement|hiring|hire|employment|salary|interviews? prep)\b/,
  format:
    /\b(online|in person|in-person|remote|recorded|recordings?|live classes|miss a class|missed|instructors?|teachers?|who teach(es)?|hours per week|per week|laptop|computer|gpu)\b/,
  catalog:
    /\b(courses|programs|programmes|what do you (offer|teach)|which course|options|catalog(ue)?|bootcamps)\b/,
  contact: /\b(email|e-mail|phone number|contact|reach you|call you)\b/,
};

export function normalizeMessage(message: string): string {
  return message.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, " ").trim();
}

export function detectIntents(message: string): Set<Intent> {
  const text = normalizeMessage(message);
  const found = new Set<Intent>();
  for (const intent of intents) if (rules[intent].test(text)) found.add(intent);
  // "when" alone is a schedule question, not a request for dates of a refund or a certificate.
  if (found.has("next-batch") && (found.has("certificate") || found.has("refund") || found.has("careers"))) {
    if (!/\b(batch|batches|cohort|next|upcoming|start|starts|starting|begin|begins)\b/.test(text))
      found.delete("next-batch");
  }
  // "Which course should I start with?" asks for advice, not dates.
  if (/\bstart(ing)? with\b/.test(text) && !/\b(batch|batches|cohort|when|date|next)\b/.test(text))
    found.delete("next-batch");
  // "Can I switch to a later batch?" is about the deferral policy, not the batch dates.
  if (found.has("refund") && /\b(switch|defer|later batch|another batch|postpone)/.test(text))
    found.delete("next-batch");
  // "available" in "is financing available" is not about seats.
  if (found.has("seats") && !/\b(seats?|spots?|places?|full|sold out|spaces?|room|vacanc)/.test(text)) {
    if (found.has("payment") || found.has("discount") || found.has("corporate") || found.has("format"))
      found.delete("seats");
  }
  // A question about payment by invoice for a team is corporate; "pay" inside "how much do I pay" is pricing.
  if (
    found.has("payment") &&
    found.has("pricing") &&
    !/\b(instal|monthly|card|paypal|transfer|invoice|financ|method)/.test(text)
  )
    found.delete("payment");
  return found;
}

/** The batch type a message asks about, if any. */
export function detectBatchType(message: string): BatchType | undefined {
  const text = normalizeMessage(message);
  if (/\b(weekends?|saturdays?|sundays?)\b/.test(text)) return "weekend";
  if (/\b(fast[- ]?track|fasttrack|intensive|accelerated|fast)\b/.test(text)) return "fast_track";
  if (/\b(regular|standard|normal pace|weekday evenings?)\b/.test(text)) return "regular";
  return undefined;
}

/** Intents whose answer depends on which course is meant. */
export const courseIntents: ReadonlySet<Intent> = new Set<Intent>([
  "pricing",
  "next-batch",
  "schedule",
  "seats",
  "duration",
  "level",
  "syllabus",
  "prerequisites",
]);

/** Words that ask about every course at once ("how much are your courses?"). */
export function asksAboutAllCourses(message: string): boolean {
  return /\b(courses|programs|programmes|all|each|every|bootcamps|options)\b/.test(normalizeMessage(message));
}
