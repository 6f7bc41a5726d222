/**
 * Set pieces through the real hook code against the engine double: a cells dungeon names a
 * set-piece map; on entry its pieces are painted as on that map and their events stand at their
 * spots, and the menu, a battle, save and load and a project update keep all of it, while
 * re-entry makes a new dungeon whose piece events keep their ids.
 */
import { readFileSync } from "fs";
import { join } from "path";
import type { Engine } from "../../src/mz/engine";
import type { Dungeon } from "../../src/core";
import { installHooks } from "../../src/mz/hooks";
import { parsePluginParameters } from "../../src/mz/settings";
import { VAULT_MAP_GLOBAL } from "../../src/mz/vaults";
import { EngineDouble } from "./engine-double";
import { SHRINE, pieceMap } from "./piece-map";
import { Game_SelfSwitches } from "./self-switches-double";

const SAMPLE_DATA = join(__dirname, "..", "..", "sample-project", "data");
const HUB = 1;
const CAVE = 2;
const PIECES = 20;

/** A second piece beside the shrine: a vault with a chest, entered from the left. */
const PIECE_ROWS = SHRINE.map((row, y) => row + ["---------", "-CCCCCC--", "-WWWWWW--", "-WWWWWW--", "-+...eC--", "-C....C--", "-C....C--", "-CCCCCC--", "---------"][y]);

function game(note = `<Dungeon Set Pieces: ${PIECES}>\n<Dungeon Set Piece Count: 2>`, files: [number, string][] = []) {
  const cave = JSON.parse(readFileSync(join(SAMPLE_DATA, "Map002.json"), "utf8"));
  cave.note = `<Dungeon>\n${note}`;
  const pieces = pieceMap(PIECE_ROWS, ["<Dungeon Piece: shrine>", "<Dungeon Piece: vault>\n<Dungeon Keep Self Switches>"]);
  const pieceText = JSON.stringify(pieces);
  const engine = new EngineDouble(
    new Map([[HUB, readFileSync(join(SAMPLE_DATA, "Map001.json"), "utf8")], [CAVE, JSON.stringify(cave)], [PIECES, pieceText], ...files]),
  );
  const warnings: string[] = [];
  const prepared: Dungeon[] = [];
  installHooks(engine as unknown as Engine, parsePluginParameters({}, () => {}), { warn: (message) => warnings.push(message) }).onPrepared(({ dungeon }) => prepared.push(dungeon));
  engine.newGame(HUB, 8, 6);
  return { engine, warnings, prepared, pieces, pieceText };
}

/** Every event of the map data that came from a set piece (by its note), as id, name and spot. */
function pieceEvents(engine: EngineDouble) {
  return (engine.$dataMap!.events as ({ id: number; name: string; note: string; x: number; y: number } | null)[])
    .filter((event) => event !== null && /Dungeon Piece/.test(event.note))
    .map((event) => ({ id: event!.id, name: event!.name, x: event!.x, y: event!.y }));
}

/** What of a map load must not change: the six layers, the events' ids and spots, the player. */
function picture(engine: EngineDouble) {
  const events = (engine.$dataMap!.events as ({ id: number; x: number; y: number } | null)[]).map((event) => (event ? [event.id, event.x, event.y] : null));
  return { data: [...engine.$dataMap!.data], events, player: [engine.$gamePlayer.x, engine.$gamePlayer.y] };
}

/**
 * The seeds the plugin draws (Math.random) follow a fixed sequence here, so each test meets the
 * same dungeons on every run: a piece that finds no room on some seed is a warning by design, and
 * these tests are about what happens to pieces that were placed.
 */
let draws = 0;
beforeEach(() => {
  draws = 0;
  jest.spyOn(Math, "random").mockImplementation(() => ((draws++ * 0.6180339887) % 1) * 0.999);
});
afterEach(() => jest.restoreAllMocks());

