import { Building2, Mail } from "lucide-react";

import { ButtonLink } from "@/src/components/ui/button";
import { Section } from "@/src/components/ui/section";
import { SmartLink } from "@/src/components/ui/smart-link";
import { contact, officeMailto } from "@/src/data/site";
import { staffCopy } from "@/src/data/staff";

/** How to reach the office: e-mail, registered address and a pointer for would-be members. */
export function ContactOfficeSection() {
  const { address } = contact;
  return (
    <Section tone="muted" aria-labelledby="contact-office-heading">
      <div className="mx-auto grid max-w-5xl gap-8 rounded-card bg-surface p-8 shadow-card sm:p-10 md:grid-cols-[3fr_2fr]">
        <div className="flex flex-col items-start gap-4">
          <h2 id="contact-office-heading" className="text-3xl font-bold text-ink">
            {staffCopy.contactHeading}
          </h2>
          <p className="text-lg leading-relaxed text-muted">{staffCopy.contactText}</p>
          <ButtonLink href={officeMailto()}>
            <Mail aria-hidden="true" />
            {staffCopy.contactEmailLabel}
          </ButtonLink>
          <p className="text-sm text-muted">
            {staffCopy.membershipText}{" "}
            <SmartLink
              href={staffCopy.membershipLink.href}
              className="font-semibold text-brand-800 underline hover:text-brand-950"
            >
              {staffCopy.membershipLink.label}
            </SmartLink>
          </p>
        </div>
        <div className="flex flex-col gap-3 rounded-card bg-brand-50 p-6">
          <Building2 aria-hidden="true" className="size-7 text-brand-700" />
          <h3 className="font-semibold text-ink">{staffCopy.addressLabel}</h3>
          <address className="leading-relaxed text-muted not-italic">
            {address.street}
            <br />
            {address.locality} {address.postalCode}
            <br />
            {address.country}
          </address>
          <a
            href={officeMailto()}
            className="font-semibold break-all text-brand-800 underline hover:text-brand-950"
          >
            {contact.email.address}
          </a>
        </div>
      </div>
    </Section>
  );
}
