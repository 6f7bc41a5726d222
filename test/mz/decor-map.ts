/** Map data for decoration tests: width·height·6 zeros with layer z at (x, y) set for each entry. */
export function mapData(width: number, height: number, tiles: [x: number, y: number, z: number, id: number][]): number[] {
  const data = new Array(width * height * 6).fill(0);
  for (const [x, y, z, id] of tiles) data[(z * height + y) * width + x] = id;
  return data;
}
