import type { ActiveMeetingProvider } from "#server/providers/meetings/create-meeting-provider.ts";
import type { LiveClassesRepository } from "./live-classes-repository.ts";

/** What the staff and student use cases of this module are built from (live-classes-service.ts binds them). */
export type LiveClassesDeps = {
  repository: LiveClassesRepository;
  meetings: Pick<ActiveMeetingProvider, "name" | "provider">;
  publicUrl: string;
  now: () => Date;
  /** Starts mail delivery once notices are committed (the mail service's deliverPending, in the background). */
  deliverMail: () => void;
};
