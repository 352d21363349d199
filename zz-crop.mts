import sharp from "sharp";
const [file, out] = [process.argv[2]!, process.argv[3]!];
const meta = await sharp(file).metadata();
const h = meta.height!; const cols = Math.ceil(h / 1700);
const parts = await Promise.all(Array.from({ length: cols }, async (_, i) => ({ input: await sharp(file).extract({ left: 0, top: i * 1700, width: 390, height: Math.min(1700, h - i * 1700) }).toBuffer(), left: i * 400, top: 0 })));
await sharp({ create: { width: cols * 400, height: 1700, channels: 3, background: "#888" } }).composite(parts).png().toFile(out);
