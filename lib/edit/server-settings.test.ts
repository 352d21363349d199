import { describe, expect, it } from "vitest";

import { editServerSettings, publicOrigin } from "./server-settings";

const GITHUB = {
  EDIT_STORAGE: "github",
  KEYSTATIC_GITHUB_REPO: "worldurbanparks/website",
  KEYSTATIC_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef",
  KEYSTATIC_GITHUB_CLIENT_SECRET: "0123456789abcdef0123456789abcdef01234567",
  KEYSTATIC_SECRET: "s".repeat(64),
  EDIT_SITE_URL: "https://edit.worldurbanparks.org/",
};

describe("the editing server's settings (npm run edit:start)", () => {
  it("listens on this computer, port 4321, in local mode by default", () => {
    expect(editServerSettings({})).toEqual({
      storage: { kind: "local" },
      host: "127.0.0.1",
      port: 4321,
      publicOrigin: undefined,
    });
    expect(editServerSettings({ EDIT_HOST: "localhost", EDIT_PORT: "4400" })).toMatchObject({
      host: "localhost",
      port: 4400,
    });
  });

  it("refuses to listen on a network address in local mode, saying why", () => {
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "edit.example.org"])
      expect(() => editServerSettings({ EDIT_STORAGE: "local", EDIT_HOST: host })).toThrow(
        new RegExp(
          `EDIT_HOST=${host} is refused in local mode: .*writes this computer's files.*EDIT_STORAGE=github or cloud`,
        ),
      );
  });

  it("answers at EDIT_SITE_URL in GitHub mode, on any address it is told to listen on", () => {
    expect(editServerSettings({ ...GITHUB, EDIT_HOST: "0.0.0.0", EDIT_PORT: "8080" })).toEqual({
      storage: { kind: "github", repo: { owner: "worldurbanparks", name: "website" }, appSlug: undefined },
      host: "0.0.0.0",
      port: 8080,
      publicOrigin: "https://edit.worldurbanparks.org",
    });
  });

  it("stops GitHub mode without its variables, naming every missing one", () => {
    expect(() => editServerSettings({ EDIT_STORAGE: "github" })).toThrow(
      "EDIT_STORAGE=github needs KEYSTATIC_GITHUB_REPO (owner/name), KEYSTATIC_GITHUB_CLIENT_ID (the GitHub app's client ID), KEYSTATIC_GITHUB_CLIENT_SECRET (the GitHub app's client secret), KEYSTATIC_SECRET (32 or more random characters), EDIT_SITE_URL (the editing server's https address)",
    );
    const { KEYSTATIC_GITHUB_CLIENT_SECRET: _secret, ...withoutSecret } = GITHUB;
    expect(() => editServerSettings({ ...withoutSecret, KEYSTATIC_SECRET: " " })).toThrow(
      /needs KEYSTATIC_GITHUB_CLIENT_SECRET \(the GitHub app's client secret\), KEYSTATIC_SECRET \(32 or more/,
    );
    expect(() => editServerSettings({ ...GITHUB, KEYSTATIC_SECRET: "short" })).toThrow(
      /KEYSTATIC_SECRET is 5 characters long/,
    );
  });

  it("stops Cloud mode without its project or address", () => {
    expect(() => editServerSettings({ EDIT_STORAGE: "cloud" })).toThrow(
      "EDIT_STORAGE=cloud needs KEYSTATIC_CLOUD_PROJECT (team/project), EDIT_SITE_URL (the editing server's https address)",
    );
    expect(
      editServerSettings({
        EDIT_STORAGE: "cloud",
        KEYSTATIC_CLOUD_PROJECT: "wup/site",
        EDIT_SITE_URL: "https://edit.example.org",
      }),
    ).toMatchObject({
      storage: { kind: "cloud", project: "wup/site" },
      publicOrigin: "https://edit.example.org",
    });
  });

  it("takes the public address as an https origin (http only on this computer)", () => {
    expect(publicOrigin("https://Edit.Example.org:8443")).toBe("https://edit.example.org:8443");
    expect(publicOrigin("http://127.0.0.1:4400")).toBe("http://127.0.0.1:4400");
    for (const bad of [
      "http://edit.example.org",
      "edit.example.org",
      "https://edit.example.org/keystatic",
      "https://a:b@edit.example.org",
    ])
      expect(() => publicOrigin(bad)).toThrow(/EDIT_SITE_URL=/);
  });
});
