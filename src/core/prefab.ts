/**
 * Plain ASCII vaults (prefabs) for the digger, as a game maker writes them in a note or a text file:
 *
 *   Throne room          ← a name line (optional; it starts with a letter or a digit, or "NAME:")
 *   ####@####
 *   #.......#            # wall   . floor   + door   @ connection   space = outside the vault
 *   #...+...#
 *   #########
 *                        ← a blank line (or the next name line) ends the vault
 *
 * A connection `@` is a floor tile on the vault's outer edge where the digger may join it to the
 * rest of the dungeon; a door `+` is floor kept as a doorway (TileKind.Corridor, so nothing is
 * placed on it). Parsing never throws: a vault with a problem is skipped and the problem is
 * reported, so one typo costs one vault, never the map.
 */
import { TileKind } from "./grid";
import { floodFill } from "./flood";
import type { Prefab } from "./layout/contract";

/** Largest vault side, in tiles; larger drawings are skipped (no map of the plugin's sizes could hold them). */
const PREFAB_MAX_SIDE = 120;

export interface PrefabParseResult {
  prefabs: Prefab[];
  /** One message per skipped vault (or stray name line), naming the vault and what to change. */
  problems: string[];
}

const GLYPHS = "#.+@ ";

/** A name line starts (after spaces) with a letter or digit; "NAME:" before it is dropped (DCSS habit). */
function nameOf(line: string): string | null {
  const trimmed = line.trim();
  if (!/^[\p{L}\p{N}]/u.test(trimmed)) return null;
  const named = /^name:\s*(.*)$/i.exec(trimmed);
  // The line is trimmed and \s* ate the spaces after "NAME:", so only an empty name is left to catch.
  return (named ? named[1] : trimmed) || null;
}

interface Block {
  name: string | null;
  /** 1-based line number of the block's first row, for messages. */
  firstLine: number;
  rows: string[];
}

export function parsePrefabs(text: string): PrefabParseResult {
  const prefabs: Prefab[] = [];
  const problems: string[] = [];
  const lines = typeof text === "string" ? text.split(/\r\n|\r|\n/) : [];
  let pendingName: string | null = null;
  let pendingNameLine = 0;
  let block: Block | null = null;
  let blockCount = 0;

  const flush = () => {
    if (!block) return;
    blockCount++;
    const label = block.name ?? `vault ${blockCount}`;
    const result = buildPrefab(label, block);
    if (typeof result === "string") problems.push(result);
    else prefabs.push(result);
    block = null;
  };

  lines.forEach((line, index) => {
    const lineNumber = index + 1;
    if (line.trim() === "") {
      flush();
      return;
    }
    // A drawn row never reads as a name: vault glyphs are not letters or digits.
    const name = nameOf(line);
    if (name !== null) {
      flush();
      if (pendingName !== null) problems.push(`line ${pendingNameLine}: the name "${pendingName}" has no vault drawn under it; it is ignored`);
      pendingName = name;
      pendingNameLine = lineNumber;
      return;
    }
    // A map row, or a row with a stray character, which the vault's check reports.
    if (!block) {
      block = { name: pendingName, firstLine: lineNumber, rows: [] };
      pendingName = null;
    }
    block.rows.push(line);
  });
  flush();
  if (pendingName !== null) problems.push(`line ${pendingNameLine}: the name "${pendingName}" has no vault drawn under it; it is ignored`);
  return { prefabs, problems };
}

/** The prefab drawn by one block, or the reason it is skipped. */
function buildPrefab(label: string, block: Block): Prefab | string {
  const skip = (why: string) => `vault "${label}" (line ${block.firstLine}): ${why}; the vault is skipped`;
  for (let r = 0; r < block.rows.length; r++) {
    const row = block.rows[r];
    for (let c = 0; c < row.length; c++) {
      if (!GLYPHS.includes(row[c])) {
        return skip(`unknown character "${row[c]}" in row ${r + 1}, column ${c + 1} (use # wall, . floor, + door, @ connection, space outside)`);
      }
    }
  }
  // Drop the indentation shared by all rows and trailing spaces: the vault is its drawn box.
  let indent = Infinity;
  for (const row of block.rows) indent = Math.min(indent, row.length - row.trimStart().length);
  const rows = block.rows.map((row) => row.slice(indent).trimEnd());
  const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
  const height = rows.length;
  if (width > PREFAB_MAX_SIDE || height > PREFAB_MAX_SIDE) {
    return skip(`it is ${width}×${height}, larger than ${PREFAB_MAX_SIDE}×${PREFAB_MAX_SIDE}`);
  }
  const kinds = new Uint8Array(width * height);
  const connections: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < rows[y].length; x++) {
      const tile = y * width + x;
      switch (rows[y][x]) {
        case "#":
          kinds[tile] = TileKind.Wall;
          break;
        case ".":
          kinds[tile] = TileKind.Room;
          break;
        case "+":
          kinds[tile] = TileKind.Corridor;
          break;
        case "@":
          kinds[tile] = TileKind.Room;
          if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
            return skip(`the connection @ in row ${y + 1}, column ${x + 1} is not on the vault's outer edge`);
          }
          connections.push(tile);
          break;
        default:
          break;
      }
    }
  }
  if (connections.length === 0) return skip("it has no connection (@) on its outer edge");
  if (!floorIsConnected(kinds, width, height)) return skip("its floor is not all connected (every . + @ must be reachable from the others)");
  return { name: label, width, height, kinds, connections };
}

/** True when the prefab's floor (Room and Corridor tiles) is one 4-connected piece. */
export function floorIsConnected(kinds: Uint8Array, width: number, height: number): boolean {
  const isFloor = (tile: number) => kinds[tile] === TileKind.Room || kinds[tile] === TileKind.Corridor;
  let floorCount = 0;
  let start = -1;
  for (let tile = 0; tile < kinds.length; tile++) {
    if (!isFloor(tile)) continue;
    floorCount++;
    if (start < 0) start = tile;
  }
  if (start < 0) return false;
  const reached = floodFill(width, height, start, isFloor, new Uint8Array(kinds.length), new Int32Array(floorCount));
  return reached === floorCount;
}
