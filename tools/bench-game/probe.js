// A timing probe for npm run bench:game, staged twice as a plugin: once listed before
// RandomDungeons (role "inner": it times the engine's own methods the plugin hands on to) and once
// after it (role "outer": it times the plugin and the engine together). The difference is the
// plugin's own time. Times go to window.__benchLoads, one record per map load.
(() => {
  const role = document.currentScript && /Inner/.test(document.currentScript.src) ? "inner" : "outer";
  const now = () => performance.now();
  window.__benchLoads = window.__benchLoads || [];
  const current = () => {
    const loads = window.__benchLoads;
    return loads[loads.length - 1];
  };
  const time = (owner, name, field) => {
    const old = owner[name];
    owner[name] = function () {
      const start = now();
      try {
        return old.apply(this, arguments);
      } finally {
        const record = current();
        if (record) record[field] = (record[field] || 0) + now() - start;
      }
    };
  };
  if (role === "outer") {
    const loadMapData = DataManager.loadMapData;
    DataManager.loadMapData = function (mapId) {
      window.__benchLoads.push({ mapId, start: now() });
      return loadMapData.apply(this, arguments);
    };
    const onMapLoaded = Scene_Map.prototype.onMapLoaded;
    Scene_Map.prototype.onMapLoaded = function () {
      const start = now();
      try {
        return onMapLoaded.apply(this, arguments);
      } finally {
        const record = current();
        if (record) {
          record.onMapLoaded = now() - start;
          record.end = now();
        }
      }
    };
  }
  time(DataManager, "onLoad", `${role}OnLoad`);
  time(Spriteset_Map.prototype, "createLowerLayer", `${role}Lower`);
  time(Spriteset_Map.prototype, "createUpperLayer", `${role}Upper`);
})();
