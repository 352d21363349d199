import { describe, expect, it } from "vitest";

import { decodeEntities, tidyExcerpt, toPlainText, truncate } from "./text";

describe("toPlainText", () => {
  it("decodes the entities WordPress puts in titles", () => {
    expect(toPlainText("Parks &amp; People: What&#8217;s Next&hellip;")).toBe("Parks & People: What’s Next…");
    expect(toPlainText("&#8220;Green&#8221; &ndash; &#x2014; &nbsp;x")).toBe("“Green” – — x");
  });

  it("strips nested markup and keeps the words apart across blocks", () => {
    expect(toPlainText("<p>One <strong>bold <em>word</em></strong></p><p>Two</p>")).toBe("One bold word Two");
  });

  it("drops scripts and styles with their content, and leaves no live markup", () => {
    const text = toPlainText(
      'Hi<script>alert("x")</script><style>p{}</style> <img src=x onerror="alert(1)">there',
    );
    expect(text).toBe("Hi there");
  });

  it("turns encoded markup into inert text instead of elements", () => {
    // Rendered by React as text, "<script>" here is just characters.
    expect(toPlainText("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("<script>alert(1)</script>");
  });

  it("handles empty, missing and comment-only input", () => {
    expect(toPlainText("")).toBe("");
    expect(toPlainText(undefined)).toBe("");
    expect(toPlainText(null)).toBe("");
    expect(toPlainText("<!-- wp:paragraph --><p></p><!-- /wp:paragraph -->")).toBe("");
  });

  it("keeps a lone less-than sign that opens no tag", () => {
    expect(toPlainText("Parks < 5 ha")).toBe("Parks < 5 ha");
  });
});

describe("decodeEntities", () => {
  it("leaves unknown names as written and replaces invalid code points", () => {
    expect(decodeEntities("&madeup; &#0; &#x110000;")).toBe("&madeup; \uFFFD \uFFFD");
  });
});

describe("tidyExcerpt and truncate", () => {
  it("replaces WordPress's trailing [&hellip;] with an ellipsis", () => {
    expect(tidyExcerpt("The story continues […]")).toBe("The story continues…");
    expect(tidyExcerpt("No marker here")).toBe("No marker here");
  });

  it("cuts at a word boundary within the limit", () => {
    const text = "Parks thrive when communities own them and care for them every day";
    const cut = truncate(text, 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toBe("Parks thrive when communities…");
    expect(truncate("Short", 30)).toBe("Short");
  });
});
