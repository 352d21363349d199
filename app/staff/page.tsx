import { PageHero } from "@/components/layout/page-hero";
import { ContactOfficeSection } from "@/components/sections/staff/contact-office-section";
import { StaffSection } from "@/components/sections/staff/staff-section";
import { pages } from "@/content/pages";
import { staffCopy, staffMembers, staffStats } from "@/content/staff";
import { pageMetadata } from "@/lib/metadata";

const page = pages.staff;

export const metadata = pageMetadata(page);

export default function StaffPage() {
  return (
    <>
      <PageHero {...page.hero} backLink={staffCopy.backLink} />
      <StaffSection members={staffMembers} stats={staffStats} />
      <ContactOfficeSection />
    </>
  );
}
