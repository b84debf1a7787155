import {
  certificateIssuedMail,
  certificateIssuedMailKind,
} from "#server/modules/mail/templates/certificate-issued.ts";
import type { CertificateIssuingDeps } from "./certificate-issuing-deps.ts";

/**
 * Issues the course's certificate to the student and mails them its link, in one transaction. What it states
 * (name, course, instructors) is taken now and kept. Undefined when they already hold a standing one.
 */
export async function issueCertificate(
  deps: CertificateIssuingDeps,
  input: { userId: string; courseId: string; batchId: string | null; issuedBy: string | null },
): Promise<{ code: string } | undefined> {
  const statement = await deps.issuing.statement(input.userId, input.courseId);
  if (!statement) return undefined;
  const issued = await deps.issuing.issueWithMail(
    {
      userId: input.userId,
      courseId: input.courseId,
      batchId: input.batchId,
      recipientName: statement.name,
      courseTitle: statement.courseTitle,
      instructorNames: statement.instructorNames,
      issuedAt: deps.now(),
      issuedBy: input.issuedBy,
    },
    (code) => ({
      to: statement.email,
      kind: certificateIssuedMailKind,
      ...certificateIssuedMail({
        name: statement.name,
        courseTitle: statement.courseTitle,
        code,
        verificationUrl: deps.urls.page(code),
        certificatesLink: `${deps.publicUrl}/dashboard/student/certificates`,
      }),
    }),
  );
  if (issued) deps.runInBackground("mail.deliver", deps.deliverMail);
  return issued;
}
