import { ArrowRight, Mail, MapPin, Phone } from "lucide-react";

import { buttonStyles } from "@/src/components/ui/button";
import { SocialIcon } from "@/src/components/ui/icons/social-icon";
import { SmartLink } from "@/src/components/ui/smart-link";
import { footerColumns, footerContactTitle, footerJoinCall, footerUtilityLinks } from "@/src/data/navigation";
import { contact, phoneHref, site, socialLinks } from "@/src/data/site";
import { SITE_AS_OF } from "@/lib/as-of";
import { cx } from "@/lib/utils";

import { LogoLink } from "./logo-link";

const linkStyles = "rounded text-brand-100 hover:text-white hover:underline";
const headingStyles = "text-sm font-bold tracking-widest text-white uppercase";

/**
 * The footer of every page (docs/product.md §2): a call to join, the brand with its social row, the office's
 * contact block, Quick Links and Resources, then the copyright line (docs/decisions/visual-identity.md).
 */
export function SiteFooter() {
  const { address, email, phone } = contact;
  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="border-b border-white/10">
        <div className="page-container flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-2xl font-bold tracking-tight text-balance-safe text-white">
              {footerJoinCall.title}
            </h2>
            <p className="mt-2 leading-relaxed">{footerJoinCall.text}</p>
          </div>
          <SmartLink
            href={footerJoinCall.action.href}
            className={cx(buttonStyles({ variant: "accent", size: "lg" }), "self-start md:self-auto")}
          >
            {footerJoinCall.action.label}
            <ArrowRight aria-hidden="true" />
          </SmartLink>
        </div>
      </div>

      <div className="page-container grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.3fr_1.3fr_1fr_1fr]">
        <div>
          <LogoLink isInverse />
          <p className="mt-4 max-w-xs leading-relaxed">{site.tagline}.</p>
          <h2 className={cx(headingStyles, "mt-8")}>Follow Us</h2>
          <ul className="mt-4 flex gap-2">
            {socialLinks.map((social) => (
              <li key={social.icon}>
                <SmartLink
                  href={social.href}
                  hideNewTabHint
                  aria-label={`${site.name} on ${social.name} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon network={social.icon} className="size-5" />
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={headingStyles}>{footerContactTitle}</h2>
          <address className="mt-4 grid gap-3 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <span>
                {address.street}
                <br />
                {address.locality} {address.postalCode}, {address.country}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <a href={phoneHref(phone.number)} className={linkStyles}>
                <span className="sr-only">Phone: </span>
                {phone.number}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-300" />
              <a href={`mailto:${email.address}`} className={cx(linkStyles, "break-all")}>
                <span className="sr-only">Email: </span>
                {email.address}
              </a>
            </p>
          </address>
        </div>

        {footerColumns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${slug(column.title)}`}>
            <h2 id={`footer-${slug(column.title)}`} className={headingStyles}>
              {column.title}
            </h2>
            <ul className="mt-4 grid gap-3">
              {column.links.map((link) => (
                <li key={link.name}>
                  <SmartLink href={link.href} className={linkStyles}>
                    {link.name}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="page-container flex flex-col gap-3 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {SITE_AS_OF.day.slice(0, 4)} {site.name}. All rights reserved.
          </p>
          <ul className="flex gap-5">
            {footerUtilityLinks.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className={linkStyles}>
                  {link.name}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
