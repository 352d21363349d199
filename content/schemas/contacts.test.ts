import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { contact, externalLinks, officeMailto, phoneHref, socialLinks } from "@/src/data/site";
import { problemText } from "@/lib/content/problem";
import { checkDataset } from "@/lib/content/validate";

import { contactsDataset } from "./contacts";

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "contacts-check-"));
  cpSync("content/contacts", path.join(root, "content/contacts"), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

function change(from: string, to: string) {
  const file = path.join(root, "content/contacts/contacts.yaml");
  const text = readFileSync(file, "utf8");
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

const problems = () => checkDataset(contactsDataset, root).problems.map(problemText);

describe("the contacts file", () => {
  it("gives the site its office, social accounts and external addresses", () => {
    expect(problems()).toEqual([]);
    expect(contact.email.address).toBe("office@worldurbanparks.org");
    expect(contact.address).toMatchObject({ locality: "Wellington", postalCode: "6022", countryCode: "NZ" });
    expect(phoneHref(contact.phone.number)).toBe("tel:+6440000000");
    expect(socialLinks.map((social) => social.icon)).toEqual([
      "x",
      "linkedin",
      "instagram",
      "facebook",
      "youtube",
    ]);
    expect(Object.keys(externalLinks)).toHaveLength(11);
    for (const link of Object.values(externalLinks)) expect(link.href).toMatch(/^https:\/\//);
    expect(officeMailto("Hello there")).toBe("mailto:office@worldurbanparks.org?subject=Hello%20there");
  });

  it("sends visitors to https addresses only", () => {
    change("href: https://twitter.com/WUParks", "href: http://twitter.com/WUParks");
    expect(problems()).toEqual([
      "content/contacts/contacts.yaml: social → #1 → href must be a web address starting with https://, got 'http://twitter.com/WUParks'",
    ]);
  });

  it("asks for every address the site links to, by name", () => {
    change("  login:\n", "  logon:\n");
    expect(problems()).toEqual([
      "content/contacts/contacts.yaml: links → login is missing",
      "content/contacts/contacts.yaml: links → logon is not a field of this dataset (check its spelling)",
    ]);
  });

  it("explains how to write a postal code and a phone number", () => {
    change("postalCode: '6022'", "postalCode: 6022");
    change("number: +64 4 000 0000", "number: 04 000 0000");
    expect(problems()).toEqual([
      'content/contacts/contacts.yaml: address → postalCode must be text: write it in quotes, such as "6022", got 6022',
      "content/contacts/contacts.yaml: phone → number must be a phone number in international form, such as +64 4 123 4567, got '04 000 0000'",
    ]);
  });

  it("holds its one file only", () => {
    writeFileSync(path.join(root, "content/contacts/office.yaml"), "email: x\n");
    expect(problems()).toEqual([
      "content/contacts/office.yaml: this folder holds one file, contacts.yaml; move this one elsewhere or merge it into contacts.yaml",
    ]);
  });
});
