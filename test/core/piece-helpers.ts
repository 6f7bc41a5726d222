/**
 * Random set pieces for property tests, and the checks a dungeon with pieces must pass: a piece is a
 * rectangle with a wall border and floor inside (so its own interior keeps invariant 6), 1–3
 * entrances on its edge (never a corner), sometimes mirrored, required, or at the stairs or the arrival.
 */
import fc from "fast-check";
import { Dungeon, PieceSpot, SetPiece, TileKind, isFloor } from "../../src/core";

export interface PieceSketch {
  width: number;
  height: number;
  /** Entrances as (side 0 top / 1 right / 2 bottom / 3 left, position along the side, 0..1). */
  entrances: { side: number; at: number }[];
  events: number;
  required: boolean;
  mirror: boolean;
  spot: PieceSpot;
  weight: number;
  max: number;
}

/** A rectangle `width` × `height` with a wall border, floor inside and floor at each entrance. */
export function pieceOf(sketch: PieceSketch, name: string): SetPiece {
  const { width, height } = sketch;
  const kinds = new Uint8Array(width * height).fill(TileKind.Wall);
  for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) kinds[y * width + x] = TileKind.Room;
  const entrances = new Set<number>();
  for (const { side, at } of sketch.entrances) {
    const along = side % 2 === 0 ? width - 2 : height - 2;
    const offset = 1 + Math.min(along - 1, Math.floor(at * along));
    const tile = side === 0 ? offset : side === 2 ? (height - 1) * width + offset : side === 1 ? offset * width + width - 1 : offset * width;
    entrances.add(tile);
  }
  for (const tile of entrances) kinds[tile] = TileKind.Room;
  const eventTiles: number[] = [];
  for (let i = 0; i < sketch.events; i++) eventTiles.push((1 + (i % (height - 2))) * width + 1 + ((i * 3) % (width - 2)));
  return { name, width, height, kinds, entrances: [...entrances], eventTiles, required: sketch.required, weight: sketch.weight, max: sketch.max, mirror: sketch.mirror, spot: sketch.spot };
}

export const pieceSketches: fc.Arbitrary<PieceSketch> = fc.record({
  width: fc.integer({ min: 3, max: 12 }),
  height: fc.integer({ min: 3, max: 10 }),
  entrances: fc.array(fc.record({ side: fc.integer({ min: 0, max: 3 }), at: fc.double({ min: 0, max: 0.999, noNaN: true }) }), { minLength: 1, maxLength: 3 }),
  events: fc.integer({ min: 0, max: 2 }),
  required: fc.boolean(),
  mirror: fc.boolean(),
  spot: fc.constantFrom<PieceSpot>("anywhere", "anywhere", "anywhere", "stairs", "arrival"),
  weight: fc.integer({ min: 1, max: 5 }),
  max: fc.integer({ min: 1, max: 3 }),
});

/** 1–4 random pieces, named "piece 1" … */
export const pieceLists: fc.Arbitrary<SetPiece[]> = fc.array(pieceSketches, { minLength: 1, maxLength: 4 }).map((sketches) => sketches.map((sketch, i) => pieceOf(sketch, `piece ${i + 1}`)));

/** 1 per tile inside a placed piece's rectangle. */
export function pieceRectMask(dungeon: Dungeon): Uint8Array {
  const mask = new Uint8Array(dungeon.width * dungeon.height);
  for (const piece of dungeon.pieces) for (let y = piece.y; y < piece.y + piece.height; y++) mask.fill(1, y * dungeon.width + piece.x, y * dungeon.width + piece.x + piece.width);
  return mask;
}

/**
 * Invariant 2 outside the pieces: a tile outside every piece is wall exactly when floor lies
 * 1..wallHeight below with only void or wall between. A tile whose column runs into a piece first
 * is the piece's business (its painted walls) and is not judged.
 */
export function wallRuleViolationsOutsidePieces(dungeon: Dungeon): string[] {
  const { width, height, grid, options } = dungeon;
  const inPiece = pieceRectMask(dungeon);
  const problems: string[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const tile = y * width + x;
      const kind = grid.kinds[tile];
      if (isFloor(kind) || inPiece[tile]) continue;
      let shouldBeWall = false;
      let judged = true;
      for (let step = 1; step <= options.wallHeight && y + step < height; step++) {
        const below = (y + step) * width + x;
        if (inPiece[below]) {
          judged = false;
          break;
        }
        if (isFloor(grid.kinds[below])) {
          shouldBeWall = true;
          break;
        }
      }
      if (judged && shouldBeWall !== (kind === TileKind.Wall)) problems.push(`(${x},${y}) is ${kind === TileKind.Wall ? "wall" : "void"}`);
    }
  }
  return problems;
}

/** Each placed piece's rectangle holds its kinds as painted (mirrored when placed so): floor as floor, the rest as wall. */
export function stampProblems(dungeon: Dungeon, pieces: readonly SetPiece[]): string[] {
  const problems: string[] = [];
  for (const placed of dungeon.pieces) {
    const piece = pieces[placed.piece];
    if (placed.width !== piece.width || placed.height !== piece.height) problems.push(`${piece.name}: placed ${placed.width}×${placed.height}`);
    for (let y = 0; y < piece.height; y++) {
      for (let x = 0; x < piece.width; x++) {
        const sourceX = placed.mirrored ? piece.width - 1 - x : x;
        const painted = piece.kinds[y * piece.width + sourceX];
        const want = isFloor(painted) ? painted : TileKind.Wall;
        const got = dungeon.grid.kinds[(placed.y + y) * dungeon.width + placed.x + x];
        if (got !== want) problems.push(`${piece.name} at (${placed.x + x},${placed.y + y}): ${got}, painted ${want}`);
      }
    }
    if (dungeon.layout.areas[placed.area]?.kind !== "piece") problems.push(`${piece.name}: area ${placed.area} is not a piece area`);
  }
  return problems.slice(0, 5);
}

/** Rectangles that overlap, placements beyond a piece's Max, and unmirrorable pieces placed mirrored. */
export function countProblems(dungeon: Dungeon, pieces: readonly SetPiece[]): string[] {
  const problems: string[] = [];
  const placed = dungeon.pieces;
  placed.forEach((a, i) => {
    placed.slice(i + 1).forEach((b) => {
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) problems.push(`pieces ${a.piece} and ${b.piece} overlap`);
    });
    if (a.mirrored && !pieces[a.piece].mirror) problems.push(`${pieces[a.piece].name} mirrored without Mirror`);
  });
  pieces.forEach((piece, index) => {
    const copies = placed.filter((p) => p.piece === index).length;
    if (copies > (piece.required ? 1 : piece.max)) problems.push(`${piece.name}: ${copies} copies, max ${piece.max}`);
  });
  return problems;
}
