/**
 * `<Dungeon Place: piece NAME>` on an event template (src/mz/spawn.ts): the piece's name reaches the
 * content request as written (case kept, spaces trimmed; the core matches it without regard to
 * case), the floor kinds still read as before, and a Place tag naming no piece is one warning.
 */
import type { DataMap } from "rmmz-types";
import { EVENT_TAGS, fileEventIds, readEventTemplates } from "../../src/mz/spawn";

function templatesOf(notes: string[]) {
  const events = [null, ...notes.map((note, i) => ({ id: i + 1, name: `E${i + 1}`, note, x: 0, y: 0, pages: [{ list: [{ code: 0 }] }] }))];
  const map = { events } as unknown as DataMap;
  const warnings: string[] = [];
  const templates = readEventTemplates(map, fileEventIds(map.events), (message) => warnings.push(message));
  return { templates, warnings };
}

describe("<Dungeon Place: piece NAME>", () => {
  test("names the piece in the request, in any case and spacing, beside a role", () => {
    const { templates, warnings } = templatesOf([
      "<Dungeon Place: piece Vault>",
      "<Dungeon Role: Lock 2><Dungeon Place:   PIECE   Treasure   Vault  >",
      "<Dungeon Role: Treasure><dungeon place: piece shrine>",
      "<Dungeon Place: Corridor>",
    ]);
    expect(warnings).toEqual([]);
    expect(templates.map((t) => [t.request.piece ?? null, t.request.place ?? null, t.request.role ?? null, t.tagged])).toEqual([
      ["Vault", null, null, true],
      ["Treasure Vault", null, "lock", true],
      ["shrine", null, "treasure", true],
      [null, "corridor", null, true],
    ]);
    expect(templates[1].request.level).toBe(2);
  });

  test("a Place tag of piece without a name, or a word run into it, is one warning and is ignored", () => {
    const { templates, warnings } = templatesOf(["<Dungeon Place: piece>", "<Dungeon Place:  Piece  >", "<Dungeon Place: piecevault>"]);
    expect(warnings).toEqual([
      `event 1 "E1": note tag <Dungeon Place> = "piece" is not piece NAME (the set piece's name is missing); the tag is ignored`,
      `event 2 "E2": note tag <Dungeon Place> = "Piece" is not piece NAME (the set piece's name is missing); the tag is ignored`,
      `event 3 "E3": note tag <Dungeon Place> = "piecevault" is not room, corridor or any; the tag is ignored`,
    ]);
    for (const template of templates) expect(Object.keys(template.request)).toEqual(["label"]);
  });

  test("the unknown-tag warning's list names the piece form", () => {
    expect(EVENT_TAGS).toContain("<Dungeon Place: piece NAME>");
  });
});
