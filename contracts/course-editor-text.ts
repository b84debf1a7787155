// The instructor's course editor (issue 14): limits and messages, zod-free for the editor's pages.

export const editorLimits = {
  titleMax: 200,
  summaryMax: 1_000,
  /** A lesson's Markdown, in characters (a long article with code is about 30,000). */
  bodyMax: 200_000,
  minutesMax: 1_440,
  /** Drip offsets up to two years. */
  opensAfterDaysMax: 730,
  /** Issue 14: a video up to 2 GB, any other file up to 50 MB. */
  videoMaxBytes: 2 * 1024 ** 3,
  fileMaxBytes: 50 * 1024 ** 2,
  filenameMax: 200,
  /**
   * A resumable upload is sent in pieces this big (decision 0033): a broken connection costs at most one
   * piece, and the proxy in front takes bodies of this size on the upload path (deploy/nginx-ai-labs.conf).
   */
  uploadChunkBytes: 8 * 1024 ** 2,
} as const;

export const lessonFileRoleLabels = {
  video: "Video (MP4 or WebM)",
  captions: "Captions (WebVTT)",
  resource: "Resource to download",
} as const;

export const fileText = {
  tooLarge: (role: "video" | "captions" | "resource") =>
    role === "video" ? "Videos can be at most 2 GB." : "Files can be at most 50 MB.",
  noLength: "Send the file's size (Content-Length).",
  noUploadLength: "Send the file's size (Upload-Length).",
  finishing: "This upload is being saved already.",
  interrupted: "The upload did not arrive whole. Please try again.",
  video: "This file is not an MP4 or WebM video.",
  captions: "Captions must be a WebVTT file (it starts with WEBVTT).",
  resource:
    "This kind of file is not accepted. Upload a PDF, an image, a ZIP archive, an Office document, a notebook or plain text.",
  empty: "The file is empty.",
} as const;

/** The editor's resumable uploads (decision 0033). */
export const uploadText = {
  uploading: "Uploading…",
  resuming: "Resuming…",
  progressLabel: "Upload progress",
  cancel: "Cancel upload",
  cancelled: "The upload was cancelled.",
  uploaded: "File uploaded",
  uploadedBody: (filename: string) => `${filename} is attached to the lesson.`,
  stopped:
    "The upload stopped: the connection to the server broke off. Choose the same file again to continue where it stopped.",
} as const;

export const editorText = {
  heading: "My courses",
  noCourses: "You are not teaching a course yet",
  noCoursesBody:
    "An admin adds you to a course's instructors; it then shows here with its batches and students.",
  staleOrder:
    "The course changed while you were editing. The latest order is shown; please make your move again.",
  staleLesson:
    "Someone else saved this lesson while you were editing. Your text is still here: copy what you need, reload, and save again.",
  moduleNotEmpty: "Move or delete this module's lessons first.",
  saved: "Saved",
  published: "Published",
  draft: "Draft",
} as const;

/** The lesson editor's video link (contracts/video-embed-url.ts reads it). */
export const videoEmbedText = {
  label: "Video URL (YouTube or Vimeo)",
  hint: "Paste the video's link (or its embed code). It plays in the provider's privacy-enhanced player. An uploaded video file below wins over this link: remove the file to show the link instead. Leave empty for none.",
  overriddenByUpload:
    "This lesson has an uploaded video: students see that file, not this link, until the file is removed.",
  /** Longest link accepted, in characters (an embed code with its attributes fits). */
  maxLength: 2_000,
  tooLong: "Video links can be at most 2,000 characters.",
  unsupported:
    "Enter a link to a YouTube or Vimeo video, such as https://www.youtube.com/watch?v=… or https://vimeo.com/….",
  notOneVideo: (provider: string) =>
    `This ${provider} link does not point to one video. Open the video and copy its link from Share.`,
} as const;
