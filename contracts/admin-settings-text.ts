// Strings and constants of the admin's Settings page (issue 17, decision 0046), without zod.

export const adminSettingsMessages = {
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  emailRequired: "Email is required",
  emailInvalid: "Invalid email",
  loadFailed: "Failed to load the settings",
  saveFailed: "Could not save the settings",
  saved: "Settings saved",
  integrationsLoadFailed: "Failed to load the integrations",
  testFailed: "The test could not be run. Try again in a moment.",
  unknownIntegration: "There is no such integration.",
} as const;

/** The outside services an admin can see and test, in the page's order. */
export const integrationNames = ["mail", "payments", "meetings", "assistant", "captcha"] as const;
export type IntegrationName = (typeof integrationNames)[number];

export const integrationLabels: Record<IntegrationName, string> = {
  mail: "Mail",
  payments: "Payments",
  meetings: "Meetings",
  assistant: "Assistant LLM",
  captcha: "Captcha",
};

/** What each test does, as the button's description says it. */
export const integrationTestLabels: Record<IntegrationName, string> = {
  mail: "Send a test mail to your address",
  payments: "Check the payment provider's key",
  meetings: "Fetch a Zoom access token",
  assistant: "Make a test call to the LLM",
  captcha: "Check the captcha service",
};
