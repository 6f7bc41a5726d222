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
  if (role === "outer") {
    // The map file's parse: onXhrLoad is JSON.parse and then onLoad (timed apart above), so parse =
    // mapXhr − outerOnLoad. Only the $dataMap file: a vault or set-piece map is read under another name.
    const onXhrLoad = DataManager.onXhrLoad;
    DataManager.onXhrLoad = function (xhr, name) {
      const start = now();
      try {
        return onXhrLoad.apply(this, arguments);
      } finally {
        const record = current();
        if (record && name === "$dataMap") record.mapXhr = (record.mapXhr || 0) + now() - start;
      }
    };
  }
  if (role === "outer" && typeof PerformanceObserver === "function") {
    // The plugin's own stages (its User Timing measures "RandomDungeons: <stage>"), onto the load they fall in.
    const prefix = "RandomDungeons: ";
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.name.startsWith(prefix)) continue;
        const loads = window.__benchLoads;
        let record = null;
        for (let i = loads.length - 1; i >= 0 && !record; i--) if (loads[i].start <= entry.startTime) record = loads[i];
        if (!record) continue;
        const stages = (record.stages = record.stages || {});
        const stage = entry.name.slice(prefix.length);
        stages[stage] = (stages[stage] || 0) + entry.duration;
      }
    }).observe({ type: "measure" });
  }
  time(DataManager, "onLoad", `${role}OnLoad`);
  time(Spriteset_Map.prototype, "createLowerLayer", `${role}Lower`);
  time(Spriteset_Map.prototype, "createUpperLayer", `${role}Upper`);
})();
