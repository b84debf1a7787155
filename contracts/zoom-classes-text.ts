import { liveClassLimits } from "./live-classes-text.ts";

// The staff's live-class pages (issue 15): the admin's Zoom Classes page and the instructor's live
// sessions (overview section and session page). Zod-free: the pages print these without loading a schema;
// their forms validate with contracts/live-classes.ts and contracts/live-schedule.ts.

/**
 * Zones offered by the schedule editor's select, west to east; the batch's own zone (and the viewer's) is
 * added when it is not among them. A short list a person can scan beats the 400 names of the tz database.
 */
export const commonTimeZones = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Sao_Paulo",
  "UTC",
  "Europe/London",
  "Europe/Berlin",
  "Africa/Lagos",
  "Africa/Nairobi",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Tokyo",
  "Australia/Sydney",
] as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const zoomClassesText = {
  heading: "Zoom Classes",
  intro:
    "Every live session of every batch. Times are shown in the batch's time zone, with yours beside them when it differs.",
  newSession: "New session",
  editSchedule: "Batch schedule",
  scopes: { upcoming: "Upcoming", past: "Past" },
  scopesLabel: "Which sessions",
  filterCourse: "Filter by course",
  allCourses: "All courses",
  filterBatch: "Filter by batch",
  allBatches: "All batches",
  filterStatus: "Filter by status",
  allStatuses: "All statuses",
  noun: ["session", "sessions"] as const,
  pagesLabel: "Pages of sessions",
  loadFailed: "Could not load the live sessions",
  coursesFailed:
    "The courses and their batches could not be loaded, so sessions cannot be created or scheduled now. Reload the page to try again.",
  noUpcoming: "No upcoming live sessions yet.",
  noPast: "No past live sessions yet.",
  noMatch: "No sessions match these filters.",
  clearFilters: "Clear filters",
  tableCaption: "Live sessions",
  columns: {
    start: "Starts",
    course: "Course and batch",
    topic: "Topic",
    instructor: "Instructor",
    status: "Status",
    link: "Meeting link",
    attendees: "Attended",
    actions: "Actions",
  },
  noInstructor: "Not assigned",
  /** Under the topic: who teaches it. */
  withInstructor: (name: string) => `Instructor: ${name}`,
  linkReady: "Link ready",
  noLink: "No link yet",
  yourTime: (text: string) => `Your time: ${text}`,
  minutes: (count: number) => `${count} min`,
  attendees: (count: number) => plural(count, "student", "students"),
  actions: {
    edit: "Edit",
    reschedule: "Reschedule",
    cancel: "Cancel",
    attendance: "Attendance",
    editLabel: (topic: string) => `Edit ${topic}`,
    rescheduleLabel: (topic: string) => `Reschedule ${topic}`,
    cancelLabel: (topic: string) => `Cancel ${topic}`,
    attendanceLabel: (topic: string) => `Attendance of ${topic}`,
  },
} as const;

/** The fields of the session forms (create, edit, reschedule), shared by admin and instructor pages. */
export const sessionFormText = {
  batch: "Batch",
  chooseBatch: "Choose a batch",
  batchRequired: "Choose a batch.",
  batchOption: (startDate: string, type: string) => `${type} batch from ${startDate}`,
  topic: "Topic",
  date: "Date",
  startTime: "Start time",
  zoneHint: (zone: string) => `In the batch's time zone: ${zone}.`,
  zoneFallbackHint: (zone: string) =>
    `This batch has no weekly schedule yet, so its time zone is the school's: ${zone}.`,
  chooseBatchFirst: "Choose a batch first: the time is read in its time zone.",
  duration: "Duration (minutes)",
  durationHint: `From ${liveClassLimits.durationMin} to ${liveClassLimits.durationMax} minutes.`,
  meetingUrl: "Meeting link",
  meetingUrlHint: "Any https link: Zoom, Google Meet, Jitsi. Students open it through the Join button.",
  recordingUrl: "Recording link",
  recordingUrlHint: "Shown to the batch's students under past sessions.",
  notes: "Notes",
  notesHint: "For the teaching team; students do not see them.",
  lesson: "Lesson",
  noLesson: "No lesson",
  lessonsLoading: "Loading the course's lessons...",
  instructor: "Instructor",
  noInstructorOption: "No instructor",
  instructorsLoading: "Loading the instructors...",
  markHeld: "Mark as held",
  markHeldHint: "The class took place. This cannot be undone here.",
  saveFailed: "The session could not be saved. Please try again.",
  /** Closes a session dialog without saving. */
  dismiss: "Cancel",
  close: "Close",
  unavailable: "The form could not be checked: check your connection and try again.",
} as const;

export const createSessionText = {
  title: "New live session",
  description:
    "A session made by hand, besides those of the batch's schedule. The batch's students see it at once.",
  submit: "Create session",
  pending: "Creating...",
  created: "Session created",
  createdBody: (topic: string) => `${topic} is on the schedule.`,
} as const;

export const editSessionText = {
  title: (topic: string) => `Edit ${topic}`,
  description: "Changes show on the students' pages at once. To move the session in time, reschedule it.",
  submit: "Save changes",
  pending: "Saving...",
  saved: "Session saved",
  nothingChanged: "Nothing was changed.",
} as const;

export const rescheduleText = {
  title: (topic: string) => `Reschedule ${topic}`,
  description: (zone: string) => `The new date and time are in the batch's time zone (${zone}).`,
  notice: "Students will be emailed the new time, with an updated calendar invitation.",
  now: (text: string) => `Now: ${text}`,
  submit: "Reschedule",
  pending: "Rescheduling...",
  done: "Session rescheduled",
  doneBody: "The batch's students are being emailed the new time.",
} as const;

