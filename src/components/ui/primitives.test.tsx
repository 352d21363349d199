import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { BackLink } from "./back-link";
import { Badge } from "./badge";
import { Button, ButtonLink } from "./button";
import { Card, CardBody, CardText, CardTitle, IconTile } from "./card";
import { Section } from "./section";
import { SectionHeading } from "./section-heading";

describe("Button", () => {
  it("is a real button that never submits forms by accident", () => {
    render(<Button>Try Again</Button>);
    expect(screen.getByRole("button", { name: "Try Again" })).toHaveAttribute("type", "button");
  });

  it("keeps the caller's classes last", () => {
    render(<Button className="w-full">Go</Button>);
    expect(screen.getByRole("button", { name: "Go" }).className).toMatch(/w-full$/);
  });
});

describe("ButtonLink", () => {
  it("follows the link rules: external links open in a new tab", () => {
    render(<ButtonLink href="https://example.org/register">Choose Plan</ButtonLink>);
    expect(screen.getByRole("link", { name: /Choose Plan/ })).toHaveAttribute("target", "_blank");
  });

  it("navigates internally for site paths", () => {
    render(<ButtonLink href="/membership">Join Now</ButtonLink>);
    expect(screen.getByRole("link", { name: "Join Now" })).toHaveAttribute("href", "/membership");
  });

  it("keeps a label on one line unless told it may wrap, never with clashing classes", () => {
    render(
      <>
        <ButtonLink href="/governance">Short</ButtonLink>
        <ButtonLink href="/who-we-are" wrap>
          A long label that may need two lines on a phone
        </ButtonLink>
      </>,
    );
    const short = screen.getByRole("link", { name: "Short" });
    const long = screen.getByRole("link", { name: /A long label/ });
    expect(short).toHaveClass("whitespace-nowrap", "min-h-11");
    expect(short).not.toHaveClass("whitespace-normal");
    expect(long).toHaveClass("whitespace-normal", "min-h-11");
    expect(long).not.toHaveClass("whitespace-nowrap");
  });
});

describe("Badge", () => {
  it("shows its text with the tone's colours", () => {
    render(<Badge tone="open">Open</Badge>);
    expect(screen.getByText("Open")).toHaveClass("bg-brand-100");
  });
});

describe("Card", () => {
  it("composes a titled card", () => {
    render(
      <Card>
        <CardBody>
          <IconTile>★</IconTile>
          <CardTitle>Global Network</CardTitle>
          <CardText>Meet peers in over 30 countries.</CardText>
        </CardBody>
      </Card>,
    );
    expect(screen.getByRole("heading", { level: 3, name: "Global Network" })).toBeInTheDocument();
    expect(screen.getByText("Meet peers in over 30 countries.")).toBeInTheDocument();
  });
});

describe("Section and SectionHeading", () => {
  it("labels the section with its heading", () => {
    render(
      <Section aria-labelledby="why-join">
        <SectionHeading id="why-join" eyebrow="Membership" title="Why Join" subtitle="Six reasons." />
      </Section>,
    );
    expect(screen.getByRole("region", { name: "Why Join" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Why Join" })).toBeInTheDocument();
    expect(screen.getByText("Six reasons.")).toBeInTheDocument();
  });

  it("places its own heading first and is named by it", () => {
    render(
      <Section id="join" heading={{ id: "join-title", eyebrow: "Membership", title: "Why Join" }}>
        <p>Six reasons.</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Why Join" });
    expect(region).toHaveAttribute("id", "join");
    expect(region.querySelector("h2, p")).toHaveTextContent("Membership");
    expect(screen.getByRole("heading", { level: 2, name: "Why Join" })).toHaveAttribute("id", "join-title");
  });

  it("can be a third-level heading inside another section", () => {
    render(<SectionHeading as="h3" title="Highlights" />);
    expect(screen.getByRole("heading", { level: 3, name: "Highlights" })).toBeInTheDocument();
  });
});

describe("BackLink", () => {
  it("links back to its parent page", () => {
    render(<BackLink href="/governance" label="Back to Governance" />);
    expect(screen.getByRole("link", { name: "Back to Governance" })).toHaveAttribute("href", "/governance");
  });
});
