/**
 * The digger's rules for vaults drawn by the game maker and for its largest shapes, through the
 * public contract (generateDungeon and the registry). The invariants over random options are in
 * digger.test.ts and layouts.test.ts; here the vaults are drawn to sit on the map's edges, with
 * tall walls and short loops, where a vault is most likely to be broken open.
 *
 * Vault pictures (the plugin's own format, src/core/prefab.ts): "#" wall, "." floor, "+" door,
 * "@" connection, space outside the vault.
 */
import { Dungeon, Prefab, TileKind, findLayout, generateDungeon, isFloor, parsePrefabs } from "../../src/core";
import { expectDungeon } from "./helpers";
import { runs } from "../runs";

const EDGE_VAULTS = parsePrefabs(
  [
    "Thick: drawn walls two thick, entered from the west",
    "@....##",
    "@....##",
    "##..###",
    "",
    "ThickL: the same, entered from the east",
    "##....@",
    "##....@",
    "###..##",
    "",
    "TopW: two rows of wall over a floor row",
    "#####",
    "#####",
    "@...@",
    "",
    "Rim: a void column past the outer wall",
    "@....# ",
    "@....# ",
    "##..## ",
    "",
    "Corner: its top-left tile a wall",
    "####",
    "#...",
    "#..@",
    "",
    "Gate: its first floor tile a door",
    "#+#",
    "#.#",
    "#.#",
    "#@#",
    "",
    "Twin: two connections on one side, void corners",
    " #@#@# ",
    "##...##",
    "#.....#",
    "#######",
  ].join("\n"),
);

interface Placement {
  prefab: Prefab;
  ox: number;
  oy: number;
}

/** Where a vault area may lie: each prefab and offset at which its drawn floor is exactly the area's (vaults of equal floor give several). */
function placementsOf(dungeon: Dungeon, id: number, prefabs: readonly Prefab[]): Placement[] {
  const { width, height, grid, layout } = dungeon;
  const { bounds } = layout.areas[id];
  const found: Placement[] = [];
  for (const prefab of prefabs) {
    for (let oy = bounds.y - prefab.height; oy <= bounds.y + bounds.height; oy++) {
      for (let ox = bounds.x - prefab.width; ox <= bounds.x + bounds.width; ox++) {
        const fits = Array.from(prefab.kinds.keys()).every((tile) => {
          if (!isFloor(prefab.kinds[tile])) return true;
          const x = ox + (tile % prefab.width);
          const y = oy + Math.floor(tile / prefab.width);
          const at = y * width + x;
          return x >= 0 && y >= 0 && x < width && y < height && layout.areaOf[at] === id + 1 && grid.kinds[at] === prefab.kinds[tile];
        });
        if (fits) found.push({ prefab, ox, oy });
      }
    }
  }
  return found;
}

/** What breaks the vault area, read as the drawing that fits it best: none when some drawing placed there is whole. */
function vaultProblems(dungeon: Dungeon, id: number, prefabs: readonly Prefab[]): string[] {
  const candidates = placementsOf(dungeon, id, prefabs).map((placement) => placementProblems(dungeon, placement));
  if (candidates.length === 0) return [`vault area ${id} is no drawn vault placed whole`];
  return candidates.find((problems) => problems.length === 0) ?? candidates[0];
}

/** What breaks a vault placed so: drawn walls off the map or dug into, floor joining it elsewhere than at a connection. */
function placementProblems(dungeon: Dungeon, { prefab, ox, oy }: Placement): string[] {
  const { width, height, grid } = dungeon;
  const problems: string[] = [];
  const drawnAt = (x: number, y: number) => {
    const px = x - ox;
    const py = y - oy;
    return px >= 0 && py >= 0 && px < prefab.width && py < prefab.height ? prefab.kinds[py * prefab.width + px] : TileKind.Void;
  };
  for (let tile = 0; tile < prefab.kinds.length; tile++) {
    const x = ox + (tile % prefab.width);
    const y = oy + Math.floor(tile / prefab.width);
    if (prefab.kinds[tile] === TileKind.Wall) {
      if (x < 0 || y < 0 || x >= width || y >= height) problems.push(`${prefab.name}: drawn wall off the map at (${x},${y})`);
      else if (isFloor(grid.kinds[y * width + x])) problems.push(`${prefab.name}: floor on its drawn wall at (${x},${y})`);
    }
    if (!isFloor(prefab.kinds[tile]) || prefab.connections.includes(tile)) continue;
    // A floor tile that is no connection touches only the vault's own drawing.
    for (const [nx, ny] of [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]]) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      if (!isFloor(drawnAt(nx, ny)) && isFloor(grid.kinds[ny * width + nx])) problems.push(`${prefab.name}: entered at (${x},${y}), not at a connection`);
    }
  }
  return problems;
}

