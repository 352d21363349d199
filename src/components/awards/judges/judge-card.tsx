import { Mail } from "lucide-react";

import { DrawnAvatar } from "@/src/components/ui/drawn-mark";
import { SmartLink } from "@/src/components/ui/smart-link";
import { awardRegions, type Judge } from "@/content/types";

/** A judge: a drawn avatar in their region's colour (no photographs of the judges are published), name and a mailto link. */
export function JudgeCard({ judge }: { judge: Judge }) {
  return (
    <div className="flex h-full items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card">
      <DrawnAvatar
        name={judge.name}
        group={awardRegions.indexOf(judge.region)}
        className="size-12 shrink-0"
      />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{judge.name}</p>
        <SmartLink
          href={`mailto:${judge.email}`}
          className="mt-1 inline-flex max-w-full items-center gap-1.5 rounded text-sm break-all text-brand-800 hover:text-brand-950 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {judge.email}
        </SmartLink>
      </div>
    </div>
  );
}
