import { ButtonLink } from "@/src/components/ui/button";
import type { SymposiumActionsCopy } from "@/src/data/symposium";

type SymposiumActionsProps = {
  actions: SymposiumActionsCopy;
  /** The external registration pages (they open in a new tab). */
  links: { registerNow: string; registerInterest: string };
};

type ActionLinkProps = {
  href: string;
  action: { label: string; hint: string };
  variant: "accent" | "outline-light" | "light";
};

/** A call to action whose name says which event it is for ("Register Now for the 2025 Symposium"). */
function ActionLink({ href, action, variant }: ActionLinkProps) {
  return (
    <ButtonLink href={href} variant={variant} size="lg">
      {action.label}
      <span className="sr-only"> {action.hint}</span>
    </ButtonLink>
  );
}

/** Register Now, Register Interest and View Program, as in the hero and the registration section. */
export function SymposiumActions({ actions, links }: SymposiumActionsProps) {
  return (
    <>
      <ActionLink href={links.registerNow} action={actions.registerNow} variant="accent" />
      <ActionLink href={links.registerInterest} action={actions.registerInterest} variant="outline-light" />
      {actions.viewProgram && (
        <ActionLink href={actions.viewProgram.href} action={actions.viewProgram} variant="light" />
      )}
    </>
  );
}
