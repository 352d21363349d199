import type { Winner } from "@/content/types";

/** A winner without detail data: name and organisation, not clickable or focusable. */
export function WinnerCard({ winner }: { winner: Winner }) {
  return (
    <div className="h-full rounded-2xl border border-line bg-surface p-5">
      <p className="font-semibold text-ink">{winner.name}</p>
      <p className="mt-1 text-sm text-muted">{winner.organization}</p>
    </div>
  );
}
