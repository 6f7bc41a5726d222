/**
 * The web preview page: a layout selector and the chosen layout's options (defaults and ranges
 * from the registry), generation with the core (a frame per step in step mode) and drawing
 * through the same renderer and colours as the PNG tool.
 */
import { DEFAULT_LAYOUT, LAYOUTS, LayoutAlgorithm, findLayout, floorShare } from "../../src/core";
import { describeAreas } from "../lib/layout-stats";
import { GENERATION_LEGEND, LEGEND, cssColour } from "../render/palette";
import { renderPicture } from "../render/pixels";
import { FramedGeneration, frameLabel, generateWithFrames, pictureOfFrame } from "./phases";
import { PieceCatalog, readPieceMap } from "../../src/mz/pieces";
import { DEFAULT_VALUES } from "../../src/mz/settings";
import { describePieces, showPieces } from "../render/pieces";

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`preview page has no #${id}`);
  return found as T;
}

const controls = {
  form: element<HTMLFormElement>("controls"),
  layout: element<HTMLSelectElement>("layout"),
  summary: element<HTMLParagraphElement>("layout-summary"),
  width: element<HTMLInputElement>("width"),
  height: element<HTMLInputElement>("height"),
  seed: element<HTMLInputElement>("seed"),
  newSeed: element<HTMLButtonElement>("new-seed"),
  options: element<HTMLFieldSetElement>("options"),
  scale: element<HTMLInputElement>("scale"),
  showOverlay: element<HTMLInputElement>("show-overlay"),
  showGenerations: element<HTMLInputElement>("show-generations"),
  stepMode: element<HTMLInputElement>("step-mode"),
  previous: element<HTMLButtonElement>("previous-phase"),
  next: element<HTMLButtonElement>("next-phase"),
  frame: element<HTMLInputElement>("frame"),
  phase: element<HTMLOutputElement>("phase"),
  status: element<HTMLParagraphElement>("status"),
  legend: element<HTMLUListElement>("legend"),
  canvas: element<HTMLCanvasElement>("map"),
  pieceFile: element<HTMLInputElement>("piece-file"),
  pieceCount: element<HTMLInputElement>("piece-count"),
  pieceStatus: element<HTMLOutputElement>("piece-status"),
};

/** The set pieces of the chosen set-piece map, read by the plugin's own reader (null: none chosen). */
let pieces: { catalog: PieceCatalog; problems: string[] } | null = null;

let generation: FramedGeneration | null = null;
let frameIndex = 0;
let drawCount = 0;

function chosenLayout(): LayoutAlgorithm {
  return findLayout(controls.layout.value) ?? findLayout(DEFAULT_LAYOUT)!;
}

function addLayoutChoices(): void {
  for (const layout of LAYOUTS) {
    const choice = document.createElement("option");
    choice.value = layout.name;
    choice.textContent = layout.name;
    choice.title = layout.summary;
    controls.layout.append(choice);
  }
  controls.layout.value = DEFAULT_LAYOUT;
}

/** The option keys shown for a layout: its own. */
function optionKeys(layout: LayoutAlgorithm): string[] {
  return Object.keys(layout.defaults);
}

function addOptionInput(key: string, min: number, max: number, value: number): void {
  const label = document.createElement("label");
  label.htmlFor = `option-${key}`;
  label.textContent = key;
  const input = document.createElement("input");
  input.type = "number";
  input.id = `option-${key}`;
  input.dataset.option = key;
  input.min = String(min);
  input.max = String(max);
  input.value = String(value);
  controls.options.append(label, input);
}

/** One number input per option of the chosen layout with its range and default. */
function showOptionInputs(): void {
  const layout = chosenLayout();
  controls.options.querySelectorAll("label, input").forEach((old) => old.remove());
  for (const key of optionKeys(layout)) addOptionInput(key, layout.ranges[key].min, layout.ranges[key].max, layout.defaults[key]);
  controls.summary.textContent = layout.summary;
}

