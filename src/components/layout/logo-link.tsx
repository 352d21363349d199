import { LogoMark } from "@/src/components/ui/icons/logo-mark";
import { cn } from "@/lib/utils";

/** The logo, linking to the home page. */
export function LogoLink({ className, isInverse = false }: { className?: string; isInverse?: boolean }) {
  return (
    <a href="/" className={cn("flex shrink-0 items-center gap-2.5 rounded-lg", className)}>
      <LogoMark className="size-10" />
      <span className="sr-only">World Urban Parks, home page</span>
      <span
        aria-hidden="true"
        className={cn(
          "leading-none font-extrabold tracking-tight",
          isInverse ? "text-white" : "text-brand-900",
        )}
      >
        <span className="block text-[1.05rem]">World Urban</span>
        <span className={cn("block text-sm font-bold", isInverse ? "text-accent-300" : "text-brand-600")}>
          Parks
        </span>
      </span>
    </a>
  );
}