export const cancelSessionText = {
  title: (topic: string) => `Cancel ${topic}?`,
  description: (when: string) => `The session on ${when} is cancelled for every student of the batch.`,
  notice: "Students will be emailed that it is cancelled, and their calendars drop it.",
  reason: "Reason",
  reasonHint: "Told to the students in the email.",
  reasonMax: 500,
  keep: "Keep session",
  submit: "Cancel session",
  pending: "Cancelling...",
  done: "Session cancelled",
  doneBody: "The batch's students are being emailed.",
  failed: "The session could not be cancelled. Please try again.",
} as const;

export const scheduleText = {
  title: "Batch schedule",
  description:
    "The weekly pattern a batch's sessions are made from. Saving makes the missing sessions and removes the untouched ones that no longer fit; sessions edited by hand stay.",
  batch: "Batch",
  chooseBatch: "Choose a batch",
  loading: "Loading the schedule...",
  loadFailed: "The schedule could not be loaded.",
  noSchedule: "This batch has no schedule yet.",
  weekdays: "Days of the week",
  startTime: "Start time",
  startTimeHint: "24-hour clock, in the time zone below.",
  duration: "Duration (minutes)",
  timeZone: "Time zone",
  timeZoneHint: "Sessions keep this wall-clock time across daylight-saving changes.",
  firstDate: "First class date",
  lastDate: "Last class date",
  submit: "Save schedule",
  pending: "Saving...",
  saveFailed: "The schedule could not be saved. Please try again.",
  result: (created: number, removed: number) =>
    `${plural(created, "session", "sessions")} created, ${removed} removed.`,
  saved: "Schedule saved",
} as const;

export const providerText = {
  heading: "Meeting provider",
  loading: "Loading the provider...",
  loadFailed: "The provider's status could not be loaded.",
  manual: "Manual links",
  manualBody:
    "Admins and instructors paste a meeting link (Zoom, Google Meet, Jitsi) into each session. Attendance is recorded when a student joins through the Join button.",
  zoom: "Zoom",
  zoomBody:
    "Meetings are created, moved and deleted in Zoom for every session; Zoom reports attendance and recordings.",
  webhookUrl: "Webhook URL",
  webhookHint:
    "Paste it into your Zoom app's event subscription (participant joined and left, recording completed).",
  copy: "Copy",
  copied: "Copied",
  withoutLink: (count: number) =>
    count === 0
      ? "Every upcoming session has a meeting link."
      : `${plural(count, "upcoming session has", "upcoming sessions have")} no meeting link.`,
  lastSync: (when: string) => `Last synced ${when}.`,
  neverSynced: "Not synced yet.",
  sync: "Sync now",
  syncing: "Syncing...",
  syncResult: (created: number, updated: number, failed: number) =>
    `Sync finished: ${created} created, ${updated} updated, ${failed} failed.`,
  syncError: (message: string) => `First failure: ${message}`,
  syncFailed: "The sync could not run. Please try again.",
} as const;

/** The instructor's live sessions: the overview's section and the session page. */
export const instructorSessionsText = {
  heading: "Your live sessions",
  adminHeading: "Upcoming live sessions",
  none: "No upcoming live sessions.",
  noneHint: "Sessions appear here once an admin schedules your batches' classes.",
  loadFailed: "Your live sessions could not be loaded.",
  open: (topic: string) => `Open ${topic}`,
  more: (count: number) => `${plural(count, "more session", "more sessions")} after these.`,
  shown: 5,
  back: "Overview",
  pageLoading: "Loading the session...",
  pageLoadFailed: "The session could not be loaded.",
  notFound: "This live session does not exist, or it is not one of your courses' sessions.",
  notFoundEyebrow: "Error 404",
  failedEyebrow: "Error",
  details: "Details",
  when: "When",
  duration: "Duration",
  course: "Course",
  batch: "Batch",
  instructor: "Instructor",
  lesson: "Lesson",
  status: "Status",
  provider: "Meeting",
  providerZoom: "Zoom meeting",
  providerManual: "Manual link",
  openMeeting: "Open the meeting link",
  /** Zoom: the host's start link, asked of Zoom when pressed (Zoom's expire after two hours). */
  startAsHost: "Start as host",
  startingAsHost: "Opening Zoom...",
  hostLinkFailed: "Zoom did not give a start link. Please try again.",
  openRecording: "Open the recording",
  nothing: "None",
  editHeading: "Link, recording and notes",
  saved: "Saved",
  attendanceHeading: "Attendance",
  attendanceHint:
    "Recorded when students join through the Join button (or by Zoom). Correct it here by hand: a manual correction wins over later joins.",
  attendanceLoading: "Loading the attendance...",
  attendanceFailed: "The attendance could not be loaded.",
  noStudents: "No students are enrolled in this batch yet.",
  presentCount: (present: number, total: number) => `${present} of ${total} present`,
  student: "Student",
  email: "Email",
  attended: "Attended",
  present: "Present",
  absent: "Absent",
  source: "Recorded by",
  firstJoined: "First joined",
  sources: { join_button: "Join button", zoom: "Zoom", manual: "Manual correction" },
  notRecorded: "Not recorded",
  notJoined: "—",
  toggleLabel: (name: string) => `${name} attended`,
  attendanceSaveFailed: "The attendance could not be saved",
  markedPresent: (name: string) => `${name} marked present`,
  markedAbsent: (name: string) => `${name} marked absent`,
} as const;
