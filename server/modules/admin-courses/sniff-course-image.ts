import type { CourseImageType } from "#contracts/admin-courses-text.ts";

// A cover image is judged by its first bytes, never by its name or the type the browser claims: a text file
// renamed .png is refused (decision 0044).
export function sniffCourseImage(bytes: Uint8Array): { type: CourseImageType; extension: string } | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { type: "image/png", extension: "png" };
  if (starts([0xff, 0xd8, 0xff])) return { type: "image/jpeg", extension: "jpg" };
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { type: "image/webp", extension: "webp" };
  }
  return null;
}
