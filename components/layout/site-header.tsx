import { buttonStyles } from "@/components/ui/button";
import { SearchButton } from "@/components/search/search-button";
import { SmartLink } from "@/components/ui/smart-link";
import { headerActions, headerNav } from "@/content/navigation";
import { cn } from "@/lib/utils";

import { DesktopNav } from "./desktop-nav";
import { HeaderShell } from "./header-shell";
import { LogoLink } from "./logo-link";
import { MobileMenu } from "./mobile-menu";

/** The navigation bar of every page (SPEC §2): fixed at the top, dropdowns on wide screens, a menu on phones. */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  return (
    <HeaderShell>
      <div className="page-container flex h-16 items-center justify-between gap-4">
        <LogoLink />
        <DesktopNav groups={headerNav} extraLinks={[headerActions.community]} currentPath={currentPath} />
        <div className="flex items-center gap-2">
          <SearchButton />
          <SmartLink
            href={headerActions.login.href}
            className={cn(buttonStyles({ variant: "outline", size: "sm" }), "hidden lg:inline-flex")}
          >
            {headerActions.login.label}
          </SmartLink>
          <SmartLink
            href={headerActions.join.href}
            className={cn(buttonStyles({ size: "sm" }), "hidden sm:inline-flex")}
          >
            {headerActions.join.label}
          </SmartLink>
          <MobileMenu
            groups={headerNav}
            extraLinks={[headerActions.community]}
            actions={{ join: headerActions.join, login: headerActions.login }}
            currentPath={currentPath}
          />
        </div>
      </div>
    </HeaderShell>
  );
}