function addLegend(): void {
  for (const { label, colour } of [...LEGEND, ...GENERATION_LEGEND]) {
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

function readRequest(): { layout: string } & Record<string, number | string> {
  const layout = chosenLayout();
  const request: { layout: string } & Record<string, number | string> = { layout: layout.name };
  for (const key of optionKeys(layout)) {
    request[key] = readInteger(element<HTMLInputElement>(`option-${key}`), layout.defaults[key]);
  }
  if (pieces) Object.assign(request, { pieces: pieces.catalog.pieces, pieceCount: readInteger(controls.pieceCount, DEFAULT_VALUES.pieceCount as number) });
  return request;
}

/**
 * Reads the chosen set-piece map with the stock tilesets' flags (served beside the page), as the
 * plugin reads one: the pieces marked with regions 60 and 63, each problem one line of the status.
 */
async function readPieceFile(): Promise<void> {
  const file = controls.pieceFile.files?.[0];
  if (!file) {
    pieces = null;
    controls.pieceStatus.value = "none";
    regenerate();
    return;
  }
  const problems: string[] = [];
  try {
    const [map, tilesets] = await Promise.all([file.text().then((text) => JSON.parse(text) as object), fetch("tilesets.json").then((response) => response.json() as Promise<unknown>)]);
    const regions = { piece: DEFAULT_VALUES.pieceRegion as number, entrance: DEFAULT_VALUES.pieceEntranceRegion as number };
    pieces = { catalog: readPieceMap(map, 0, tilesets, regions, (message) => problems.push(message)), problems };
    controls.pieceStatus.value = `${pieces.catalog.pieces.length} piece(s): ${pieces.catalog.pieces.map((piece) => piece.name).join(", ") || "none usable"}`;
  } catch (error) {
    pieces = null;
    controls.pieceStatus.value = `${file.name} is not a map file (${String(error)})`;
  }
  regenerate();
}

function regenerate(): void {
  const stepping = controls.stepMode.checked;
  generation = generateWithFrames(readInteger(controls.width, 68), readInteger(controls.height, 64), readRequest(), readInteger(controls.seed, 0), stepping);
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
  const framed = pictureOfFrame(frame, controls.showOverlay.checked, controls.showGenerations.checked);
  // Once the pieces are in, each is outlined and its events are marked.
  const picture = pieces && !frame.layoutStep ? showPieces(framed, generation.dungeon, pieces.catalog) : framed;
  const image = renderPicture(picture, readInteger(controls.scale, 6));
  controls.canvas.width = image.width;
  controls.canvas.height = image.height;
  controls.canvas.getContext("2d")?.putImageData(new ImageData(image.data, image.width, image.height), 0, 0);
  controls.phase.value = `${shown + 1}/${frames.length} ${frameLabel(frame, frames)}`;
  controls.previous.disabled = !stepping || shown === 0;
  controls.next.disabled = !stepping || shown === frames.length - 1;
  controls.frame.disabled = !stepping;
  controls.frame.max = String(frames.length - 1);
  controls.frame.value = String(shown);
  controls.canvas.dataset.phase = frame.phase;
  controls.canvas.dataset.frames = String(frames.length);
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
  const summary = `${dungeon.layout.algorithm}, seed ${dungeon.seed}: ${describeAreas(dungeon.layout)}, ${(100 * floorShare(dungeon.grid)).toFixed(1)}% floor`;
  const pieceLines = pieces ? [describePieces(dungeon, pieces.catalog), ...pieces.problems.map((problem) => `warning: ${problem}`)] : [];
  controls.status.textContent = [summary, ...pieceLines, ...warnings].join("\n");
}

function newSeed(): void {
  controls.seed.value = String(crypto.getRandomValues(new Uint32Array(1))[0]);
  regenerate();
}

function showFrame(index: number): void {
  if (!generation || !generation.ok) return;
  frameIndex = Math.max(0, Math.min(generation.frames.length - 1, index));
  draw();
}

/** Step mode needs a frame per step: generate again with them, from the first. */
function toggleStepping(): void {
  frameIndex = 0;
  regenerate();
}

function changeLayout(): void {
  showOptionInputs();
  frameIndex = 0;
  regenerate();
}

function wire(): void {
  const viewOnly: EventTarget[] = [controls.scale, controls.showOverlay, controls.showGenerations];
  const ownHandlers: EventTarget[] = [controls.stepMode, controls.layout, controls.frame, controls.pieceFile];
  controls.form.addEventListener("input", (event) => {
    if (event.target === null || ownHandlers.includes(event.target)) return;
    if (viewOnly.includes(event.target)) draw();
    else regenerate();
  });
  controls.layout.addEventListener("change", changeLayout);
  controls.pieceFile.addEventListener("change", () => void readPieceFile());
  controls.stepMode.addEventListener("change", toggleStepping);
  controls.newSeed.addEventListener("click", newSeed);
  controls.previous.addEventListener("click", () => showFrame(frameIndex - 1));
  controls.next.addEventListener("click", () => showFrame(frameIndex + 1));
  controls.frame.addEventListener("input", () => showFrame(Number(controls.frame.value)));
}

addLayoutChoices();
showOptionInputs();
addLegend();
wire();
regenerate();
