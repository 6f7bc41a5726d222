/** The index.html of a mass preview: every PNG with its caption, and the colour legend. */
import { LEGEND, Rgba, cssColour } from "../render/palette";

export interface GalleryEntry {
  file: string;
  caption: string;
}

/** `extraLegend`: the colours of what the preview was asked to draw besides the tiles (content roles, decorations). */
export function galleryHtml(title: string, entries: readonly GalleryEntry[], extraLegend: ReadonlyArray<{ label: string; colour: Rgba }> = []): string {
  const legend = [...LEGEND, ...extraLegend].map(({ label, colour }) => `<li><span style="background:${cssColour(colour)}"></span>${escapeHtml(label)}</li>`).join("");
  const figures = entries
    .map(({ file, caption }) => `<figure><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${escapeHtml(caption)}"></a><figcaption>${escapeHtml(caption)}</figcaption></figure>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>
body { font: 14px system-ui, sans-serif; background: #222; color: #ddd; margin: 1em; }
main { display: flex; flex-wrap: wrap; gap: 12px; }
figure { margin: 0; }
img { image-rendering: pixelated; max-width: 100%; display: block; }
figcaption { font-size: 12px; margin-top: 4px; }
ul { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 1em; }
li span { display: inline-block; width: 1em; height: 1em; margin-right: .3em; vertical-align: -2px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<ul>${legend}</ul>
<main>
${figures}
</main>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
