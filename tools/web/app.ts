/**
 * The web preview page: reads the controls, generates with the core (phase snapshots for step
 * mode) and draws through the same renderer and colours as the PNG tool.
 */
import { DUNGEON_DEFAULTS, DUNGEON_RANGES, DungeonOptions, floorShare } from "../../src/core";
import { LEGEND, cssColour } from "../render/palette";
import { renderPicture } from "../render/pixels";
import { FramedGeneration, generateWithFrames, pictureOfFrame } from "./phases";

type OptionKey = keyof DungeonOptions;
const OPTION_KEYS = Object.keys(DUNGEON_DEFAULTS) as OptionKey[];

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`preview page has no #${id}`);
  return found as T;
}

const controls = {
  form: element<HTMLFormElement>("controls"),
  width: element<HTMLInputElement>("width"),
  height: element<HTMLInputElement>("height"),
  seed: element<HTMLInputElement>("seed"),
  newSeed: element<HTMLButtonElement>("new-seed"),
  options: element<HTMLFieldSetElement>("options"),
  scale: element<HTMLInputElement>("scale"),
  showCells: element<HTMLInputElement>("show-cells"),
  stepMode: element<HTMLInputElement>("step-mode"),
  previous: element<HTMLButtonElement>("previous-phase"),
  next: element<HTMLButtonElement>("next-phase"),
  phase: element<HTMLOutputElement>("phase"),
  status: element<HTMLParagraphElement>("status"),
  legend: element<HTMLUListElement>("legend"),
  canvas: element<HTMLCanvasElement>("map"),
};

let generation: FramedGeneration | null = null;
let frameIndex = 0;
let drawCount = 0;

/** One number input per core option, named after the option, with its range and default. */
function addOptionInputs(): void {
  for (const key of OPTION_KEYS) {
    const label = document.createElement("label");
    label.htmlFor = `option-${key}`;
    label.textContent = key;
    const input = document.createElement("input");
    input.type = "number";
    input.id = `option-${key}`;
    input.min = String(DUNGEON_RANGES[key].min);
    input.max = String(DUNGEON_RANGES[key].max);
    input.value = String(DUNGEON_DEFAULTS[key]);
    controls.options.append(label, input);
  }
}

function addLegend(): void {
  for (const { label, colour } of LEGEND) {
    const item = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.style.background = cssColour(colour);
    item.append(swatch, label);
    controls.legend.append(item);
  }
}

function readInteger(input: HTMLInputElement, fallback: number): number {
  const value = Number(input.value);
  return input.value.trim() !== "" && Number.isInteger(value) ? value : fallback;
}

function readOptions(): Partial<DungeonOptions> {
  const options: Partial<DungeonOptions> = {};
  for (const key of OPTION_KEYS) options[key] = readInteger(element<HTMLInputElement>(`option-${key}`), DUNGEON_DEFAULTS[key]);
  return options;
}

function regenerate(): void {
  generation = generateWithFrames(readInteger(controls.width, 68), readInteger(controls.height, 64), readOptions(), readInteger(controls.seed, 0));
  if (generation.ok) frameIndex = Math.min(frameIndex, generation.frames.length - 1);
  draw();
}

function draw(): void {
  showStatus();
  if (!generation || !generation.ok) return;
  const { frames } = generation;
  const stepping = controls.stepMode.checked;
  const shown = stepping ? frameIndex : frames.length - 1;
  const frame = frames[shown];
  const image = renderPicture(pictureOfFrame(frame, controls.showCells.checked), readInteger(controls.scale, 6));
  controls.canvas.width = image.width;
  controls.canvas.height = image.height;
  controls.canvas.getContext("2d")?.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  controls.phase.value = `${shown + 1}/${frames.length} ${frame.phase}`;
  controls.previous.disabled = !stepping || shown === 0;
  controls.next.disabled = !stepping || shown === frames.length - 1;
  controls.canvas.dataset.phase = frame.phase;
  controls.canvas.dataset.draws = String(++drawCount);
}

function showStatus(): void {
  if (!generation) return;
  const warnings = generation.problems.map((problem) => `warning: ${problem}`);
  controls.status.classList.toggle("failed", !generation.ok);
  if (!generation.ok) {
    controls.status.textContent = [generation.reason, ...warnings].join("\n");
    return;
  }
  const { dungeon } = generation;
  const summary = `seed ${dungeon.seed}: ${dungeon.layout.rooms.length} rooms, ${(100 * floorShare(dungeon.grid)).toFixed(1)}% floor, ${dungeon.options.eventCount} events`;
  controls.status.textContent = [summary, ...warnings].join("\n");
}

function newSeed(): void {
  controls.seed.value = String(crypto.getRandomValues(new Uint32Array(1))[0]);
  regenerate();
}

function step(by: number): void {
  if (!generation || !generation.ok) return;
  frameIndex = Math.max(0, Math.min(generation.frames.length - 1, frameIndex + by));
  draw();
}

function startStepping(): void {
  frameIndex = 0;
  draw();
}

function wire(): void {
  const viewOnly = [controls.scale, controls.showCells];
  controls.form.addEventListener("input", (event) => {
    if (event.target === controls.stepMode) return;
    if (viewOnly.includes(event.target as HTMLInputElement)) draw();
    else regenerate();
  });
  controls.stepMode.addEventListener("change", startStepping);
  controls.newSeed.addEventListener("click", newSeed);
  controls.previous.addEventListener("click", () => step(-1));
  controls.next.addEventListener("click", () => step(1));
}

addOptionInputs();
addLegend();
wire();
regenerate();