describe("vaults", () => {
  test("a placed vault is whole: its drawn walls lie on the map and stay solid, and it is entered only through its connections (edges, tall walls, short loops)", () => {
    let placed = 0;
    const sizes = [
      [20, 14],
      [16, 12],
      [30, 20],
    ];
    for (let seed = 1; seed <= runs(24, 400); seed++) {
      const [width, height] = sizes[seed % sizes.length];
      const given = { layout: "digger", vaultChance: 100, vaultSeq: 100, vaultMax: 0, roomChance: 30, corridorChance: 30, loopMinDetour: 1 + (seed % 3), wallHeight: 1 + (seed % 3), prefabs: EDGE_VAULTS.prefabs };
      const dungeon = expectDungeon(generateDungeon(width, height, given, seed));
      dungeon.layout.areas.forEach((area) => {
        if (area.kind !== "vault") return;
        placed++;
        expect([seed, vaultProblems(dungeon, area.id, EDGE_VAULTS.prefabs)]).toEqual([seed, []]);
      });
    }
    expect(EDGE_VAULTS.problems).toEqual([]);
    expect(placed).toBeGreaterThan(runs(24, 400) / 2);
  });

  test("a door drawn in a vault stays a doorway (corridor floor, where no event is placed), even as the vault's first floor tile", () => {
    const gate = EDGE_VAULTS.prefabs.filter((prefab) => prefab.name.startsWith("Gate"));
    let doors = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const dungeon = expectDungeon(generateDungeon(30, 20, { layout: "digger", vaultChance: 100, vaultSeq: 100, vaultMax: 0, prefabs: gate }, seed));
      for (const area of dungeon.layout.areas.filter((a) => a.kind === "vault")) {
        const { ox, oy } = placementsOf(dungeon, area.id, gate)[0];
        expect(dungeon.grid.kinds[(oy + 0) * dungeon.width + ox + 1]).toBe(TileKind.Corridor);
        doors++;
      }
    }
    expect(doors).toBeGreaterThan(0);
  });

  test("vaults that can never be placed (no floor, floor in two pieces, too large, rows too close for a wall face) cost nothing: the map is dug as without them", () => {
    const room = TileKind.Room;
    const wall = TileKind.Wall;
    const unplaceable: Prefab[] = [
      { name: "Empty", width: 3, height: 1, kinds: new Uint8Array([wall, wall, wall]), connections: [0] },
      { name: "Split", width: 3, height: 1, kinds: new Uint8Array([room, TileKind.Void, room]), connections: [0] },
      { name: "Huge", width: 60, height: 1, kinds: new Uint8Array(60).fill(room), connections: [0] },
      { name: "Fence", width: 2, height: 3, kinds: new Uint8Array([room, room, room, wall, room, room]), connections: [0] },
    ];
    for (let seed = 1; seed <= 4; seed++) {
      const given = { layout: "digger", vaultChance: 100, vaultSeq: 100, vaultMax: 0 };
      const plain = expectDungeon(generateDungeon(40, 30, given, seed));
      const withBad = expectDungeon(generateDungeon(40, 30, { ...given, prefabs: unplaceable }, seed));
      expect(Buffer.from(withBad.grid.kinds).equals(Buffer.from(plain.grid.kinds))).toBe(true);
      expect(withBad.layout.areas.some((area) => area.kind === "vault")).toBe(false);
    }
  });
});

describe("the largest shapes the options allow still fit through a doorway", () => {
  const small = { roomMinWidth: 1, roomMaxWidth: 4, roomMinHeight: 1, roomMaxHeight: 4, corridorChance: 0, tunnelChance: 0, caveChance: 0, vaultChance: 0, circleChance: 0, ellipseChance: 0, polygonChance: 0 };

  test.each([
    ["circle", { circleChance: 100, circleMinRadius: 9, circleMaxRadius: 9 }, 19],
    ["ellipse", { ellipseChance: 100, ellipseMinRadius: 9, ellipseMaxRadius: 9 }, 19],
  ])("%ss of the largest radius asked for (9) are dug, 2r + 1 = 19 tiles across", (kind, shape, across) => {
    const dungeon = expectDungeon(generateDungeon(70, 50, { layout: "digger", ...small, roomChance: 0, ...shape }, 1));
    const shapes = dungeon.layout.areas.filter((area) => area.kind === kind);
    expect(shapes.length).toBeGreaterThan(1);
    for (const area of shapes) expect(Math.min(area.bounds.width, area.bounds.height)).toBeGreaterThanOrEqual(across);
  });

  test("corridors of exactly the longest length asked for (20) are dug whole", () => {
    const dungeon = expectDungeon(generateDungeon(70, 50, { layout: "digger", ...small, roomChance: 10, corridorChance: 100, corridorMinLength: 20, corridorMaxLength: 20 }, 1));
    const whole = dungeon.layout.areas.filter((area) => area.kind === "corridor" && Math.max(area.bounds.width, area.bounds.height) >= 20);
    expect(whole.length).toBeGreaterThan(1);
  });
});

describe("size", () => {
  const layout = findLayout("digger")!;

  test.each([
    [1, 2],
    [3, 2],
    [1, 3],
    [2, 1],
  ])("border %i, wallHeight %i: the smallest map holds a 3×3 area inside the border, with max(border, wallHeight) rows on top", (border, wallHeight) => {
    const options = { ...layout.defaults, border, wallHeight };
    const width = 2 * border + 3;
    const height = Math.max(border, wallHeight) + border + 3;
    expect(layout.checkSize(width, height, options)).toBeNull();
    expect(layout.checkSize(width - 1, height, options)).toBe(`a ${width - 1}×${height} map is too small for the digger: it must be at least ${width}×${height}`);
    expect(layout.checkSize(width, height - 1, options)).toBe(`a ${width}×${height - 1} map is too small for the digger: it must be at least ${width}×${height}`);
    const dungeon = expectDungeon(generateDungeon(width, height, { layout: "digger", border, wallHeight }, 3));
    expect(dungeon.layout.areas.map((area) => area.size)).toEqual([9]);
  });
});
