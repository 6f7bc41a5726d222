/**
 * Doors for every layout that makes doorways: each opening between two areas is rolled once, a
 * secret door first, then a door, else it stays an open passage. Content puts a Door (or Secret
 * Door) template on the door openings (src/core/content.ts), so the chance is what keeps a map
 * from holding a door event in every doorway. The options are declared here once, with each
 * layout's own default.
 */
import type { OptionSpec } from "../../options";
import type { Random } from "../../random";
import type { Opening, OpeningKind } from "../contract";

export interface DoorOptions {
  doorChance: number;
  secretDoorChance: number;
}

/** The Door Chance option, with this layout's default. */
export function doorChanceOption(defaultValue: number) {
  return {
    key: "doorChance",
    default: defaultValue,
    min: 0,
    max: 100,
    en: { text: "Door Chance (%)", desc: "Chance that a doorway between two areas is a door (where a Door template is placed); the others are open passages." },
    ja: { text: "扉の確率（%）", desc: "二つの場所をつなぐ出入口が扉になる確率（Doorのテンプレートが置かれます）。ほかは開いた通路。" },
  } as const satisfies OptionSpec;
}

/** The Secret Door Chance option, with this layout's default. */
export function secretDoorChanceOption(defaultValue: number) {
  return {
    key: "secretDoorChance",
    default: defaultValue,
    min: 0,
    max: 100,
    en: { text: "Secret Door Chance (%)", desc: "Chance that a doorway is a secret door (where a Secret Door template is placed); rolled before the door chance." },
    ja: { text: "隠し扉の確率（%）", desc: "出入口が隠し扉になる確率（Secret Doorのテンプレートが置かれます）。扉の確率より先に判定。" },
  } as const satisfies OptionSpec;
}

/** Rolls every opening's kind: secret with secretDoorChance, else door with doorChance, else open. */
export function rollDoors(openings: Opening[], random: Random, options: DoorOptions): void {
  for (const opening of openings) {
    let kind: OpeningKind = "open";
    if (random.percent(options.secretDoorChance)) kind = "secret";
    else if (random.percent(options.doorChance)) kind = "door";
    opening.kind = kind;
  }
}
