import {
  ClipboardCheckIcon,
  FileTextIcon,
  FolderDownIcon,
  type LucideIcon,
  PencilRulerIcon,
  PlayCircleIcon,
  VideoIcon,
} from "lucide-react";
import type { LessonKindDto } from "#contracts/learning.ts";

const kinds: Record<LessonKindDto, { label: string; icon: LucideIcon }> = {
  article: { label: "Article", icon: FileTextIcon },
  video: { label: "Video", icon: PlayCircleIcon },
  live_session: { label: "Live session", icon: VideoIcon },
  quiz: { label: "Quiz", icon: ClipboardCheckIcon },
  assignment: { label: "Assignment", icon: PencilRulerIcon },
  resources: { label: "Resources", icon: FolderDownIcon },
};

export function lessonKindLabel(kind: LessonKindDto): string {
  return kinds[kind].label;
}

/** The lesson kind's icon, decorative: the kind is also said in words beside it. */
export function LessonKindIcon({ kind, className }: { kind: LessonKindDto; className?: string }) {
  const Icon = kinds[kind].icon;
  return <Icon aria-hidden="true" className={className} />;
}

/** "1 h 30 min", "45 min". */
export function lessonMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
