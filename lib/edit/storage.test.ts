import { afterEach, describe, expect, it } from "vitest";

import { currentEditEnv, editStorage, keystaticStorage, screenEnvScript, SCREEN_VARIABLES } from "./storage";

const GITHUB = { EDIT_STORAGE: "github", KEYSTATIC_GITHUB_REPO: "worldurbanparks/website" };

describe("the editing screen's storage switch (EDIT_STORAGE)", () => {
  it("is local when unset or empty, as `npm run edit` has always been", () => {
    expect(editStorage({})).toEqual({ kind: "local" });
    expect(editStorage({ EDIT_STORAGE: " " })).toEqual({ kind: "local" });
    expect(editStorage({ EDIT_STORAGE: "local", KEYSTATIC_GITHUB_REPO: "a/b" })).toEqual({ kind: "local" });
  });

  it("picks GitHub with its repository, and Keystatic Cloud with its project", () => {
    expect(editStorage({ ...GITHUB, PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "wup-keystatic" })).toEqual({
      kind: "github",
      repo: { owner: "worldurbanparks", name: "website" },
      appSlug: "wup-keystatic",
    });
    expect(editStorage({ EDIT_STORAGE: "GitHub", KEYSTATIC_GITHUB_REPO: " a/b.site " })).toMatchObject({
      kind: "github",
      repo: { owner: "a", name: "b.site" },
    });
    expect(editStorage({ EDIT_STORAGE: "cloud", KEYSTATIC_CLOUD_PROJECT: "wup/website" })).toEqual({
      kind: "cloud",
      project: "wup/website",
    });
  });

  it("gives Keystatic its own storage settings for each", () => {
    expect(keystaticStorage({ kind: "local" })).toEqual({ storage: { kind: "local" } });
    expect(keystaticStorage(editStorage(GITHUB))).toEqual({
      storage: { kind: "github", repo: { owner: "worldurbanparks", name: "website" } },
    });
    expect(keystaticStorage({ kind: "cloud", project: "wup/website" })).toEqual({
      storage: { kind: "cloud" },
      cloud: { project: "wup/website" },
    });
  });

  it("stops a mode without its variables, naming what is missing", () => {
    expect(() => editStorage({ EDIT_STORAGE: "github" })).toThrow(
      /EDIT_STORAGE=github needs KEYSTATIC_GITHUB_REPO \(owner\/name\)/,
    );
    expect(() => editStorage({ EDIT_STORAGE: "cloud", KEYSTATIC_CLOUD_PROJECT: "" })).toThrow(
      /EDIT_STORAGE=cloud needs KEYSTATIC_CLOUD_PROJECT \(team\/project\)/,
    );
  });

  it("refuses an unknown storage and a malformed repository or project, saying what to write", () => {
    expect(() => editStorage({ EDIT_STORAGE: "git" })).toThrow(/EDIT_STORAGE="git" .*local, github or cloud/);
    for (const repo of ["website", "https://github.com/a/b", "a/b/c", "-a/b"])
      expect(() => editStorage({ EDIT_STORAGE: "github", KEYSTATIC_GITHUB_REPO: repo })).toThrow(
        /owner\/name/,
      );
    expect(() => editStorage({ EDIT_STORAGE: "cloud", KEYSTATIC_CLOUD_PROJECT: "website" })).toThrow(
      /team\/project/,
    );
  });
});

describe("the storage in the editor's browser", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, "wupEditScreenEnv");
  });

  it("is the page's copy of the screen's variables, which holds no secret", () => {
    const script = screenEnvScript({
      ...GITHUB,
      KEYSTATIC_GITHUB_CLIENT_SECRET: "client-secret",
      KEYSTATIC_SECRET: "k".repeat(40),
      EDIT_TOKEN: "t".repeat(43),
    });
    expect(script).not.toMatch(/client-secret|kkkk|tttt/);
    new Function(script)();
    expect(currentEditEnv()).toEqual(GITHUB);
    expect(editStorage(currentEditEnv()).kind).toBe("github");
    expect(
      Object.keys(currentEditEnv()).every((name) => (SCREEN_VARIABLES as readonly string[]).includes(name)),
    ).toBe(true);
  });

  it("is local when the page carries none", () => {
    expect(editStorage(currentEditEnv())).toEqual({ kind: "local" });
  });

  it("cannot end the page's script early", () => {
    expect(
      screenEnvScript({ ...GITHUB, PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: "</script><script>alert(1)" }),
    ).not.toContain("</script>");
  });
});
