// @vitest-environment node
import type http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { FAULTS_COOKIE, startFeedServer } from "./server";

let server: http.Server;
let origin: string;

beforeAll(async () => {
  server = await startFeedServer(0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const faults = (rules: unknown) => ({
  Cookie: `${FAULTS_COOKIE}=${encodeURIComponent(JSON.stringify(rules))}`,
});

describe("sample feed", () => {
  it("answers the spec's calls with WordPress-shaped posts", async () => {
    const response = await fetch(`${origin}/wp-json/wp/v2/posts?per_page=7&_embed`);
    const posts = (await response.json()) as { title: { rendered: string }; _embedded: object }[];
    expect(posts).toHaveLength(7);
    expect(posts[0]?._embedded).toHaveProperty("wp:term");
    const categories = await (await fetch(`${origin}/wp-json/wp/v2/categories?slug=webinars`)).json();
    expect(categories).toEqual([expect.objectContaining({ id: 12, name: "Webinars" })]);
  });

  it("holds at least 10 blog posts, 8 webinars, 2 future webinars and 9 episodes", async () => {
    const count = async (id: number) =>
      (
        (await (
          await fetch(`${origin}/wp-json/wp/v2/posts?categories=${id}&per_page=100`)
        ).json()) as unknown[]
      ).length;
    const all = (await (await fetch(`${origin}/wp-json/wp/v2/posts?per_page=100`)).json()) as unknown[];
    expect(all.length - (await count(12)) - (await count(13)) - (await count(21))).toBeGreaterThanOrEqual(10);
    expect(await count(12)).toBeGreaterThanOrEqual(8);
    expect(await count(13)).toBe(2);
    expect(await count(21)).toBeGreaterThanOrEqual(9);
  });

  it("allows credentialed cross-origin requests and answers preflights", async () => {
    const preflight = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "accept, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("access-control-allow-headers")).toBe("accept, content-type");

    const response = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: { Origin: "http://localhost:3000" },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
  });

  it("injects faults from the cookie: status with body, malformed JSON, a non-list, an empty list", async () => {
    const failing = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: faults([{ path: "/posts", status: 500, body: "Database unavailable" }]),
    });
    expect(failing.status).toBe(500);
    expect(await failing.text()).toBe("Database unavailable");

    const malformed = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: faults([{ path: "/posts", kind: "malformed" }]),
    });
    await expect(malformed.json()).rejects.toThrow();

    const notAList = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: faults([{ path: "/posts", kind: "not-a-list" }]),
    });
    expect(Array.isArray(await notAList.json())).toBe(false);

    const empty = await fetch(`${origin}/wp-json/wp/v2/categories?slug=webinars`, {
      headers: faults([{ path: "categories?slug=webinars", kind: "empty" }]),
    });
    expect(await empty.json()).toEqual([]);
  });

  it("delays an answer and serves the featured images", async () => {
    const started = Date.now();
    await fetch(`${origin}/wp-json/wp/v2/categories?search=podparks`, {
      headers: faults([{ path: "/categories", delayMs: 300 }]),
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);

    const image = await fetch(`${origin}/wp-content/uploads/2026/sample-1.jpg`);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });
});

describe("sample feed faults for the browser's side", () => {
  const siteOrigin = "http://localhost:3000";

  it("answers 200 with an HTML page for kind 'html'", async () => {
    const response = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: { ...faults([{ path: "/posts", kind: "html" }]), Origin: siteOrigin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    expect(await response.text()).toMatch(/^<!DOCTYPE html>/);
  });

  it("never answers for kind 'hang', and keeps serving other requests", async () => {
    const hanging = fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: faults([{ path: "/posts", kind: "hang" }]),
      signal: AbortSignal.timeout(300),
    });
    await expect(hanging).rejects.toThrow(/aborted|timeout/i);
    expect((await fetch(`${origin}/wp-json/wp/v2/posts`)).status).toBe(200);
  });

  it("leaves out Access-Control-Allow-Origin for kind 'cors-missing'", async () => {
    const response = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: { ...faults([{ path: "/posts", kind: "cors-missing" }]), Origin: siteOrigin },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("allows any origin with credentials for kind 'cors-wildcard', which browsers refuse", async () => {
    const response = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: { ...faults([{ path: "/posts", kind: "cors-wildcard" }]), Origin: siteOrigin },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
  });

  it("adds a rule's headers to its status answer, such as a 401's request for Basic credentials", async () => {
    const challenge = 'Basic realm="WordPress"';
    const response = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: {
        ...faults([{ path: "/posts", status: 401, headers: { "WWW-Authenticate": challenge } }]),
        Origin: siteOrigin,
      },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("www-authenticate")).toBe(challenge);
    expect(response.headers.get("access-control-allow-origin")).toBe(siteOrigin);
  });

  it("streams a generated answer of any size from a rule small enough for a cookie", async () => {
    const generated = {
      head: '[{"id":0,"title":{"rendered":"{fill}"}},',
      unit: '{"id":{n}},',
      times: 100_000,
      tail: '{"id":-1}]',
      fill: { text: "&#65;", times: 1000 },
    };
    const response = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      headers: { ...faults([{ path: "/posts", generated }]), Origin: siteOrigin },
    });
    expect(response.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    const posts = (await response.json()) as { id: number; title?: { rendered: string } }[];
    expect(posts).toHaveLength(100_002);
    expect(posts[0]?.title?.rendered).toBe("&#65;".repeat(1000));
    expect(posts.slice(1, 4).map(({ id }) => id)).toEqual([1, 2, 3]);
    expect(posts.at(-1)?.id).toBe(-1);
  });

  it("answers preflights normally whatever the faults, since browsers send them without cookies", async () => {
    const preflight = await fetch(`${origin}/wp-json/wp/v2/posts`, {
      method: "OPTIONS",
      headers: {
        ...faults([{ path: "/posts", kind: "cors-missing" }]),
        Origin: siteOrigin,
        "Access-Control-Request-Method": "GET",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(siteOrigin);
  });
});
