import type { Organization, WithContext } from "schema-dts";

import { contact, site, socialLinks } from "@/src/data/site";

import { absoluteUrl } from "./metadata";

/**
 * schema.org Organization data for the home page: name, address, logo, contact e-mail and the
 * social profiles, all from src/data/site.ts so the footer and search engines never disagree.
 */
export function organizationJsonLd(): WithContext<Organization> {
  const { address, email } = contact;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${absoluteUrl("/")}#organization`,
    name: site.name,
    alternateName: site.shortName,
    url: absoluteUrl("/"),
    logo: absoluteUrl(site.logo),
    description: site.description,
    foundingDate: String(site.foundingYear),
    email: email.address,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "general enquiries",
      email: email.address,
    },
    sameAs: socialLinks.map((social) => social.href),
  };
}
