// Runs inside the game page for npm run bench:game (plain JavaScript, evaluated as is).
window.__bench = {
  /** Starts a new game straight on map `mapId` (no title, no fade). */
  newGameOn(mapId) {
    DataManager.setupNewGame();
    $gamePlayer.reserveTransfer(mapId, 0, 0, 2, 2);
    SceneManager.goto(Scene_Map);
  },

  /** Transfers the player to `mapId` without a fade. */
  transfer(mapId) {
    $gamePlayer.reserveTransfer(mapId, 0, 0, 2, 2);
  },

  /** The map scene is up on `mapId`, nothing in progress. */
  onMap(mapId) {
    const scene = SceneManager._scene;
    return Boolean(scene && scene.constructor === Scene_Map && scene.isStarted() && !scene.isBusy() && $gameMap.mapId() === mapId && !$gamePlayer.isTransferring());
  },

  lastLoad() {
    const loads = window.__benchLoads || [];
    return loads[loads.length - 1] || null;
  },

  /** Walks the player for `ms` (straight on while it can, else a random open way); resolves to the rAF deltas. */
  walk(ms) {
    return new Promise((resolve) => {
      const deltas = [];
      const start = performance.now();
      let last = start;
      let direction = 2;
      const step = (time) => {
        deltas.push(time - last);
        last = time;
        if (!$gamePlayer.isMoving()) {
          if (!$gamePlayer.canPass($gamePlayer.x, $gamePlayer.y, direction) || Math.random() < 0.1) {
            const open = [2, 4, 6, 8].filter((d) => $gamePlayer.canPass($gamePlayer.x, $gamePlayer.y, d));
            if (open.length > 0) direction = open[Math.floor(Math.random() * open.length)];
          }
          $gamePlayer.moveStraight(direction);
        }
        if (time - start < ms) requestAnimationFrame(step);
        else resolve(deltas.slice(1));
      };
      requestAnimationFrame((time) => {
        last = time;
        requestAnimationFrame(step);
      });
    });
  },
};
