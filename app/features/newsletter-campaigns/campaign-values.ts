import type { Campaign, CampaignAudience, CampaignDraftInput } from "#contracts/newsletter-campaigns.ts";

// The composer's values are strings (useForm's rule); the audience's rules are fields of their own, so the
// server's "audience.courseSlug" message lands under the course select. "" is "no rule".
export const audienceFields = ["topic", "courseSlug", "batchId", "leadKind", "source"] as const;
export type AudienceField = (typeof audienceFields)[number];
export const campaignFields = ["subject", "preheader", "body", ...audienceFields] as const;
export type CampaignField = (typeof campaignFields)[number];
export type CampaignValues = Record<CampaignField, string>;

export const blankCampaign: CampaignValues = {
  subject: "",
  preheader: "",
  body: "",
  topic: "",
  courseSlug: "",
  batchId: "",
  leadKind: "",
  source: "",
};

export function audienceValues(audience: CampaignAudience): Record<AudienceField, string> {
  return {
    topic: audience.topic ?? "",
    courseSlug: audience.courseSlug ?? "",
    batchId: audience.batchId ?? "",
    leadKind: audience.leadKind ?? "",
    source: audience.source ?? "",
  };
}

export function valuesOf(campaign: Pick<Campaign, "subject" | "preheader" | "body" | "audience">) {
  const { subject, preheader, body, audience } = campaign;
  return { ...audienceValues(audience), subject, preheader, body };
}

/** The audience rules the values name (empty ones left out); checked by the contract's schema. */
export function audienceOf(values: Record<AudienceField, string>): Record<string, string> {
  const rules: Record<string, string> = {};
  for (const field of audienceFields) if (values[field].trim()) rules[field] = values[field].trim();
  return rules;
}

/** What the schema checks and the API receives. */
export function draftInput(values: CampaignValues): CampaignDraftInput {
  return {
    subject: values.subject,
    preheader: values.preheader,
    body: values.body,
    audience: audienceOf(values) as CampaignAudience,
  };
}

export const sameValues = (a: CampaignValues, b: CampaignValues) =>
  campaignFields.every((field) => a[field] === b[field]);
