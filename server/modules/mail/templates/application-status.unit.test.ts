import { describe, expect, it } from "vitest";
import { applicationStatusMail, type StatusMailValues } from "./application-status.ts";

const values: StatusMailValues = {
  name: `<img src=x onerror=alert(1)> O'Brien & "Co"`,
  email: "amara@example.com",
  course: "AI Engineering",
  batch: "Weekend cohort starting Mar 7, 2027 (Sat-Sun)",
  enrollUrl: "https://ailabs.test/ai-bootcamp/enroll?batch=abc&x=1",
  startUrl: "https://ailabs.test/ai-bootcamp/start",
  status: "Accepted",
};

describe("applicationStatusMail", () => {
  it("fills the placeholders in the subject and the text part as written", () => {
    const mail = applicationStatusMail({
      subject: "Welcome, {name}",
      body: "Hi {name},\n\nEnroll: {enrollUrl}\n{unknown} stays",
      values: { ...values, name: "Amara" },
    });
    expect(mail.subject).toBe("Welcome, Amara");
    expect(mail.text).toBe(`Hi Amara,\n\nEnroll: ${values.enrollUrl}\n{unknown} stays`);
  });

  it("escapes the template and the applicant's text in HTML, keeping paragraphs and making links", () => {
    const mail = applicationStatusMail({
      subject: "Hi {name}",
      body: "Hi {name}, <b>bold</b>\nline two\n\n{enrollUrl}",
      values,
    });
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; O&#39;Brien &amp; &quot;Co&quot;");
    expect(mail.html).toContain("&lt;b&gt;bold&lt;/b&gt;<br>line two</p>");
    expect(mail.html).toContain(
      '<a href="https://ailabs.test/ai-bootcamp/enroll?batch=abc&amp;x=1">https://ailabs.test/ai-bootcamp/enroll?batch=abc&amp;x=1</a>',
    );
    // The <title> carries the subject, escaped too.
    expect(mail.html).toContain("<title>Hi &lt;img");
  });

  it("keeps the subject on one line whatever the name holds", () => {
    const mail = applicationStatusMail({
      subject: "Hi {name}",
      body: "x",
      values: { ...values, name: "Eve\r\nBcc: victim@example.com" },
    });
    expect(mail.subject).toBe("Hi Eve Bcc: victim@example.com");
  });

  it("adds the enroll button when asked", () => {
    const mail = applicationStatusMail({
      subject: "s",
      body: "b",
      values,
      button: { label: "Reserve your seat", href: values.enrollUrl },
    });
    expect(mail.html).toContain('href="https://ailabs.test/ai-bootcamp/enroll?batch=abc&amp;x=1"');
    expect(mail.html).toContain("Reserve your seat</a>");
  });
});
