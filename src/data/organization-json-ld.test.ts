import { describe, expect, it } from "vitest";

import { contact, site, socialLinks } from "@/src/data/site";

import { organizationJsonLd } from "./organization-json-ld";

describe("organizationJsonLd", () => {
  const data = organizationJsonLd();

  it("names the organisation with its site address and absolute logo", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: site.url,
      logo: `${site.url}${site.logo}`,
    });
  });

  it("gives the Wellington office address and the office e-mail", () => {
    expect(data).toMatchObject({
      email: contact.email.address,
      address: { "@type": "PostalAddress", addressLocality: "Wellington", addressCountry: "NZ" },
    });
  });

  it("lists every social profile once in sameAs", () => {
    expect(data).toMatchObject({ sameAs: socialLinks.map((social) => social.href) });
    expect(socialLinks).toHaveLength(5);
  });

  it("survives a JSON round trip unchanged", () => {
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});
