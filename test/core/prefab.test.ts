import fc from "fast-check";
import { TileKind } from "../../src/core/grid";
import { floorIsConnected, parsePrefabs } from "../../src/core/prefab";

const W = TileKind.Wall;
const R = TileKind.Room;
const C = TileKind.Corridor;
const V = TileKind.Void;

describe("parsing ASCII vaults", () => {
  it("reads a named vault: # wall, . floor, + door (corridor floor), @ connection (room floor on the edge)", () => {
    const { prefabs, problems } = parsePrefabs(["Throne room", "##@##", "#...#", "#.+.#", "#####"].join("\n"));
    expect(problems).toEqual([]);
    expect(prefabs).toHaveLength(1);
    const [throne] = prefabs;
    expect(throne.name).toBe("Throne room");
    expect([throne.width, throne.height]).toEqual([5, 4]);
    expect(Array.from(throne.kinds)).toEqual([W, W, R, W, W, W, R, R, R, W, W, R, C, R, W, W, W, W, W, W]);
    expect(throne.connections).toEqual([2]);
  });

  it("splits vaults at blank lines and at name lines, numbering unnamed ones", () => {
    const text = ["@..", "", "", "NAME: Second", "#@#", "#.#", "Third", ".@", "", " @.", " .."].join("\r\n");
    const { prefabs, problems } = parsePrefabs(text);
    expect(problems).toEqual([]);
    expect(prefabs.map((p) => p.name)).toEqual(["vault 1", "Second", "Third", "vault 4"]);
    expect(prefabs.map((p) => [p.width, p.height])).toEqual([
      [3, 1],
      [3, 2],
      [2, 1],
      [2, 2],
    ]);
  });

  it("drops shared indentation, pads short rows with outside, keeps spaces inside as outside", () => {
    const { prefabs } = parsePrefabs(["   #@#", "   #.", "  ##.##"].join("\n"));
    expect(prefabs).toHaveLength(1);
    const [vault] = prefabs;
    expect([vault.width, vault.height]).toEqual([5, 3]);
    expect(Array.from(vault.kinds)).toEqual([V, W, R, W, V, V, W, R, V, V, W, W, R, W, W]);
    expect(vault.connections).toEqual([2]);
  });

  it("skips a vault with an unknown character and says which vault, row and column", () => {
    const { prefabs, problems } = parsePrefabs(["Bad", "#@#", "#x#", "", "Good", "@."].join("\n"));
    expect(prefabs.map((p) => p.name)).toEqual(["Good"]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('vault "Bad"');
    expect(problems[0]).toContain('unknown character "x" in row 2, column 2');
    expect(problems[0]).toContain("skipped");
  });

  it("skips a vault whose connection is not on its outer edge, or that has none", () => {
    const { prefabs, problems } = parsePrefabs(["Inner", "###", "#@#", "#.#", "", "None", "#.#"].join("\n"));
    expect(prefabs).toEqual([]);
    expect(problems[0]).toContain("not on the vault's outer edge");
    expect(problems[1]).toContain("no connection");
  });

  it("skips a vault whose floor is in two pieces", () => {
    const { prefabs, problems } = parsePrefabs(["Split", "@.#.."].join("\n"));
    expect(prefabs).toEqual([]);
    expect(problems[0]).toContain("not all connected");
  });

  it("reports a name with nothing drawn under it, and never throws on junk", () => {
    expect(parsePrefabs("Lonely name\n\n").problems[0]).toContain('"Lonely name" has no vault');
    expect(parsePrefabs(undefined as unknown as string)).toEqual({ prefabs: [], problems: [] });
    expect(parsePrefabs("")).toEqual({ prefabs: [], problems: [] });
  });

  it("skips vaults larger than 120 tiles a side", () => {
    const row = "@" + ".".repeat(130);
    const { prefabs, problems } = parsePrefabs(row);
    expect(prefabs).toEqual([]);
    expect(problems[0]).toContain("131×1");
  });

  it("never throws, and every vault it returns is well formed (property)", () => {
    const glyph = fc.constantFrom("#", ".", "+", "@", " ", "\n", "\n", "x", "A");
    fc.assert(
      fc.property(fc.array(glyph, { maxLength: 300 }), (chars) => {
        const { prefabs } = parsePrefabs(chars.join(""));
        for (const p of prefabs) {
          expect(p.kinds.length).toBe(p.width * p.height);
          expect(p.connections.length).toBeGreaterThan(0);
          for (const tile of p.connections) {
            const x = tile % p.width;
            const y = Math.floor(tile / p.width);
            expect(x === 0 || y === 0 || x === p.width - 1 || y === p.height - 1).toBe(true);
            expect(p.kinds[tile]).toBe(R);
          }
          expect(floorIsConnected(p.kinds, p.width, p.height)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
