import { CalendarPlus } from "lucide-react";

import { cn } from "@/lib/utils";

import { buttonStyles, type ButtonVariants } from "./button";

type AddToCalendarProps = ButtonVariants & {
  /** File under /calendar/, e.g. "symposium.ics". */
  file: string;
  /** What is being added, for screen readers: "the symposium". */
  eventName: string;
  className?: string;
};

/** A download link to the event's .ics file, which every calendar app can open. */
export function AddToCalendar({
  file,
  eventName,
  variant = "outline-light",
  size,
  className,
}: AddToCalendarProps) {
  return (
    <a href={`/calendar/${file}`} download className={cn(buttonStyles({ variant, size }), className)}>
      <CalendarPlus aria-hidden="true" />
      Add to calendar
      <span className="sr-only"> ({eventName}, .ics file)</span>
    </a>
  );
}
