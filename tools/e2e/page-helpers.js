// Runs inside the game page (plain JavaScript, evaluated as is): small readers of the engine's
// state for tools/e2e/run.ts. They only read, except `standBefore`, which puts the player next
// to an event facing it, as if they had walked there, so that a real key press starts the event.
// (`wayTo` finds a real walk by the game's own rules, which run.ts then steps through.)
window.__e2e = {
  state() {
    const scene = SceneManager._scene;
    const started = Boolean(scene && scene.isStarted && scene.isStarted());
    return {
      scene: scene ? scene.constructor.name : "",
      started,
      busy: started && scene.isBusy(), // isBusy reads windows that exist only once started
      mapId: typeof $gameMap !== "undefined" && $gameMap ? $gameMap.mapId() : 0,
      transferring: typeof $gamePlayer !== "undefined" && $gamePlayer ? $gamePlayer.isTransferring() : false,
      eventRunning: typeof $gameMap !== "undefined" && $gameMap ? $gameMap.isEventRunning() : false,
      messageBusy: typeof $gameMessage !== "undefined" && $gameMessage ? $gameMessage.isBusy() : false,
      messageWaiting: Boolean(scene && scene._messageWindow && scene._messageWindow.isOpen() && scene._messageWindow.pause),
      // The printer always exists, with empty name and message divs until an error is printed.
      errorShown: Boolean(Graphics._errorPrinter && Graphics._errorPrinter.textContent.trim().length > 0),
    };
  },

  /** The map as the player sees it, with the tiles reachable by the game's own passability. */
  snapshot() {
    const width = $gameMap.width();
    const height = $gameMap.height();
    // Reachable by the tiles alone, both ways (events do not block here).
    const { reached: reachable } = this.walkFrom((x, y, d, x2, y2) => $gameMap.isPassable(x, y, d) && $gameMap.isPassable(x2, y2, 10 - d));
    const spriteset = SceneManager._scene._spriteset;
    const memory = $gameSystem._randomDungeons;
    return {
      mapId: $gameMap.mapId(),
      width,
      height,
      data: Array.from($dataMap.data),
      reachable,
      // 1 where the ground (z0) is an A1/A2 autotile the tileset lets no one walk on from any side: water, lava (a lake).
      lake: Array.from({ length: width * height }, (_, tile) => (($gameMap.tilesetFlags()[$dataMap.data[tile]] & 0x0f) === 0x0f && $dataMap.data[tile] >= 2048 && $dataMap.data[tile] < 4352 ? 1 : 0)),
      player: { x: $gamePlayer.x, y: $gamePlayer.y },
      // Where each event stands, where the plugin placed it ($dataMap's copy) and whether it walks on its own (erased ones left out).
      events: $gameMap.events().filter((event) => !event._erased && event.event()).map((event) => ({ id: event.eventId(), name: event.event().name, x: event.x, y: event.y, placed: { x: event.event().x, y: event.event().y }, moves: event._moveType !== 0 })),
      seed: memory && memory.seeds ? memory.seeds[String($gameMap.mapId())] : undefined,
      tilemapDrawsData: Boolean(spriteset && spriteset._tilemap && spriteset._tilemap._mapData === $dataMap.data),
      meta: $dataMap.meta,
    };
  },

  /** Puts the player on a walkable tile beside event `eventId`, facing it; false if none. */
  standBefore(eventId) {
    const event = $gameMap.event(eventId);
    for (const d of [2, 4, 6, 8]) {
      const x = $gameMap.xWithDirection(event.x, d);
      const y = $gameMap.yWithDirection(event.y, d);
      const facing = 10 - d;
      if (!$gameMap.isValid(x, y) || $gameMap.eventsXy(x, y).length > 0) continue;
      if (!$gameMap.isPassable(x, y, facing)) continue;
      $gamePlayer.locate(x, y);
      $gamePlayer.setDirection(facing);
      return true;
    }
    return false;
  },

  /** Tiles (y * width + x) the player can walk to from where they stand by the game's own rules ($gamePlayer.canPass: tiles and events). */
  walkable() {
    return this.walkFrom().reached;
  },

  /**
   * Breadth-first walk from the player, a step allowed by `canStep(x, y, d, x2, y2)` (default
   * $gamePlayer.canPass): per tile 1 when reached, the step that reached it and the steps to it.
   */
  walkFrom(canStep = (x, y, d) => $gamePlayer.canPass(x, y, d)) {
    const width = $gameMap.width();
    const size = width * $gameMap.height();
    const reached = new Array(size).fill(0);
    const step = new Array(size).fill(0);
    const steps = new Array(size).fill(-1);
    const queue = [$gamePlayer.y * width + $gamePlayer.x];
    reached[queue[0]] = 1;
    steps[queue[0]] = 0;
    for (let head = 0; head < queue.length; head++) {
      const x = queue[head] % width;
      const y = Math.floor(queue[head] / width);
      for (const d of [2, 4, 6, 8]) {
        const x2 = $gameMap.xWithDirection(x, d);
        const y2 = $gameMap.yWithDirection(y, d);
        const next = y2 * width + x2;
        if (!$gameMap.isValid(x2, y2) || reached[next] || !canStep(x, y, d, x2, y2)) continue;
        reached[next] = 1;
        step[next] = d;
        steps[next] = steps[queue[head]] + 1;
        queue.push(next);
      }
    }
    return { reached, step, steps };
  },

  /** The directions of a shortest walk to the nearest of `targets` (tiles), or null when none can be reached. */
  wayTo(targets) {
    const width = $gameMap.width();
    const { reached, step, steps } = this.walkFrom();
    const start = $gamePlayer.y * width + $gamePlayer.x;
    let goal = -1;
    for (const tile of targets) if (reached[tile] && (goal < 0 || steps[tile] < steps[goal])) goal = tile;
    if (goal < 0) return null;
    const way = [];
    for (let tile = goal; tile !== start; ) {
      const d = step[tile];
      way.push(d);
      tile = $gameMap.roundXWithDirection(tile % width, 10 - d) + $gameMap.roundYWithDirection(Math.floor(tile / width), 10 - d) * width;
    }
    return way.reverse();
  },

  /**
   * Walks the directions by real steps (moveStraight, by the engine's rules), each as soon as the
   * last one ended, in the page's own time: true when every step was taken, false at the first
   * that could not be.
   */
  walkWay(way) {
    return new Promise((resolve) => {
      let next = 0;
      const timer = setInterval(() => {
        if ($gamePlayer.isMoving()) return;
        if (next >= way.length) {
          clearInterval(timer);
          resolve(true);
          return;
        }
        $gamePlayer.moveStraight(way[next++]);
        if (!$gamePlayer.isMovementSucceeded()) {
          clearInterval(timer);
          resolve(false);
        }
      }, 4);
    });
  },

  /** The four tiles beside event `eventId`. */
  besideEvent(eventId) {
    const event = $gameMap.event(eventId);
    const width = $gameMap.width();
    return [2, 4, 6, 8].map((d) => $gameMap.yWithDirection(event.y, d) * width + $gameMap.xWithDirection(event.x, d));
  },

  eventIdNamed(name) {
    const event = $gameMap.events().find((candidate) => candidate.event().name === name);
    return event ? event.eventId() : 0;
  },
};
