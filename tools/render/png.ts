/** RGBA pixels → PNG bytes, with pngjs (pure JavaScript, no native build). Node only. */
import { writeFileSync } from "fs";
import { PNG } from "pngjs";
import { RgbaImage } from "./pixels";

export function encodePng(image: RgbaImage): Buffer {
  const png = new PNG({ width: image.width, height: image.height });
  png.data.set(image.data);
  return PNG.sync.write(png);
}

export function writePng(path: string, image: RgbaImage): void {
  writeFileSync(path, encodePng(image));
}
