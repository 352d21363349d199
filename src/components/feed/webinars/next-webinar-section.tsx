import type { ReactNode } from "react";

import { Section } from "@/src/components/ui/section";
import { webinarsPage } from "@/src/data/feeds";

/** Its island, the next webinar (the `NextWebinar` feed island), is its child, placed by the page. */
export function NextWebinarSection({ children }: { children: ReactNode }) {
  return (
    <Section
      heading={{
        id: "next-webinar",
        title: webinarsPage.nextHeading,
        subtitle: webinarsPage.nextSubtitle,
        align: "start",
      }}
    >
      {children}
    </Section>
  );
}