describe("set pieces through the hooks", () => {
  test("on entry each placed piece is painted as on the set-piece map and its events stand at their spots", () => {
    const { engine, warnings, prepared, pieces } = game();
    engine.transfer(CAVE, 0, 0);
    expect(warnings).toEqual([]);
    const dungeon = prepared[prepared.length - 1];
    expect(dungeon.pieces.length).toBe(2);
    const map = engine.$dataMap!;
    const area = map.width * map.height;
    const sourceArea = pieces.width * pieces.height;
    for (const placed of dungeon.pieces) {
      // The source rectangle: the shrine is the first marked group, the vault the second.
      const left = placed.piece === 0 ? 1 : 11;
      for (let y = 0; y < placed.height; y++) {
        for (let x = 0; x < placed.width; x++) {
          const sourceX = left + (placed.mirrored ? placed.width - 1 - x : x);
          const source = (1 + y) * pieces.width + sourceX;
          const target = (placed.y + y) * map.width + placed.x + x;
          for (const z of [1, 2, 3]) expect(map.data[z * area + target]).toBe(pieces.data[z * sourceArea + source]);
          const base = (id: number) => (id >= 2048 ? id - ((id - 2048) % 48) : id);
          expect(base(map.data[target])).toBe(base(pieces.data[source]));
        }
      }
    }
    const events = pieceEvents(engine);
    expect(events.map((event) => event.name).sort()).toEqual(["Event 1", "Event 2"]);
    for (const event of events) {
      const placed = dungeon.pieces.find((piece) => event.x >= piece.x && event.x < piece.x + piece.width && event.y >= piece.y && event.y < piece.y + piece.height);
      expect(placed).toBeDefined();
      expect(dungeon.grid.kinds[event.y * map.width + event.x]).not.toBe(0); // on the piece's floor
    }
    // The live events are the pieces' events too: Game_Map.setup made them from $dataMap.
    for (const event of events) expect(engine.$gameMap.events().some((live) => live.eventId() === event.id && live.x === event.x && live.y === event.y)).toBe(true);
  });

  test("the menu, a battle, save and load, and a project update keep the pieces, their events and ids", () => {
    const { engine } = game();
    engine.transfer(CAVE, 0, 0);
    const entered = picture(engine);
    engine.returnFromMenu();
    expect(picture(engine)).toEqual(entered);
    engine.returnFromBattle();
    expect(picture(engine)).toEqual(entered);
    const save = engine.save();
    engine.transfer(HUB, 8, 6);
    engine.load(save);
    expect(picture(engine)).toEqual(entered);
    engine.updateProject();
    engine.load(save);
    expect(picture(engine)).toEqual(entered);
  });

  test("re-entry makes a new dungeon; the pieces' events keep their ids", () => {
    const { engine } = game();
    engine.transfer(CAVE, 0, 0);
    const first = { picture: picture(engine), ids: pieceEvents(engine).map((event) => event.id).sort() };
    engine.transfer(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    const second = { picture: picture(engine), ids: pieceEvents(engine).map((event) => event.id).sort() };
    expect(second.picture.data).not.toEqual(first.picture.data);
    expect(second.ids).toEqual(first.ids);
  });

  test("a new dungeon clears the pieces' events' self switches, but for an event with <Dungeon Keep Self Switches>", () => {
    const { engine } = game();
    const switches = new Game_SelfSwitches();
    (engine as unknown as { $gameSelfSwitches: Game_SelfSwitches }).$gameSelfSwitches = switches;
    engine.transfer(CAVE, 0, 0);
    const byName = (name: string) => pieceEvents(engine).find((event) => event.name === name)!.id;
    const shrine = byName("Event 1"); // <Dungeon Piece: shrine>
    const vault = byName("Event 2"); // <Dungeon Keep Self Switches>
    switches.setValue([CAVE, shrine, "A"], true);
    switches.setValue([CAVE, vault, "A"], true);
    engine.returnFromMenu();
    expect([switches.value([CAVE, shrine, "A"]), switches.value([CAVE, vault, "A"])]).toEqual([true, true]);
    engine.transfer(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    expect([switches.value([CAVE, shrine, "A"]), switches.value([CAVE, vault, "A"])]).toEqual([false, true]);
  });

  test("the set-piece map is read once per session and never changed", () => {
    const { engine, pieceText } = game();
    engine.transfer(CAVE, 0, 0);
    engine.transfer(HUB, 8, 6);
    engine.transfer(CAVE, 0, 0);
    const read = (engine as unknown as Record<string, unknown>)[VAULT_MAP_GLOBAL] as { data: number[]; events: unknown[] };
    const original = JSON.parse(pieceText);
    expect(read.data).toEqual(original.data);
    expect((read.events as ({ x: number; y: number } | null)[]).map((event) => event && [event.x, event.y])).toEqual(original.events.map((event: { x: number; y: number } | null) => event && [event.x, event.y]));
  });

  test("a set-piece map the project does not have: one warning, the dungeon made without pieces", () => {
    const { engine, warnings, prepared } = game("<Dungeon Set Pieces: 99>");
    (engine as unknown as { $dataMapInfos: unknown[] }).$dataMapInfos = [null, { id: 1 }, { id: 2 }];
    engine.transfer(CAVE, 0, 0);
    expect(warnings).toEqual([expect.stringMatching(/set-piece map 99 does not exist/)]);
    expect(prepared[prepared.length - 1].pieces).toEqual([]);
  });

  test("Set Piece Count 0 places only required pieces: none here, and the dungeon is the one without pieces", () => {
    const none = game(`<Dungeon Set Pieces: ${PIECES}>\n<Dungeon Set Piece Count: 0>`);
    none.engine.transfer(CAVE, 0, 0);
    draws = 0; // the same seeds again
    const plain = game("");
    plain.engine.transfer(CAVE, 0, 0);
    expect(none.prepared[none.prepared.length - 1].pieces).toEqual([]);
    expect(none.engine.$dataMap!.data).toEqual(plain.engine.$dataMap!.data);
  });
});
