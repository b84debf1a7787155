import { liveClassMessages } from "#contracts/live-classes-text.ts";
import { HttpError } from "#server/http-error.ts";
import {
  MeetingProviderRequestError,
  MeetingProviderUnavailableError,
} from "#server/providers/meetings/meeting-provider.ts";

/**
 * Runs one call to the meeting provider before anything is stored, and turns its failures into answers an
 * admin can act on: Zoom not answering is 503 with "nothing was changed", Zoom refusing is 502 with its
 * reason. Callers store their change only after this resolves, so a failure leaves nothing half-made.
 */
export async function callMeetingProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof MeetingProviderUnavailableError)
      throw new HttpError(503, liveClassMessages.providerUnavailable);
    if (error instanceof MeetingProviderRequestError)
      throw new HttpError(502, `Zoom refused: ${error.message}`);
    throw error;
  }
}
