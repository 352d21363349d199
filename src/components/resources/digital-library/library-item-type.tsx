import { BookOpen, ClipboardList, FileText, Lightbulb, Video, type LucideIcon } from "lucide-react";

import { Badge } from "@/src/components/ui/badge";
import type { LibraryResourceType } from "@/src/data/digital-library";

const typeIcons: Record<LibraryResourceType, LucideIcon> = {
  Guide: BookOpen,
  "Case study": Lightbulb,
  Report: FileText,
  Video,
  Toolkit: ClipboardList,
};

/** The kind of a library item (Guide, Report…) as a small badge with its icon. */
export function LibraryItemType({ type }: { type: LibraryResourceType }) {
  const TypeIcon = typeIcons[type];
  return (
    <Badge tone="open">
      <TypeIcon aria-hidden="true" className="size-3.5" />
      {type}
    </Badge>
  );
}
