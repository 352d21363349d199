import type { ComponentProps } from "react";

import type { SocialNetwork } from "@/content/types";

import { FacebookIcon } from "./facebook-icon";
import { InstagramIcon } from "./instagram-icon";
import { LinkedInIcon } from "./linkedin-icon";
import { XIcon } from "./x-icon";
import { YouTubeIcon } from "./youtube-icon";

const socialIcons = {
  x: XIcon,
  linkedin: LinkedInIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  youtube: YouTubeIcon,
} as const satisfies Record<SocialNetwork, (props: ComponentProps<"svg">) => React.ReactElement>;

export function SocialIcon({ network, ...props }: ComponentProps<"svg"> & { network: SocialNetwork }) {
  const Svg = socialIcons[network];
  return <Svg {...props} />;
}
