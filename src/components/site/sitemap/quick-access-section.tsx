import { ArrowRight } from "lucide-react";

import { IconTile } from "@/src/components/ui/card";
import { Icon } from "@/src/components/ui/icon";
import { SmartLink } from "@/src/components/ui/smart-link";
import type { QuickAccessLink } from "@/src/data/sitemap-page";

type QuickAccessSectionProps = { title: string; links: readonly QuickAccessLink[] };

/** The Quick Access row: the three most visited destinations as large tiles. */
export function QuickAccessSection({ title, links }: QuickAccessSectionProps) {
  return (
    <section aria-labelledby="quick-access-title" className="relative z-10 -mt-16 sm:-mt-20">
      <div className="page-container">
        <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
          <h2 id="quick-access-title" className="text-xl font-bold tracking-tight">
            {title}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.href}>
                <SmartLink
                  href={link.href}
                  aria-describedby={`quick-access-${link.icon}`}
                  className="group flex h-full items-center gap-4 rounded-2xl border border-line p-4 hover:border-brand-300 hover:bg-brand-50"
                >
                  <IconTile>
                    <Icon name={link.icon} />
                  </IconTile>
                  <span className="flex-1">
                    <span className="block font-semibold text-ink">{link.label}</span>
                    <span
                      id={`quick-access-${link.icon}`}
                      aria-hidden="true"
                      className="block text-sm text-muted"
                    >
                      {link.description}
                    </span>
                  </span>
                  <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
