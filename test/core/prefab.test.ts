import fc from "fast-check";
import { TileKind } from "../../src/core/grid";
import { floorIsConnected, parsePrefabs } from "../../src/core/prefab";
import { runs } from "../runs";

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

  it("reads names: indented, NAME: with or without a space, and a name that only contains 'name:'", () => {
    const text = ["   Indented hall", "@.", "", "name:Tight", "@.", "", "Rename: hall", "@."].join("\n");
    const { prefabs, problems } = parsePrefabs(text);
    expect(prefabs.map((p) => p.name)).toEqual(["Indented hall", "Tight", "Rename: hall"]);
    expect(problems).toEqual([]);
  });

  it("a line of spaces ends a vault like an empty line", () => {
    const { prefabs } = parsePrefabs(["@.", "    ", "@."].join("\n"));
    expect(prefabs.map((p) => [p.name, p.height])).toEqual([
      ["vault 1", 1],
      ["vault 2", 1],
    ]);
  });

  it("names the 1-based line of a stray name, of a name followed by another name, and of a skipped vault", () => {
    expect(parsePrefabs("Lonely name").problems).toEqual(['line 1: the name "Lonely name" has no vault drawn under it; it is ignored']);
    const { prefabs, problems } = parsePrefabs(["", "First", "Second", "@.", "", "", "Broken", "#@#", "#.#", "#@x"].join("\n"));
    expect(prefabs.map((p) => p.name)).toEqual(["Second"]);
    expect(problems).toEqual([
      'line 2: the name "First" has no vault drawn under it; it is ignored',
      'vault "Broken" (line 8): unknown character "x" in row 3, column 3 (use # wall, . floor, + door, @ connection, space outside); the vault is skipped',
    ]);
  });

  it("accepts connections on each of the four sides, and names the row and column of an inner one", () => {
    const { prefabs } = parsePrefabs(["#@#", "@.@", "#@#"].join("\n"));
    expect(prefabs).toHaveLength(1);
    expect(prefabs[0].connections).toEqual([1, 3, 5, 7]);
    const inner = parsePrefabs(["Inner", "####", "#.@#", "#..#", "#@##"].join("\n"));
    expect(inner.problems).toEqual(['vault "Inner" (line 2): the connection @ in row 2, column 3 is not on the vault\'s outer edge; the vault is skipped']);
  });

  it("takes vaults up to 120 tiles a side and skips 121 wide or high", () => {
    expect(parsePrefabs("@" + ".".repeat(119)).prefabs[0].width).toBe(120);
    expect(parsePrefabs(Array.from({ length: 120 }, (_, y) => (y === 0 ? "@" : ".")).join("\n")).prefabs[0].height).toBe(120);
    expect(parsePrefabs("@" + ".".repeat(120)).problems[0]).toContain("121×1, larger than 120×120");
    expect(parsePrefabs(Array.from({ length: 121 }, (_, y) => (y === 0 ? "@" : ".")).join("\n")).problems[0]).toContain("1×121");
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
      { numRuns: runs(100, 300) },
    );
  });
});

describe("floorIsConnected", () => {
  const grid = (rows: string[]) => {
    const kinds = new Uint8Array(rows.length * rows[0].length);
    rows.join("").split("").forEach((c, tile) => (kinds[tile] = c === "." ? R : c === "+" ? C : W));
    return [kinds, rows[0].length, rows.length] as const;
  };

  it("has no floor: not connected", () => {
    expect(floorIsConnected(...grid(["##", "##"]))).toBe(false);
  });

  it("joins floor through door (corridor) tiles", () => {
    expect(floorIsConnected(...grid(["..+..", "#####"]))).toBe(true);
  });

  it("does not join the end of one row to the start of the next", () => {
    expect(floorIsConnected(...grid(["#.", ".#"]))).toBe(false);
    expect(floorIsConnected(...grid(["##.", ".##"]))).toBe(false);
  });

  it("follows floor down, sideways and back up", () => {
    expect(floorIsConnected(...grid(["##.", ".#.", "..."]))).toBe(true);
    expect(floorIsConnected(...grid(["##.", ".#.", "#.."]))).toBe(false);
  });

  it("does not count a piece that only touches tile 0's neighbours", () => {
    expect(floorIsConnected(...grid(["#.#", ".##"]))).toBe(false);
  });
});
