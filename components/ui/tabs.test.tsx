import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

const names = ["First", "Second", "Third"];

function panels() {
  return names.map((name) => (
    <TabsContent key={name} value={name.toLowerCase()}>
      {`${name} panel`}
    </TabsContent>
  ));
}

function triggers() {
  return (
    <TabsList aria-label="Parts">
      {names.map((name) => (
        <TabsTrigger key={name} value={name.toLowerCase()}>
          {name}
        </TabsTrigger>
      ))}
    </TabsList>
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("Tabs", () => {
  it("wires tabs and panels to each other, all panels rendered, one active", () => {
    render(
      <Tabs defaultValue="second">
        {triggers()}
        {panels()}
      </Tabs>,
    );
    expect(screen.getByRole("tablist", { name: "Parts" })).toHaveAttribute("aria-orientation", "horizontal");
    const second = tab("Second");
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(second).toHaveAttribute("data-state", "active");
    expect(tab("First")).toHaveAttribute("aria-selected", "false");
    const panel = document.getElementById(second.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveAttribute("role", "tabpanel");
    expect(panel).toHaveAttribute("aria-labelledby", second.id);
    expect(panel).toHaveAttribute("tabindex", "0");
    expect(panel).toHaveAttribute("data-state", "active");
    expect(panel).toHaveTextContent("Second panel");
    expect(screen.getByText("First panel")).toHaveAttribute("data-state", "inactive");
  });

  it("keeps only the selected tab in the tab order", async () => {
    render(
      <>
        <button type="button">Before</button>
        <Tabs defaultValue="second">
          {triggers()}
          {panels()}
        </Tabs>
      </>,
    );
    expect(tab("First")).toHaveAttribute("tabindex", "-1");
    expect(tab("Second")).toHaveAttribute("tabindex", "0");
    await userEvent.click(screen.getByRole("button", { name: "Before" }));
    await userEvent.tab();
    expect(tab("Second")).toHaveFocus();
  });

  it("selects on click and reports the change once", async () => {
    const onValueChange = vi.fn();
    render(
      <Tabs defaultValue="first" onValueChange={onValueChange}>
        {triggers()}
        {panels()}
      </Tabs>,
    );
    await userEvent.click(tab("Third"));
    expect(tab("Third")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByText("Third panel")).toHaveAttribute("data-state", "active");
    expect(onValueChange.mock.calls).toEqual([["third"]]);
  });

  it("moves focus and selection with Arrow Left/Right (wrapping), Home and End", async () => {
    function Controlled() {
      const [value, setValue] = useState("first");
      return (
        <Tabs value={value} onValueChange={setValue}>
          {triggers()}
          {panels()}
        </Tabs>
      );
    }
    render(<Controlled />);
    await userEvent.tab();
    expect(tab("First")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("Second")).toHaveFocus();
    expect(tab("Second")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{End}");
    expect(tab("Third")).toHaveFocus();
    expect(tab("Third")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(tab("First")).toHaveFocus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(tab("Third")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(tab("First")).toHaveFocus();
    expect(tab("First")).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowDown}");
    expect(tab("First")).toHaveFocus();
  });

  it("follows a controlled value that changes from outside", () => {
    const { rerender } = render(
      <Tabs value="first">
        {triggers()}
        {panels()}
      </Tabs>,
    );
    rerender(
      <Tabs value="third">
        {triggers()}
        {panels()}
      </Tabs>,
    );
    expect(tab("Third")).toHaveAttribute("aria-selected", "true");
    expect(tab("First")).toHaveAttribute("aria-selected", "false");
  });
});
