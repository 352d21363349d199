import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";

const rows = ["One", "Two", "Three"];

function items() {
  return rows.map((row) => (
    <AccordionItem key={row} value={row.toLowerCase()}>
      <AccordionTrigger>{row}</AccordionTrigger>
      <AccordionContent>{`${row} content`}</AccordionContent>
    </AccordionItem>
  ));
}

const header = (name: string) => screen.getByRole("button", { name });

describe("Accordion", () => {
  it("puts each header's button in a heading and labels its region with it", () => {
    render(
      <Accordion type="single" collapsible defaultValue="one">
        {items()}
      </Accordion>,
    );
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3);
    const one = header("One");
    expect(one).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: "One" });
    expect(one).toHaveAttribute("aria-controls", region.id);
    expect(region).toHaveTextContent("One content");
    expect(region).toHaveAttribute("data-state", "open");
  });

  it("keeps closed content in the document, marked closed", () => {
    render(<Accordion type="multiple">{items()}</Accordion>);
    const content = screen.getByText("Two content");
    expect(content).toHaveAttribute("data-state", "closed");
    expect(content.parentElement).toHaveAttribute("data-state", "closed");
    expect(header("Two")).toHaveAttribute("data-state", "closed");
  });

  it("single collapsible: opening a row closes the other, clicking the open row closes it", async () => {
    const onValueChange = vi.fn();
    render(
      <Accordion type="single" collapsible defaultValue="one" onValueChange={onValueChange}>
        {items()}
      </Accordion>,
    );
    await userEvent.click(header("Two"));
    expect(header("Two")).toHaveAttribute("aria-expanded", "true");
    expect(header("One")).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(header("Two"));
    expect(header("Two")).toHaveAttribute("aria-expanded", "false");
    expect(onValueChange.mock.calls).toEqual([["two"], [""]]);
  });

  it("single without collapsible keeps the open row open", async () => {
    render(
      <Accordion type="single" defaultValue="one">
        {items()}
      </Accordion>,
    );
    expect(header("One")).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(header("One"));
    expect(header("One")).toHaveAttribute("aria-expanded", "true");
  });

  it("multiple: rows open independently and report every open row", async () => {
    const onValueChange = vi.fn();
    render(
      <Accordion type="multiple" onValueChange={onValueChange}>
        {items()}
      </Accordion>,
    );
    await userEvent.click(header("One"));
    await userEvent.click(header("Three"));
    expect(header("One")).toHaveAttribute("aria-expanded", "true");
    expect(header("Three")).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(header("One"));
    expect(onValueChange.mock.calls).toEqual([[["one"]], [["one", "three"]], [["three"]]]);
  });

  it("follows a controlled value", () => {
    const { rerender } = render(
      <Accordion type="single" collapsible value="two">
        {items()}
      </Accordion>,
    );
    expect(header("Two")).toHaveAttribute("aria-expanded", "true");
    rerender(
      <Accordion type="single" collapsible value="three">
        {items()}
      </Accordion>,
    );
    expect(header("Two")).toHaveAttribute("aria-expanded", "false");
    expect(header("Three")).toHaveAttribute("aria-expanded", "true");
  });

  it("moves between headers with Arrow Up/Down (wrapping), Home and End", async () => {
    render(<Accordion type="multiple">{items()}</Accordion>);
    await userEvent.tab();
    expect(header("One")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(header("Two")).toHaveFocus();
    await userEvent.keyboard("{End}");
    expect(header("Three")).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    expect(header("One")).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    expect(header("Three")).toHaveFocus();
    await userEvent.keyboard("{Home}");
    expect(header("One")).toHaveFocus();
    expect(header("One")).toHaveAttribute("aria-expanded", "false");
  });
});
