import { Headphones } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { podcastPlatforms, podparksPage } from "@/src/data/feeds";

/** The hero's 'Listen on' buttons, one per podcast platform (new tab). */
export function ListenOnButtons() {
  return (
    <div className="flex flex-wrap gap-3">
      {podcastPlatforms.map((platform) => (
        <ButtonLink
          key={platform.name}
          href={platform.href}
          variant={platform.name === "Spotify" ? "accent" : "outline-light"}
          size="lg"
        >
          <Headphones aria-hidden="true" />
          {`${podparksPage.listenOn} ${platform.name}`}
        </ButtonLink>
      ))}
    </div>
  );
}
