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

describe("toPlainText on hostile or odd markup", () => {
  it("drops every element whose content is never text, with its content", () => {
    for (const name of ["script", "style", "template", "noscript", "iframe", "object", "svg", "math"]) {
      expect(toPlainText(`Before <${name} id="x"><b>hidden</b> text</${name}> after`)).toBe("Before after");
    }
  });

  it("drops everything after an element of that kind that is never closed", () => {
    expect(toPlainText("Visible <script>alert(1); more code")).toBe("Visible");
    expect(toPlainText("Visible <style>p { color: red }")).toBe("Visible");
    expect(toPlainText("Visible <svg><text>drawing")).toBe("Visible");
  });

  it("drops a comment, and everything after one that is never closed", () => {
    expect(toPlainText("One <!-- a > b --> two")).toBe("One two");
    expect(toPlainText("One <!--> two")).toBe("One two");
    expect(toPlainText("Visible <!-- secret note")).toBe("Visible");
  });

  it("treats CDATA sections, doctypes and processing instructions as markup to drop", () => {
    expect(toPlainText("<!DOCTYPE html><p>Hello</p>")).toBe("Hello");
    expect(toPlainText('<?xml version="1.0"?><p>Hello</p>')).toBe("Hello");
    expect(toPlainText("A <![CDATA[ x > y && z ]]> B")).toBe("A B");
    expect(toPlainText("A <![CDATA[ never closed")).toBe("A");
  });

  it("reads a '>' inside a quoted attribute value as part of the tag", () => {
    expect(toPlainText('<a title="x>y" href="/">Parks</a> today')).toBe("Parks today");
    expect(toPlainText("<a title='x>y'>Parks</a>")).toBe("Parks");
    expect(toPlainText('<p class="a>b">One</p><p>Two</p>')).toBe("One Two");
  });

  it("recognises end tags in any case, with spaces or attributes before the '>'", () => {
    expect(toPlainText("A<SCRIPT>x()</SCRIPT >B")).toBe("AB");
    expect(toPlainText("A<Style>p{}</sTyLe foo='>'>B")).toBe("AB");
  });

  it("ends a script at its first '</script', as browsers do, leaving what follows as inert text", () => {
    expect(toPlainText('<script>var s = "</script>"; go()</script>End')).toBe('"; go()End');
    // A name that only starts with "script" does not end it.
    expect(toPlainText("<script>a</scripts>b</script>c")).toBe("c");
  });

  it("keeps nested elements of a dropped kind inside the outer one", () => {
    expect(toPlainText("<svg><svg></svg>still the drawing</svg>Shown")).toBe("Shown");
    expect(toPlainText("<template><p>a</p><template>b</template>c</template>Shown")).toBe("Shown");
    expect(toPlainText("<svg><math><svg></svg></math>x</svg>Shown")).toBe("Shown");
  });

  it("closes the elements opened inside a dropped one with it, and keeps an empty '<svg/>' empty", () => {
    expect(toPlainText("<svg><g><math></svg>Shown")).toBe("Shown");
    expect(toPlainText("A <svg/> B <math /> C")).toBe("A B C");
  });

  it("drops the rest of a post that nests more than 100 dropped elements", () => {
    expect(toPlainText(`A ${"<svg>".repeat(100)}${"</svg>".repeat(100)} B`)).toBe("A B");
    expect(toPlainText(`A ${"<svg>".repeat(101)}${"</svg>".repeat(101)} B`)).toBe("A");
  });

  it("keeps a lone '<' that opens no tag, and drops a dangling tag at the end", () => {
    expect(toPlainText("a < b, c <3 d, e<<b>f</b>")).toBe("a < b, c <3 d, e<f");
    expect(toPlainText("Hello <b")).toBe("Hello");
    expect(toPlainText('Hello <a href="x>y')).toBe("Hello");
    expect(toPlainText("Hello </p")).toBe("Hello");
  });

  it("keeps table cells, rules and definitions apart", () => {
    expect(toPlainText("<table><tr><td>A</td><td>B</td></tr></table>")).toBe("A B");
    expect(toPlainText("A<hr>B<dl><dt>C</dt><dd>D</dd></dl>")).toBe("A B C D");
  });

  it("removes bidirectional overrides and isolates, written or encoded", () => {
    expect(toPlainText("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(toPlainText("a\u202A\u202B\u202C\u202D b\u2066\u2067\u2068\u2069c")).toBe("a bc");
    expect(toPlainText("invoice&#x202E;fdp.exe &#8294;x&#x2069;")).toBe("invoicefdp.exe x");
  });

  it("removes control characters, written or encoded, and reads tabs and newlines as spaces", () => {
    expect(toPlainText("a\u0000b\u0001c\u001Fd\u007Fe\u0085f\u009Fg")).toBe("abcdefg");
    expect(toPlainText("a&#1;b&#x7F;c&#x9D;d")).toBe("abcd");
    expect(toPlainText("one\ttwo\r\nthree&#9;four&#10;five")).toBe("one two three four five");
  });

  it("never yields a NUL: '&#0;' reads as U+FFFD, as browsers show it", () => {
    expect(toPlainText("a&#0;b&#x0;c")).toBe("a\uFFFDb\uFFFDc");
  });

  it("reads numeric references 128-159 as Windows-1252, as browsers do", () => {
    expect(toPlainText("2019&#150;2025 &#147;Parks&#148; &#128;5")).toBe("2019–2025 “Parks” €5");
  });

  it("replaces a lone surrogate with U+FFFD and keeps pairs", () => {
    expect(toPlainText("a\uD800b \uDC00c 🌳")).toBe("a\uFFFDb \uFFFDc 🌳");
  });
});

describe("decodeEntities on odd input", () => {
  it("leaves names of Object's own properties as written", () => {
    expect(decodeEntities("&constructor; &toString; &__proto__; &hasOwnProperty;")).toBe(
      "&constructor; &toString; &__proto__; &hasOwnProperty;",
    );
  });

  it("leaves a reference without its ';' as written", () => {
    expect(decodeEntities("&amp &#38 &#x26 AT&T")).toBe("&amp &#38 &#x26 AT&T");
  });
});

/** 1 MB of `unit`, repeated. */
const megabyteOf = (unit: string) => unit.repeat(Math.ceil(2 ** 20 / unit.length));

/**
 * Milliseconds of CPU time `run` takes. CPU time rather than wall time: on a machine shared by
 * several test runs, wall time mostly measures the wait for a core. A quadratic pass over 1 MB
 * takes minutes of CPU either way.
 */
function cpuTimeOf(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

/** Generous: a linear pass over 1 MB takes a few tens of milliseconds. */
const LINEAR_BOUND_MS = 200;

describe("feed text in linear time", () => {
  const hostile: Record<string, string> = {
    "'<a ' repeated": megabyteOf("<a "),
    "unclosed '<!--' repeated": megabyteOf("<!--"),
    "one unclosed '<!--' before 1 MB of text": `<!--${megabyteOf("x")}`,
    "unclosed '<script>' repeated": megabyteOf("<script>"),
    "one unclosed '<script>' before 1 MB of text": `<script>${megabyteOf("x")}`,
    "'&' repeated": megabyteOf("&"),
    "'&#' and 1 MB of digits": `&#${megabyteOf("1")}`,
    "'&' and 1 MB of letters": `&${megabyteOf("a")}`,
    "'<' repeated": megabyteOf("<"),
    "nested '<<<<a' repeated": megabyteOf("<<<<a"),
    "'<a title=\"' repeated": megabyteOf('<a title="'),
    "'</' repeated inside a script": `<script>${megabyteOf("</")}`,
    "'<svg>' nested 1 MB deep": megabyteOf("<svg>"),
    "1 MB of whitespace between words": `a${megabyteOf(" \t\n")}b`,
  };

  for (const [name, input] of Object.entries(hostile)) {
    it(`strips 1 MB of ${name} in under ${LINEAR_BOUND_MS} ms`, () => {
      expect(cpuTimeOf(() => toPlainText(input))).toBeLessThan(LINEAR_BOUND_MS);
    });
  }

  it(`tidies an excerpt with 1 MB of whitespace in under ${LINEAR_BOUND_MS} ms`, () => {
    const text = `${megabyteOf(" ")}x`;
    expect(cpuTimeOf(() => tidyExcerpt(text))).toBeLessThan(LINEAR_BOUND_MS);
  });

  it(`truncates 1 MB of punctuation in under ${LINEAR_BOUND_MS} ms`, () => {
    const text = `${megabyteOf(". ")}x..`;
    expect(cpuTimeOf(() => truncate(text, text.length - 1))).toBeLessThan(LINEAR_BOUND_MS);
  });
});

describe("truncate on odd input", () => {
  it("never cuts an emoji or other astral character in half", () => {
    expect(truncate("🌳".repeat(10), 6)).toBe("🌳🌳…");
  });
});
