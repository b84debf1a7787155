import { liveClassLimits } from "./live-classes-text.ts";

// The student's Join Class page (issue 15, /dashboard/student/join-class): its words, zod-free so the page
// loads no schema. The join rule and the API's own messages are in live-classes-text.ts.

export const joinClassLimits = {
  /** Upcoming classes shown before "Show all": a batch's whole term can be dozens of classes. */
  upcomingShown: 5,
  /** Past classes shown before "Show all" (the API sends at most liveClassLimits.pastMax). */
  pastShown: 10,
} as const;

export const joinClassText = {
  heading: "Join Class",
  intro: `Your live classes, shown in your own time zone. Join opens ${liveClassLimits.joinOpensMinutesBefore} minutes before each class starts.`,
  loading: "Loading your live classes...",
  loadFailed: "We couldn't load your live classes. Please try again.",

  upcomingHeading: "Upcoming classes",
  upcomingEmptyTitle: "No upcoming live classes",
  upcomingEmptyBody:
    "When your batch's live classes are scheduled they appear here, with a countdown and a Join button.",
  myCourses: "Go to my courses",
  showAllUpcoming: (count: number) => `Show all ${count} upcoming classes`,
  showFewer: "Show fewer",

  pastHeading: "Past classes",
  pastEmptyTitle: "No past classes yet",
  pastEmptyBody: "Classes you have had appear here, with their recordings when they are ready.",
  attended: "Attended",
  missed: "Missed",
  watchRecording: "Watch recording",
  /** The recording link's accessible name: which class, and that it opens elsewhere. */
  watchRecordingOf: (topic: string) => `Watch recording: ${topic} (opens in a new tab)`,
  noRecording: "No recording",
  showAllPast: (count: number) => `Show all ${count} past classes`,

  /** Beside the session's details. */
  courseLabel: "Course",
  lessonLabel: "Lesson",
  instructorLabel: "Instructor",
  linkedLesson: "Open the lesson",
  timeLabel: "When",

  join: "Join class",
  joining: "Joining...",
  /** The Join button's accessible name names its class (a page lists several). */
  joinNamed: (topic: string) => `Join class: ${topic}`,
  /** Under an active Join button (the line stays, so the card does not jump when the window opens). */
  joinOpen: "Open now, until the class ends.",
  /** Before the page has started in the browser: the button has nothing to run yet. */
  joinStarting: "Getting the Join button ready...",
  joinFailed: "Could not join the class",

  addToCalendar: "Add to calendar",
  addToCalendarNamed: (topic: string) => `Add to calendar: ${topic} (.ics file)`,

  /** The next class's countdown, updated every half minute. */
  startsIn: (duration: string) => `Starts in ${duration}`,
  inProgress: (duration: string) => `Live now · ends in ${duration}`,
  /** The countdown of a class just over, until the lists are read again (the Join button says why). */
  ended: "Ended",
  nextClass: "Next class",

  /** Under a session's time. */
  batchZoneOnly: (city: string) => `${city} time`,
  yourTimeSameZone: (city: string) => `Your time, same as ${city}`,
  yourTimeAndBatch: (batchTime: string, city: string) => `Your time · ${batchTime} in ${city}`,

  feedHeading: "Calendar feed",
  feedIntro:
    "Subscribe once in Google Calendar, Apple Calendar or Outlook: new classes, new times and cancellations then show up there by themselves.",
  feedLoading: "Loading your calendar feed...",
  feedLoadFailed: "We couldn't load your calendar feed. Please try again.",
  feedNone: "You have no calendar feed link yet.",
  feedActiveSince: (date: string) => `Your calendar feed link is active (created ${date}).`,
  feedShownOnce:
    "For your privacy the link is shown only once, when it is created. If you have lost it, create a new one: the old link then stops working.",
  createFeed: "Create feed link",
  creatingFeed: "Creating...",
  replaceFeed: "Create a new link",
  revokeFeed: "Revoke link",
  revokingFeed: "Revoking...",
  feedCreatedTitle: "Your calendar feed link",
  feedSecret:
    "Keep this link secret: anyone who has it can see your class schedule. It is shown only now; if you lose it, create a new one.",
  webcalLabel: "Calendar apps (webcal)",
  httpsLabel: "Google Calendar (From URL) and others (https)",
  subscribe: "Open in my calendar app",
  copy: "Copy",
  copyNamed: (what: string) => `Copy the ${what} link`,
  copied: "Copied",
  copiedNamed: (what: string) => `Copied the ${what} link`,
  copyFailed: "Copying is not allowed here: the link is selected, press Ctrl+C (or ⌘C) to copy it.",
  feedActionFailed: "That did not work. Please try again.",
  feedRevoked: "Calendar feed link revoked",
  feedRevokedBody: "Calendars subscribed to it no longer receive your classes.",

  replaceTitle: "Create a new feed link?",
  replaceBody:
    "Your current link stops working at once: calendars subscribed to it stop updating until you subscribe them to the new link.",
  revokeTitle: "Revoke your calendar feed link?",
  revokeBody:
    "Calendars subscribed to it stop receiving your live classes. You can create a new link at any time.",
  cancel: "Cancel",
} as const;

/**
 * "2 days 5 h", "2 h 14 min", "45 min": how long until an instant, rounded up to the minute, so a class
 * that starts in 30 seconds "starts in 1 min" rather than in 0.
 */
export function countdownText(milliseconds: number): string {
  const totalMinutes = Math.max(1, Math.ceil(milliseconds / 60_000));
  const days = Math.floor(totalMinutes / 1_440);
  const hours = Math.floor((totalMinutes % 1_440) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) {
    const dayWord = days === 1 ? "1 day" : `${days} days`;
    return hours > 0 ? `${dayWord} ${hours} h` : dayWord;
  }
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return `${minutes} min`;
}
