/**
 * Bitmaps and their image buffers kept from one map scene to the next, one per use. Each
 * spriteset of a dungeon with fog made a fog bitmap, a minimap bitmap and its panel — each a new
 * canvas with its 2D context — and two image buffers (256 KB each at 256 × 256): milliseconds on
 * every entry and every return from the menu or a battle, much of it the first touch of fresh
 * memory. A view given a kept surface (`fresh` false) finds the last view's pixels there and
 * draws every pixel it shows.
 *
 * The engine never destroys these bitmaps: a spriteset's end destroys its sprites' own textures,
 * not the bitmaps under them, so a new sprite can show a kept one.
 */
import type { BitmapLike, DisplayClasses, ImageDataLike } from "./engine";

export interface Surface {
  bitmap: BitmapLike;
  /** An image buffer of the bitmap's size (null without a canvas, or when none was asked for). */
  image: ImageDataLike | null;
  /** Made now: the canvas is blank and the image clear. */
  fresh: boolean;
}

export class Surfaces {
  private readonly kept = new Map<string, { bitmap: BitmapLike; image: ImageDataLike | null }>();

  constructor(private readonly display: DisplayClasses) {}

  /** The surface for `use` at this size: the kept one when it has that size, else a new one, kept instead. */
  take(use: string, width: number, height: number, withImage: boolean): Surface {
    const old = this.kept.get(use);
    if (old && old.bitmap.width === width && old.bitmap.height === height && (old.image !== null || !withImage || !old.bitmap.context)) {
      return { ...old, fresh: false };
    }
    const bitmap = new this.display.Bitmap(width, height);
    const image = withImage && bitmap.context ? bitmap.context.createImageData(width, height) : null;
    this.kept.set(use, { bitmap, image });
    return { bitmap, image, fresh: true };
  }
}
