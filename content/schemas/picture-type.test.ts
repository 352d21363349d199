import { describe, expect, it } from "vitest";

import { photoType, photoTypeOfName } from "./picture-type";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe("a photo's type, by its bytes", () => {
  it("knows JPEG, PNG, WebP and AVIF", () => {
    expect(photoType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(photoType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBe("png");
    expect(photoType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(photoType(bytes([0, 0, 0, 0x1c], "ftypavif"))).toBe("avif");
  });

  it("knows nothing else, whatever the name says", () => {
    expect(photoType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(photoType(bytes("GIF89a"))).toBeUndefined();
    expect(photoType(bytes([0xff, 0xd8]))).toBeUndefined();
    expect(photoType(new Uint8Array())).toBeUndefined();
  });

  it("reads the type a name promises", () => {
    expect(photoTypeOfName("image.JPG")).toBe("jpeg");
    expect(photoTypeOfName("image.avif")).toBe("avif");
    expect(photoTypeOfName("image.svg")).toBeUndefined();
    expect(photoTypeOfName("image")).toBeUndefined();
  });
});
