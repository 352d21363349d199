// @vitest-environment node
import { describe, expect, it } from "vitest";

import { listenAddress, sampleFeedOrigin, sampleFeedPort, siteUrl } from "./server-config";

describe("where npm start and npm run serve listen", () => {
  it("is this machine only, port 3000, unless HOST and PORT say otherwise", () => {
    expect(listenAddress({})).toEqual({ host: "127.0.0.1", port: 3000 });
    expect(listenAddress({ HOST: " ", PORT: "" })).toEqual({ host: "127.0.0.1", port: 3000 });
    expect(listenAddress({ HOST: "0.0.0.0", PORT: "8080" })).toEqual({ host: "0.0.0.0", port: 8080 });
    expect(listenAddress({ HOST: "::1" }).host).toBe("::1");
    expect(listenAddress({ HOST: "localhost" }).host).toBe("localhost");
  });

  it.each([
    [{ PORT: "80a" }, 'PORT="80a" is not a port number: give a whole number from 1 to 65535, e.g. 3000'],
    [{ PORT: "0" }, 'PORT="0" is not a port number'],
    [{ PORT: "65536" }, 'PORT="65536" is not a port number'],
    [{ PORT: "3000.5" }, 'PORT="3000.5" is not a port number'],
    [{ PORT: "-1" }, 'PORT="-1" is not a port number'],
    [{ HOST: "http://example.org" }, 'HOST="http://example.org" is not a host name or IP address'],
    [{ HOST: "my host" }, 'HOST="my host" is not a host name or IP address'],
    [{ HOST: "example.org:80" }, 'HOST="example.org:80" is not a host name or IP address'],
  ])("refuses %j with a clear message", (env, message) => {
    expect(() => listenAddress(env)).toThrow(message);
  });

  it("gives the address to open: a wildcard one as localhost, IPv6 in brackets", () => {
    expect(siteUrl({ host: "127.0.0.1", port: 3000 })).toBe("http://127.0.0.1:3000");
    expect(siteUrl({ host: "0.0.0.0", port: 3000 })).toBe("http://localhost:3000");
    expect(siteUrl({ host: "::1", port: 3000 })).toBe("http://[::1]:3000");
  });
});

describe("the sample feed's port", () => {
  it("is 4010 unless FEED_PORT says otherwise, and the feed's origin follows it", () => {
    expect(sampleFeedPort({})).toBe(4010);
    expect(sampleFeedPort({ FEED_PORT: "4510" })).toBe(4510);
    expect(sampleFeedOrigin(4510)).toBe("http://127.0.0.1:4510");
  });

  it("refuses a bad port, or the site's own", () => {
    expect(() => sampleFeedPort({ FEED_PORT: "feed" })).toThrow(
      'FEED_PORT="feed" is not a port number: give a whole number from 1 to 65535, e.g. 4010',
    );
    expect(() => sampleFeedPort({ FEED_PORT: "3000" })).toThrow(
      "FEED_PORT=3000 is the site's port (PORT) too",
    );
    expect(() => sampleFeedPort({ PORT: "5000", FEED_PORT: "5000" })).toThrow("FEED_PORT=5000");
  });
});
