import { Section } from "@/src/components/ui/section";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { SitemapSection } from "@/src/data/sitemap-page";

type PageGroupsSectionProps = { label: string; groups: readonly SitemapSection[] };

/** The eight groups of the site map, each page with its description. */
export function PageGroupsSection({ label, groups }: PageGroupsSectionProps) {
  return (
    <Section aria-label={label}>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <nav
            key={group.id}
            aria-labelledby={`sitemap-${group.id}`}
            className="rounded-card border border-line bg-surface p-6 shadow-card"
          >
            <h2 id={`sitemap-${group.id}`} className="text-xl font-bold tracking-tight">
              {group.title}
            </h2>
            <p className="mt-1 text-muted">{group.description}</p>
            <ul className="mt-5 grid gap-4">
              {group.pages.map((page) => (
                <li key={page.path} className="border-l-2 border-brand-200 pl-4">
                  <SmartLink
                    href={page.path}
                    className="rounded font-semibold text-brand-800 underline-offset-4 hover:text-brand-950 hover:underline"
                  >
                    {page.label}
                  </SmartLink>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{page.description}</p>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </Section>
  );
}
