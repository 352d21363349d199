import { describe, expect, it } from "vitest";

import { isCurrentPath, linkKind } from "./links";

describe("linkKind", () => {
  it("treats any link starting with http as external", () => {
    expect(linkKind("https://worldurbanparks.org/blog/")).toBe("external");
    expect(linkKind("http://example.org")).toBe("external");
  });

  it("treats a link starting with # as an in-page section", () => {
    expect(linkKind("#community")).toBe("hash");
  });

  it("treats mailto: and tel: as plain contact links", () => {
    expect(linkKind("mailto:office@worldurbanparks.org")).toBe("contact");
    expect(linkKind("tel:+6440000000")).toBe("contact");
  });

  it("treats everything else as internal navigation", () => {
    expect(linkKind("/membership")).toBe("internal");
    expect(linkKind("/wup-awards/winners#europe")).toBe("internal");
  });
});

describe("isCurrentPath", () => {
  it("matches the same path with or without a trailing slash", () => {
    expect(isCurrentPath("/governance", "/governance")).toBe(true);
    expect(isCurrentPath("/governance", "/governance/")).toBe(true);
    expect(isCurrentPath("/", "/")).toBe(true);
  });

  it("does not match a different page", () => {
    expect(isCurrentPath("/membership", "/membership-plans")).toBe(false);
    expect(isCurrentPath("/", "/blog")).toBe(false);
  });
});
