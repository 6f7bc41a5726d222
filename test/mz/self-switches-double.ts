/**
 * Game_SelfSwitches as far as the plugin and the tests use it: keys "mapId,eventId,letter", only
 * true values stored (as MZ's own class does).
 */
export class Game_SelfSwitches {
  _data: Record<string, boolean> = {};
  value(key: [number, number, string]): boolean {
    return this._data[key.join(",")] === true;
  }
  setValue(key: [number, number, string], value: boolean): void {
    if (value) this._data[key.join(",")] = true;
    else delete this._data[key.join(",")];
  }
}
