import type { TemplateStatus } from "#contracts/application-pipeline-text.ts";

// The built-in text of each status's mail (decision 0043): what is sent until an admin edits the template
// (application_mail_templates holds the edited text). Placeholders are listed in templatePlaceholders.
export const defaultStatusMails: Record<TemplateStatus, { subject: string; body: string }> = {
  in_review: {
    subject: "Your AI Labs bootcamp application is in review",
    body: [
      "Hi {name},",
      "",
      "Our admissions team has started reading your application to {course}. We will get back to you within a few business days.",
      "",
      "What happens next: {startUrl}",
      "",
      "AI Labs Admissions",
    ].join("\n"),
  },
  interview: {
    subject: "Let's talk: an interview for the AI Labs bootcamp",
    body: [
      "Hi {name},",
      "",
      "Thank you for applying to {course}. We would like to invite you to a 15-minute video call about your goals and background.",
      "",
      "Reply to this mail with two or three times that suit you this week, and we will send you the link.",
      "",
      "AI Labs Admissions",
    ].join("\n"),
  },
  accepted: {
    subject: "You're accepted to the AI Labs bootcamp",
    body: [
      "Hi {name},",
      "",
      "Congratulations: you are accepted to {course}, {batch}.",
      "",
      "Reserve your seat here, signed in with this email address ({email}): {enrollUrl}",
      "You can pay in full or in 3 monthly instalments. Seats are given in the order they are reserved.",
      "",
      "AI Labs Admissions",
    ].join("\n"),
  },
  waitlisted: {
    subject: "Your AI Labs bootcamp application: on the waitlist",
    body: [
      "Hi {name},",
      "",
      "Thank you for applying to {course}. The cohort you chose is full, so we have put you on the waitlist. We will write to you as soon as a seat frees up.",
      "",
      "AI Labs Admissions",
    ].join("\n"),
  },
  rejected: {
    subject: "Your AI Labs bootcamp application",
    body: [
      "Hi {name},",
      "",
      "Thank you for applying to {course}. After reading your application carefully, we can't offer you a seat in this cohort.",
      "",
      "Our self-paced courses are a good way to build the foundations; you are welcome to apply again for a later cohort.",
      "",
      "AI Labs Admissions",
    ].join("\n"),
  },
  withdrawn: {
    subject: "Your AI Labs bootcamp application is withdrawn",
    body: [
      "Hi {name},",
      "",
      "As you asked, we have withdrawn your application to {course}. If you change your mind, reply to this mail and we will reopen it.",
      "",
      "AI Labs Admissions",
    ].join("\n"),
  },
};
