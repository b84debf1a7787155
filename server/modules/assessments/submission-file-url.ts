/** Where a submission's file is downloaded (the submitting student, the course's graders, admins). */
export function submissionFileUrl(submissionId: string, fileId: string): string {
  return `/api/assignment-submissions/${encodeURIComponent(submissionId)}/files/${encodeURIComponent(fileId)}`;
}
