import { isObject, isWholeNumber, unusableMapReason } from "../../src/mz/map-data";

describe("map data checks", () => {
  const data = (length: number) => new Array(length).fill(0);

  it("a map with whole sizes, tile data of width·height·6 entries and an event list is usable", () => {
    expect(unusableMapReason({ width: 3, height: 2, data: data(36), events: [null] })).toBeNull();
    expect(unusableMapReason({ width: 0, height: 0, data: [], events: [] })).toBeNull();
  });

  it("names the first thing wrong, in order: sizes, tile data, its length, the event list", () => {
    expect(unusableMapReason({ width: 3.5, height: 2, data: data(36), events: [] })).toBe("the map size 3.5×2 is not two whole numbers");
    expect(unusableMapReason({ width: 3, height: -1, data: data(36), events: [] })).toBe("the map size 3×-1 is not two whole numbers");
    expect(unusableMapReason({ width: "3", height: 2, data: data(36), events: [] })).toBe('the map size "3"×2 is not two whole numbers');
    expect(unusableMapReason({ width: 3, height: 2, data: "tiles", events: [] })).toBe("the map has no tile data");
    expect(unusableMapReason({ width: 3, height: 2, data: data(35), events: [] })).toBe("the tile data holds 35 values, but a 3×2 map needs 36");
    expect(unusableMapReason({ width: 3, height: 2, data: data(36), events: {} })).toBe("the map has no event list");
  });

  it("isWholeNumber: 0 and positive integers only", () => {
    expect([0, 1, 256].map(isWholeNumber)).toEqual([true, true, true]);
    expect([-1, 1.5, NaN, Infinity, "2", null, undefined].map(isWholeNumber)).toEqual([false, false, false, false, false, false, false]);
  });

  it("isObject: objects and arrays, not null or primitives", () => {
    expect([{}, [], new Map()].map(isObject)).toEqual([true, true, true]);
    expect([null, undefined, 0, "x", true].map(isObject)).toEqual([false, false, false, false, false]);
  });
});
