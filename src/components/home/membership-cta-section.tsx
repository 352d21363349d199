import { ButtonLink } from "@/src/components/ui/button";

type MembershipCtaSectionProps = { title: string; text: string; label: string; href: string };

/**
 * The 'Ready to Transform Your Career?' call to action. 'Become a Member Today' is a plain link:
 * /membership is a page of its own, so it opens at its top (docs/product.md §1's scroll to the top).
 */
export function MembershipCtaSection({ title, text, label, href }: MembershipCtaSectionProps) {
  return (
    <section aria-labelledby="membership-cta-title" className="bg-surface py-16 sm:py-20">
      <div className="page-container">
        <div className="relative overflow-hidden rounded-card bg-linear-to-br from-brand-900 to-brand-700 px-6 py-12 text-center text-white shadow-card sm:px-12 sm:py-16">
          <h2
            id="membership-cta-title"
            className="text-3xl font-bold tracking-tight text-balance-safe sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{text}</p>
          <div className="mt-8 flex justify-center">
            <ButtonLink href={href} variant="accent" size="lg">
              {label}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
