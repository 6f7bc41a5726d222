/**
 * Templates naming a set piece through the real hook code against the engine double: a cave names
 * a set-piece map with a shrine and a vault; its chest template asks for the vault and its lock for
 * the vault's door. On entry the chest stands on the vault's floor and the lock on its one entrance;
 * a name no piece has is one warning and the event is placed as usual.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { Engine } from "../../src/mz/engine";
import type { Dungeon } from "../../src/core";
import { installHooks } from "../../src/mz/hooks";
import { parsePluginParameters } from "../../src/mz/settings";
import { EngineDouble } from "./engine-double";
import { SHRINE, pieceMap } from "./piece-map";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2;
const PIECES = 20;
/** The shrine, and beside it a vault entered from the left (one entrance). */
const PIECE_ROWS = SHRINE.map((row, y) => row + ["---------", "-CCCCCC--", "-WWWWWW--", "-WWWWWW--", "-+...eC--", "-C....C--", "-C....C--", "-CCCCCC--", "---------"][y]);
const NOTES: Record<number, string> = {
  1: "<Dungeon Role: Lock 1>\n<Dungeon Place: piece Vault>",
  2: "<Dungeon Role: Key 1>",
  3: "<Dungeon Role: Treasure>\n<Dungeon Place: piece  VAULT >",
  4: "<Dungeon Place: piece crypt>",
  5: "<Dungeon Role: Stairs>",
};

function enterCave() {
  const cave = JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));
  cave.note = `<Dungeon>\n<Dungeon Set Pieces: ${PIECES}>\n<Dungeon Set Piece Count: 2>`;
  for (const event of cave.events) if (event) event.note = NOTES[event.id] ?? "";
  // Notes go to the events in reading order: the vault's event (row 4) comes before the shrine's (row 6).
  const pieces = pieceMap(PIECE_ROWS, ["<Dungeon Piece: vault>", "<Dungeon Piece: shrine>"]);
  const engine = new EngineDouble(new Map([[HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")], [CAVE, JSON.stringify(cave)], [PIECES, JSON.stringify(pieces)]]));
  const warnings: string[] = [];
  const prepared: Dungeon[] = [];
  installHooks(engine as unknown as Engine, parsePluginParameters({}, () => {}), { warn: (message) => warnings.push(message) }).onPrepared(({ dungeon }) => prepared.push(dungeon));
  engine.newGame(HUB, 8, 6);
  engine.transfer(CAVE, 0, 0);
  return { engine, warnings, dungeon: prepared[prepared.length - 1] };
}

/** The seeds the plugin draws (Math.random) follow a fixed sequence, so the test meets the same dungeons on every run. */
beforeEach(() => {
  let draws = 0;
  jest.spyOn(Math, "random").mockImplementation(() => ((draws++ * 0.6180339887) % 1) * 0.999);
});
afterEach(() => jest.restoreAllMocks());

describe("templates naming a set piece, through the hooks", () => {
  test("the chest stands in the vault, the lock on the vault's entrance, the key outside; a name no piece has is one warning", () => {
    const { engine, warnings, dungeon } = enterCave();
    const vault = dungeon.pieces.find((placed) => placed.width === 6)!;
    expect(vault).toBeDefined();
    const events = engine.$dataMap!.events as ({ id: number; x: number; y: number } | null)[];
    const inVault = (x: number, y: number) => x >= vault.x && x < vault.x + vault.width && y >= vault.y && y < vault.y + vault.height;
    // The entrance "+" is the vault's left edge, fourth row (its right edge when mirrored).
    const door = { x: vault.mirrored ? vault.x + vault.width - 1 : vault.x, y: vault.y + 3 };
    expect([events[1]!.x, events[1]!.y]).toEqual([door.x, door.y]);
    expect(inVault(events[3]!.x, events[3]!.y)).toBe(true);
    expect(inVault(events[2]!.x, events[2]!.y)).toBe(false);
    expect(inVault(events[5]!.x, events[5]!.y)).toBe(false);
    expect(warnings.filter((w) => w.includes("crypt"))).toEqual([`Map 2: event 4 "Wanderer": no set piece "crypt" is in this dungeon; placed as if it named none`]);
  });
});
