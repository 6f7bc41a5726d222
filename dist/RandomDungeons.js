// RandomDungeons.js v0.1.0 — Maps tagged <Dungeon> become a fresh random dungeon on every entry.
// https://github.com/randomdungeons/rmmz-random-dungeons — MIT licence. Built from TypeScript sources; edit src/, not this file.
/*:
 * @target MZ
 * @plugindesc Maps tagged <Dungeon> become a fresh random dungeon on every entry. (v0.1.0)
 * @author RandomDungeons contributors
 * @url https://github.com/randomdungeons/rmmz-random-dungeons
 * @orderBefore NRP_TileToEvent
 *
 * @help
 * RandomDungeons v0.1.0
 *
 * Every time the player enters a map whose note holds <Dungeon>, the map is
 * replaced by a fresh random dungeon: rooms and corridors laid out by one of
 * the layouts below, two-tile-high walls on north edges, autotiles shaped as the
 * editor would draw them, shadows, and the map's events and the player's
 * arrival moved onto room floor.
 *
 * == Quick start ==
 * 1. Enable this plugin in the Plugin Manager.
 * 2. Make a map with the Dungeon tileset (68x64 is a good size) and write
 *    <Dungeon> in its note.
 * 3. Put events on it anywhere (chests, NPCs, an exit that transfers back).
 * 4. Transfer the player to it, anywhere: the plugin picks the arrival tile
 *    and keeps the transfer's facing.
 *
 * == Events are moved, exits included ==
 * Every event of a <Dungeon> map is moved to a random spot on room floor on
 * each entry. So make the way out an event (a door or stairs with Transfer
 * Player), not a spot on the map.
 * Chests refill: on each new dungeon the self switches A-D of the map's events
 * (and their copies) are cleared, so an opened chest is closed again in the
 * next dungeon. The menu, battles and loading a save keep them. To keep them
 * instead, set "Self Switches on a New Dungeon" to keep (per map:
 * <Dungeon Self Switches: keep>; per event: <Dungeon Keep Self Switches>).
 *
 * == Layouts ==
 * The Layout parameter chooses how every dungeon is laid out; one map can
 * choose another with a note tag, e.g. <Dungeon Layout: digger>:
 *   cells   rooms and corridors on a grid of cells (Pokemon Essentials style;
 *           the default)
 *   digger  rooms, corridors, round and polygon rooms, caves, tunnels and your
 *           own vaults, dug one by one from the middle of the map
 *   maze    a maze of paths 3 tiles wide; loops and rooms optional
 *   rooms   a chain of small rooms, each joined to the one before by a
 *           one-tile doorway
 *   nodes   square tiles of corridors and rooms whose exits always meet
 *   crawlers  wall crawlers build walls into an open map, keeping what the
 *           map paints with two regions (see Crawlers below)
 * An unknown name gives one console warning listing the known layouts, and
 * cells is used. Each layout's settings are a group of parameters under its
 * name (Cells, Digger, Maze, Rooms, Nodes, Crawlers); they apply only to maps
 * of that layout. Wall Height is shared by all layouts.
 *
 * == Size ==
 * For cells: the map minus a border (8 columns left and right, 6 rows top and bottom) is
 * cut into 13x13 cells. Widths 20-41 give 1 cell across, 42-54 two, 55-67
 * three, 68-80 four...; heights 15-37 one cell down, 38-50 two, 51-63 three,
 * 64-76 four... A map of one cell (or one whose inside is narrower than a cell)
 * is a single big room. Maps smaller than 20x15 are left as they are. Up to
 * 256x256 works. The other layouts keep a 1-tile border (their Border setting)
 * and need a map of about 10x10 or more; a map too small for its layout is left
 * as authored with a warning saying the minimum.
 *
 * == Tiles ==
 * With the defaults nothing needs setting on the stock Dungeon tileset: floor is
 * the first A2 ground, walls the first A4 wall side, and the void around rooms
 * the A4 wall top above it (the dark ceiling). Shapes of all three autotiles are
 * chosen the way the editor chooses them, so the player can walk every floor
 * tile and never into walls or void.
 * The easy way to use other tiles: paint three template tiles on the map's top
 * row, row 0: x=0 the void (the dark ceiling), x=1 the floor, x=2 the wall
 * side. They override the parameters for that map; the dungeon paints over them.
 * Or set Void/Floor/Wall Tile in the parameters (tile ids; 0 as Void leaves it
 * empty). An autotile's id is its sheet's first id plus 48 x its place in that
 * sheet's block of the editor's A tab, counted left to right, top to bottom, 8
 * to a row: A1 2048, A2 2816, A3 4352, A4 5888 (A5 1536 and B-E 0, 256, 512,
 * 768 count one per tile). The defaults: 5888, 2816 and 6272 = 5888 + 48 x 8.
 * Or look it up in a playtest: paint the tile somewhere, press F8, and in the
 * Console type $gameMap.tileId(x, y, 0) for that spot.
 * The tileset must hold the sheets of the tiles you choose; if it does not,
 * the default tile is used, and if that is missing too the map is left as
 * authored (a warning says which).
 * Room Region / Corridor Region write region ids on the floor, so encounter
 * lists and other plugins can tell rooms from corridors.
 *
 * == Per-map settings ==
 * Any parameter can be overridden on one map with a note tag that reads like
 * the parameter, e.g.
 *   <Dungeon Room Chance: 50>
 *   <Dungeon Corridor Width: 2>
 *   <Dungeon Extra Connections: 4>   (cells: loops between cells)
 *   <Dungeon Floor Tile: 2864>
 * (spaces and letter case do not matter: <DungeonRoomChance:50> works too).
 * A tag is read against the map's layout, so the same words set that layout's
 * own setting:
 *   <Dungeon Layout: digger>
 *   <Dungeon Cave Chance: 30>
 *   <Dungeon Room Min Width: 5>      (the digger's Room Min Width here)
 *   <Dungeon Layout: maze>
 *   <Dungeon Maze Path Width: 2>
 *   <Dungeon Maze Braid Chance: 50>
 *   <Dungeon Maze Edge Exits: 1>     (entrance and exit on the edges)
 *   <Dungeon Maze Shortcut Doors: 6> (doors through walls as shortcuts)
 *   <Dungeon Layout: crawlers>
 *   <Dungeon Cave Smoothing: 3>      (crawlers: walls grown into rounded rock)
 *   <Dungeon Layout: nodes>
 *   <Dungeon Node Count: 40>         (0, the default: half the node grid)
 * A setting of another layout (Cave Chance on a cells map) is ignored with a
 * warning. In the Plugin Manager the cells settings keep their old names
 * (roomChance...); the others are named layout + setting (diggerCaveChance,
 * mazeMazePathWidth, roomsRoomMinWidth, nodesNodeCount); tags may use those
 * names too.
 *
 * == Vaults (digger) ==
 * Vaults are rooms you draw yourself; the digger places them whole, like any
 * other room (Vault Chance, Vault Seq, Vault Max). Two ways to draw them:
 * 1. A vault map: any map of your project (e.g. one named "Vaults" that the
 *    player never visits). Set its id as the Vault Map parameter, or per map
 *    with <Dungeon Vault Map: 12>. Paint each vault as a shape with empty
 *    tiles all around it: floor with ground tiles (anything the player can
 *    walk on), walls with A3/A4 wall or ceiling tiles. On the shape's outer
 *    edge, paint the Vault Connection Region (63 by default) on the floor
 *    tiles where the vault may join the dungeon (at least one). The vault map
 *    is read once per session, before the first digger dungeon that uses it
 *    (the map waits for it).
 * 2. ASCII in the dungeon map's note, between <Dungeon Vaults> and
 *    </Dungeon Vaults>: an optional name line, then rows of
 *      # wall   . floor   + door   @ connection (floor on the outer edge)
 *      space = outside the vault
 *    and a blank line between vaults, e.g.
 *      <Dungeon Vaults>
 *      Shrine
 *      ###@###
 *      #.....#
 *      #.....#
 *      #######
 *      </Dungeon Vaults>
 * A vault with a mistake (no connection, floor not connected, too large for
 * the map, floor rows closer than Wall Height + 1 in a column) is skipped
 * with one warning naming it and the reason; the dungeon is made without it.
 *
 * == What persists, and when a new dungeon is made ==
 * A new dungeon is made on every real entry: a transfer from another map (or a
 * new game starting there). The seed of each dungeon map is kept in the save
 * data, so the same dungeon comes back after the menu, a battle, loading a save,
 * a transfer within the same map and after you update the project (the editor
 * changes the version id when you save, and the engine then re-reads the map).
 * On that last one events go back to their placed tiles and the player stays
 * where they were if that is still floor, else goes to the arrival tile. Saves
 * made before the plugin was installed load fine: a dungeon is made for them.
 * Which dungeon is this? In a playtest console,
 * $gameSystem._randomDungeons.seeds[$gameMap.mapId()] is the current seed N;
 * with the developer tools, npm run preview -- --width W --height H --seed N
 * draws the same layout (add the map's tags as flags, e.g. --room-chance 80).
 *
 * == Bad input ==
 * Nothing here stops the game. A map too small, an unknown or malformed note
 * tag, a bad parameter, a tileset without the chosen tiles, or more events
 * than the rooms can hold: each gives one console warning (F8 / DevTools)
 * naming the value and the default used, and a safe result. A map whose size
 * does not match its tile data, or a save whose stored seeds are damaged, is
 * treated the same way (the map left as authored; a new dungeon instead of the
 * damaged one). Events that do not
 * fit the spacing rules go next to corridors, then onto corridors, then closer
 * together; never onto a wall or into the void.
 *
 * == Compatibility ==
 * Aliases (never replaces) DataManager.loadMapData and DataManager.onLoad for
 * the dungeons, Game_Map.displayName for {floor}, and, for the fog and the
 * minimap, Spriteset_Map.createLowerLayer/createUpperLayer/update,
 * Sprite_Character.updateVisibility and Game_System.onBeforeSave; adds
 * $gameSystem._randomDungeons to the save. Maps without <Dungeon> are untouched,
 * and maps without fog get no fog sprites.
 * The plugin order does not matter for plugins that change the map when it
 * loads: the dungeon is painted before the rest of the DataManager.onLoad chain
 * runs, so a plugin listed above or below this one that edits tiles, hides
 * tiles or links extra events there does so on the dungeon, and its changes
 * survive the menu, battles and loading. Only the map's own events (those the
 * editor made) are counted and moved; events other plugins add or spawn
 * (EventReSpawn, TemplateEvent, NRP_TileToEvent) stay where those plugins put
 * them. NRP_TileToEvent, which turns the tiles it finds into events, is best
 * listed below this one, so that it always reads finished dungeon tiles; the
 * Plugin Manager says so.
 *
 * MIT licence. Source, tests and a preview tool: see the URL above.
 *
 * Crawlers: walls built into an open map (<Dungeon Layout: crawlers>)
 * -------------------------------------------------------------------
 * After Peter Henningsen's DungeonMaker. The map starts open and small
 * "wall crawlers" build the walls, generation after generation, never
 * cutting off a passage. You can draw the first stage yourself.
 *
 * Stage 0, painted on the map with regions (region layer of the editor):
 *   Kept Floor Region (61)      floor that stays: rooms, story spots,
 *                               places where no wall may stand
 *   Structural Wall Region (62) walls that stand from the start; structural
 *                               crawlers may start from them and join them
 * An unpainted map is fine: the crawlers then build everything. Painted
 * walls too thin for their ceiling are thickened; a pocket closed off by
 * painted walls gets a doorway.
 *
 * Styles: <Dungeon Crawler Style: maze>    labyrinth of narrowing corridors
 *         <Dungeon Crawler Style: halls>   large halls, doorways, pillars
 *         <Dungeon Crawler Style: caverns> ragged winding walls, wide spaces
 * A style sets the crawler settings; any setting you change from its
 * default in the parameters, or set with a note tag, wins over the style:
 *   <Dungeon Crawler Style: halls>
 *   <Dungeon Corridor Width: 9>
 * Every crawler setting is a note tag (<Dungeon Generations: 8>,
 * <Dungeon Jumper Chance: 30>, <Dungeon Structural Walls: 6> ...).
 *
 * How crawlers build: generation 0 (Structural Walls) starts on the border
 * or a painted wall and may join the wall it runs into (Join Chance), so
 * the map falls into sectors joined by doorways. Later crawlers keep
 * Corridor Width tiles of floor to every other wall (narrowing to Last
 * Corridor Width), turn (Turn Chance), and spawn babies into the next or a
 * later generation (Spawn Chance, Baby Delay 2/3 Chance) with slightly
 * mutated chances (Mutation). Column jumpers (Jumper Chance) leave pillars,
 * Column Spacing tiles apart. Areas for events are the open spaces between
 * the walls (room floor where 3x3 fits, corridors elsewhere); doorways are
 * doors for Door events.
 *
 * Content: events as templates
 * ----------------------------
 * Note tags on the EVENTS of a <Dungeon> map say what each event is and how
 * many of it appear. An event without any of these tags is placed once on
 * room floor, as always.
 *
 *   <Dungeon Spawn: 3>        3 copies of this event (a template)
 *   <Dungeon Spawn: 2-5>      2 to 5 copies (0 allowed)
 *   <Dungeon Chance: 40>      each copy appears with 40 %
 *   <Dungeon Spawn: 2+1/3floors>  Spawn and Chance may step per floor (runs):
 *                             2 copies on floors 1-3, 3 on 4-6 ...;
 *                             <Dungeon Chance: 40 +10/2floors>
 *   <Dungeon Unique: stairs>  of all events in group "stairs", exactly one
 *                             copy appears (a copy's Chance weighs the draw)
 *   <Dungeon Place: room>     the floor it may stand on: room (default),
 *                             corridor or any
 *   <Dungeon Place: piece vault>  inside the set piece named vault (any case):
 *                             its copies stand on that piece's floor; a Lock
 *                             stands on the piece's door (below)
 *   <Dungeon Keep Self Switches>  its self switches survive a new dungeon
 *   <Dungeon Role: NAME>      where it goes:
 *     Stairs       the exit: in the area farthest (by path) from the arrival
 *     Entrance     stairs up: right beside the player's arrival tile (else the
 *                  nearest free floor); never behind a lock
 *     Boss         on the way to the stairs, at the door of the stairs' area
 *                  (or beside the stairs): the player must pass it
 *     Treasure     dead ends first, then far areas, one per area while they last
 *     Monster      spread out, never in the area the player arrives in
 *     Trap         floor of any kind, never in a doorway, never where it would
 *                  be the only way through
 *     Door         one copy on every doorway the layout marks as a door
 *                  (digger, rooms, crawlers: their Door Chance of the doorways;
 *                  layouts without doors get none)
 *     Secret Door  one copy on every secret doorway (digger, rooms, crawlers:
 *                  Secret Door Chance)
 *     Lock 1       on a one-tile chokepoint of the way to the stairs (a
 *                  gatehouse is built where there is none)
 *     Key 1        where it can be reached without passing Lock 1
 *                  (Lock 2 / Key 2 ... nest: Key 2 lies behind Lock 1)
 *     Wall         on floor right under a north wall face (signs, torches)
 *
 * Without Spawn, the event itself is its one copy (Chance and Unique still
 * apply). With Spawn the event is a template: it is not placed itself, and its
 * copies are deep copies (same pages, same note) with new ids after the map's
 * highest id, named "NAME #1", "NAME #2" ... Copy k of an event always gets the
 * same id, so the menu, battles, saves and a project update keep every copy
 * where it is, and self switches keep their keys. Door copies take the ids after
 * all others.
 *
 * Every event but a door blocks the way; the plugin makes sure that only a
 * Lock or the Boss is ever the only way through, that every key can be reached
 * before its lock, and that the stairs can be reached once the keys are found.
 * A lock stands in a passage one tile wide on the way to the stairs. Where the
 * way has too few of them (wide corridors, mazes, loops), the plugin builds a
 * gatehouse: a wall across a passage with a one-tile gate (and walls up the
 * ways around it), and the lock stands in the gate. Only where no gate fits
 * (a map too small for all its locks) is a lock left out, with its keys and a
 * warning. An event that could only stand where it blocks the way is not
 * placed there: a plain event, the stairs or the entrance then shares a tile
 * with another event, with a warning. Bad tags and rules that cannot hold are
 * one warning each; the rest of the event still applies.
 *
 * Self switches: by default a new dungeon clears self switches A-D of the map's
 * events and copies, so chests refill on every new floor (parameter "Self
 * Switches on a New Dungeon" = keep, or <Dungeon Self Switches: keep> in a map's
 * note, keeps them; <Dungeon Keep Self Switches> keeps one event's).
 *
 * A lock may be a piece's door: give the Lock <Dungeon Place: piece vault> and
 * paint the vault with one entrance. The lock then stands on that entrance and
 * closes the vault alone, not the way to the stairs; its key lies where the
 * player reaches it first, and only events that name the vault go inside. If
 * the vault is not in this dungeon, or more than one of its entrances is
 * joined, the lock guards the way to the stairs as usual, with a warning. A
 * name no placed piece has: the event is placed as without the tag, with a
 * warning. Stairs, treasure, monsters, traps, wall and plain events and keys
 * can name a piece; the boss, the entrance and doors cannot.
 *
 * Example: a cave with an exit, 2-4 chests, bats, a locked door and its key.
 *   Exit   (stairs graphic, Player Touch, Transfer Player to the town):
 *            <Dungeon Role: Stairs>
 *   Chest  (opens with self switch A):
 *            <Dungeon Role: Treasure> <Dungeon Spawn: 2-4>
 *   Bat    (Event Touch, Battle Processing):
 *            <Dungeon Role: Monster> <Dungeon Spawn: 3-6> <Dungeon Chance: 80>
 *   Gate   (a door; if the party has the Bronze Key: self switch A -> open):
 *            <Dungeon Role: Lock 1>
 *   Key    (gives the Bronze Key, then self switch A):
 *            <Dungeon Role: Key 1>
 *   Map note: <Dungeon> <Dungeon Layout: rooms>
 *
 * Set pieces: rooms painted in the editor
 * ---------------------------------------
 * Paint a shrine, a treasure vault or a boss arena by hand, with its own walls,
 * floor, furniture and events; every layout places it whole into a dungeon it
 * still generates around it (picture: docs/set-pieces-authoring.png in the
 * plugin's repository; the sample project's Map011 has three).
 *
 * Set-piece maps: a dungeon map names them in its note,
 *   <Dungeon Set Pieces: 11>          (several: <Dungeon Set Pieces: 11, 14>)
 * or every dungeon gets those of the Set Piece Maps parameter (same list). The
 * Vault Map's marked pieces are set pieces too; its unmarked painted shapes
 * stay the digger's shape-only vaults.
 *
 * A piece is a rectangle painted on such a map:
 *   - paint region 60 (Piece Region) over all its tiles, and region 63 (Piece
 *     Entrance Region) instead on its entrances: walkable tiles on the
 *     rectangle's outer edge where the dungeon joins it;
 *   - each group of touching tiles of those two regions is one piece, its
 *     bounding box the rectangle: leave an unmarked tile between two pieces;
 *   - everything inside is copied as painted: all four tile layers, the
 *     shadows, and every event standing inside (pages, notes, self switches)
 *     at its place in the piece. The two region marks become 0;
 *   - tiles the player can walk on are the piece's floor; everything else in
 *     it (your walls and ceilings, furniture that blocks) is solid. Keep the
 *     floor in one piece; paint a wall border, and the north wall two tiles
 *     high with a ceiling row above it, as the dungeon's own walls are;
 *   - between two floor tiles of one column leave at least three solid tiles
 *     (a ceiling and a two-high face): stand blocking furniture (statues,
 *     shelves, pillars) right under the north wall.
 *
 * Rules, in the note of any event inside the piece (a "name event" with no
 * picture, below the characters, is handy):
 *   <Dungeon Piece: shrine>          its name (for messages and for events
 *                                    with <Dungeon Place: piece shrine>)
 *   <Dungeon Piece Required>         in every dungeon it fits
 *   <Dungeon Piece Weight: 3>        chance among optional pieces (default 1)
 *   <Dungeon Piece Max: 1>           copies in one dungeon (default 1)
 *   <Dungeon Piece Floors: 3-5>      only on these floors of a run
 *   <Dungeon Piece Mirror>           may be mirrored left-right
 *   <Dungeon Piece At: stairs>       holds the stairs (a boss arena);
 *   <Dungeon Piece At: arrival>      holds the arrival (a start room)
 * A piece that holds the stairs is joined through one entrance only (the first
 * that can be joined), so a lock can always close the way to the stairs.
 * A piece is never flipped upside down or turned: its north walls are two
 * tiles high and would stand on their heads. Mirroring moves tiles but cannot
 * flip their pictures: give a Mirror piece only furniture one tile wide (or
 * symmetric), or a two-tile shelf comes out with its halves swapped.
 *
 * On the dungeon map: <Dungeon Set Piece Count: 2> optional pieces (Set Piece
 * Count, default 2), drawn by their weights; required pieces come in
 * addition. The dungeon's floor meets a piece at its entrances, and the
 * autotiles along its rim are reshaped, so no seam shows. The pieces' events
 * are copied with ids of their own that stay the same, so the menu, battles,
 * saves and a project update keep them.
 *
 * Bad input is one warning each, and the dungeon is still made; the piece map
 * itself is never changed: a piece with no entrance, or an entrance that is
 * not walkable or not on the edge; two pieces whose rectangles overlap;
 * floor in two parts; a piece larger than the dungeon (it is left out); an
 * unknown At: value or a bad number. Events belong to the tile they stand
 * on, so an event is inside a piece or not.
 *
 * Runs: floors, seeds and plugin commands
 * ---------------------------------------
 * A run is a climb through many floors. The plugin keeps a floor counter
 * (from 1) and, per dungeon map, the floor its dungeon was made on; all of it
 * is saved with the game. Plugin commands (Plugin Command > RandomDungeons):
 *   NextFloor   floor + 1, then a transfer to a dungeon map (0 = this map)
 *               that makes a new dungeon there; the dungeon picks the
 *               arrival. A Stairs event with this command is a whole floor.
 *   Regenerate  a new dungeon on this map now, same floor: fade out, new
 *               layout, events and player placed anew, fade in.
 *   SetFloor    sets the floor number (a number, or a variable's value).
 *   SetSeed     the seed of a map's next new dungeon, once (0 = any map).
 *   GetInfo     writes into variables (0 = skip): floor, seed, rooms, floor
 *               tiles, the x/y of the event with <Dungeon Role: Stairs>, and
 *               the run seed. Outside a dungeon those numbers are -1.
 *   StartRun    a new run: floor 1 and a new run seed (or the one given).
 * Only NextFloor and Regenerate make a new dungeon on the map you stand on;
 * a plain Transfer Player to the same map keeps it, as do the menu, battles,
 * loading and updating the project - on every floor.
 *
 * Floor Variable: a game variable that always holds the floor. Change it
 * from an event (Control Variables) and the next new dungeon uses it.
 * {floor} in a dungeon map's Display Name shows the floor: "Cave B{floor}F".
 *
 * Seed Mode: where a new dungeon's seed comes from.
 *   random    a new random seed every time (the default);
 *   run       from the run seed, the map and the floor: the same run seed
 *             gives the same floors in every new game - a "dungeon code"
 *             players can share (StartRun with a seed; GetInfo shows it).
 *             Regenerate gives the floor's next dungeon of the same run;
 *   variable  the value of Seed Variable when the map is entered.
 * One map can choose its own: <Dungeon Seed Mode: run>.
 *
 * Deeper floors, harder dungeons: a number in a note tag may change per
 * floor. <Dungeon Room Chance: 70 -5/floor> is 70 on floor 1, 65 on floor 2,
 * 60 on floor 3 ...; <Dungeon Spawn: 2+1/3floors> adds one copy every three
 * floors. The value on floor 1 must be in the setting's range; deeper floors
 * stop at the range's ends.
 *
 * Bad arguments (a map that is not a dungeon, a floor below 1, no variable
 * chosen, a variable holding text) give one console warning and the command
 * does nothing. A NextFloor to a map whose note has no <Dungeon> is only
 * found out when it loads: the player arrives there, the floor stays.
 * The plugin aliases Game_Map.prototype.displayName for {floor}.
 *
 * Fog of war and the minimap
 * --------------------------
 * Write <Dungeon Fog: 6> in a dungeon map's note (or set the Fog Radius
 * parameter for every dungeon) and the player sees only 6 tiles around them:
 *   - tiles never seen are black;
 *   - tiles seen before but out of sight now are dimmed (Fog Dim Opacity) and
 *     show no events;
 *   - tiles in sight are clear, with their events.
 * Walls and the dark void block sight; the walls of the room you stand in are
 * always seen. Sight is symmetric: if you can see a monster's tile, it can see
 * yours. Events out of sight are hidden, so chests and monsters appear when
 * they come into view. <Dungeon Fog: 0> turns the fog off on one map.
 *
 * The minimap (Minimap Corner, Scale, Opacity) shows the explored floor, the
 * walls around it, the player, and the stairs once seen: the stairs are the
 * events whose note holds <Dungeon Role: Stairs>. Press Tab (Minimap Key) to
 * show or hide it. <Dungeon Minimap Corner: off> leaves it out on one map.
 *
 * Explored tiles are saved (a small bitset per dungeon in
 * $gameSystem._randomDungeons.explored) and kept through the menu, battles,
 * saving and loading and a project update. A new dungeon (every real entry)
 * starts unexplored. Maps without fog get no fog, no minimap and nothing saved.
 *
 * Plugin commands:
 *   Set Sight Radius  a torch or a lantern: a radius in tiles, or a variable
 *                     the radius follows from then on (1-64). Radius 0 and no
 *                     variable: back to each map's own radius. Saved.
 *   Reveal Map        every tile of the current dungeon becomes explored (a
 *                     map scroll): dimmed, and drawn on the minimap.
 *   Toggle Minimap    toggle, show or hide the minimap. Saved.
 *
 * A saved fog that cannot be read (an edited or damaged save) gives one
 * console warning, and that dungeon's fog starts unexplored.
 *
 * Decorations: floor patches, variants and decorations
 * ----------------------------------------------------
 *   Paint a palette in rows 0-7 of a <Dungeon> map (a picture: docs/palette.svg
 *   in the plugin's repository). The dungeon is painted over it; it only chooses
 *   tiles. Row 0, x = 0-2 stay the template tiles (void, floor, wall).
 *   - Floor variant: another ground tile (A2, A1 or A5) painted on its own, with
 *     nothing above it. Floor patches are drawn with it (real autotiles: shapes
 *     as the editor makes them; a patch never touches a wall). A variant the
 *     tileset marks impassable (water, lava) makes lakes instead: pools that
 *     never cut the floor apart, never touch a wall, and stay a tile away from
 *     doorways, events and the arrival (a warning only when none fits).
 *   - Floor decoration: tiles on an upper layer painted over floor. Tiles that
 *     touch make one piece of up to 3x3 (a 2x2 mound stays 2x2, a tall rock
 *     1x2); leave a free tile between pieces.
 *   - Wall decoration: painted over a wall side; goes on wall faces. Only tiles
 *     one cannot walk on (impassable or star) are used.
 *   - Void decoration: painted over the void; goes on the ceiling, away from
 *     its edges.
 *   A piece the tileset marks impassable never blocks the way: it stands only
 *   where the floor all around it is free, never in a 1-tile-wide passage,
 *   never on or beside a doorway, an event or the arrival tile.
 *   Typing instead of painting (tile ids; commas between pieces, / between the
 *   rows of a piece, spaces between its columns):
 *     <Dungeon Floor Decor: 32, 40, 48/56, 200 201/208 209>
 *     <Dungeon Wall Decor: 1, 9, 187/195>
 *     <Dungeon Void Decor: 40>
 *     <Dungeon Floor Variants: 2912>
 *   Note tags win over the palette, kind by kind. Stock Decorations (on) gives
 *   ready-made choices for the stock Dungeon tileset to the kinds a map leaves
 *   out (by the floor's cave: dark ground, gravel, boulders, tall rocks, bones,
 *   moss, ferns, fissures, webs). <Dungeon Stock Decorations: on> per map.
 *   Amounts (parameters, or per map): <Dungeon Floor Patches: 6> (per 1,000
 *   floor tiles), Patch Radius, Patch Chance, Patch Smoothing, Variant Chance,
 *   <Dungeon Floor Decor Density: 2>, Wall Decor Density, Void Decor Density
 *   (per 100 floor tiles). 0 turns each off. The same seed gives the same
 *   decorations; decoration settings never change the layout or where events go.
 *
 * @param layout
 * @text Layout
 * @desc How dungeons are laid out, unless a map's note says otherwise with <Dungeon Layout: NAME> (cells, digger, maze, rooms, nodes, crawlers). Each layout's settings are in its group below.
 * @type select
 * @option cells: rooms and corridors on a grid of cells (Pokémon Essentials style)
 * @value cells
 * @option digger: rooms, caves, round rooms and vaults dug one by one
 * @value digger
 * @option maze: a maze of wide paths
 * @value maze
 * @option rooms: a chain of rooms and halls joined by doorways
 * @value rooms
 * @option nodes: square tiles of corridors and rooms
 * @value nodes
 * @option crawlers: wall crawlers build walls into an open map, keeping what the map paints
 * @value crawlers
 * @default cells
 *
 * @param voidTile
 * @text Void Tile
 * @desc Tile id drawn around rooms and corridors (any shape of an autotile picks that autotile). Default 5888: the first A4 wall top, the dark ceiling of the Dungeon tileset. 0 = leave empty.
 * @type number
 * @min 0
 * @max 8191
 * @default 5888
 *
 * @param floorTile
 * @text Floor Tile
 * @desc Tile id of room and corridor floor. Default 2816: the first A2 ground autotile.
 * @type number
 * @min 1
 * @max 8191
 * @default 2816
 *
 * @param wallTile
 * @text Wall Tile
 * @desc Tile id of the two-high wall faces on north edges. Default 6272: the first A4 wall side, below the default ceiling.
 * @type number
 * @min 1
 * @max 8191
 * @default 6272
 *
 * @param roomRegion
 * @text Room Region
 * @desc Region id written on room floor (for encounters or other plugins). 0 = none.
 * @type number
 * @min 0
 * @max 255
 * @default 0
 *
 * @param corridorRegion
 * @text Corridor Region
 * @desc Region id written on corridor floor. 0 = none.
 * @type number
 * @min 0
 * @max 255
 * @default 0
 *
 * @param cells
 * @text Cells
 * @desc Options of the cells layout (the default): rooms and corridors on a grid of cells, after Pokémon Essentials.
 * @default
 *
 * @param roomChance
 * @text Room Chance (%)
 * @desc Chance that a cell holds a room. With no room at all the whole dungeon becomes one big room. Default 70 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 70
 * @parent cells
 *
 * @param roomMinWidth
 * @text Room Min Width
 * @desc Smallest room width in tiles. Default 5 (1 to 62).
 * @type number
 * @min 1
 * @max 62
 * @default 5
 * @parent cells
 *
 * @param roomMaxWidth
 * @text Room Max Width
 * @desc Largest room width in tiles (at most Cell Width − 2). Default 11 (1 to 62).
 * @type number
 * @min 1
 * @max 62
 * @default 11
 * @parent cells
 *
 * @param roomMinHeight
 * @text Room Min Height
 * @desc Smallest room height in tiles. Default 4 (1 to 62).
 * @type number
 * @min 1
 * @max 62
 * @default 4
 * @parent cells
 *
 * @param roomMaxHeight
 * @text Room Max Height
 * @desc Largest room height in tiles (at most Cell Height − Wall Height). Default 10 (1 to 62).
 * @type number
 * @min 1
 * @max 62
 * @default 10
 * @parent cells
 *
 * @param roomJitter
 * @text Room Jitter
 * @desc How far a room's centre may stray from its cell's centre, in tiles. Default 2 (0 to 32).
 * @type number
 * @min 0
 * @max 32
 * @default 2
 * @parent cells
 *
 * @param extraConnections
 * @text Extra Connections
 * @desc Corridors added between neighbouring cells that the depth-first walk left unlinked, each one making a loop (Essentials v21's extra connections). 0 keeps Essentials' tree: one way between any two cells. At most what the grid of cells allows. Default 0 (0 to 999).
 * @type number
 * @min 0
 * @max 999
 * @default 0
 * @parent cells
 *
 * @param corridorWidth
 * @text Corridor Width
 * @desc Corridor thickness in tiles. Default 3 (1 to 9).
 * @type number
 * @min 1
 * @max 9
 * @default 3
 * @parent cells
 *
 * @param wallHeight
 * @text Wall Height
 * @desc Height of the wall faces on north edges, in tiles, for every layout. Default 2 (1 to 3).
 * @type number
 * @min 1
 * @max 3
 * @default 2
 *
 * @param cellWidth
 * @text Cell Width
 * @desc Width of one cell of the dungeon grid, in tiles. Default 13 (7 to 64).
 * @type number
 * @min 7
 * @max 64
 * @default 13
 * @parent cells
 *
 * @param cellHeight
 * @text Cell Height
 * @desc Height of one cell of the dungeon grid, in tiles. Default 13 (7 to 64).
 * @type number
 * @min 7
 * @max 64
 * @default 13
 * @parent cells
 *
 * @param borderX
 * @text Border Width
 * @desc Empty columns kept on the left and right of the map (half a screen keeps the map edge out of sight). Default 8 (0 to 64).
 * @type number
 * @min 0
 * @max 64
 * @default 8
 * @parent cells
 *
 * @param borderY
 * @text Border Height
 * @desc Empty rows kept on the top and bottom of the map. Default 6 (0 to 64).
 * @type number
 * @min 0
 * @max 64
 * @default 6
 * @parent cells
 *
 * @param digger
 * @text Digger
 * @desc Options of the digger layout (<Dungeon Layout: digger>): rooms, corridors, round rooms, caves, tunnels and vaults dug one by one from the middle.
 * @default
 *
 * @param vaultMap
 * @text Vault Map
 * @desc Id of a map where you paint vaults for the digger (0 = none). Each painted shape, separated from the others by empty tiles, is one vault: tiles the player can walk on are its floor, the rest its walls; mark where it joins the dungeon with the Vault Connection Region on floor at the shape's edge.
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param vaultRegion
 * @text Vault Connection Region
 * @desc Region id that marks a vault's connections on the Vault Map (floor tiles on the edge of the shape).
 * @type number
 * @min 1
 * @max 255
 * @default 63
 * @parent digger
 *
 * @param diggerBorder
 * @text Border
 * @desc Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32).
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent digger
 *
 * @param diggerTargetFloorShare
 * @text Floor Share (%)
 * @desc Digging stops once this share of the map is floor. Default 36 (1 to 90).
 * @type number
 * @min 1
 * @max 90
 * @default 36
 * @parent digger
 *
 * @param diggerRoomChance
 * @text Room Chance
 * @desc Weight of a rectangular room when the next feature is chosen (0 = never). Default 40 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent digger
 *
 * @param diggerRoomSeq
 * @text Room Seq (%)
 * @desc Chance that a room's doorway leads to another room. Default 15 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 15
 * @parent digger
 *
 * @param diggerRoomMax
 * @text Room Max
 * @desc Most rectangular rooms (0 = no limit). Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerRoomMinWidth
 * @text Room Min Width
 * @desc Smallest room width in tiles. Default 4 (1 to 40).
 * @type number
 * @min 1
 * @max 40
 * @default 4
 * @parent digger
 *
 * @param diggerRoomMaxWidth
 * @text Room Max Width
 * @desc Largest room width in tiles. Default 11 (1 to 40).
 * @type number
 * @min 1
 * @max 40
 * @default 11
 * @parent digger
 *
 * @param diggerRoomMinHeight
 * @text Room Min Height
 * @desc Smallest room height in tiles. Default 3 (1 to 40).
 * @type number
 * @min 1
 * @max 40
 * @default 3
 * @parent digger
 *
 * @param diggerRoomMaxHeight
 * @text Room Max Height
 * @desc Largest room height in tiles. Default 7 (1 to 40).
 * @type number
 * @min 1
 * @max 40
 * @default 7
 * @parent digger
 *
 * @param diggerCorridorChance
 * @text Corridor Chance
 * @desc Weight of a straight corridor (0 = never). Default 35 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 35
 * @parent digger
 *
 * @param diggerCorridorSeq
 * @text Corridor Seq (%)
 * @desc Chance that a corridor's end leads to another corridor. Default 35 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 35
 * @parent digger
 *
 * @param diggerCorridorMax
 * @text Corridor Max
 * @desc Most corridors, crossroads included (0 = no limit). Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerCorridorMinLength
 * @text Corridor Min Length
 * @desc Shortest corridor in tiles. Default 4 (1 to 40).
 * @type number
 * @min 1
 * @max 40
 * @default 4
 * @parent digger
 *
 * @param diggerCorridorMaxLength
 * @text Corridor Max Length
 * @desc Longest corridor in tiles. Default 12 (1 to 40).
 * @type number
 * @min 1
 * @max 40
 * @default 12
 * @parent digger
 *
 * @param diggerCorridorBranchChance
 * @text Corridor Branch Chance (%)
 * @desc Chance that a corridor gets side branches (a crossroads). Default 25 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 25
 * @parent digger
 *
 * @param diggerCircleChance
 * @text Circle Chance
 * @desc Weight of a circular room (0 = never). Default 8 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 8
 * @parent digger
 *
 * @param diggerCircleSeq
 * @text Circle Seq (%)
 * @desc Chance that a circular room leads to another one. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent digger
 *
 * @param diggerCircleMax
 * @text Circle Max
 * @desc Most circular rooms (0 = no limit). Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerCircleMinRadius
 * @text Circle Min Radius
 * @desc Smallest circle radius in tiles. Default 2 (1 to 20).
 * @type number
 * @min 1
 * @max 20
 * @default 2
 * @parent digger
 *
 * @param diggerCircleMaxRadius
 * @text Circle Max Radius
 * @desc Largest circle radius in tiles. Default 5 (1 to 20).
 * @type number
 * @min 1
 * @max 20
 * @default 5
 * @parent digger
 *
 * @param diggerEllipseChance
 * @text Ellipse Chance
 * @desc Weight of an elliptic room (0 = never). Default 8 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 8
 * @parent digger
 *
 * @param diggerEllipseSeq
 * @text Ellipse Seq (%)
 * @desc Chance that an ellipse leads to another one. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent digger
 *
 * @param diggerEllipseMax
 * @text Ellipse Max
 * @desc Most elliptic rooms (0 = no limit). Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerEllipseMinRadius
 * @text Ellipse Min Radius
 * @desc Smallest half-axis of an ellipse in tiles. Default 2 (1 to 20).
 * @type number
 * @min 1
 * @max 20
 * @default 2
 * @parent digger
 *
 * @param diggerEllipseMaxRadius
 * @text Ellipse Max Radius
 * @desc Largest half-axis of an ellipse in tiles. Default 7 (1 to 20).
 * @type number
 * @min 1
 * @max 20
 * @default 7
 * @parent digger
 *
 * @param diggerPolygonChance
 * @text Polygon Chance
 * @desc Weight of a polygon room, shaped by joining random points (0 = never). Default 8 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 8
 * @parent digger
 *
 * @param diggerPolygonSeq
 * @text Polygon Seq (%)
 * @desc Chance that a polygon room leads to another one. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent digger
 *
 * @param diggerPolygonMax
 * @text Polygon Max
 * @desc Most polygon rooms (0 = no limit). Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerPolygonMinSize
 * @text Polygon Min Size
 * @desc Smallest side of the box the polygon's points are drawn in. Default 6 (3 to 40).
 * @type number
 * @min 3
 * @max 40
 * @default 6
 * @parent digger
 *
 * @param diggerPolygonMaxSize
 * @text Polygon Max Size
 * @desc Largest side of that box. Default 14 (3 to 40).
 * @type number
 * @min 3
 * @max 40
 * @default 14
 * @parent digger
 *
 * @param diggerTunnelChance
 * @text Tunnel Chance
 * @desc Weight of a tunnel, a long winding natural passage (0 = never). Default 5 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 5
 * @parent digger
 *
 * @param diggerTunnelSeq
 * @text Tunnel Seq (%)
 * @desc Chance that a tunnel leads to another tunnel. Default 15 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 15
 * @parent digger
 *
 * @param diggerTunnelMax
 * @text Tunnel Max
 * @desc Most tunnels (0 = no limit). Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerTunnelMinLength
 * @text Tunnel Min Length
 * @desc Shortest tunnel, in steps forward. Default 6 (1 to 40).
 * @type number
 * @min 1
 * @max 40
 * @default 6
 * @parent digger
 *
 * @param diggerTunnelMaxLength
 * @text Tunnel Max Length
 * @desc Longest tunnel, in steps forward. Default 16 (1 to 40).
 * @type number
 * @min 1
 * @max 40
 * @default 16
 * @parent digger
 *
 * @param diggerTunnelCaveChance
 * @text Tunnel Cave Chance (%)
 * @desc Chance that a tunnel ends in a cave (when caves are on). Default 40 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent digger
 *
 * @param diggerCaveChance
 * @text Cave Chance
 * @desc Weight of a cave, a blob dug by a random walk (0 = never). Default 8 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 8
 * @parent digger
 *
 * @param diggerCaveSeq
 * @text Cave Seq (%)
 * @desc Chance that a cave leads to another cave. Default 25 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 25
 * @parent digger
 *
 * @param diggerCaveMax
 * @text Cave Max
 * @desc Most caves (0 = no limit). Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerCaveMinSize
 * @text Cave Min Size
 * @desc Fewest tiles a cave digs. Default 25 (1 to 400).
 * @type number
 * @min 1
 * @max 400
 * @default 25
 * @parent digger
 *
 * @param diggerCaveMaxSize
 * @text Cave Max Size
 * @desc Most tiles a cave digs. Default 90 (1 to 400).
 * @type number
 * @min 1
 * @max 400
 * @default 90
 * @parent digger
 *
 * @param diggerVaultChance
 * @text Vault Chance
 * @desc Weight of a vault, a shape you drew (see Vault Map and <Dungeon Vaults>; 0 = never). Default 10 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 10
 * @parent digger
 *
 * @param diggerVaultSeq
 * @text Vault Seq (%)
 * @desc Chance that a vault's connection leads to another vault. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent digger
 *
 * @param diggerVaultMax
 * @text Vault Max
 * @desc Most vaults (0 = no limit). Default 2 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 2
 * @parent digger
 *
 * @param diggerRemoveDeadEnds
 * @text Remove Dead Ends
 * @desc 1: trim corridors that lead nowhere; 0: keep them. Default 1 (0 to 1).
 * @type number
 * @min 0
 * @max 1
 * @default 1
 * @parent digger
 *
 * @param diggerLoopMinDetour
 * @text Loop Min Detour
 * @desc Two areas a short passage apart are joined when the way round between them crosses at least this many doorways (0 = no extra connections). Default 6 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 6
 * @parent digger
 *
 * @param diggerScaleWithMap
 * @text Scale With Map
 * @desc 1: on maps larger than 68×64 the largest rooms, caves, circles, polygons, corridors and tunnels grow with the map (up to 2.5 times), so a big map is not a crowd of small rooms; 0: the sizes as set. Default 1 (0 to 1).
 * @type number
 * @min 0
 * @max 1
 * @default 1
 * @parent digger
 *
 * @param diggerDoorChance
 * @text Door Chance (%)
 * @desc Chance that a doorway between two areas is a door (where a Door template is placed); the others are open passages. Default 40 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent digger
 *
 * @param diggerSecretDoorChance
 * @text Secret Door Chance (%)
 * @desc Chance that a doorway is a secret door (where a Secret Door template is placed); rolled before the door chance. Default 5 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 5
 * @parent digger
 *
 * @param maze
 * @text Maze
 * @desc Options of the maze layout (<Dungeon Layout: maze>): a perfect maze with wide paths, optionally with loops and rooms.
 * @default
 *
 * @param mazeBorder
 * @text Border
 * @desc Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32).
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent maze
 *
 * @param mazeMazePathWidth
 * @text Maze Path Width
 * @desc Width of a maze path in tiles (3 leaves room to walk). Default 3 (1 to 9).
 * @type number
 * @min 1
 * @max 9
 * @default 3
 * @parent maze
 *
 * @param mazeMazeWallWidth
 * @text Maze Wall Width
 * @desc Columns of wall between two paths side by side (walls between rows are at least Wall Height + 1 rows). Default 1 (1 to 9).
 * @type number
 * @min 1
 * @max 9
 * @default 1
 * @parent maze
 *
 * @param mazeMazeStraightChance
 * @text Maze Straight Chance (%)
 * @desc Chance that the carving keeps its direction (longer straight runs). Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent maze
 *
 * @param mazeMazeBraidChance
 * @text Maze Braid Chance (%)
 * @desc Share of dead ends knocked through into a neighbour (loops instead of dead ends). Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent maze
 *
 * @param mazeMazeRoomCount
 * @text Maze Room Count
 * @desc Rooms carved over the maze (fewer when they do not fit). Default 0 (0 to 999).
 * @type number
 * @min 0
 * @max 999
 * @default 0
 * @parent maze
 *
 * @param mazeMazeRoomMinSize
 * @text Maze Room Min Size
 * @desc Smallest room side, in maze cells. Default 2 (1 to 16).
 * @type number
 * @min 1
 * @max 16
 * @default 2
 * @parent maze
 *
 * @param mazeMazeRoomMaxSize
 * @text Maze Room Max Size
 * @desc Largest room side, in maze cells. Default 3 (1 to 16).
 * @type number
 * @min 1
 * @max 16
 * @default 3
 * @parent maze
 *
 * @param mazeMazeEdgeExits
 * @text Maze Edge Exits
 * @desc 1: the maze has an entrance on its top edge and an exit on its bottom edge, as a drawn maze does: the top-row and bottom-row cells far apart along the maze become small landing rooms whose paths run out to the border (the map stays closed around them). With no Maze Room Count the party arrives in one of them, and the stairs go far away, so at the other end. 0: no exits. Default 0 (0 to 1).
 * @type number
 * @min 0
 * @max 1
 * @default 0
 * @parent maze
 *
 * @param mazeMazeShortcutDoors
 * @text Maze Shortcut Doors
 * @desc Walls knocked through between two paths that are far apart along the maze (fewer when no such wall is left). Each becomes a doorway where a Door template is placed, or a Secret Door template by Secret Door Chance: a shortcut instead of the long way round. Default 0 (0 to 999).
 * @type number
 * @min 0
 * @max 999
 * @default 0
 * @parent maze
 *
 * @param mazeDoorChance
 * @text Door Chance (%)
 * @desc Chance that a doorway between two areas is a door (where a Door template is placed); the others are open passages. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent maze
 *
 * @param mazeSecretDoorChance
 * @text Secret Door Chance (%)
 * @desc Chance that a doorway is a secret door (where a Secret Door template is placed); rolled before the door chance. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent maze
 *
 * @param rooms
 * @text Rooms
 * @desc Options of the room chain layout (<Dungeon Layout: rooms>): rooms of many sizes and the odd hall, joined by one-tile doorways, each room built from a side of the one before.
 * @default
 *
 * @param roomsBorder
 * @text Border
 * @desc Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32).
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent rooms
 *
 * @param roomsRoomMinWidth
 * @text Room Min Width
 * @desc Smallest room width in tiles (at least 3, so a door never sits on a corner). Default 3 (3 to 40).
 * @type number
 * @min 3
 * @max 40
 * @default 3
 * @parent rooms
 *
 * @param roomsRoomMaxWidth
 * @text Room Max Width
 * @desc Largest room width in tiles. Default 9 (3 to 40).
 * @type number
 * @min 3
 * @max 40
 * @default 9
 * @parent rooms
 *
 * @param roomsRoomMinHeight
 * @text Room Min Height
 * @desc Smallest room height in tiles (at least 3). Default 3 (3 to 40).
 * @type number
 * @min 3
 * @max 40
 * @default 3
 * @parent rooms
 *
 * @param roomsRoomMaxHeight
 * @text Room Max Height
 * @desc Largest room height in tiles. Default 7 (3 to 40).
 * @type number
 * @min 3
 * @max 40
 * @default 7
 * @parent rooms
 *
 * @param roomsRoomMax
 * @text Room Max
 * @desc Most rooms in the chain (0 = until no room fits). Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent rooms
 *
 * @param roomsHallChance
 * @text Hall Chance (%)
 * @desc Chance that a new room is a hall: each side 1.5 to 2 times the largest room's (0 = no halls). Default 12 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 12
 * @parent rooms
 *
 * @param roomsLoopChance
 * @text Loop Chance (%)
 * @desc Chance that two rooms facing each other a few tiles apart, not yet joined, get an extra doorway (a loop). Default 25 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 25
 * @parent rooms
 *
 * @param roomsDoorChance
 * @text Door Chance (%)
 * @desc Chance that a doorway between two areas is a door (where a Door template is placed); the others are open passages. Default 30 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 30
 * @parent rooms
 *
 * @param roomsSecretDoorChance
 * @text Secret Door Chance (%)
 * @desc Chance that a doorway is a secret door (where a Secret Door template is placed); rolled before the door chance. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent rooms
 *
 * @param nodes
 * @text Nodes
 * @desc Options of the node layout (<Dungeon Layout: nodes>): a grid of square tiles, each a corridor piece or a room with exits that always meet.
 * @default
 *
 * @param nodesBorder
 * @text Border
 * @desc Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32).
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent nodes
 *
 * @param nodesNodeSize
 * @text Node Size
 * @desc Side of a node tile in map tiles (at least Wall Height + 2). Default 9 (3 to 32).
 * @type number
 * @min 3
 * @max 32
 * @default 9
 * @parent nodes
 *
 * @param nodesNodeCount
 * @text Node Count
 * @desc Node tiles to place before the open exits are closed (the dungeon ends a little bigger); 0 = half the node grid, so the dungeon grows with the map. Default 0 (0 to 9999).
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent nodes
 *
 * @param nodesCorridorWidth
 * @text Corridor Width
 * @desc Corridor thickness in tiles (at most Node Size − Wall Height − 1). Default 3 (1 to 29).
 * @type number
 * @min 1
 * @max 29
 * @default 3
 * @parent nodes
 *
 * @param nodesRoomChance
 * @text Room Chance (%)
 * @desc Chance that a node tile becomes a room with the same exits. Default 30 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 30
 * @parent nodes
 *
 * @param crawlers
 * @text Crawlers
 * @desc Options of the crawlers layout (<Dungeon Layout: crawlers>): wall crawlers and column jumpers build walls into an open map in generations (DungeonMaker); what the map paints with the two regions below stays.
 * @default
 *
 * @param crawlersStyle
 * @text Crawler Style
 * @desc A named set of the crawler settings below. A setting changed from its default in the parameters, or set by a map's note tag, wins over the style. Per map: <Dungeon Crawler Style: halls>.
 * @type select
 * @option maze: a labyrinth of narrowing corridors, many generations
 * @value maze
 * @option halls: a few straight walls divide large halls joined by doorways, with pillars
 * @value halls
 * @option caverns: rounded rock and wide, irregular caves
 * @value caverns
 * @default maze
 * @parent crawlers
 *
 * @param crawlersFloorRegion
 * @text Kept Floor Region
 * @desc Region id painted on a crawlers map where floor must stay (rooms, story spots, no-wall zones): no wall is built there. 0 = none. Default 61 (0 to 255).
 * @type number
 * @min 0
 * @max 255
 * @default 61
 * @parent crawlers
 *
 * @param crawlersWallRegion
 * @text Structural Wall Region
 * @desc Region id painted on a crawlers map where a wall must stand from the start; structural crawlers may start from it and join it. 0 = none. Default 62 (0 to 255).
 * @type number
 * @min 0
 * @max 255
 * @default 62
 * @parent crawlers
 *
 * @param crawlersBorder
 * @text Border
 * @desc Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32).
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent crawlers
 *
 * @param crawlersWallWidth
 * @text Wall Width
 * @desc Columns a crawler's wall (and a pillar) is thick; walls running east-west are always Wall Height + 1 rows (face and ceiling). Default 1 (1 to 4).
 * @type number
 * @min 1
 * @max 4
 * @default 1
 * @parent crawlers
 *
 * @param crawlersStructuralWalls
 * @text Structural Walls
 * @desc Generation-0 crawlers that build the structural walls, starting on the border or on walls painted on the map. Default 4 (0 to 64).
 * @type number
 * @min 0
 * @max 64
 * @default 4
 * @parent crawlers
 *
 * @param crawlersJoinChance
 * @text Join Chance (%)
 * @desc Chance that a structural crawler joins the border or a painted wall it runs into, dividing the map into sectors that doorways then join. Default 50 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 50
 * @parent crawlers
 *
 * @param crawlersBorderCrawlers
 * @text Border Crawlers
 * @desc Crawlers starting from the border in each generation after 0, per 100 tiles of border. Default 3 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 3
 * @parent crawlers
 *
 * @param crawlersGenerations
 * @text Generations
 * @desc Generations of crawlers after generation 0; each runs until all its crawlers are dead, then the next wakes. Default 6 (0 to 20).
 * @type number
 * @min 0
 * @max 20
 * @default 6
 * @parent crawlers
 *
 * @param crawlersStepLength
 * @text Step Length
 * @desc Wall tiles a crawler lays per step at most. Default 3 (1 to 16).
 * @type number
 * @min 1
 * @max 16
 * @default 3
 * @parent crawlers
 *
 * @param crawlersMaxAge
 * @text Max Age
 * @desc Turns a crawler lives (a column jumper at most 24 jumps). Default 40 (1 to 999).
 * @type number
 * @min 1
 * @max 999
 * @default 40
 * @parent crawlers
 *
 * @param crawlersCorridorWidth
 * @text Corridor Width
 * @desc Floor the first generations keep free between a new wall and any other wall, in tiles: the widest passages. Default 5 (1 to 32).
 * @type number
 * @min 1
 * @max 32
 * @default 5
 * @parent crawlers
 *
 * @param crawlersCorridorWidthLast
 * @text Last Corridor Width
 * @desc The same for the last generation; the generations between are interpolated. Default 2 (1 to 32).
 * @type number
 * @min 1
 * @max 32
 * @default 2
 * @parent crawlers
 *
 * @param crawlersTurnChance
 * @text Turn Chance (%)
 * @desc Chance that a crawler turns after a step (never back against the direction it started in). Default 20 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 20
 * @parent crawlers
 *
 * @param crawlersSpawnChance
 * @text Spawn Chance (%)
 * @desc Chance that a step straight on spawns a baby crawler to the side. Default 20 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 20
 * @parent crawlers
 *
 * @param crawlersTurnSpawnChance
 * @text Turn Spawn Chance (%)
 * @desc Chance that a step with a turn spawns a baby crawler. Default 40 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent crawlers
 *
 * @param crawlersBabyDelay2Chance
 * @text Baby Delay 2 Chance (%)
 * @desc Share of babies born two generations later instead of in the next one. Default 20 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 20
 * @parent crawlers
 *
 * @param crawlersBabyDelay3Chance
 * @text Baby Delay 3 Chance (%)
 * @desc Share of babies born three generations later (with the 2-generation share at most 100 together). Default 10 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 10
 * @parent crawlers
 *
 * @param crawlersMutation
 * @text Mutation
 * @desc How far a baby's chances may differ from its parent's, in percent points (kept within 0-100). Default 10 (0 to 50).
 * @type number
 * @min 0
 * @max 50
 * @default 10
 * @parent crawlers
 *
 * @param crawlersJumperChance
 * @text Jumper Chance (%)
 * @desc Share of babies that are column jumpers: they leave a pillar at the end of each jump instead of a wall. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent crawlers
 *
 * @param crawlersColumnSpacing
 * @text Column Spacing
 * @desc Floor tiles between two pillars a jumper leaves. Default 3 (1 to 16).
 * @type number
 * @min 1
 * @max 16
 * @default 3
 * @parent crawlers
 *
 * @param crawlersCaveSmoothing
 * @text Cave Smoothing
 * @desc Passes that roughen the crawlers' walls into rock and round them off, as cave generators do: irregular, rounded caves instead of thin walls. 0 keeps the walls as the crawlers built them. Default 0 (0 to 8).
 * @type number
 * @min 0
 * @max 8
 * @default 0
 * @parent crawlers
 *
 * @param crawlersDoorChance
 * @text Door Chance (%)
 * @desc Chance that a doorway between two areas is a door (where a Door template is placed); the others are open passages. Default 100 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 100
 * @parent crawlers
 *
 * @param crawlersSecretDoorChance
 * @text Secret Door Chance (%)
 * @desc Chance that a doorway is a secret door (where a Secret Door template is placed); rolled before the door chance. Default 0 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent crawlers
 *
 * @param selfSwitches
 * @text Self Switches on a New Dungeon
 * @desc What happens to the self switches of a dungeon map's events (and their copies) when a new dungeon is made there. Menu, battles and loading always keep them. Per map: <Dungeon Self Switches: keep>; per event: <Dungeon Keep Self Switches>.
 * @type select
 * @option reset: clear self switches A-D of the map's events on each new dungeon (chests refill)
 * @value reset
 * @option keep: self switches stay as they are (an opened chest stays open in later dungeons)
 * @value keep
 * @default reset
 *
 * @param pieces
 * @text Set pieces
 * @desc Rooms you paint in the editor (a shrine, a treasure vault, a boss arena), placed whole into every layout with their art and events. Paint them on set-piece maps; see the help, Set pieces.
 * @default
 *
 * @param pieceMaps
 * @text Set Piece Maps
 * @desc Ids of the maps where set pieces are painted, separated by commas (e.g. 11, 14). Empty = none. Per map: <Dungeon Set Pieces: 11, 14>. The Vault Map's marked pieces are set pieces too.
 * @type text
 * @default 
 * @parent pieces
 *
 * @param pieceCount
 * @text Set Piece Count
 * @desc How many optional set pieces a dungeon gets, drawn by their weights (pieces marked Required come in addition). Per map: <Dungeon Set Piece Count: 3>. Default 2 (0 to 50).
 * @type number
 * @min 0
 * @max 50
 * @default 2
 * @parent pieces
 *
 * @param pieceRegion
 * @text Piece Region
 * @desc Region id painted over a set piece's tiles on a set-piece map. Each group of touching tiles of this region (and the entrance region) is one piece; its bounding rectangle is copied. Default 60 (1 to 255).
 * @type number
 * @min 1
 * @max 255
 * @default 60
 * @parent pieces
 *
 * @param pieceEntranceRegion
 * @text Piece Entrance Region
 * @desc Region id that marks a set piece's entrances: walkable tiles on the edge of its rectangle where the dungeon joins it. Default 63 (1 to 255).
 * @type number
 * @min 1
 * @max 255
 * @default 63
 * @parent pieces
 *
 * @param runs
 * @text Runs: floors and seeds
 * @desc A run of many floors: the floor counter, where the seeds come from. Plugin commands NextFloor, Regenerate, SetFloor, SetSeed, GetInfo and StartRun drive it from events.
 * @default
 *
 * @param floorVariable
 * @text Floor Variable
 * @desc A game variable that holds the floor number (0 = none). The plugin writes the floor there, and takes the number over when the game changes the variable (it applies to the next new dungeon). Plugin-wide: a note tag does not change it.
 * @type variable
 * @min 0
 * @max 5000
 * @default 0
 * @parent runs
 *
 * @param seedMode
 * @text Seed Mode
 * @desc Where a new dungeon's seed comes from. SetSeed overrides it once. Per map: <Dungeon Seed Mode: run>.
 * @type select
 * @option random: every new dungeon gets a random seed
 * @value random
 * @option run: each floor's seed comes from the run seed, the map and the floor (the same run seed gives the same floors)
 * @value run
 * @option variable: the seed is the value of the Seed Variable when the map is entered
 * @value variable
 * @default random
 * @parent runs
 *
 * @param seedVariable
 * @text Seed Variable
 * @desc With Seed Mode "variable": the game variable whose value is the seed of each new dungeon (whole numbers; negative ones wrap to 32 bits). Per map: <Dungeon Seed Variable: 12>.
 * @type variable
 * @min 0
 * @max 5000
 * @default 0
 * @parent runs
 *
 * @param fog
 * @text Fog of War
 * @desc Line of sight and a minimap on dungeon maps. Off unless Fog Radius (or a map's <Dungeon Fog: 6>) is above 0.
 * @default
 *
 * @param fogRadius
 * @text Fog Radius
 * @desc How far the player sees, in tiles (walls and the dark void block sight). 0 = no fog. Per map: <Dungeon Fog: 6>. Never-seen tiles are black, tiles seen before are dimmed (without their events), tiles in sight are clear.
 * @type number
 * @min 0
 * @max 64
 * @default 0
 * @parent fog
 *
 * @param fogDimOpacity
 * @text Fog Dim Opacity
 * @desc How dark tiles seen before but out of sight are drawn: 0 = as clear as in sight, 255 = as black as never seen.
 * @type number
 * @min 0
 * @max 255
 * @default 150
 * @parent fog
 *
 * @param minimapCorner
 * @text Minimap Corner
 * @desc Where the minimap of explored tiles is drawn on maps with fog (explored floor, walls, the player, the stairs once seen), or off. Per map: <Dungeon Minimap Corner: off>.
 * @type select
 * @option topRight: top right corner
 * @value topRight
 * @option topLeft: top left corner
 * @value topLeft
 * @option bottomRight: bottom right corner
 * @value bottomRight
 * @option bottomLeft: bottom left corner
 * @value bottomLeft
 * @option off: no minimap
 * @value off
 * @default topRight
 * @parent fog
 *
 * @param minimapScale
 * @text Minimap Scale
 * @desc Pixels per tile on the minimap. A big map is shrunk so the minimap never covers more than 40% of the screen's width or height.
 * @type number
 * @min 1
 * @max 16
 * @default 3
 * @parent fog
 *
 * @param minimapOpacity
 * @text Minimap Opacity
 * @desc Opacity of the whole minimap: 0 = invisible, 255 = opaque.
 * @type number
 * @min 0
 * @max 255
 * @default 200
 * @parent fog
 *
 * @param minimapKey
 * @text Minimap Key
 * @desc Key code that shows or hides the minimap: 9 = Tab (default), 77 = M, 0 = no key. A key the game already uses (e.g. 13 Enter) keeps that use too.
 * @type number
 * @min 0
 * @max 255
 * @default 9
 * @parent fog
 *
 * @param decor
 * @text Decorations
 * @desc Floor patches, tile variants and decorations on floor, wall faces and the void. The tiles come from a palette painted in rows 0-7 of the dungeon map (see the help), from note tags such as <Dungeon Floor Decor: 32, 40, 48/56>, or from Stock Decorations. Every number below set to 0 turns that part off.
 * @default
 *
 * @param decorStock
 * @text Stock Decorations
 * @desc on: with the stock Dungeon tileset, each kind the map's palette and note tags leave out gets a ready-made choice that suits the floor's cave (dark ground patches; gravel, boulders, tall rocks, bones; moss, ferns, fissures, webs on walls). Per map: <Dungeon Stock Decorations: on>.
 * @type select
 * @option off: only what the map's palette or note tags give
 * @value off
 * @option on: ready-made choices for the stock Dungeon tileset where the map gives none
 * @value on
 * @default off
 * @parent decor
 *
 * @param decorPatches
 * @text Floor Patches
 * @desc Patches of floor variants per 1,000 floor tiles (at least one when above 0). 0 = no patches. Per map: <Dungeon Floor Patches: 10>.
 * @type number
 * @min 0
 * @max 100
 * @default 6
 * @parent decor
 *
 * @param decorPatchRadius
 * @text Patch Radius
 * @desc Radius of a floor patch in tiles.
 * @type number
 * @min 1
 * @max 10
 * @default 3
 * @parent decor
 *
 * @param decorPatchChance
 * @text Patch Chance (%)
 * @desc Chance that a floor tile within a patch's radius takes the patch's variant. 0 = no patches.
 * @type number
 * @min 0
 * @max 100
 * @default 75
 * @parent decor
 *
 * @param decorPatchSmoothing
 * @text Patch Smoothing
 * @desc Smoothing passes that round the patches off (cellular automaton, as Essentials). 0 = ragged patches.
 * @type number
 * @min 0
 * @max 10
 * @default 2
 * @parent decor
 *
 * @param decorVariantChance
 * @text Variant Chance (%)
 * @desc Share of floor tiles outside patches that become a single random floor variant (best with plain A5 variants). 0 = none.
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent decor
 *
 * @param decorFloorDensity
 * @text Floor Decor Density
 * @desc Floor decorations per 100 floor tiles. Decorations the tileset marks impassable never block a path, an opening, an event or the arrival. 0 = none.
 * @type number
 * @min 0
 * @max 100
 * @default 2
 * @parent decor
 *
 * @param decorWallDensity
 * @text Wall Decor Density
 * @desc Wall-face decorations per 100 floor tiles. 0 = none.
 * @type number
 * @min 0
 * @max 100
 * @default 1
 * @parent decor
 *
 * @param decorVoidDensity
 * @text Void Decor Density
 * @desc Decorations on the void (the ceiling) per 100 floor tiles, away from its edges. 0 = none.
 * @type number
 * @min 0
 * @max 100
 * @default 2
 * @parent decor
 *
 * @command NextFloor
 * @text Next floor
 * @desc Floor + 1, then a transfer to a dungeon map (this one by default) that makes a new dungeon there. The dungeon chooses where the player arrives.
 * @arg mapId
 * @text Map ID
 * @desc The dungeon map to go to; 0 = the current map.
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @arg direction
 * @text Direction
 * @desc Which way the player faces on arrival.
 * @type select
 * @option Retain
 * @value 0
 * @option Down
 * @value 2
 * @option Left
 * @value 4
 * @option Right
 * @value 6
 * @option Up
 * @value 8
 * @default 0
 * @arg fade
 * @text Fade
 * @desc The fade of the transfer, as in Transfer Player.
 * @type select
 * @option Black
 * @value 0
 * @option White
 * @value 1
 * @option None
 * @value 2
 * @default 0
 *
 * @command Regenerate
 * @text Regenerate
 * @desc A new dungeon on the current map now, on the same floor: fade out, new layout, events and player placed anew, fade in.
 * @arg fade
 * @text Fade
 * @desc The fade of the transfer, as in Transfer Player.
 * @type select
 * @option Black
 * @value 0
 * @option White
 * @value 1
 * @option None
 * @value 2
 * @default 0
 *
 * @command SetFloor
 * @text Set floor
 * @desc Sets the floor number of the run (from 1). The current dungeon stays; the next new one uses it.
 * @arg floor
 * @text Floor
 * @desc The floor number.
 * @type number
 * @min 1
 * @max 99999999
 * @default 1
 * @arg variable
 * @text Floor from Variable
 * @desc If set, the floor is this variable's value instead (0 = use Floor).
 * @type variable
 * @default 0
 *
 * @command SetSeed
 * @text Set seed
 * @desc The seed of the next new dungeon of a map (once), whatever the Seed Mode.
 * @arg seed
 * @text Seed
 * @desc A whole number from 0 to 4294967295.
 * @type number
 * @min 0
 * @max 4294967295
 * @default 0
 * @arg variable
 * @text Seed from Variable
 * @desc If set, the seed is this variable's value instead (0 = use Seed).
 * @type variable
 * @default 0
 * @arg mapId
 * @text Map ID
 * @desc The dungeon map it is for; 0 = whichever dungeon map is made next.
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 *
 * @command GetInfo
 * @text Get info
 * @desc Writes the run's and the current dungeon's numbers into variables (0 = skip). Outside a dungeon, or without a Stairs event, the dungeon's numbers are -1.
 * @arg floorVariable
 * @text Floor
 * @desc The run's floor number.
 * @type variable
 * @default 0
 * @arg seedVariable
 * @text Seed
 * @desc The current dungeon's seed.
 * @type variable
 * @default 0
 * @arg roomsVariable
 * @text Rooms
 * @desc How many rooms (areas that are not corridors) the current dungeon has.
 * @type variable
 * @default 0
 * @arg floorTilesVariable
 * @text Floor Tiles
 * @desc How many floor tiles (rooms and corridors) the current dungeon has.
 * @type variable
 * @default 0
 * @arg stairsXVariable
 * @text Stairs X
 * @desc X of the event whose note holds <Dungeon Role: Stairs>.
 * @type variable
 * @default 0
 * @arg stairsYVariable
 * @text Stairs Y
 * @desc Y of that event.
 * @type variable
 * @default 0
 * @arg runSeedVariable
 * @text Run Seed
 * @desc The run seed (Seed Mode "run"): a code that gives the same floors in another game.
 * @type variable
 * @default 0
 *
 * @command StartRun
 * @text Start run
 * @desc A new run: floor 1 and a new run seed (or the given one). The next new dungeon uses it; the current one stays.
 * @arg seed
 * @text Run Seed
 * @desc Blank = a new random run seed; a whole number from 0 to 4294967295 = that run (the same floors every time).
 * @type text
 * @default 
 * @arg variable
 * @text Run Seed from Variable
 * @desc If set, the run seed is this variable's value instead (0 = use Run Seed).
 * @type variable
 * @default 0
 *
 * @command SetSightRadius
 * @text Set Sight Radius
 * @desc Changes how far the player sees on maps with fog (a torch, a lantern). Kept in saves. Radius 0 and no variable: back to each map's own Fog Radius.
 * @arg radius
 * @text Radius
 * @desc Sight radius in tiles. 0 = each map's own Fog Radius (when no variable is chosen).
 * @type number
 * @min 0
 * @max 64
 * @default 0
 * @arg variable
 * @text Radius Variable
 * @desc When chosen, the radius follows this variable's value from now on (1 to 64; a smaller value still shows the tiles next to the player). Overrides Radius.
 * @type variable
 * @default 0
 *
 * @command RevealMap
 * @text Reveal Map
 * @desc Marks every tile of the current dungeon as explored (a map scroll): dimmed on screen, drawn on the minimap. No effect on maps without fog.
 *
 * @command ToggleMinimap
 * @text Toggle Minimap
 * @desc Shows or hides the minimap (the same as the Minimap Key). Kept in saves.
 * @arg mode
 * @text Mode
 * @desc toggle: hide when shown, show when hidden; show; hide.
 * @type select
 * @option toggle
 * @value toggle
 * @option show
 * @value show
 * @option hide
 * @value hide
 * @default toggle
 */
/*:ja
 * @target MZ
 * @plugindesc <Dungeon>タグのマップを、入るたびに新しいランダムダンジョンにします。 (v0.1.0)
 * @author RandomDungeons contributors
 * @url https://github.com/randomdungeons/rmmz-random-dungeons
 * @orderBefore NRP_TileToEvent
 *
 * @help
 * RandomDungeons v0.1.0
 *
 * メモ欄に<Dungeon>と書いたマップに入るたびに、そのマップを新しいランダム
 * ダンジョンに置き換えます。下のいずれかの配置方法で部屋と通路を作り、北側に
 * 高さ2の壁を立て、オートタイルをエディタと同じ形で描き、影を付け、マップのイベントと
 * プレイヤーの到着位置を部屋の床に移します。
 *
 * == 使い方 ==
 * 1. プラグイン管理でこのプラグインを有効にします。
 * 2. ダンジョンタイルセットでマップを作り（68x64がおすすめ）、メモ欄に
 *    <Dungeon>と書きます。
 * 3. イベントはどこに置いても構いません（宝箱、NPC、帰り道の場所移動など）。
 * 4. プレイヤーをそのマップのどこへでも場所移動させると、到着位置は
 *    プラグインが選びます（向きは場所移動の指定のまま）。
 *
 * == イベントは移動します（出口も） ==
 * <Dungeon>マップのイベントは、入るたびにすべて部屋の床のランダムな位置に
 * 移ります。帰り道はマップ上の地点ではなく、イベント（場所移動を持つ扉や
 * 階段）にしてください。
 * 宝箱は元に戻ります：新しいダンジョンが作られるたびに、マップのイベント
 * （とその複製）のセルフスイッチA～Dが消えるので、開けた宝箱は次のダンジョン
 * では閉じています。メニュー・戦闘・セーブのロードでは保持されます。
 * 残したいときはパラメータ「新しいダンジョンでのセルフスイッチ」をkeepに
 * します（マップごと：<Dungeon Self Switches: keep>、イベントごと：
 * <Dungeon Keep Self Switches>）。
 *
 * == 配置 ==
 * パラメータ「配置」で全ダンジョンの配置方法を選びます。マップごとには
 * メモ欄のタグで変更できます。例：<Dungeon Layout: digger>
 *   cells   セルの格子上の部屋と通路（ポケモンEssentials風、既定）
 *   digger  部屋・通路・円形や多角形の部屋・洞窟・トンネル・自作の
 *           ヴォールトを、マップの中央から一つずつ掘ります
 *   maze    幅3の通路の迷路（ループや部屋も追加可）
 *   rooms   小部屋の連鎖。各部屋は前の部屋と幅1の出入口でつながります
 *   nodes   出口が必ず合う、通路と部屋の正方形タイルの組み合わせ
 *   crawlers  壁クローラーが開けたマップに壁を作ります。二つのリージョンで
 *           マップに描いたものは残ります（下の「クローラー」参照）
 * 知らない名前を書くと、使える配置を挙げた警告が一度コンソールに出て、
 * cellsが使われます。各配置の設定はその名前のグループ（セル、ディガー、
 * 迷路、部屋の連鎖、ノード、クローラー）にまとまっていて、その配置のマップにだけ
 * 効きます。「壁の高さ」はすべての配置に共通です。
 *
 * == 大きさ ==
 * cellsの場合：マップから余白（左右8列、上下6行）を除いた部分を13x13のセルに分けます。
 * 幅20〜41でセル1列、42〜54で2列、55〜67で3列、68〜80で4列…、高さ15〜37で
 * 1行、38〜50で2行、51〜63で3行、64〜76で4行…。セルが一つだけのマップ
 * （または内側がセルより狭いマップ）は一つの大部屋になります。20x15より
 * 小さいマップはそのまま残します。256x256まで使えます。ほかの配置は1タイルの
 * 余白（各配置の「余白」）を残し、おおよそ10x10以上のマップが必要です。配置に
 * 対して小さすぎるマップは、最小の大きさを示す警告とともにそのまま残します。
 *
 * == タイル ==
 * 既定値のままで標準のダンジョンタイルセットに合います：床はA2の最初の地面、
 * 壁はA4の最初の壁の側面、部屋の周りの空白はその上のA4の壁の上面（暗い天井）。
 * 三つのオートタイルの形はエディタと同じ規則で選ぶので、プレイヤーは床を
 * すべて歩け、壁や空白には入れません。
 * 別のタイルを使う簡単な方法は、マップの一番上の行（行0）にテンプレート
 * タイルを3つ描くことです：x=0に空白（暗い天井）、x=1に床、x=2に壁の側面。
 * そのマップではパラメータより優先され、ダンジョンはその上に描かれます。
 * パラメータの空白/床/壁タイル（タイルID、空白の0は何も描かない）でも設定
 * できます。オートタイルのIDは、そのシートの最初のID＋48×エディタのAタブの
 * そのシートの区画での順番（左から右、上から下、1行8個）です：A1 2048、
 * A2 2816、A3 4352、A4 5888（A5 1536とB〜E 0、256、512、768は1タイルごとに
 * 1）。既定値は5888、2816、6272＝5888＋48×8。テストプレイで調べることも
 * できます：どこかにそのタイルを描き、F8を押し、コンソールでその位置の
 * $gameMap.tileId(x, y, 0) を入力します。
 * 選んだタイルの画像がタイルセットにない場合は既定のタイルを使い、それも
 * ない場合はマップを作ったままにします（警告で理由を示します）。
 * 部屋のリージョン/通路のリージョンで床にリージョンIDを書けるので、
 * エンカウントや他のプラグインで部屋と通路を区別できます。
 *
 * == マップごとの設定 ==
 * パラメータはマップのメモ欄のタグで上書きできます。例：
 *   <Dungeon Room Chance: 50>
 *   <Dungeon Corridor Width: 2>
 *   <Dungeon Extra Connections: 4>   （cells：セル間のループ）
 *   <Dungeon Floor Tile: 2864>
 * （空白や大文字小文字は区別しません。<DungeonRoomChance:50>も使えます。）
 * タグはマップの配置に合わせて読まれるので、同じ言葉でその配置の設定が
 * 変わります：
 *   <Dungeon Layout: digger>
 *   <Dungeon Cave Chance: 30>
 *   <Dungeon Room Min Width: 5>      （ここではディガーの「部屋の最小幅」）
 *   <Dungeon Layout: maze>
 *   <Dungeon Maze Path Width: 2>
 *   <Dungeon Maze Braid Chance: 50>
 *   <Dungeon Maze Edge Exits: 1>     （入口と出口を端に）
 *   <Dungeon Maze Shortcut Doors: 6> （壁を抜ける近道の扉）
 *   <Dungeon Layout: crawlers>
 *   <Dungeon Cave Smoothing: 3>      （crawlers：壁を丸い岩の塊に）
 *   <Dungeon Layout: nodes>
 *   <Dungeon Node Count: 40>         （0＝既定：ノードの格子の半分）
 * ほかの配置の設定（cellsのマップのCave Chanceなど）は警告を出して無視します。
 * プラグイン管理では、cellsの設定は以前の名前（roomChanceなど）のままで、
 * ほかは配置名＋設定名（diggerCaveChance、mazeMazePathWidth、
 * roomsRoomMinWidth、nodesNodeCount）です。タグにもこれらの名前が使えます。
 *
 * == ヴォールト（digger） ==
 * ヴォールトは自分で描く部屋です。ディガーはほかの部屋と同じように、形を
 * 崩さずに配置します（ヴォールトの重み・連続・最大数）。描き方は二つ：
 * 1. ヴォールトマップ：プロジェクトの任意のマップ（プレイヤーが行かない
 *    「Vaults」マップなど）。そのIDをパラメータ「ヴォールトマップ」に、
 *    またはマップごとに<Dungeon Vault Map: 12>と書きます。ヴォールトは
 *    周りを空白タイルで囲んだ一つの形として描きます：床は地面のタイル
 *    （プレイヤーが歩けるもの）、壁はA3/A4の壁や天井のタイル。形の外周の
 *    床のうち、ダンジョンとつながってよい場所に「ヴォールト接続リージョン」
 *    （既定63）を塗ります（一つ以上）。ヴォールトマップは、それを使う最初の
 *    ディガーのダンジョンの前に、セッションごとに一度読み込まれます
 *    （マップはその読み込みを待ちます）。
 * 2. ダンジョンマップのメモ欄に、<Dungeon Vaults>と</Dungeon Vaults>の間に
 *    文字で描く：名前の行（省略可）、続けて
 *      # 壁   . 床   + 扉   @ 接続点（外周の床）
 *      空白 = ヴォールトの外
 *    の行を書き、ヴォールトの間は空行で区切ります。例：
 *      <Dungeon Vaults>
 *      Shrine
 *      ###@###
 *      #.....#
 *      #.....#
 *      #######
 *      </Dungeon Vaults>
 * 誤りのあるヴォールト（接続点がない、床がつながっていない、マップに対して
 * 大きすぎる、同じ列の床の間が壁の高さ＋1行より狭い）は、名前と理由を示す
 * 警告を一度出して使わず、ダンジョンはそれなしで作ります。
 *
 * == 保持されるもの、新しいダンジョンができるとき ==
 * 新しいダンジョンは本当に入ったとき（別のマップからの場所移動、またはそこから
 * 始まるニューゲーム）に作ります。ダンジョンマップごとのシードはセーブデータに
 * 保存されるので、メニュー、戦闘、ロード、同じマップ内の場所移動、プロジェクト
 * の更新（エディタで保存するとバージョンIDが変わり、エンジンがマップを
 * 読み直します）のあとも同じダンジョンが戻ります。更新のときはイベントは
 * 置かれた位置に戻り、プレイヤーはその位置が床ならそのまま、そうでなければ
 * 到着位置に移ります。プラグイン導入前のセーブもロードできます。
 * どのダンジョンか知るには：テストプレイのコンソールで
 * $gameSystem._randomDungeons.seeds[$gameMap.mapId()] が今のシードNです。
 * 開発ツールの npm run preview -- --width W --height H --seed N で同じ配置を
 * 描けます（マップのタグはフラグで指定、例 --room-chance 80）。
 *
 * == 入力の誤り ==
 * このプラグインがゲームを止めることはありません。小さすぎるマップ、不明・
 * 不正なタグ、誤ったパラメータ、タイルのないタイルセット、部屋に収まらない
 * 数のイベントは、値と使った既定値を示す警告をコンソール（F8）に一度出し、
 * 安全な結果にします。サイズとタイルデータが合わないマップや、保存された
 * シードが壊れたセーブも同じです（マップはそのまま、壊れたシードの代わりに
 * 新しいダンジョン）。間隔の規則を満たせないイベントは通路の隣、通路の上、
 * より近い位置の順に置きます。壁や空白の上には置きません。
 *
 * == 互換性 ==
 * ダンジョンのためにDataManager.loadMapDataとDataManager.onLoad、{floor}の
 * ためにGame_Map.displayName、霧とミニマップのためにSpriteset_Mapの
 * createLowerLayer/createUpperLayer/update、Sprite_Character.updateVisibility、
 * Game_System.onBeforeSaveをエイリアスします（置き換えはしません）。セーブに
 * $gameSystem._randomDungeonsを追加します。<Dungeon>のないマップには触れず、
 * 霧のないマップには霧のスプライトを加えません。
 * 読み込み時にマップを変えるプラグインとは並び順を問いません。ダンジョンは
 * DataManager.onLoadの残りの処理より先に描かれるので、このプラグインの上でも
 * 下でも、そこでタイルを書き換える・隠す、イベントを追加でつなぐプラグインは
 * ダンジョンの上で処理し、その変更はメニュー、戦闘、ロードのあとも残ります。
 * 数えて動かすのはマップ自身のイベント（エディタで作ったもの）だけで、他の
 * プラグインが追加・生成したイベント（EventReSpawn、TemplateEvent、
 * NRP_TileToEvent）はそのプラグインが置いた位置のままです。見つけたタイルを
 * イベントに変えるNRP_TileToEventは、常に完成したダンジョンのタイルを読む
 * よう、このプラグインより下に置くのがおすすめです（プラグイン管理画面にも
 * 表示されます）。
 *
 * MITライセンス。ソース、テスト、プレビューツールは上のURLにあります。
 *
 * クローラー：開けたマップに作る壁（<Dungeon Layout: crawlers>）
 * ---------------------------------------------------------------
 * Peter Henningsen氏のDungeonMakerにならった配置です。マップは最初は
 * 開けていて、小さな「壁クローラー」が世代ごとに壁を作ります。通路を
 * ふさぐことはありません。最初の段階は自分で描くこともできます。
 *
 * 第0段階：マップにリージョン（エディタのリージョンレイヤー）で描きます
 *   床を残すリージョン（61）    残る床：部屋・イベントの場所・壁を置かない所
 *   構造壁のリージョン（62）    最初から立つ壁。構造クローラーはそこから
 *                               出発したり、そこにつながったりします
 * 何も描かなくてもかまいません（すべてクローラーが作ります）。天井に
 * 足りない薄い描いた壁は厚くされ、描いた壁で閉じた場所には出入口が
 * 開けられます。
 *
 * 作風：<Dungeon Crawler Style: maze>    細くなる通路の迷宮
 *       <Dungeon Crawler Style: halls>   大広間・出入口・柱
 *       <Dungeon Crawler Style: caverns> 曲がりくねる壁と広い空間
 * 作風はクローラーの設定をまとめて決めます。パラメータで既定値から
 * 変えた設定や、メモタグで指定した設定は作風より優先されます：
 *   <Dungeon Crawler Style: halls>
 *   <Dungeon Corridor Width: 9>
 * クローラーの設定はすべてメモタグにできます（<Dungeon Generations: 8>、
 * <Dungeon Jumper Chance: 30>、<Dungeon Structural Walls: 6> など）。
 *
 * 作り方：第0世代（構造壁）は縁か描いた壁から出発し、行き当たった壁に
 * つながることがあります（接続率）。マップは区画に分かれ、出入口で
 * つながります。後の世代は他の壁との間に「通路の幅」の床を残し（最後は
 * 「最終世代の通路の幅」まで細くなる）、曲がり（曲がる確率）、次か後の
 * 世代に子を生みます（分裂率、2世代後・3世代後の誕生率）。子の確率は
 * 少しずつ変わります（突然変異）。柱ジャンパー（ジャンパーの割合）は
 * 「柱の間隔」ごとに柱を残します。イベント用のエリアは壁の間の空間
 * （3×3が入る所は部屋、それ以外は通路）で、出入口はDoorイベントの扉に
 * なります。
 *
 * コンテンツ：テンプレートとしてのイベント
 * ----------------------------------------
 * <Dungeon>マップのイベントのメモに書くタグで、そのイベントが何で、いくつ
 * 現れるかを指定します。これらのタグのないイベントは、これまで通り部屋の床に
 * 1つ置かれます。
 *
 *   <Dungeon Spawn: 3>        このイベントを3つ複製（テンプレート）
 *   <Dungeon Spawn: 2-5>      2～5個複製（0も可）
 *   <Dungeon Chance: 40>      各複製が40%の確率で現れる
 *   <Dungeon Spawn: 2+1/3floors>  SpawnとChanceは階層ごとに増減できます：
 *                             1～3階は2個、4～6階は3個…；
 *                             <Dungeon Chance: 40 +10/2floors>
 *   <Dungeon Unique: stairs>  グループ「stairs」の全イベントのうち、ちょうど
 *                             1つだけが現れる（Chanceが抽選の重みになる）
 *   <Dungeon Place: room>     置ける床：room（既定）、corridor（通路）、any
 *   <Dungeon Place: piece vault>  vaultという名前のセットピース（大文字・小文字は
 *                             区別しない）の中：複製はそのピースの床に置かれ、
 *                             Lockはピースの扉に置かれる（下記）
 *   <Dungeon Keep Self Switches>  新しいダンジョンでもセルフスイッチを保持
 *   <Dungeon Role: 名前>      置き場所：
 *     Stairs       出口：到着地点から（道のりで）最も遠いエリア
 *     Entrance     上り階段：プレイヤーの到着地点のすぐ隣（空きがなければ最も近い
 *                  空き床）。鍵の奥には置かない
 *     Boss         階段への道の途中、階段のエリアの入口（または階段の隣）：
 *                  プレイヤーは必ずここを通る
 *     Treasure     行き止まりを優先、次に遠いエリア（できる限り1エリア1つ）
 *     Monster      散らばって配置、到着したエリアには置かない
 *     Trap         床の種類を問わない。出入口には置かず、唯一の通り道もふさがない
 *     Door         レイアウトが扉とした出入口すべてに1つずつ
 *                  （digger・rooms・crawlers：出入口の「扉の確率」。
 *                  扉のないレイアウトには置かれません）
 *     Secret Door  隠し扉の出入口すべてに1つずつ（digger・rooms・crawlers：「隠し扉の確率」）
 *     Lock 1       階段への道にある幅1マスの関所（なければ関所を造ります）
 *     Key 1        Lock 1を通らずに取れる場所
 *                  （Lock 2 / Key 2 … は入れ子：Key 2はLock 1の先）
 *     Wall         北側の壁面のすぐ下の床（看板、たいまつ）
 *
 * Spawnがない場合、イベント自身がその1つです（ChanceとUniqueは有効）。
 * Spawnがある場合、イベントはテンプレートとなり、自身は置かれず、複製（同じ
 * ページ・同じメモの完全な複製）がマップの最大IDの後の新しいIDで置かれます。
 * 名前は「名前 #1」「名前 #2」…。k番目の複製は常に同じIDになるため、メニュー・
 * 戦闘・セーブ・プロジェクト更新の後も複製は同じ場所にあり、セルフスイッチの
 * キーも変わりません。Doorの複製は他のすべての後のIDになります。
 *
 * 扉以外のイベントは通れません。プラグインは、唯一の通り道になるのはLockか
 * Bossだけであること、すべての鍵がその錠より手前で取れること、鍵を集めれば
 * 階段にたどり着けることを保証します。錠は階段への道にある幅1マスの通路に
 * 置かれます。そのような通路が足りない場合（広い通路、迷路、ループ）、
 * プラグインは関所を造ります：通路を壁でふさぎ1マスの門だけを残し（回り道も
 * 壁でふさぎます）、錠をその門に置きます。門を造れない場合（すべての錠には
 * 小さすぎるマップ）に限り、錠とその鍵は警告とともに置かれません。道をふさぐ
 * 場所にしか置けないイベントはそこには置かれません：通常のイベント・階段・
 * 入口はその場合、警告とともに他のイベントと同じマスに置かれます。
 * 誤ったタグや守れない規則はそれぞれ1つの警告になり、イベントの他の設定は
 * そのまま使われます。
 *
 * セルフスイッチ：既定では、新しいダンジョンでマップのイベントと複製の
 * セルフスイッチA～Dがオフになり、宝箱は新しい階ごとに復活します（パラメータ
 * 「新しいダンジョンでのセルフスイッチ」= keep、またはマップのメモの
 * <Dungeon Self Switches: keep>で保持。<Dungeon Keep Self Switches>は
 * そのイベントだけ保持）。
 *
 * 錠をピースの扉にできます：Lockに<Dungeon Place: piece vault>を付け、vaultを
 * 入口1つで描きます。錠はその入口に置かれ、階段への道ではなくvaultだけを
 * 閉ざします。鍵はプレイヤーが先に取れる場所に置かれ、vaultの中にはvaultを
 * 指定したイベントだけが置かれます。vaultがこのダンジョンにない場合や、入口が
 * 2つ以上つながっている場合、錠は警告とともにいつも通り階段への道に置かれます。
 * どのピースにもない名前は、警告とともにタグがないものとして置かれます。
 * Stairs・Treasure・Monster・Trap・Wall・通常のイベント・Keyはピースを指定
 * できます。Boss・Entrance・Doorはできません。
 *
 * 例：出口、2～4個の宝箱、コウモリ、鍵のかかった扉とその鍵がある洞窟
 *   出口   （階段の画像、プレイヤーから接触、場所移動で町へ）：
 *            <Dungeon Role: Stairs>
 *   宝箱   （セルフスイッチAで開く）：
 *            <Dungeon Role: Treasure> <Dungeon Spawn: 2-4>
 *   コウモリ（イベントから接触、戦闘の処理）：
 *            <Dungeon Role: Monster> <Dungeon Spawn: 3-6> <Dungeon Chance: 80>
 *   門     （扉。銅の鍵を持っていれば セルフスイッチA → 開く）：
 *            <Dungeon Role: Lock 1>
 *   鍵     （銅の鍵を渡し、セルフスイッチA）：
 *            <Dungeon Role: Key 1>
 *   マップのメモ：<Dungeon> <Dungeon Layout: rooms>
 *
 * セットピース：エディタで描いた部屋
 * ----------------------------------
 * 祠・宝物庫・ボスの間などを、壁・床・家具・イベントごと手で描けます。どの
 * 配置アルゴリズムもそれを丸ごとダンジョンに組み込み、周りは今まで通り自動で
 * 作ります（図：プラグインのリポジトリの docs/set-pieces-authoring.png。
 * サンプルプロジェクトのMap011に三つあります）。
 *
 * セットピースマップ：ダンジョンマップのメモ欄で指定します。
 *   <Dungeon Set Pieces: 11>          （複数：<Dungeon Set Pieces: 11, 14>）
 * またはパラメータ「セットピースマップ」（同じ書き方）で全ダンジョンに。
 * ヴォールトマップに印を付けたピースもセットピースになります。印のない形は
 * これまで通り、ディガーの形だけのヴォールトです。
 *
 * ピースは、そのマップに描いた長方形です：
 *   - 長方形のすべてのタイルにリージョン60（ピースのリージョン）を塗り、
 *     入口にはかわりにリージョン63（ピースの入口リージョン）を塗ります。
 *     入口は長方形の外周にある歩けるタイルで、ダンジョンとつながる場所です。
 *   - この二つのリージョンのつながったタイルの集まりが一つのピースで、それを
 *     囲む長方形がピースになります。ピースの間は印のないタイルを1つ空けます。
 *   - 中身は描いた通りにコピーされます：4つのタイルレイヤーすべて、影、
 *     中に立つすべてのイベント（ページ・メモ・セルフスイッチ）をピース内の
 *     同じ位置に。二つのリージョンの印は0になります。
 *   - プレイヤーが歩けるタイルがピースの床、それ以外（自分で描いた壁や天井、
 *     通れない家具）はふさがったマスです。床は一続きにし、周りを壁で囲み、
 *     北の壁はダンジョンの壁と同じく高さ2マスで、その上に天井の行を描きます。
 *   - 同じ列の二つの床の間には、ふさがったマスを3つ以上（天井と高さ2の
 *     壁面）。通れない家具（像・棚・柱）は北の壁のすぐ下に置きます。
 *
 * ルールは、ピース内のどれかのイベントのメモ欄に書きます（画像なし・
 * 「通常キャラの下」の「名前イベント」を一つ置くと便利です）：
 *   <Dungeon Piece: shrine>          名前（メッセージと、<Dungeon Place: piece
 *                                    shrine>を持つイベント用）
 *   <Dungeon Piece Required>         入るダンジョンには必ず置く
 *   <Dungeon Piece Weight: 3>        任意のピースの中での出やすさ（既定1）
 *   <Dungeon Piece Max: 1>           1つのダンジョンに置く最大数（既定1）
 *   <Dungeon Piece Floors: 3-5>      ランのこの階にだけ置く
 *   <Dungeon Piece Mirror>           左右反転して置いてもよい
 *   <Dungeon Piece At: stairs>       階段を中に置く（ボスの間）
 *   <Dungeon Piece At: arrival>      到着地点を中に置く（スタートの部屋）
 * 階段を置くピースは、入口のうち一つ（つなげられる最初の入口）だけで
 * ダンジョンとつながります。鍵のかかった扉で必ず階段への道を閉じられる
 * ようにするためです。
 * 上下反転や回転はしません。北の壁は高さ2マスなので、逆さまになってしまう
 * からです。左右反転はタイルの位置を入れ替えるだけで、絵そのものは反転
 * できません。Mirrorのピースには幅1マス（または左右対称）の家具だけを
 * 置きます。幅2マスの棚などは左右の半分が入れ替わってしまいます。
 *
 * ダンジョンマップ側：<Dungeon Set Piece Count: 2>で任意のピースの数
 * （パラメータ「セットピースの数」、既定2）。重みで選ばれ、Requiredのピースは
 * これとは別に入ります。ダンジョンの床はピースの入口でつながり、ピースの縁の
 * オートタイルは形を付け直すので、継ぎ目は見えません。ピースのイベントは
 * 変わらない専用のIDでコピーされるため、メニュー・戦闘・セーブ・プロジェクト
 * 更新の後もそのまま残ります。
 *
 * 誤りは一つにつき警告を一度出し、ダンジョンはそのまま作ります。ピースを
 * 描いたマップ自体は変更しません：入口がない、入口が歩けない・外周にない、
 * 二つのピースの長方形が重なる、床が二つに分かれている、ダンジョンより大きい（その
 * ピースは置かれません）、At:の値が不明、数値が正しくない。イベントは立って
 * いるタイルで決まるので、ピースの中か外のどちらかです。
 *
 * ラン：階層・シード・プラグインコマンド
 * --------------------------------------
 * ランは何階層にもわたる探索です。プラグインは階層の番号（1から）と、
 * ダンジョンマップごとにそのダンジョンが作られた階層を覚え、セーブデータに
 * 保存します。プラグインコマンド（プラグインコマンド > RandomDungeons）：
 *   NextFloor   階層を1つ進め、ダンジョンマップ（0 = このマップ）へ移動して
 *               新しいダンジョンを作ります。到着地点はダンジョンが決めます。
 *               このコマンドを持つ階段イベントで1階層が完成します。
 *   Regenerate  このマップに同じ階層の新しいダンジョンをすぐ作ります：
 *               フェードアウトし、新しい配置でイベントとプレイヤーを置き直し、
 *               フェードイン。
 *   SetFloor    階層の番号を設定します（数値、または変数の値）。
 *   SetSeed     マップの次の新しいダンジョンのシードを一度だけ設定します
 *               （0 = どのマップでも）。
 *   GetInfo     変数に書き込みます（0 = 書かない）：階層、シード、部屋の数、
 *               床タイル数、<Dungeon Role: Stairs>のイベントのX/Y、ランの
 *               シード。ダンジョンの外ではそれらの数値は-1です。
 *   StartRun    新しいラン：階層1と新しいランのシード（または指定したもの）。
 * 立っているマップに新しいダンジョンを作るのはNextFloorとRegenerateだけです。
 * 同じマップへの通常の場所移動、メニュー、戦闘、ロード、プロジェクトの更新
 * では、どの階層でも同じダンジョンのままです。
 *
 * 階層変数：常に階層の番号が入るゲーム変数。イベント（変数の操作）で変えると、
 * 次の新しいダンジョンがその階層になります。
 * ダンジョンマップの表示名に{floor}と書くと階層の番号になります：
 * 「洞窟 B{floor}F」。
 *
 * シードの決め方：新しいダンジョンのシードをどこから取るか。
 *   random    毎回新しいランダムなシード（既定）。
 *   run       ランのシード・マップ・階層から決めます。同じランのシードなら
 *             新しいゲームでも同じ階層になります。プレイヤー同士で共有できる
 *             「ダンジョンコード」です（StartRunで指定、GetInfoで取得）。
 *             Regenerateでは同じランのその階層の次のダンジョンになります。
 *   variable  マップに入ったときのシード変数の値。
 * マップごとに選べます：<Dungeon Seed Mode: run>。
 *
 * 深い階層ほど難しく：メモタグの数値は階層ごとに変えられます。
 * <Dungeon Room Chance: 70 -5/floor>は1階で70、2階で65、3階で60…、
 * <Dungeon Spawn: 2+1/3floors>は3階層ごとに1つ増えます。1階での値は設定の
 * 範囲内でなければならず、深い階層では範囲の端で止まります。
 *
 * 不正な引数（ダンジョンでないマップ、1未満の階層、変数が選ばれていない、
 * 文字列の入った変数）はコンソールに警告を1つ出し、コマンドは何もしません。
 * <Dungeon>のないマップへのNextFloorは読み込むまでわかりません：
 * プレイヤーはそこに移動し、階層は変わりません。
 * {floor}のためにGame_Map.prototype.displayNameをエイリアスします。
 *
 * 戦場の霧とミニマップ
 * --------------------
 * ダンジョンマップのメモに<Dungeon Fog: 6>と書く（またはすべてのダンジョン
 * 用に「視界の半径」パラメータを設定する）と、プレイヤーは周囲6タイルだけが
 * 見えるようになります。
 *   - 一度も見ていないタイルは黒；
 *   - 以前見たが今は視界外のタイルは暗く表示され（霧の暗さ）、イベントは
 *     表示されません；
 *   - 視界内のタイルはイベントも含めてはっきり表示されます。
 * 壁と暗い空白は視線を遮ります。いる部屋の壁は常に見えます。視界は対称です：
 * モンスターのタイルが見えるなら、モンスターからもこちらが見えます。視界外の
 * イベントは隠れるので、宝箱やモンスターは見えたときに現れます。
 * <Dungeon Fog: 0>でそのマップの霧をなくせます。
 *
 * ミニマップ（ミニマップの位置・倍率・不透明度）は、探索済みの床とその周りの
 * 壁、プレイヤー、見つけた階段を表示します。階段とは、メモに
 * <Dungeon Role: Stairs>と書かれたイベントです。Tabキー（ミニマップのキー）で
 * 表示・非表示を切り替えます。<Dungeon Minimap Corner: off>でそのマップの
 * ミニマップをなくせます。
 *
 * 探索済みのタイルはセーブされ（ダンジョンごとの小さなビットセット。
 * $gameSystem._randomDungeons.explored）、メニュー・戦闘・セーブとロード・
 * プロジェクトの更新の後も残ります。新しいダンジョン（実際に入るたび）は
 * 未探索から始まります。霧のないマップには霧もミニマップもなく、何も
 * セーブされません。
 *
 * プラグインコマンド：
 *   視界の半径を設定  たいまつやランタン：タイル数の半径、または以後その値に
 *                     従う変数（1～64）。半径0で変数なし：各マップ本来の半径に
 *                     戻ります。セーブされます。
 *   マップを公開      現在のダンジョンのすべてのタイルを探索済みにします
 *                     （地図の巻物）：暗く表示され、ミニマップに描かれます。
 *   ミニマップの切替  ミニマップの切替・表示・非表示。セーブされます。
 *
 * 読めない霧のセーブデータ（編集・破損したセーブ）は、コンソールに警告を
 * 1つ出し、そのダンジョンの霧を未探索から始めます。
 *
 * 装飾：床のパッチ・バリエーション・装飾
 * ------------------------------
 *   <Dungeon>マップの0～7行目にパレットを描きます（図：プラグインのリポジトリの
 *   docs/palette.svg）。ダンジョンはその上に描かれ、パレットはタイルを選ぶだけです。
 *   0行目のx = 0～2は従来どおりテンプレートタイル（空白・床・壁）です。
 *   - 床のバリエーション：別の地面タイル（A2・A1・A5）を単独で、上に何も置かずに
 *     描きます。床のパッチに使われます（本物のオートタイルで、形はエディタと同じ。
 *     パッチが壁に接することはありません）。タイルセットで通行不可の
 *     バリエーション（水・溶岩）は池になります。池は床を分断せず、壁に接せず、
 *     出入口・イベント・到着地点から1タイル以上離れます（置けない場合だけ警告）。
 *   - 床の装飾：床の上の上層レイヤーに描いたタイル。接しているタイルは最大3x3の
 *     1つの装飾になります（2x2の小山は2x2、大きな岩は1x2）。装飾の間は1タイル
 *     空けてください。
 *   - 壁の装飾：壁面の上に描いたもの。壁面に置かれます。通れないタイル（通行不可
 *     または☆）だけが使われます。
 *   - 空白の装飾：空白の上に描いたもの。天井の端から離れた所に置かれます。
 *   タイルセットで通行不可の装飾が道をふさぐことはありません：周りの床がすべて
 *   空いている所にだけ置かれ、幅1タイルの通路、出入口・イベント・到着地点の上や
 *   隣には置かれません。
 *   描く代わりに入力する場合（タイルID。装飾の間はカンマ、1つの装飾の行の間は
 *   /、列の間は空白）：
 *     <Dungeon Floor Decor: 32, 40, 48/56, 200 201/208 209>
 *     <Dungeon Wall Decor: 1, 9, 187/195>
 *     <Dungeon Void Decor: 40>
 *     <Dungeon Floor Variants: 2912>
 *   種類ごとに、メモタグがパレットより優先されます。「標準の装飾」（on）は、
 *   マップで指定のない種類に標準のDungeonタイルセット用の既製の選択を使います
 *   （床の洞窟に合わせて：暗い地面、砂利、岩、大きな岩、骨、苔、シダ、亀裂、
 *   クモの巣）。マップごと：<Dungeon Stock Decorations: on>。
 *   量（パラメータ、またはマップごと）：<Dungeon Floor Patches: 6>（床1,000
 *   タイルあたり）、パッチの半径・確率・平滑化、バリエーションの確率、
 *   <Dungeon Floor Decor Density: 2>、壁・空白の装飾の密度（床100タイルあたり）。
 *   0でそれぞれ無効。同じシードなら同じ装飾になり、装飾の設定で配置やイベントの
 *   位置が変わることはありません。
 *
 * @param layout
 * @text 配置
 * @desc ダンジョンの配置方法。マップのメモの<Dungeon Layout: 名前>で個別に変更できます（cells、digger、maze、rooms、nodes、crawlers）。各配置の設定は下のグループにあります。
 * @type select
 * @option cells：セルの格子上の部屋と通路（ポケモンEssentials風）
 * @value cells
 * @option digger：部屋・洞窟・円形の部屋・ヴォールトを一つずつ掘る
 * @value digger
 * @option maze：幅の広い通路の迷路
 * @value maze
 * @option rooms：出入口でつながる部屋と大広間の連鎖
 * @value rooms
 * @option nodes：通路と部屋の正方形タイルの組み合わせ
 * @value nodes
 * @option crawlers：壁クローラーが開けたマップに壁を作る（マップに描いたものは残る）
 * @value crawlers
 * @default cells
 *
 * @param voidTile
 * @text 空白タイル
 * @desc 部屋と通路の周りに描くタイルID（オートタイルはどの形でも可）。既定値5888：A4の最初の壁の上面（ダンジョンタイルセットの暗い天井）。0＝空白。
 * @type number
 * @min 0
 * @max 8191
 * @default 5888
 *
 * @param floorTile
 * @text 床タイル
 * @desc 部屋と通路の床のタイルID。既定値2816：A2の最初の地面オートタイル。
 * @type number
 * @min 1
 * @max 8191
 * @default 2816
 *
 * @param wallTile
 * @text 壁タイル
 * @desc 北側の高さ2の壁面のタイルID。既定値6272：A4の最初の壁の側面（既定の天井の下）。
 * @type number
 * @min 1
 * @max 8191
 * @default 6272
 *
 * @param roomRegion
 * @text 部屋のリージョン
 * @desc 部屋の床に書くリージョンID（エンカウントや他のプラグイン用）。0＝なし。
 * @type number
 * @min 0
 * @max 255
 * @default 0
 *
 * @param corridorRegion
 * @text 通路のリージョン
 * @desc 通路の床に書くリージョンID。0＝なし。
 * @type number
 * @min 0
 * @max 255
 * @default 0
 *
 * @param cells
 * @text セル
 * @desc セル配置（既定）の設定：ポケモンEssentials風の、セルの格子上の部屋と通路。
 * @default
 *
 * @param roomChance
 * @text 部屋の確率（%）
 * @desc 各セルに部屋ができる確率。部屋が一つもないときはダンジョン全体が一つの大部屋になります。既定値70（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 70
 * @parent cells
 *
 * @param roomMinWidth
 * @text 部屋の最小幅
 * @desc 部屋の最小の幅（タイル数）。既定値5（1～62）。
 * @type number
 * @min 1
 * @max 62
 * @default 5
 * @parent cells
 *
 * @param roomMaxWidth
 * @text 部屋の最大幅
 * @desc 部屋の最大の幅（セル幅−2まで）。既定値11（1～62）。
 * @type number
 * @min 1
 * @max 62
 * @default 11
 * @parent cells
 *
 * @param roomMinHeight
 * @text 部屋の最小高さ
 * @desc 部屋の最小の高さ（タイル数）。既定値4（1～62）。
 * @type number
 * @min 1
 * @max 62
 * @default 4
 * @parent cells
 *
 * @param roomMaxHeight
 * @text 部屋の最大高さ
 * @desc 部屋の最大の高さ（セル高さ−壁の高さまで）。既定値10（1～62）。
 * @type number
 * @min 1
 * @max 62
 * @default 10
 * @parent cells
 *
 * @param roomJitter
 * @text 部屋のずれ
 * @desc 部屋の中心がセルの中心からずれる最大距離（タイル数）。既定値2（0～32）。
 * @type number
 * @min 0
 * @max 32
 * @default 2
 * @parent cells
 *
 * @param extraConnections
 * @text 追加の接続
 * @desc 深さ優先の探索でつながらなかった隣り合うセルの間に加える通路の数。一本ごとにループができます（Essentials v21の追加の接続）。0ならEssentialsと同じ木構造（どの二つのセルの間も道は一つ）。セルの格子が許す数まで。既定値0（0～999）。
 * @type number
 * @min 0
 * @max 999
 * @default 0
 * @parent cells
 *
 * @param corridorWidth
 * @text 通路の幅
 * @desc 通路の太さ（タイル数）。既定値3（1～9）。
 * @type number
 * @min 1
 * @max 9
 * @default 3
 * @parent cells
 *
 * @param wallHeight
 * @text 壁の高さ
 * @desc 北側の壁面の高さ（タイル数）。すべての配置に共通。既定値2（1～3）。
 * @type number
 * @min 1
 * @max 3
 * @default 2
 *
 * @param cellWidth
 * @text セルの幅
 * @desc ダンジョンの格子の一セルの幅（タイル数）。既定値13（7～64）。
 * @type number
 * @min 7
 * @max 64
 * @default 13
 * @parent cells
 *
 * @param cellHeight
 * @text セルの高さ
 * @desc ダンジョンの格子の一セルの高さ（タイル数）。既定値13（7～64）。
 * @type number
 * @min 7
 * @max 64
 * @default 13
 * @parent cells
 *
 * @param borderX
 * @text 左右の余白
 * @desc マップの左右に残す空白の列数（画面の半分あればマップの端が見えません）。既定値8（0～64）。
 * @type number
 * @min 0
 * @max 64
 * @default 8
 * @parent cells
 *
 * @param borderY
 * @text 上下の余白
 * @desc マップの上下に残す空白の行数。既定値6（0～64）。
 * @type number
 * @min 0
 * @max 64
 * @default 6
 * @parent cells
 *
 * @param digger
 * @text ディガー
 * @desc ディガー配置（<Dungeon Layout: digger>）の設定：中央から部屋・通路・円形の部屋・洞窟・トンネル・ヴォールトを一つずつ掘ります。
 * @default
 *
 * @param vaultMap
 * @text ヴォールトマップ
 * @desc ディガー用のヴォールトを描くマップのID（0＝なし）。空白で区切られた一つの形が一つのヴォールトです。歩けるタイルが床、それ以外が壁。ダンジョンとつながる場所は、形の端の床に「ヴォールト接続リージョン」を塗ります。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param vaultRegion
 * @text ヴォールト接続リージョン
 * @desc ヴォールトマップでヴォールトの接続点（形の端の床）を示すリージョンID。
 * @type number
 * @min 1
 * @max 255
 * @default 63
 * @parent digger
 *
 * @param diggerBorder
 * @text 余白
 * @desc マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent digger
 *
 * @param diggerTargetFloorShare
 * @text 床の割合（%）
 * @desc マップのこの割合が床になったら掘るのをやめます。既定値36（1～90）。
 * @type number
 * @min 1
 * @max 90
 * @default 36
 * @parent digger
 *
 * @param diggerRoomChance
 * @text 部屋の重み
 * @desc 次に掘るものを選ぶときの四角い部屋の重み（0＝なし）。既定値40（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent digger
 *
 * @param diggerRoomSeq
 * @text 部屋の連続（%）
 * @desc 部屋の出入口から続けて部屋ができる確率。既定値15（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 15
 * @parent digger
 *
 * @param diggerRoomMax
 * @text 部屋の最大数
 * @desc 四角い部屋の最大数（0＝無制限）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerRoomMinWidth
 * @text 部屋の最小幅
 * @desc 部屋の最小の幅（タイル数）。既定値4（1～40）。
 * @type number
 * @min 1
 * @max 40
 * @default 4
 * @parent digger
 *
 * @param diggerRoomMaxWidth
 * @text 部屋の最大幅
 * @desc 部屋の最大の幅（タイル数）。既定値11（1～40）。
 * @type number
 * @min 1
 * @max 40
 * @default 11
 * @parent digger
 *
 * @param diggerRoomMinHeight
 * @text 部屋の最小高さ
 * @desc 部屋の最小の高さ（タイル数）。既定値3（1～40）。
 * @type number
 * @min 1
 * @max 40
 * @default 3
 * @parent digger
 *
 * @param diggerRoomMaxHeight
 * @text 部屋の最大高さ
 * @desc 部屋の最大の高さ（タイル数）。既定値7（1～40）。
 * @type number
 * @min 1
 * @max 40
 * @default 7
 * @parent digger
 *
 * @param diggerCorridorChance
 * @text 通路の重み
 * @desc まっすぐな通路の重み（0＝なし）。既定値35（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 35
 * @parent digger
 *
 * @param diggerCorridorSeq
 * @text 通路の連続（%）
 * @desc 通路の先から続けて通路ができる確率。既定値35（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 35
 * @parent digger
 *
 * @param diggerCorridorMax
 * @text 通路の最大数
 * @desc 通路の最大数（十字路を含む、0＝無制限）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerCorridorMinLength
 * @text 通路の最短
 * @desc 通路の最短の長さ（タイル数）。既定値4（1～40）。
 * @type number
 * @min 1
 * @max 40
 * @default 4
 * @parent digger
 *
 * @param diggerCorridorMaxLength
 * @text 通路の最長
 * @desc 通路の最長の長さ（タイル数）。既定値12（1～40）。
 * @type number
 * @min 1
 * @max 40
 * @default 12
 * @parent digger
 *
 * @param diggerCorridorBranchChance
 * @text 通路の分岐（%）
 * @desc 通路に横道ができて十字路になる確率。既定値25（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 25
 * @parent digger
 *
 * @param diggerCircleChance
 * @text 円形の部屋の重み
 * @desc 円形の部屋の重み（0＝なし）。既定値8（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 8
 * @parent digger
 *
 * @param diggerCircleSeq
 * @text 円形の連続（%）
 * @desc 円形の部屋から続けて円形の部屋ができる確率。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent digger
 *
 * @param diggerCircleMax
 * @text 円形の最大数
 * @desc 円形の部屋の最大数（0＝無制限）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerCircleMinRadius
 * @text 円の最小半径
 * @desc 円の最小の半径（タイル数）。既定値2（1～20）。
 * @type number
 * @min 1
 * @max 20
 * @default 2
 * @parent digger
 *
 * @param diggerCircleMaxRadius
 * @text 円の最大半径
 * @desc 円の最大の半径（タイル数）。既定値5（1～20）。
 * @type number
 * @min 1
 * @max 20
 * @default 5
 * @parent digger
 *
 * @param diggerEllipseChance
 * @text 楕円の部屋の重み
 * @desc 楕円形の部屋の重み（0＝なし）。既定値8（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 8
 * @parent digger
 *
 * @param diggerEllipseSeq
 * @text 楕円の連続（%）
 * @desc 楕円の部屋から続けて楕円の部屋ができる確率。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent digger
 *
 * @param diggerEllipseMax
 * @text 楕円の最大数
 * @desc 楕円の部屋の最大数（0＝無制限）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerEllipseMinRadius
 * @text 楕円の最小半径
 * @desc 楕円の最小の半径（半軸、タイル数）。既定値2（1～20）。
 * @type number
 * @min 1
 * @max 20
 * @default 2
 * @parent digger
 *
 * @param diggerEllipseMaxRadius
 * @text 楕円の最大半径
 * @desc 楕円の最大の半径（半軸、タイル数）。既定値7（1～20）。
 * @type number
 * @min 1
 * @max 20
 * @default 7
 * @parent digger
 *
 * @param diggerPolygonChance
 * @text 多角形の部屋の重み
 * @desc ランダムな点を結んだ多角形の部屋の重み（0＝なし）。既定値8（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 8
 * @parent digger
 *
 * @param diggerPolygonSeq
 * @text 多角形の連続（%）
 * @desc 多角形の部屋から続けて多角形の部屋ができる確率。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent digger
 *
 * @param diggerPolygonMax
 * @text 多角形の最大数
 * @desc 多角形の部屋の最大数（0＝無制限）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerPolygonMinSize
 * @text 多角形の最小サイズ
 * @desc 多角形の点を置く枠の最小の辺（タイル数）。既定値6（3～40）。
 * @type number
 * @min 3
 * @max 40
 * @default 6
 * @parent digger
 *
 * @param diggerPolygonMaxSize
 * @text 多角形の最大サイズ
 * @desc その枠の最大の辺（タイル数）。既定値14（3～40）。
 * @type number
 * @min 3
 * @max 40
 * @default 14
 * @parent digger
 *
 * @param diggerTunnelChance
 * @text トンネルの重み
 * @desc 曲がりくねった自然の長い通路（トンネル）の重み（0＝なし）。既定値5（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 5
 * @parent digger
 *
 * @param diggerTunnelSeq
 * @text トンネルの連続（%）
 * @desc トンネルから続けてトンネルができる確率。既定値15（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 15
 * @parent digger
 *
 * @param diggerTunnelMax
 * @text トンネルの最大数
 * @desc トンネルの最大数（0＝無制限）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerTunnelMinLength
 * @text トンネルの最短
 * @desc トンネルの最短の長さ（前進の歩数）。既定値6（1～40）。
 * @type number
 * @min 1
 * @max 40
 * @default 6
 * @parent digger
 *
 * @param diggerTunnelMaxLength
 * @text トンネルの最長
 * @desc トンネルの最長の長さ（前進の歩数）。既定値16（1～40）。
 * @type number
 * @min 1
 * @max 40
 * @default 16
 * @parent digger
 *
 * @param diggerTunnelCaveChance
 * @text トンネル先の洞窟（%）
 * @desc トンネルの先が洞窟になる確率（洞窟が有効なとき）。既定値40（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent digger
 *
 * @param diggerCaveChance
 * @text 洞窟の重み
 * @desc ランダムウォークで掘る洞窟の重み（0＝なし）。既定値8（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 8
 * @parent digger
 *
 * @param diggerCaveSeq
 * @text 洞窟の連続（%）
 * @desc 洞窟から続けて洞窟ができる確率。既定値25（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 25
 * @parent digger
 *
 * @param diggerCaveMax
 * @text 洞窟の最大数
 * @desc 洞窟の最大数（0＝無制限）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent digger
 *
 * @param diggerCaveMinSize
 * @text 洞窟の最小サイズ
 * @desc 洞窟が掘る最小のタイル数。既定値25（1～400）。
 * @type number
 * @min 1
 * @max 400
 * @default 25
 * @parent digger
 *
 * @param diggerCaveMaxSize
 * @text 洞窟の最大サイズ
 * @desc 洞窟が掘る最大のタイル数。既定値90（1～400）。
 * @type number
 * @min 1
 * @max 400
 * @default 90
 * @parent digger
 *
 * @param diggerVaultChance
 * @text ヴォールトの重み
 * @desc 自作の形（ヴォールト）の重み（ヴォールトマップと<Dungeon Vaults>参照、0＝なし）。既定値10（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 10
 * @parent digger
 *
 * @param diggerVaultSeq
 * @text ヴォールトの連続（%）
 * @desc ヴォールトの接続点から続けてヴォールトができる確率。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent digger
 *
 * @param diggerVaultMax
 * @text ヴォールトの最大数
 * @desc ヴォールトの最大数（0＝無制限）。既定値2（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 2
 * @parent digger
 *
 * @param diggerRemoveDeadEnds
 * @text 行き止まりを削る
 * @desc 1：どこにも通じない通路を削る、0：残す。既定値1（0～1）。
 * @type number
 * @min 0
 * @max 1
 * @default 1
 * @parent digger
 *
 * @param diggerLoopMinDetour
 * @text ループの最小迂回
 * @desc 近いのに遠回りが必要な二つの場所を、その遠回りがこの数以上の出入口を通るとき短い通路でつなぎます（0＝追加の接続なし）。既定値6（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 6
 * @parent digger
 *
 * @param diggerScaleWithMap
 * @text マップに合わせて拡大
 * @desc 1：68×64より大きいマップでは、部屋・洞窟・円・多角形・通路・トンネルの最大サイズをマップに合わせて大きくします（最大2.5倍）。大きなマップが小部屋だらけになりません。0：設定どおりのサイズ。既定値1（0～1）。
 * @type number
 * @min 0
 * @max 1
 * @default 1
 * @parent digger
 *
 * @param diggerDoorChance
 * @text 扉の確率（%）
 * @desc 二つの場所をつなぐ出入口が扉になる確率（Doorのテンプレートが置かれます）。ほかは開いた通路。既定値40（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent digger
 *
 * @param diggerSecretDoorChance
 * @text 隠し扉の確率（%）
 * @desc 出入口が隠し扉になる確率（Secret Doorのテンプレートが置かれます）。扉の確率より先に判定。既定値5（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 5
 * @parent digger
 *
 * @param maze
 * @text 迷路
 * @desc 迷路配置（<Dungeon Layout: maze>）の設定：幅の広い通路の完全迷路。ループや部屋も追加できます。
 * @default
 *
 * @param mazeBorder
 * @text 余白
 * @desc マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent maze
 *
 * @param mazeMazePathWidth
 * @text 迷路の通路の幅
 * @desc 迷路の通路の幅（タイル数、3で歩きやすい）。既定値3（1～9）。
 * @type number
 * @min 1
 * @max 9
 * @default 3
 * @parent maze
 *
 * @param mazeMazeWallWidth
 * @text 迷路の壁の厚さ
 * @desc 横に並ぶ通路の間の壁の列数（上下の通路の間は少なくとも壁の高さ＋1行）。既定値1（1～9）。
 * @type number
 * @min 1
 * @max 9
 * @default 1
 * @parent maze
 *
 * @param mazeMazeStraightChance
 * @text 迷路の直進（%）
 * @desc 掘り進む向きを保つ確率（長い直線が増えます）。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent maze
 *
 * @param mazeMazeBraidChance
 * @text 迷路のループ（%）
 * @desc 行き止まりのうち隣へ貫通させる割合（行き止まりの代わりにループ）。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent maze
 *
 * @param mazeMazeRoomCount
 * @text 迷路の部屋の数
 * @desc 迷路に作る部屋の数（入らなければ少なくなります）。既定値0（0～999）。
 * @type number
 * @min 0
 * @max 999
 * @default 0
 * @parent maze
 *
 * @param mazeMazeRoomMinSize
 * @text 迷路の部屋の最小
 * @desc 部屋の最小の辺（迷路のマス数）。既定値2（1～16）。
 * @type number
 * @min 1
 * @max 16
 * @default 2
 * @parent maze
 *
 * @param mazeMazeRoomMaxSize
 * @text 迷路の部屋の最大
 * @desc 部屋の最大の辺（迷路のマス数）。既定値3（1～16）。
 * @type number
 * @min 1
 * @max 16
 * @default 3
 * @parent maze
 *
 * @param mazeMazeEdgeExits
 * @text 迷路の外周の出入口
 * @desc 1：紙の迷路のように、上の辺に入口、下の辺に出口を作ります。迷路の道のりで遠く離れた最上段と最下段のマスが小さな踊り場の部屋になり、その通路が余白の手前まで伸びます（マップの周りは閉じたまま）。迷路の部屋の数が0なら、到着地点はどちらかの踊り場になり、階段は遠く、つまり反対側に置かれます。0：出入口なし。既定値0（0～1）。
 * @type number
 * @min 0
 * @max 1
 * @default 0
 * @parent maze
 *
 * @param mazeMazeShortcutDoors
 * @text 迷路の近道の扉
 * @desc 迷路の道のりで遠く離れた二本の通路の間の壁を打ち抜く数（そのような壁が残っていなければ少なくなります）。それぞれが出入口になり、Doorのテンプレート（隠し扉の確率でSecret Door）が置かれます。遠回りの代わりの近道です。既定値0（0～999）。
 * @type number
 * @min 0
 * @max 999
 * @default 0
 * @parent maze
 *
 * @param mazeDoorChance
 * @text 扉の確率（%）
 * @desc 二つの場所をつなぐ出入口が扉になる確率（Doorのテンプレートが置かれます）。ほかは開いた通路。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent maze
 *
 * @param mazeSecretDoorChance
 * @text 隠し扉の確率（%）
 * @desc 出入口が隠し扉になる確率（Secret Doorのテンプレートが置かれます）。扉の確率より先に判定。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent maze
 *
 * @param rooms
 * @text 部屋の連鎖
 * @desc 部屋の連鎖配置（<Dungeon Layout: rooms>）の設定：大小さまざまな部屋と時おりの大広間を、前の部屋の側面から作り、幅1の出入口でつなぎます。
 * @default
 *
 * @param roomsBorder
 * @text 余白
 * @desc マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent rooms
 *
 * @param roomsRoomMinWidth
 * @text 部屋の最小幅
 * @desc 部屋の最小の幅（3以上、扉が角に来ないように）。既定値3（3～40）。
 * @type number
 * @min 3
 * @max 40
 * @default 3
 * @parent rooms
 *
 * @param roomsRoomMaxWidth
 * @text 部屋の最大幅
 * @desc 部屋の最大の幅（タイル数）。既定値9（3～40）。
 * @type number
 * @min 3
 * @max 40
 * @default 9
 * @parent rooms
 *
 * @param roomsRoomMinHeight
 * @text 部屋の最小高さ
 * @desc 部屋の最小の高さ（3以上）。既定値3（3～40）。
 * @type number
 * @min 3
 * @max 40
 * @default 3
 * @parent rooms
 *
 * @param roomsRoomMaxHeight
 * @text 部屋の最大高さ
 * @desc 部屋の最大の高さ（タイル数）。既定値7（3～40）。
 * @type number
 * @min 3
 * @max 40
 * @default 7
 * @parent rooms
 *
 * @param roomsRoomMax
 * @text 部屋の最大数
 * @desc 連鎖する部屋の最大数（0＝入らなくなるまで）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent rooms
 *
 * @param roomsHallChance
 * @text 大広間の確率（%）
 * @desc 新しい部屋が大広間になる確率。大広間の各辺は最大の部屋の1.5〜2倍（0＝大広間なし）。既定値12（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 12
 * @parent rooms
 *
 * @param roomsLoopChance
 * @text ループの確率（%）
 * @desc 数タイル離れて向かい合うがつながっていない二部屋に追加の出入口（ループ）を作る確率。既定値25（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 25
 * @parent rooms
 *
 * @param roomsDoorChance
 * @text 扉の確率（%）
 * @desc 二つの場所をつなぐ出入口が扉になる確率（Doorのテンプレートが置かれます）。ほかは開いた通路。既定値30（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 30
 * @parent rooms
 *
 * @param roomsSecretDoorChance
 * @text 隠し扉の確率（%）
 * @desc 出入口が隠し扉になる確率（Secret Doorのテンプレートが置かれます）。扉の確率より先に判定。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent rooms
 *
 * @param nodes
 * @text ノード
 * @desc ノード配置（<Dungeon Layout: nodes>）の設定：正方形のタイルを並べ、それぞれが出口の合う通路か部屋になります。
 * @default
 *
 * @param nodesBorder
 * @text 余白
 * @desc マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent nodes
 *
 * @param nodesNodeSize
 * @text ノードの大きさ
 * @desc ノード一つの辺（マップのタイル数、壁の高さ＋2以上）。既定値9（3～32）。
 * @type number
 * @min 3
 * @max 32
 * @default 9
 * @parent nodes
 *
 * @param nodesNodeCount
 * @text ノードの数
 * @desc 開いた出口を閉じる前に置くノードの数（最終的には少し多くなります）。0＝ノードの格子の半分（マップに合わせて大きくなります）。既定値0（0～9999）。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @parent nodes
 *
 * @param nodesCorridorWidth
 * @text 通路の幅
 * @desc 通路の太さ（ノードの大きさ−壁の高さ−1まで）。既定値3（1～29）。
 * @type number
 * @min 1
 * @max 29
 * @default 3
 * @parent nodes
 *
 * @param nodesRoomChance
 * @text 部屋の確率（%）
 * @desc ノードが同じ出口を持つ部屋になる確率。既定値30（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 30
 * @parent nodes
 *
 * @param crawlers
 * @text クローラー
 * @desc クローラー配置（<Dungeon Layout: crawlers>）の設定：壁クローラーと柱ジャンパーが世代ごとに開けたマップへ壁を作ります（DungeonMaker）。下の2つのリージョンでマップに描いたものは残ります。
 * @default
 *
 * @param crawlersStyle
 * @text クローラーの作風
 * @desc 下のクローラー設定の組み合わせ。パラメータで既定値から変えた設定や、マップのメモタグで指定した設定は作風より優先されます。マップごと：<Dungeon Crawler Style: halls>。
 * @type select
 * @option maze：世代を重ねて細くなる通路の迷宮
 * @value maze
 * @option halls：少数のまっすぐな壁で区切られ、出入口でつながる柱のある大広間
 * @value halls
 * @option caverns：丸みのある岩と広く不規則な洞窟
 * @value caverns
 * @default maze
 * @parent crawlers
 *
 * @param crawlersFloorRegion
 * @text 床を残すリージョン
 * @desc クローラーのマップで床を残す場所（部屋・イベントの場所・壁を置かない所）に塗るリージョンID。そこには壁が作られません。0＝なし。既定値61（0～255）。
 * @type number
 * @min 0
 * @max 255
 * @default 61
 * @parent crawlers
 *
 * @param crawlersWallRegion
 * @text 構造壁のリージョン
 * @desc クローラーのマップで最初から壁を立てる場所に塗るリージョンID。構造クローラーはそこから出発したり、そこにつながったりします。0＝なし。既定値62（0～255）。
 * @type number
 * @min 0
 * @max 255
 * @default 62
 * @parent crawlers
 *
 * @param crawlersBorder
 * @text 余白
 * @desc マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。
 * @type number
 * @min 1
 * @max 32
 * @default 1
 * @parent crawlers
 *
 * @param crawlersWallWidth
 * @text 壁の厚さ
 * @desc クローラーの壁（と柱）の横幅（列数）。東西に走る壁は常に壁の高さ＋1行（壁面と天井）。既定値1（1～4）。
 * @type number
 * @min 1
 * @max 4
 * @default 1
 * @parent crawlers
 *
 * @param crawlersStructuralWalls
 * @text 構造壁
 * @desc 構造壁を作る第0世代のクローラーの数。マップの縁か、マップに描いた壁から始まります。既定値4（0～64）。
 * @type number
 * @min 0
 * @max 64
 * @default 4
 * @parent crawlers
 *
 * @param crawlersJoinChance
 * @text 接続率（%）
 * @desc 構造クローラーが行き当たった縁や描いた壁につながる確率。マップが区画に分かれ、出入口でつながります。既定値50（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 50
 * @parent crawlers
 *
 * @param crawlersBorderCrawlers
 * @text 縁のクローラー
 * @desc 第1世代以降、各世代で縁から出発するクローラーの数（縁100タイルあたり）。既定値3（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 3
 * @parent crawlers
 *
 * @param crawlersGenerations
 * @text 世代数
 * @desc 第0世代の後に続く世代の数。各世代はすべてのクローラーが死ぬまで動き、次の世代が目覚めます。既定値6（0～20）。
 * @type number
 * @min 0
 * @max 20
 * @default 6
 * @parent crawlers
 *
 * @param crawlersStepLength
 * @text 歩幅
 * @desc クローラーが1歩で置く壁タイルの最大数。既定値3（1～16）。
 * @type number
 * @min 1
 * @max 16
 * @default 3
 * @parent crawlers
 *
 * @param crawlersMaxAge
 * @text 寿命
 * @desc クローラーが生きるターン数（柱ジャンパーは最大24回のジャンプ）。既定値40（1～999）。
 * @type number
 * @min 1
 * @max 999
 * @default 40
 * @parent crawlers
 *
 * @param crawlersCorridorWidth
 * @text 通路の幅
 * @desc 最初の世代が新しい壁と他の壁の間に残す床の幅（タイル数）。最も広い通路になります。既定値5（1～32）。
 * @type number
 * @min 1
 * @max 32
 * @default 5
 * @parent crawlers
 *
 * @param crawlersCorridorWidthLast
 * @text 最終世代の通路の幅
 * @desc 最後の世代の通路の幅。間の世代は補間されます。既定値2（1～32）。
 * @type number
 * @min 1
 * @max 32
 * @default 2
 * @parent crawlers
 *
 * @param crawlersTurnChance
 * @text 曲がる確率（%）
 * @desc クローラーが1歩ごとに曲がる確率（最初の向きと逆には曲がりません）。既定値20（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 20
 * @parent crawlers
 *
 * @param crawlersSpawnChance
 * @text 分裂率（%）
 * @desc まっすぐ進んだ1歩で横向きの子クローラーが生まれる確率。既定値20（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 20
 * @parent crawlers
 *
 * @param crawlersTurnSpawnChance
 * @text 曲がり時の分裂率（%）
 * @desc 曲がった1歩で子クローラーが生まれる確率。既定値40（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent crawlers
 *
 * @param crawlersBabyDelay2Chance
 * @text 2世代後の誕生率（%）
 * @desc 次の世代ではなく2世代後に生まれる子の割合。既定値20（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 20
 * @parent crawlers
 *
 * @param crawlersBabyDelay3Chance
 * @text 3世代後の誕生率（%）
 * @desc 3世代後に生まれる子の割合（2世代後の割合との合計は100まで）。既定値10（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 10
 * @parent crawlers
 *
 * @param crawlersMutation
 * @text 突然変異
 * @desc 子の確率が親からずれる最大幅（パーセントポイント、0～100に収まります）。既定値10（0～50）。
 * @type number
 * @min 0
 * @max 50
 * @default 10
 * @parent crawlers
 *
 * @param crawlersJumperChance
 * @text ジャンパーの割合（%）
 * @desc 子のうち柱ジャンパーになる割合。壁の代わりに跳ぶたびに柱を1本残します。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent crawlers
 *
 * @param crawlersColumnSpacing
 * @text 柱の間隔
 * @desc ジャンパーが残す柱と柱の間の床タイル数。既定値3（1～16）。
 * @type number
 * @min 1
 * @max 16
 * @default 3
 * @parent crawlers
 *
 * @param crawlersCaveSmoothing
 * @text 洞窟の平滑化
 * @desc クローラーの壁を岩のように荒らしてから丸める処理の回数（洞窟生成の手法）。細い壁の代わりに不規則で丸みのある洞窟になります。0でクローラーが作った壁のまま。既定値0（0～8）。
 * @type number
 * @min 0
 * @max 8
 * @default 0
 * @parent crawlers
 *
 * @param crawlersDoorChance
 * @text 扉の確率（%）
 * @desc 二つの場所をつなぐ出入口が扉になる確率（Doorのテンプレートが置かれます）。ほかは開いた通路。既定値100（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 100
 * @parent crawlers
 *
 * @param crawlersSecretDoorChance
 * @text 隠し扉の確率（%）
 * @desc 出入口が隠し扉になる確率（Secret Doorのテンプレートが置かれます）。扉の確率より先に判定。既定値0（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent crawlers
 *
 * @param selfSwitches
 * @text 新しいダンジョンでのセルフスイッチ
 * @desc ダンジョンマップで新しいダンジョンが作られたとき、イベント（とその複製）のセルフスイッチをどうするか。メニュー・戦闘・ロードでは常に保持されます。マップごと：<Dungeon Self Switches: keep>、イベントごと：<Dungeon Keep Self Switches>。
 * @type select
 * @option reset：新しいダンジョンごとにマップのイベントのセルフスイッチA～Dをオフにする（宝箱が復活）
 * @value reset
 * @option keep：セルフスイッチをそのまま残す（開けた宝箱は次のダンジョンでも開いたまま）
 * @value keep
 * @default reset
 *
 * @param pieces
 * @text セットピース
 * @desc エディタで描いた部屋（祠・宝物庫・ボスの間など）を、絵とイベントごとどの配置にもそのまま組み込みます。セットピース用のマップに描きます。ヘルプの「セットピース」を参照。
 * @default
 *
 * @param pieceMaps
 * @text セットピースマップ
 * @desc セットピースを描いたマップのID。カンマ区切り（例：11, 14）。空欄＝なし。マップごと：<Dungeon Set Pieces: 11, 14>。ヴォールトマップに印を付けたピースもセットピースになります。
 * @type text
 * @default 
 * @parent pieces
 *
 * @param pieceCount
 * @text セットピースの数
 * @desc ダンジョンに入る任意のセットピースの数。重みで選ばれます（Requiredのピースはこれとは別に入ります）。マップごと：<Dungeon Set Piece Count: 3>。既定値2（0～50）。
 * @type number
 * @min 0
 * @max 50
 * @default 2
 * @parent pieces
 *
 * @param pieceRegion
 * @text ピースのリージョン
 * @desc セットピースマップでピースのタイルに塗るリージョンID。このリージョン（と入口のリージョン）のつながったタイルの集まりが一つのピースで、それを囲む長方形がコピーされます。既定値60（1～255）。
 * @type number
 * @min 1
 * @max 255
 * @default 60
 * @parent pieces
 *
 * @param pieceEntranceRegion
 * @text ピースの入口リージョン
 * @desc セットピースの入口を示すリージョンID。ダンジョンとつながる、長方形の端の歩けるタイルに塗ります。既定値63（1～255）。
 * @type number
 * @min 1
 * @max 255
 * @default 63
 * @parent pieces
 *
 * @param runs
 * @text ラン：階層とシード
 * @desc 複数階層のラン：階層の番号と、シードの決め方。プラグインコマンドNextFloor・Regenerate・SetFloor・SetSeed・GetInfo・StartRunでイベントから操作します。
 * @default
 *
 * @param floorVariable
 * @text 階層変数
 * @desc 階層の番号を入れるゲーム変数（0 = なし）。プラグインが階層を書き込み、ゲームが変数を変えるとその番号を使います（次の新しいダンジョンから）。プラグイン全体の設定で、メモタグでは変わりません。
 * @type variable
 * @min 0
 * @max 5000
 * @default 0
 * @parent runs
 *
 * @param seedMode
 * @text シードの決め方
 * @desc 新しいダンジョンのシードをどこから取るか。SetSeedで一度だけ上書きできます。マップごと：<Dungeon Seed Mode: run>。
 * @type select
 * @option random：新しいダンジョンごとにランダムなシード
 * @value random
 * @option run：各階層のシードをランのシード・マップ・階層から決める（同じランのシードなら同じ階層）
 * @value run
 * @option variable：マップに入ったときのシード変数の値をシードにする
 * @value variable
 * @default random
 * @parent runs
 *
 * @param seedVariable
 * @text シード変数
 * @desc シードの決め方が「variable」のとき、その値を新しいダンジョンのシードにするゲーム変数（整数。負の数は32ビットに折り返し）。マップごと：<Dungeon Seed Variable: 12>。
 * @type variable
 * @min 0
 * @max 5000
 * @default 0
 * @parent runs
 *
 * @param fog
 * @text 戦場の霧
 * @desc ダンジョンマップの視界とミニマップ。視界の半径（またはマップの<Dungeon Fog: 6>）が0より大きいときだけ有効です。
 * @default
 *
 * @param fogRadius
 * @text 視界の半径
 * @desc プレイヤーが見える距離（タイル数。壁と暗い空白は視線を遮ります）。0＝霧なし。マップごと：<Dungeon Fog: 6>。見たことのないタイルは黒、以前見たタイルは暗く（イベントは表示されません）、視界内のタイルははっきり表示されます。
 * @type number
 * @min 0
 * @max 64
 * @default 0
 * @parent fog
 *
 * @param fogDimOpacity
 * @text 霧の暗さ
 * @desc 以前見たが今は視界外のタイルの暗さ：0＝視界内と同じ明るさ、255＝未踏と同じ黒。
 * @type number
 * @min 0
 * @max 255
 * @default 150
 * @parent fog
 *
 * @param minimapCorner
 * @text ミニマップの位置
 * @desc 霧のあるマップで、探索済みのタイルのミニマップを描く画面の隅（探索済みの床・壁・プレイヤー・見つけた階段）、またはoff。マップごと：<Dungeon Minimap Corner: off>。
 * @type select
 * @option topRight：右上
 * @value topRight
 * @option topLeft：左上
 * @value topLeft
 * @option bottomRight：右下
 * @value bottomRight
 * @option bottomLeft：左下
 * @value bottomLeft
 * @option off：ミニマップなし
 * @value off
 * @default topRight
 * @parent fog
 *
 * @param minimapScale
 * @text ミニマップの倍率
 * @desc ミニマップの1タイルあたりのピクセル数。大きなマップは、ミニマップが画面の幅・高さの40%を超えないよう縮小されます。
 * @type number
 * @min 1
 * @max 16
 * @default 3
 * @parent fog
 *
 * @param minimapOpacity
 * @text ミニマップの不透明度
 * @desc ミニマップ全体の不透明度：0＝見えない、255＝不透明。
 * @type number
 * @min 0
 * @max 255
 * @default 200
 * @parent fog
 *
 * @param minimapKey
 * @text ミニマップのキー
 * @desc ミニマップの表示・非表示を切り替えるキーコード：9＝Tab（既定）、77＝M、0＝キーなし。ゲームが既に使っているキー（13 Enterなど）は元の働きも残ります。
 * @type number
 * @min 0
 * @max 255
 * @default 9
 * @parent fog
 *
 * @param decor
 * @text 装飾
 * @desc 床のパッチ、タイルのバリエーション、床・壁面・空白への装飾。タイルはダンジョンマップの0～7行目に描いたパレット（ヘルプ参照）、<Dungeon Floor Decor: 32, 40, 48/56>のようなメモタグ、または「標準の装飾」から取ります。下の数値を0にするとその部分は無効になります。
 * @default
 *
 * @param decorStock
 * @text 標準の装飾
 * @desc on：標準のDungeonタイルセットで、パレットやメモタグで指定のない種類に、床の洞窟に合った既製の選択を使います（暗い地面のパッチ、砂利・岩・大きな岩・骨、壁の苔・シダ・亀裂・クモの巣）。マップごと：<Dungeon Stock Decorations: on>。
 * @type select
 * @option off：マップのパレットかメモタグで指定したものだけ
 * @value off
 * @option on：マップで指定がない種類には標準のDungeonタイルセット用の既製の選択を使う
 * @value on
 * @default off
 * @parent decor
 *
 * @param decorPatches
 * @text 床のパッチ
 * @desc 床1,000タイルあたりの床バリエーションのパッチ数（0より大きければ最低1つ）。0＝パッチなし。マップごと：<Dungeon Floor Patches: 10>。
 * @type number
 * @min 0
 * @max 100
 * @default 6
 * @parent decor
 *
 * @param decorPatchRadius
 * @text パッチの半径
 * @desc 床のパッチの半径（タイル数）。
 * @type number
 * @min 1
 * @max 10
 * @default 3
 * @parent decor
 *
 * @param decorPatchChance
 * @text パッチの確率(%)
 * @desc パッチの半径内の床タイルがパッチのバリエーションになる確率。0＝パッチなし。
 * @type number
 * @min 0
 * @max 100
 * @default 75
 * @parent decor
 *
 * @param decorPatchSmoothing
 * @text パッチの平滑化
 * @desc パッチの形を丸める平滑化の回数（セル・オートマトン、Essentialsと同様）。0＝ぎざぎざのパッチ。
 * @type number
 * @min 0
 * @max 10
 * @default 2
 * @parent decor
 *
 * @param decorVariantChance
 * @text バリエーションの確率(%)
 * @desc パッチの外の床タイルのうち、単独のランダムな床バリエーションになる割合（A5の通常タイルのバリエーション向き）。0＝なし。
 * @type number
 * @min 0
 * @max 100
 * @default 0
 * @parent decor
 *
 * @param decorFloorDensity
 * @text 床の装飾の密度
 * @desc 床100タイルあたりの床の装飾の数。タイルセットで通行不可の装飾が通路・出入口・イベント・到着地点をふさぐことはありません。0＝なし。
 * @type number
 * @min 0
 * @max 100
 * @default 2
 * @parent decor
 *
 * @param decorWallDensity
 * @text 壁の装飾の密度
 * @desc 床100タイルあたりの壁面の装飾の数。0＝なし。
 * @type number
 * @min 0
 * @max 100
 * @default 1
 * @parent decor
 *
 * @param decorVoidDensity
 * @text 空白の装飾の密度
 * @desc 床100タイルあたりの空白（天井）の装飾の数。端からは離して置きます。0＝なし。
 * @type number
 * @min 0
 * @max 100
 * @default 2
 * @parent decor
 *
 * @command NextFloor
 * @text 次の階層へ
 * @desc 階層を1つ進め、ダンジョンマップ（既定はこのマップ）へ移動して新しいダンジョンを作ります。到着地点はダンジョンが決めます。
 * @arg mapId
 * @text マップID
 * @desc 移動先のダンジョンマップ。0 = 今のマップ。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 * @arg direction
 * @text 向き
 * @desc 到着時のプレイヤーの向き。
 * @type select
 * @option そのまま
 * @value 0
 * @option 下
 * @value 2
 * @option 左
 * @value 4
 * @option 右
 * @value 6
 * @option 上
 * @value 8
 * @default 0
 * @arg fade
 * @text フェード
 * @desc 場所移動と同じ、移動時のフェード。
 * @type select
 * @option 黒
 * @value 0
 * @option 白
 * @value 1
 * @option なし
 * @value 2
 * @default 0
 *
 * @command Regenerate
 * @text 再生成
 * @desc 今のマップに同じ階層の新しいダンジョンをすぐ作ります：フェードアウトし、新しい配置でイベントとプレイヤーを置き直し、フェードイン。
 * @arg fade
 * @text フェード
 * @desc 場所移動と同じ、移動時のフェード。
 * @type select
 * @option 黒
 * @value 0
 * @option 白
 * @value 1
 * @option なし
 * @value 2
 * @default 0
 *
 * @command SetFloor
 * @text 階層を設定
 * @desc ランの階層の番号を設定します（1以上）。今のダンジョンはそのまま、次の新しいダンジョンから使われます。
 * @arg floor
 * @text 階層
 * @desc 階層の番号。
 * @type number
 * @min 1
 * @max 99999999
 * @default 1
 * @arg variable
 * @text 変数から階層
 * @desc 設定すると、階層はこの変数の値になります（0 = 「階層」を使う）。
 * @type variable
 * @default 0
 *
 * @command SetSeed
 * @text シードを設定
 * @desc マップの次の新しいダンジョンのシード（一度だけ）。シードの決め方より優先されます。
 * @arg seed
 * @text シード
 * @desc 0から4294967295の整数。
 * @type number
 * @min 0
 * @max 4294967295
 * @default 0
 * @arg variable
 * @text 変数からシード
 * @desc 設定すると、シードはこの変数の値になります（0 = 「シード」を使う）。
 * @type variable
 * @default 0
 * @arg mapId
 * @text マップID
 * @desc 対象のダンジョンマップ。0 = 次に作られるダンジョンマップ。
 * @type number
 * @min 0
 * @max 9999
 * @default 0
 *
 * @command GetInfo
 * @text 情報を取得
 * @desc ランと今のダンジョンの数値を変数に書き込みます（0 = 書かない）。ダンジョンの外や階段イベントがないときは、ダンジョンの数値は-1です。
 * @arg floorVariable
 * @text 階層
 * @desc ランの階層の番号。
 * @type variable
 * @default 0
 * @arg seedVariable
 * @text シード
 * @desc 今のダンジョンのシード。
 * @type variable
 * @default 0
 * @arg roomsVariable
 * @text 部屋の数
 * @desc 今のダンジョンの部屋（通路以外の区域）の数。
 * @type variable
 * @default 0
 * @arg floorTilesVariable
 * @text 床タイル数
 * @desc 今のダンジョンの床タイル（部屋と通路）の数。
 * @type variable
 * @default 0
 * @arg stairsXVariable
 * @text 階段X
 * @desc メモに<Dungeon Role: Stairs>を持つイベントのX座標。
 * @type variable
 * @default 0
 * @arg stairsYVariable
 * @text 階段Y
 * @desc そのイベントのY座標。
 * @type variable
 * @default 0
 * @arg runSeedVariable
 * @text ランのシード
 * @desc ランのシード（シードの決め方「run」）：別のゲームでも同じ階層になるコード。
 * @type variable
 * @default 0
 *
 * @command StartRun
 * @text ランを開始
 * @desc 新しいラン：階層1と新しいランのシード（または指定したもの）。次の新しいダンジョンから使われ、今のダンジョンはそのままです。
 * @arg seed
 * @text ランのシード
 * @desc 空欄 = 新しいランダムなシード。0から4294967295の整数 = そのラン（毎回同じ階層）。
 * @type text
 * @default 
 * @arg variable
 * @text 変数からランのシード
 * @desc 設定すると、ランのシードはこの変数の値になります（0 = 「ランのシード」を使う）。
 * @type variable
 * @default 0
 *
 * @command SetSightRadius
 * @text 視界の半径を設定
 * @desc 霧のあるマップでプレイヤーが見える距離を変えます（たいまつ、ランタン）。セーブに保存されます。半径0で変数なし：各マップ本来の視界の半径に戻ります。
 * @arg radius
 * @text 半径
 * @desc 視界の半径（タイル数）。0＝各マップ本来の視界の半径（変数を選ばないとき）。
 * @type number
 * @min 0
 * @max 64
 * @default 0
 * @arg variable
 * @text 半径の変数
 * @desc 選ぶと、以後は半径がこの変数の値に従います（1～64。それより小さい値でもプレイヤーの隣のタイルは見えます）。「半径」より優先。
 * @type variable
 * @default 0
 *
 * @command RevealMap
 * @text マップを公開
 * @desc 現在のダンジョンのすべてのタイルを探索済みにします（地図の巻物）。画面では暗く表示され、ミニマップに描かれます。霧のないマップでは何もしません。
 *
 * @command ToggleMinimap
 * @text ミニマップの切替
 * @desc ミニマップを表示・非表示にします（ミニマップのキーと同じ）。セーブに保存されます。
 * @arg mode
 * @text モード
 * @desc toggle：表示中なら隠し、隠れていれば表示。show：表示。hide：非表示。
 * @type select
 * @option toggle（切替）
 * @value toggle
 * @option show（表示）
 * @value show
 * @option hide（非表示）
 * @value hide
 * @default toggle
 */

(function () {
  'use strict';

  /** Longest text of a value quoted in a message; the rest is cut to "…". */
  const FORMAT_LIMIT = 40;
  /**
   * A short, readable text for any value, for messages: never throws (a Symbol, a bigint, an object
   * without prototype or with a throwing toString, a revoked Proxy all give some text).
   */
  function safeFormat(value) {
      let text;
      try {
          text = formatValue(value);
      }
      catch {
          text = "(unreadable value)";
      }
      return text.length > FORMAT_LIMIT ? `${text.slice(0, FORMAT_LIMIT - 1)}…` : text;
  }
  function formatValue(value) {
      switch (typeof value) {
          case "number":
              return Object.is(value, -0) ? "-0" : String(value);
          case "string":
              return JSON.stringify(value);
          case "bigint":
              return `${value.toString()}n`;
          case "symbol":
              return value.toString();
          case "undefined":
              return "undefined";
          case "boolean":
              return String(value);
          case "function":
              return "a function";
          default:
              if (value === null)
                  return "null";
              if (Array.isArray(value))
                  return "an array";
              // Only own data, no toString or toJSON of the value's own: those may throw or lie.
              return "an object";
      }
  }
  /** What `readProperty` returns when reading throws. */
  const UNREADABLE = Symbol("unreadable");
  /** Reads `object[key]`, or UNREADABLE when reading throws (a throwing getter or Proxy trap). */
  function readProperty(object, key) {
      try {
          return object[key];
      }
      catch {
          return UNREADABLE;
      }
  }
  /** True when `given` can hold options: a non-null, non-array object (false for a revoked Proxy). */
  function isOptionsObject(given) {
      try {
          return typeof given === "object" && given !== null && !Array.isArray(given);
      }
      catch {
          return false;
      }
  }
  /**
   * Merges `given` over `defaults`, keeping only values that are integers inside `ranges`.
   * Returns the merged options and one message per rejected value. `given` may be anything: a
   * non-object gives the defaults and one message; keys not in `defaults` are ignored.
   */
  function mergeOptions(defaults, ranges, given) {
      const options = { ...defaults };
      const problems = [];
      if (given === undefined || given === null)
          return { options, problems };
      if (!isOptionsObject(given)) {
          problems.push(`options ${safeFormat(given)} are not an object of named values; using the defaults`);
          return { options, problems };
      }
      for (const key of Object.keys(defaults)) {
          const value = readProperty(given, key);
          if (value === undefined)
              continue;
          if (value === UNREADABLE) {
              problems.push(`${key} could not be read; using ${defaults[key]}`);
              continue;
          }
          const { min, max } = ranges[key];
          if (typeof value === "number" && Number.isInteger(value) && value >= min && value <= max) {
              options[key] = value;
          }
          else {
              problems.push(`${key} ${safeFormat(value)} is not a whole number from ${min} to ${max}; using ${defaults[key]}`);
          }
      }
      return { options, problems };
  }
  /** The defaults of an option list, frozen. */
  function defaultsOf(specs) {
      return Object.freeze(Object.fromEntries(specs.map((spec) => [spec.key, spec.default])));
  }
  /** The ranges of an option list, frozen. */
  function rangesOf(specs) {
      return Object.freeze(Object.fromEntries(specs.map((spec) => [spec.key, Object.freeze({ min: spec.min, max: spec.max })])));
  }
  /** The height of north wall faces: an option of every layout, one parameter for all. */
  const WALL_HEIGHT_OPTION = {
      key: "wallHeight",
      default: 2,
      min: 1,
      max: 3,
      shared: true,
      en: { text: "Wall Height", desc: "Height of the wall faces on north edges, in tiles, for every layout." },
      ja: { text: "壁の高さ", desc: "北側の壁面の高さ（タイル数）。すべての配置に共通。" },
  };

  /**
   * The dungeon as a flat grid of tile kinds: one byte per tile, index = y * width + x.
   * Room floor and corridor floor are kept apart so placement, painting and metrics can tell
   * them apart without re-deriving anything.
   */
  const TileKind = {
      Void: 0,
      Room: 1,
      Corridor: 2,
      Wall: 3,
  };
  /**
   * The largest map side a dungeon is generated for. The MZ editor stops at 256; the margin lets
   * tools go further while a typo such as 65536 × 65536 can never allocate gigabytes.
   */
  const MAX_MAP_SIDE = 1024;
  /**
   * Why `width` × `height` cannot be a grid (not whole numbers, negative, or a side above
   * MAX_MAP_SIDE), or null when it can. Takes any value and never throws.
   */
  function checkGridSize(width, height) {
      const bad = [
          ["width", width],
          ["height", height],
      ].filter(([, side]) => !(typeof side === "number" && Number.isInteger(side) && side >= 0 && side <= MAX_MAP_SIDE));
      if (bad.length === 0)
          return null;
      return bad.map(([name, side]) => `map ${name} ${safeFormat(side)} is not a whole number from 0 to ${MAX_MAP_SIDE}`).join("; ");
  }
  function createGrid(width, height) {
      return { width, height, kinds: new Uint8Array(width * height) };
  }
  function isFloor(kind) {
      return kind === TileKind.Room || kind === TileKind.Corridor;
  }
  /** Sets every tile of the rectangle (clipped to the grid) to `kind`. */
  function fillRect(grid, rect, kind) {
      fillBox(grid, rect.x, rect.y, rect.width, rect.height, kind);
  }
  /**
   * `fillRect` for a rectangle given as numbers: for hot loops that would otherwise make an object
   * per call. With `onlyOver`, only tiles of that kind change (a corridor drawn over void only).
   */
  function fillBox(grid, x, y, boxWidth, boxHeight, kind, onlyOver) {
      const left = Math.max(0, x);
      const top = Math.max(0, y);
      const right = Math.min(grid.width, x + boxWidth);
      const bottom = Math.min(grid.height, y + boxHeight);
      const { kinds, width } = grid;
      // A plain loop: rectangles are small, and TypedArray.fill's call cost dominates at this size.
      for (let row = top; row < bottom; row++) {
          for (let i = row * width + left, end = row * width + right; i < end; i++)
              if (onlyOver === undefined || kinds[i] === onlyOver)
                  kinds[i] = kind;
      }
  }
  /** Replaces every tile of kind `from` with `to`. */
  function replaceKind(grid, from, to) {
      const kinds = grid.kinds;
      for (let i = 0; i < kinds.length; i++)
          if (kinds[i] === from)
              kinds[i] = to;
  }

  //#region src/generator/xoroshiro128plus.ts
  const jumps = [
  	3639956645,
  	3750757012,
  	1261568508,
  	386426335
  ];
  var XoroShiro128Plus = class XoroShiro128Plus {
  	constructor(s01, s00, s11, s10) {
  		this.s01 = s01;
  		this.s00 = s00;
  		this.s11 = s11;
  		this.s10 = s10;
  	}
  	clone() {
  		return new XoroShiro128Plus(this.s01, this.s00, this.s11, this.s10);
  	}
  	next() {
  		const out = this.s00 + this.s10 | 0;
  		const a0 = this.s10 ^ this.s00;
  		const a1 = this.s11 ^ this.s01;
  		const s00 = this.s00;
  		const s01 = this.s01;
  		this.s00 = s00 << 24 ^ s01 >>> 8 ^ a0 ^ a0 << 16;
  		this.s01 = s01 << 24 ^ s00 >>> 8 ^ a1 ^ (a1 << 16 | a0 >>> 16);
  		this.s10 = a1 << 5 ^ a0 >>> 27;
  		this.s11 = a0 << 5 ^ a1 >>> 27;
  		return out;
  	}
  	jump() {
  		let ns01 = 0;
  		let ns00 = 0;
  		let ns11 = 0;
  		let ns10 = 0;
  		let s01 = this.s01;
  		let s00 = this.s00;
  		let s11 = this.s11;
  		let s10 = this.s10;
  		for (let i = 0; i !== 4; ++i) {
  			const ji = jumps[i];
  			for (let mask = 1; mask; mask <<= 1) {
  				if (ji & mask) {
  					ns01 ^= s01;
  					ns00 ^= s00;
  					ns11 ^= s11;
  					ns10 ^= s10;
  				}
  				const a0 = s10 ^ s00;
  				const a1 = s11 ^ s01;
  				const s00_ = s00;
  				const s01_ = s01;
  				s00 = s00_ << 24 ^ s01_ >>> 8 ^ a0 ^ a0 << 16;
  				s01 = s01_ << 24 ^ s00_ >>> 8 ^ a1 ^ (a1 << 16 | a0 >>> 16);
  				s10 = a1 << 5 ^ a0 >>> 27;
  				s11 = a0 << 5 ^ a1 >>> 27;
  			}
  		}
  		this.s01 = ns01;
  		this.s00 = ns00;
  		this.s11 = ns11;
  		this.s10 = ns10;
  	}
  	getState() {
  		return [
  			this.s01,
  			this.s00,
  			this.s11,
  			this.s10
  		];
  	}
  };
  function xoroshiro128plusFromState(state) {
  	if (!(state.length === 4)) throw new Error("The state must have been produced by a xoroshiro128plus RandomGenerator");
  	return new XoroShiro128Plus(state[0], state[1], state[2], state[3]);
  }

  //#region src/distribution/internals/uniformIntInternal.ts
  /**
  * Uniformly generate number in range [0 ; rangeSize[
  * With rangeSize <= 0x100000000
  * @internal
  */
  function uniformIntInternal(rng, rangeSize) {
  	const MaxAllowed = rangeSize > 2 ? ~~(4294967296 / rangeSize) * rangeSize : 4294967296;
  	let deltaV = rng.next() + 2147483648;
  	while (deltaV >= MaxAllowed) deltaV = rng.next() + 2147483648;
  	return deltaV % rangeSize;
  }
  //#endregion
  //#region src/distribution/internals/ArrayInt64.ts
  /**
  * We only accept safe integers here
  * @internal
  */
  function fromNumberToArrayInt64(out, n) {
  	if (n < 0) {
  		const posN = -n;
  		out.sign = -1;
  		out.data[0] = ~~(posN / 4294967296);
  		out.data[1] = posN >>> 0;
  	} else {
  		out.sign = 1;
  		out.data[0] = ~~(n / 4294967296);
  		out.data[1] = n >>> 0;
  	}
  	return out;
  }
  /**
  * Substract two ArrayInt of 64 bits on 64 bits.
  * With arrayIntA - arrayIntB >= 0
  * @internal
  */
  function substractArrayInt64(out, arrayIntA, arrayIntB) {
  	const lowA = arrayIntA.data[1];
  	const highA = arrayIntA.data[0];
  	const signA = arrayIntA.sign;
  	const lowB = arrayIntB.data[1];
  	const highB = arrayIntB.data[0];
  	const signB = arrayIntB.sign;
  	out.sign = 1;
  	if (signA === 1 && signB === -1) {
  		const low = lowA + lowB;
  		const high = highA + highB + (low > 4294967295 ? 1 : 0);
  		out.data[0] = high >>> 0;
  		out.data[1] = low >>> 0;
  		return out;
  	}
  	let lowFirst = lowA;
  	let highFirst = highA;
  	let lowSecond = lowB;
  	let highSecond = highB;
  	if (signA === -1) {
  		lowFirst = lowB;
  		highFirst = highB;
  		lowSecond = lowA;
  		highSecond = highA;
  	}
  	let reminderLow = 0;
  	let low = lowFirst - lowSecond;
  	if (low < 0) {
  		reminderLow = 1;
  		low = low >>> 0;
  	}
  	out.data[0] = highFirst - highSecond - reminderLow;
  	out.data[1] = low;
  	return out;
  }
  //#endregion
  //#region src/distribution/internals/uniformArrayIntInternal.ts
  /**
  * Uniformly generate ArrayInt64 in range [0 ; rangeSize[
  *
  * @remarks
  * In the worst case scenario it may discard half of the randomly generated value.
  * Worst case being: most significant number is 1 and remaining part evaluates to 0.
  *
  * @internal
  */
  function uniformArrayIntInternal(rng, out, rangeSize) {
  	const maxIndex0 = rangeSize[0] + 1;
  	out[0] = uniformIntInternal(rng, maxIndex0);
  	out[1] = uniformIntInternal(rng, 4294967296);
  	while (out[0] >= rangeSize[0] && (out[0] !== rangeSize[0] || out[1] >= rangeSize[1])) {
  		out[0] = uniformIntInternal(rng, maxIndex0);
  		out[1] = uniformIntInternal(rng, 4294967296);
  	}
  	return out;
  }
  //#endregion
  //#region src/distribution/uniformInt.ts
  const safeNumberMaxSafeInteger = Number.MAX_SAFE_INTEGER;
  const sharedA = {
  	sign: 1,
  	data: [0, 0]
  };
  const sharedB = {
  	sign: 1,
  	data: [0, 0]
  };
  const sharedC = {
  	sign: 1,
  	data: [0, 0]
  };
  const sharedData = [0, 0];
  function uniformLargeIntInternal(rng, from, to, rangeSize) {
  	const rangeSizeArrayIntValue = rangeSize <= safeNumberMaxSafeInteger ? fromNumberToArrayInt64(sharedC, rangeSize) : substractArrayInt64(sharedC, fromNumberToArrayInt64(sharedA, to), fromNumberToArrayInt64(sharedB, from));
  	if (rangeSizeArrayIntValue.data[1] === 4294967295) {
  		rangeSizeArrayIntValue.data[0] += 1;
  		rangeSizeArrayIntValue.data[1] = 0;
  	} else rangeSizeArrayIntValue.data[1] += 1;
  	uniformArrayIntInternal(rng, sharedData, rangeSizeArrayIntValue.data);
  	return sharedData[0] * 4294967296 + sharedData[1] + from;
  }
  /**
  * Uniformly generate random integer values between `from` (included) and `to` (included)
  *
  * @param rng - Instance of RandomGenerator to extract random values from
  * @param from - Lower bound of the range (included)
  * @param to - Upper bound of the range (included)
  *
  * @public
  */
  function uniformInt(rng, from, to) {
  	const rangeSize = to - from;
  	if (rangeSize <= 4294967295) return uniformIntInternal(rng, rangeSize + 1) + from;
  	return uniformLargeIntInternal(rng, from, to, rangeSize);
  }

  /**
   * Seeded randomness for the generators.
   *
   * One `Random` is created per generation from a 32-bit seed and passed down to every step, so a
   * (size, options, seed) triple always yields the same dungeon. The bit generator is pure-rand's
   * xoroshiro128+, the same on every machine; nothing here reads Math.random or the clock.
   *
   * Seeding. pure-rand's own `xoroshiro128plus(seed)` starts from the state (−1, ~seed, seed, 0): its
   * first output is ~seed and the next ones stay nearly linear in the seed, so seeds n and n + 1 gave
   * measurably related dungeons. Here the whole 128-bit state is filled from splitmix32 (a bijective
   * avalanche mix) run on the seed, so neighbouring seeds start from unrelated states. The seed that
   * is stored and shown stays the user's 32-bit number; only the generator's state is mixed.
   */
  /** splitmix32's increment (the golden ratio in 32 bits): consecutive states are far apart. */
  const SPLITMIX_GAMMA$1 = 0x9e3779b9;
  /**
   * The `index`-th output of splitmix32 started at `seed`: every input bit flips about half of the
   * output bits. Exported for tests.
   */
  function mixSeed(seed, index = 0) {
      let z = (seed + Math.imul(index + 1, SPLITMIX_GAMMA$1)) | 0;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
  }
  /**
   * Widest range smallInt draws from its bit reservoir (24 bits: any count of map tiles or cells up to
   * 4096 × 4096); wider ranges go to int.
   */
  const SMALL_RANGE_LIMIT = 1 << 24;
  class Random {
      constructor(seed) {
          /** Unused bits of the last 32-bit output smallInt took, lowest first, and how many are left. */
          this.reservoir = 0;
          this.reservoirBits = 0;
          const base = normalizeSeed(seed);
          // Four consecutive splitmix32 outputs: a bijection of the counter, so never the all-zero state.
          this.bits = xoroshiro128plusFromState([mixSeed(base, 0), mixSeed(base, 1), mixSeed(base, 2), mixSeed(base, 3)]);
      }
      /** A uniform integer in [min, max], both included. */
      int(min, max) {
          return uniformInt(this.bits, min, max);
      }
      /**
       * A uniform integer in [min, max], both included, for the hot loops of the layouts (a side, a
       * door position, a room size, an entry of a work list): `int` costs one 32-bit output and a
       * division per draw, so a room chain spent a third of its time there. This one takes just the
       * bits the range needs from a reservoir of one 32-bit output (a 1-in-4 pick uses 2 bits, so one
       * output serves many draws) and redraws values past the range, so every value stays exactly
       * equally likely. It draws from the same generator as `int` but consumes it differently, so the
       * two are not interchangeable for a given seed; a one-value (or empty, or NaN) range gives min
       * and draws nothing. Ranges wider than 2^24 values go to `int`.
       */
      smallInt(min, max) {
          const count = max - min + 1;
          // Written so that a NaN bound gives min without a draw (int would loop forever on it).
          if (!(count > 1))
              return min;
          if (count > SMALL_RANGE_LIMIT)
              return this.int(min, max);
          // The fewest bits that can hold count − 1; values ≥ count are redrawn (under half of them).
          const width = 32 - Math.clz32(count - 1);
          const mask = (1 << width) - 1;
          for (;;) {
              if (this.reservoirBits < width) {
                  this.reservoir = this.bits.next();
                  this.reservoirBits = 32;
              }
              const value = this.reservoir & mask;
              this.reservoir >>>= width;
              this.reservoirBits -= width;
              if (value < count)
                  return min + value;
          }
      }
      /** True with the given chance in percent (0 never, 100 always). */
      percent(chance) {
          if (chance <= 0)
              return false;
          if (chance >= 100)
              return true;
          return uniformInt(this.bits, 0, 99) < chance;
      }
  }
  /**
   * Normalizes any value to a 32-bit unsigned seed, the form seeds are stored and shown in. A finite
   * number is truncated and wrapped (−1 → 4294967295); anything else (NaN, ±Infinity, a string, a
   * bigint, an object) is 0. Never throws.
   */
  function normalizeSeed(seed) {
      // Number.isFinite does not convert: a string, bigint or object is not finite.
      return Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  }
  /** True when `seed` is a finite number (any finite number wraps to a 32-bit seed). */
  function isUsableSeed(seed) {
      return Number.isFinite(seed);
  }

  /**
   * Walls on north edges, as in Pokémon Essentials' random dungeons: a void tile becomes wall when
   * floor lies 1..wallHeight tiles below it with only void between. With the default height of 2
   * every north edge of floor gets a two-high wall face; east, west and south edges border void.
   */
  /** Per byte of a 32-bit word: the low seven bits, and the high bit (for the per-byte zero tests below). */
  const LOW_SEVEN = 0x7f7f7f7f;
  const HIGH_BITS = 0x80808080;
  /** The high bit of each byte of `word` that is zero (exact for every byte, no carries between bytes). */
  function zeroBytes(word) {
      return ~(((word & LOW_SEVEN) + LOW_SEVEN) | word | LOW_SEVEN);
  }
  /** The high bit of each byte of `word` that is not zero. */
  function nonZeroBytes(word) {
      return (((word & LOW_SEVEN) + LOW_SEVEN) | word) & HIGH_BITS;
  }
  function addNorthWalls(grid, wallHeight) {
      const { width, kinds } = grid;
      // Find each north edge of floor (floor with void above) and raise the wall up from it. Walls
      // only ever stand above floor in their own column, so one pass in any order of tiles suffices.
      if (width % 4 !== 0 || kinds.byteOffset % 4 !== 0) {
          for (let i = width; i < kinds.length; i++)
              raiseWallAt(kinds, width, i, wallHeight);
          return;
      }
      // Four tiles per 32-bit word (a row is whole words): only a word with a tile that is not void
      // under a void tile can hold a north edge of floor, and few do. (Walls raised during the pass
      // lie in rows already passed, so the test sees the grid as carved.)
      const words = new Uint32Array(kinds.buffer, kinds.byteOffset, kinds.length >> 2);
      const rowWords = width >> 2;
      for (let word = rowWords; word < words.length; word++) {
          const tiles = words[word];
          if (tiles === 0 || (nonZeroBytes(tiles) & zeroBytes(words[word - rowWords])) === 0)
              continue;
          const first = word << 2;
          raiseWallAt(kinds, width, first, wallHeight);
          raiseWallAt(kinds, width, first + 1, wallHeight);
          raiseWallAt(kinds, width, first + 2, wallHeight);
          raiseWallAt(kinds, width, first + 3, wallHeight);
      }
  }
  /** When tile `i` (not in the top row) is floor with void above, turns up to wallHeight void tiles above it into wall. */
  function raiseWallAt(kinds, width, i, wallHeight) {
      const kind = kinds[i];
      if ((kind !== TileKind.Room && kind !== TileKind.Corridor) || kinds[i - width] !== TileKind.Void)
          return;
      for (let above = i - width, raised = 0; raised < wallHeight && above >= 0 && kinds[above] === TileKind.Void; raised++, above -= width) {
          kinds[above] = TileKind.Wall;
      }
  }

  const Relaxation = {
      None: 0,
      NearCorridor: 1,
      OnCorridor: 2,
      Crowded: 3,
      Unplaced: 4,
      /** Content only: spaced, but on another floor kind than its Place tag asks (corridor-only events on a map without corridors). */
      OtherFloor: 5,
  };
  const RELAXATION_NAMES = ["none", "next to a corridor", "on a corridor", "crowded", "unplaced", "on another floor kind"];
  /** Which floor an event may stand on: room floor (the default), corridor floor, or either. */
  const FLOOR_PLACES = ["room", "corridor", "any"];
  /**
   * The relaxation ladder per floor kind, in tiers: a role that walks areas (treasure, stairs, keys)
   * tries every area at one tier before relaxing to the next.
   */
  const LADDERS = {
      room: [[Relaxation.None, Relaxation.NearCorridor], [Relaxation.OnCorridor], [Relaxation.Crowded]],
      corridor: [[Relaxation.None], [Relaxation.OtherFloor], [Relaxation.Crowded]],
      any: [[Relaxation.None], [Relaxation.Crowded]],
  };
  /** The ladder of a floor kind, tiers flattened: strictest first. */
  function ladder(place) {
      return LADDERS[place].flat();
  }
  /** True when a tile of `kind` lies among the 8 neighbours of `tile` (or is the tile). */
  function touchesKind(grid, tile, kind) {
      const { width, height, kinds } = grid;
      const x = tile % width;
      const y = (tile - x) / width;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
          for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++)
              if (kinds[ny * width + nx] === kind)
                  return true;
      }
      return false;
  }
  /** Random probes of the whole map for a tile of a level before listing that level's tiles. */
  const MAP_DRAWS = 64;
  /** The arrival's levels: nothing else is placed yet, so spacing never has to be dropped. */
  const ARRIVAL_LEVELS = [Relaxation.None, Relaxation.NearCorridor, Relaxation.OnCorridor];
  /** True when `tile` passes the arrival's rule at `level`. */
  function arrivalFits(grid, tile, level) {
      const kind = grid.kinds[tile];
      if (level === Relaxation.OnCorridor)
          return kind === TileKind.Corridor;
      if (kind !== TileKind.Room)
          return false;
      return level === Relaxation.NearCorridor || !touchesKind(grid, tile, TileKind.Corridor);
  }
  /**
   * The arrival: a tile chosen by the rule above, strictest level first, uniformly among that
   * level's tiles; −1 only when the map has no floor. `random` is the arrival's own stream, so the
   * number of draws a layout makes never moves it. `allowed`, when given, says which tiles it may
   * take (set pieces: the arrival's piece, or floor off every piece).
   */
  function placeArrival(grid, random, allowed) {
      if (allowed)
          return placeArrivalAmong(grid, random, allowed);
      for (const level of ARRIVAL_LEVELS) {
          const tile = drawTile(grid, random, (t) => arrivalFits(grid, t, level));
          if (tile >= 0)
              return { tile, relaxation: level };
      }
      return { tile: -1, relaxation: Relaxation.Unplaced };
  }
  /**
   * placeArrival among the tiles `allowed` takes: random probes for the strictest level first; when
   * they miss, one pass sorts the allowed floor by the strictest level each tile meets and a second
   * finds the drawn tile of the strictest level that has any (one pass for every level at once).
   */
  function placeArrivalAmong(grid, random, allowed) {
      const { kinds } = grid;
      const n = kinds.length;
      if (n === 0)
          return { tile: -1, relaxation: Relaxation.Unplaced };
      for (let draw = 0; draw < MAP_DRAWS; draw++) {
          const tile = random.smallInt(0, n - 1);
          if (arrivalFits(grid, tile, Relaxation.None) && allowed(tile))
              return { tile, relaxation: Relaxation.None };
      }
      const levelOf = (tile) => {
          const kind = kinds[tile];
          if (kind !== TileKind.Room && kind !== TileKind.Corridor)
              return -1;
          if (!allowed(tile))
              return -1;
          if (kind === TileKind.Corridor)
              return Relaxation.OnCorridor;
          return touchesKind(grid, tile, TileKind.Corridor) ? Relaxation.NearCorridor : Relaxation.None;
      };
      const counts = [0, 0, 0];
      for (let tile = 0; tile < n; tile++) {
          const level = levelOf(tile);
          if (level >= 0)
              counts[level]++;
      }
      const level = ARRIVAL_LEVELS.find((l) => counts[l] > 0);
      if (level === undefined)
          return { tile: -1, relaxation: Relaxation.Unplaced };
      let pick = random.smallInt(0, counts[level] - 1);
      for (let tile = 0;; tile++)
          if (levelOf(tile) === level && pick-- === 0)
              return { tile, relaxation: level };
  }
  /**
   * A uniformly random tile that `accept` takes, or −1. Probing random tiles first costs a few draws
   * on a big map with many fitting tiles; only when they all miss are the fitting tiles listed,
   * which also decides exactly whether there is one.
   */
  function drawTile(grid, random, accept) {
      const n = grid.kinds.length;
      if (n === 0)
          return -1;
      for (let draw = 0; draw < MAP_DRAWS; draw++) {
          const tile = random.smallInt(0, n - 1);
          if (accept(tile))
              return tile;
      }
      let fitting = 0;
      for (let tile = 0; tile < n; tile++)
          if (accept(tile))
              fitting++;
      if (fitting === 0)
          return -1;
      // The pick-th fitting tile in map order, found by a second pass instead of a list of them all.
      let pick = random.smallInt(0, fitting - 1);
      for (let tile = 0;; tile++)
          if (accept(tile) && pick-- === 0)
              return tile;
  }

  /**
   * Per-tile typed arrays lent and given back, so one map entry reuses the memory of the last.
   *
   * Why: a fresh typed array is zeroed memory the process has not touched yet, and its first
   * touch costs a page fault per 4 KB page. In a browser (and in a virtual machine) that is
   * milliseconds for one 256 × 256 map's array (measured in Chromium: ten fresh 256 KB arrays
   * filled cost 20–40 ms, the same ten reused 0.1 ms), and the content planner alone used about
   * thirty such arrays per entry. A reused array costs one fill.
   *
   * Results never depend on this pool: every array is filled with the asked value before it is
   * lent, and a borrower gives it back only when nothing it returned still reads it. An array
   * never given back is collected as any other. The pool keeps a few arrays per type and length,
   * so its memory stays bounded however many maps are made.
   */
  /** Arrays kept per type and length (a map entry borrows at most a dozen of one kind at once). */
  const KEPT_PER_SIZE = 16;
  /** Arrays smaller than this are cheap to make afresh and are not kept. */
  const MIN_POOLED_BYTES = 4096;
  const free = {
      int32: new Map(),
      uint8: new Map(),
      uint16: new Map(),
  };
  function take(lists, length, make, fill) {
      var _a;
      const array = (_a = lists.get(length)) === null || _a === void 0 ? void 0 : _a.pop();
      if (!array) {
          const fresh = make(length);
          if (fill !== 0)
              fresh.fill(fill);
          return fresh;
      }
      array.fill(fill);
      return array;
  }
  /** An Int32Array of `length`, every entry `fill`. */
  function borrowInt32(length, fill = 0) {
      return take(free.int32, length, (n) => new Int32Array(n), fill);
  }
  /** A Uint8Array of `length`, every entry `fill`. */
  function borrowUint8(length, fill = 0) {
      return take(free.uint8, length, (n) => new Uint8Array(n), fill);
  }
  /** A Uint16Array of `length`, every entry `fill`. */
  function borrowUint16(length, fill = 0) {
      return take(free.uint16, length, (n) => new Uint16Array(n), fill);
  }
  /** Gives arrays back for later borrowers; the caller must not read or write them afterwards. */
  function giveBack(...arrays) {
      for (const array of arrays) {
          if (!array || array.byteLength < MIN_POOLED_BYTES || array.byteOffset !== 0 || array.length !== array.buffer.byteLength / array.BYTES_PER_ELEMENT)
              continue;
          const lists = array instanceof Int32Array ? free.int32 : array instanceof Uint16Array ? free.uint16 : array instanceof Uint8Array ? free.uint8 : new Map();
          let list = lists.get(array.length);
          if (!list)
              lists.set(array.length, (list = []));
          if (list.length < KEPT_PER_SIZE && !list.includes(array))
              list.push(array);
      }
  }

  /**
   * Areas and openings for the layout contract, and the area graph every later step reads.
   *
   * Algorithms that know their areas as they carve (the digger, the room chain) fill `areaOf`
   * themselves and call `findOpenings`; algorithms that carve plain floor (cells' corridors, mazes,
   * crawlers) call `labelFloor`, which gives each 4-connected run of not-yet-labelled floor of one
   * TileKind an area. The graph (areas as nodes, openings as edges) is computed once, here:
   * distances, dead ends, bridges (chokepoints) and the loop count.
   */
  /** Marks a rectangle's floor tiles as area `id` (tiles already in an area keep theirs). */
  function claimRect(grid, areaOf, rect, id) {
      const { width, kinds } = grid;
      let size = 0;
      for (let y = rect.y; y < rect.y + rect.height; y++) {
          for (let i = y * width + rect.x, end = i + rect.width; i < end; i++) {
              if (areaOf[i] === 0 && isFloor(kinds[i])) {
                  areaOf[i] = id + 1;
                  size++;
              }
          }
      }
      return size;
  }
  /**
   * Gives every 4-connected run of unlabelled floor of one TileKind its own area, in map order,
   * appending to `areas`. `kindOf` names the area kind for a TileKind.
   */
  function labelFloor(grid, areaOf, areas, kindOf) {
      labelRuns(listFloorRuns(grid, areaOf), grid.width, areaOf, areas, kindOf);
  }
  /** The default area kind for plain floor: room floor is a room, corridor floor a corridor. */
  function kindOfTile(tileKind) {
      return tileKind === TileKind.Room ? "room" : "corridor";
  }
  /**
   * One opening per stretch of boundary where two areas meet: the boundary tiles of the
   * lower-numbered area that touch the other are grouped 4-connected, and the middle tile of each
   * group (in map order) stands for it. `kindOf` decides each opening's kind (default open).
   * Openings come in the order their first boundary tile is met scanning the map row by row (at a
   * tile, its east neighbour before its south one).
   */
  function findOpenings(grid, areaOf, kindOf = openDoorway) {
      return openingsOfRuns(listLabelRuns(grid, areaOf), grid.width, grid.height, areaOf, kindOf);
  }
  /**
   * `labelFloor` and then `findOpenings` from one scan of the map: the rows' runs of floor that
   * label the areas also give the boundaries. For algorithms that carve plain floor (cells).
   * `areaOf` may be non-zero only on floor tiles (areas claimed beforehand, e.g. by `claimRect`).
   */
  function labelFloorAndFindOpenings(grid, areaOf, areas, kindOf, openingKindOf = openDoorway) {
      const runs = listFloorRuns(grid, areaOf);
      labelRuns(runs, grid.width, areaOf, areas, kindOf);
      return openingsOfRuns(runs, grid.width, grid.height, areaOf, openingKindOf);
  }
  function openDoorway() {
      return "open";
  }
  // ── runs ─────────────────────────────────────────────────────────────────────────────────────
  //
  // Why runs: a map is mostly void and its floor comes in long horizontal stretches, so a scan that
  // lists each row's runs once (a few thousand on a 256×256 map) and then works on the runs does a
  // fraction of the work of visiting every tile's neighbours; labelling and openings both read it.
  /** Horizontal runs of floor, row by row, each of one tile kind and one label (area id + 1, 0 = none yet). */
  class RunList {
      constructor(height) {
          this.count = 0;
          // Room for 16 runs a row (a 256×256 cells map has about 13): growing means copying.
          const capacity = Math.max(64, height * 16);
          this.start = new Int32Array(capacity);
          this.end = new Int32Array(capacity);
          this.label = new Int32Array(capacity);
          this.kind = new Uint8Array(capacity);
          this.rowFirst = new Int32Array(height + 1);
      }
      push(start, end, kind, label) {
          if (this.count === this.start.length)
              this.grow();
          const run = this.count++;
          this.start[run] = start;
          this.end[run] = end;
          this.kind[run] = kind;
          this.label[run] = label;
      }
      grow() {
          const capacity = this.start.length * 2;
          const copy = (from, to) => (to.set(from), to);
          this.start = copy(this.start, new Int32Array(capacity));
          this.end = copy(this.end, new Int32Array(capacity));
          this.label = copy(this.label, new Int32Array(capacity));
          this.kind = copy(this.kind, new Uint8Array(capacity));
      }
  }
  /** Runs of floor (Room or Corridor), split wherever the tile kind or the label in `areaOf` changes. */
  function listFloorRuns(grid, areaOf) {
      const { width, height, kinds } = grid;
      const runs = new RunList(height);
      // Void comes four tiles at a time when rows are whole 32-bit words: a zero word is skipped.
      const words = width % 4 === 0 && kinds.byteOffset % 4 === 0 ? new Uint32Array(kinds.buffer, kinds.byteOffset, kinds.length >> 2) : null;
      for (let y = 0; y < height; y++) {
          runs.rowFirst[y] = runs.count;
          const rowEnd = (y + 1) * width;
          let tile = y * width;
          while (tile < rowEnd) {
              if ((tile & 3) === 0 && words !== null && words[tile >> 2] === 0) {
                  tile += 4;
                  continue;
              }
              const kind = kinds[tile];
              if (kind !== TileKind.Room && kind !== TileKind.Corridor) {
                  tile++;
                  continue;
              }
              const label = areaOf[tile];
              const start = tile++;
              while (tile < rowEnd && kinds[tile] === kind && areaOf[tile] === label)
                  tile++;
              runs.push(start, tile, kind, label);
          }
      }
      runs.rowFirst[height] = runs.count;
      return runs;
  }
  /** Runs of labelled tiles (any tile kind), split wherever the label changes. */
  function listLabelRuns(grid, areaOf) {
      const { width, height } = grid;
      const runs = new RunList(height);
      for (let y = 0; y < height; y++) {
          runs.rowFirst[y] = runs.count;
          const rowEnd = (y + 1) * width;
          let tile = y * width;
          while (tile < rowEnd) {
              const label = areaOf[tile];
              if (label === 0) {
                  tile++;
                  continue;
              }
              const start = tile++;
              while (tile < rowEnd && areaOf[tile] === label)
                  tile++;
              runs.push(start, tile, 0, label);
          }
      }
      runs.rowFirst[height] = runs.count;
      return runs;
  }
  /** Root of a run or entry in a union–find forest whose roots are the lowest index (path halving). */
  function findRoot$1(parent, node) {
      while (parent[node] !== node) {
          parent[node] = parent[parent[node]];
          node = parent[node];
      }
      return node;
  }
  /** Joins two trees under the lower of their roots, so a root is always its tree's first member. */
  function join(parent, a, b) {
      const rootA = findRoot$1(parent, a);
      const rootB = findRoot$1(parent, b);
      if (rootA < rootB)
          parent[rootB] = rootA;
      else if (rootB < rootA)
          parent[rootA] = rootB;
  }
  /**
   * Unlabelled runs of one kind that overlap in neighbouring rows are one area (union–find over
   * runs). Runs are in map order and a tree's root is its first run, so areas are numbered by their
   * first tile in map order. Writes the labels into the runs and `areaOf`; appends the areas.
   */
  function labelRuns(runs, width, areaOf, areas, kindOf) {
      const { count, start, end, label, kind, rowFirst } = runs;
      const parent = new Int32Array(count);
      let free = 0;
      for (let run = 0; run < count; run++) {
          parent[run] = run;
          if (label[run] === 0)
              free++;
      }
      if (free === 0)
          return;
      for (let y = 1; y + 1 < rowFirst.length; y++) {
          let above = rowFirst[y - 1];
          const aboveEnd = rowFirst[y];
          for (let run = rowFirst[y], rowEnd = rowFirst[y + 1]; run < rowEnd; run++) {
              if (label[run] !== 0)
                  continue;
              const from = start[run] - width;
              const to = end[run] - width;
              // Runs above that end before this one starts cannot touch this run or any later one.
              while (above < aboveEnd && end[above] <= from)
                  above++;
              for (let other = above; other < aboveEnd && start[other] < to; other++) {
                  if (label[other] === 0 && kind[other] === kind[run])
                      join(parent, other, run);
              }
          }
      }
      // Per new area: bounds (columns and rows, inclusive) and size.
      const left = new Int32Array(free);
      const right = new Int32Array(free);
      const top = new Int32Array(free);
      const bottom = new Int32Array(free);
      const size = new Int32Array(free);
      const tileKind = new Uint8Array(free);
      const firstId = areas.length;
      let added = 0;
      for (let y = 0; y + 1 < rowFirst.length; y++) {
          const rowStart = y * width;
          for (let run = rowFirst[y], rowEnd = rowFirst[y + 1]; run < rowEnd; run++) {
              if (label[run] !== 0 && parent[run] === run)
                  continue; // labelled beforehand
              const root = findRoot$1(parent, run);
              const x0 = start[run] - rowStart;
              const x1 = end[run] - rowStart - 1;
              let area;
              if (root === run) {
                  area = added++;
                  label[run] = firstId + area + 1;
                  left[area] = x0;
                  right[area] = x1;
                  top[area] = y;
                  tileKind[area] = kind[run];
              }
              else {
                  label[run] = label[root];
                  area = label[run] - 1 - firstId;
                  if (x0 < left[area])
                      left[area] = x0;
                  if (x1 > right[area])
                      right[area] = x1;
              }
              bottom[area] = y;
              size[area] += x1 - x0 + 1;
              const value = label[run];
              for (let tile = start[run], stop = end[run]; tile < stop; tile++)
                  areaOf[tile] = value;
          }
      }
      for (let area = 0; area < added; area++) {
          areas.push({
              id: firstId + area,
              kind: kindOf(tileKind[area]),
              bounds: { x: left[area], y: top[area], width: right[area] - left[area] + 1, height: bottom[area] - top[area] + 1 },
              size: size[area],
          });
      }
  }
  /**
   * Boundary entries and their grouping. An entry is a tile of the lower-numbered of two meeting
   * areas and the label of the higher one ("partner"), recorded once per (tile, partner). Entries
   * whose tiles are 4-adjacent, in one area and with one partner, are one stretch (union–find; a
   * stretch's root is its first entry). A tile's entries are found through a window of three map
   * rows: an entry is made while its row or the row above is scanned, and it is joined to its
   * neighbours' entries when made, so rows further away are never looked at again.
   */
  class Boundary {
      constructor(width, height, areaOf, 
      /** Entries expected; more are fine (the lists grow), fewer waste a little memory. */
      capacity) {
          this.width = width;
          this.height = height;
          this.areaOf = areaOf;
          this.count = 0;
          this.tile = new Int32Array(capacity);
          this.partner = new Int32Array(capacity);
          this.next = new Int32Array(capacity);
          this.parent = new Int32Array(capacity);
          this.slotFirst = new Int32Array(3 * width);
          this.slotRow = new Int32Array(3 * width);
      }
      /**
       * Records that `tile` of row `row` (label `label`) touches `other` of row `otherRow` (label
       * `otherLabel`), on the lower label's side. (Rows are passed in: a division per entry costs more
       * than the rest of the bookkeeping.)
       */
      meet(tile, row, label, other, otherRow, otherLabel) {
          const lower = label < otherLabel;
          const side = lower ? tile : other;
          const partner = lower ? otherLabel : label;
          const sideLabel = lower ? label : otherLabel;
          const { width } = this;
          const y = lower ? row : otherRow;
          const x = side - y * width;
          const first = this.firstEntryAt(x, y);
          for (let entry = first; entry >= 0; entry = this.next[entry])
              if (this.partner[entry] === partner)
                  return;
          if (this.count === this.tile.length)
              this.grow();
          const entry = this.count++;
          this.tile[entry] = side;
          this.partner[entry] = partner;
          this.next[entry] = first;
          this.parent[entry] = entry;
          const slot = (y % 3) * width + x;
          this.slotFirst[slot] = entry + 1;
          this.slotRow[slot] = y + 1;
          if (x > 0)
              this.joinAt(entry, x - 1, y, sideLabel, partner);
          if (x + 1 < width)
              this.joinAt(entry, x + 1, y, sideLabel, partner);
          if (y > 0)
              this.joinAt(entry, x, y - 1, sideLabel, partner);
          if (y + 1 < this.height)
              this.joinAt(entry, x, y + 1, sideLabel, partner);
      }
      firstEntryAt(x, y) {
          const slot = (y % 3) * this.width + x;
          return this.slotRow[slot] === y + 1 ? this.slotFirst[slot] - 1 : -1;
      }
      /** Joins `entry` with the entry of tile (x, y) that has the same area and partner, if any. */
      joinAt(entry, x, y, label, partner) {
          if (this.areaOf[y * this.width + x] !== label)
              return;
          for (let other = this.firstEntryAt(x, y); other >= 0; other = this.next[other]) {
              if (this.partner[other] === partner) {
                  join(this.parent, entry, other);
                  return;
              }
          }
      }
      grow() {
          const capacity = this.tile.length * 2;
          const copy = (from) => {
              const to = new Int32Array(capacity);
              to.set(from);
              return to;
          };
          this.tile = copy(this.tile);
          this.partner = copy(this.partner);
          this.next = copy(this.next);
          this.parent = copy(this.parent);
      }
  }
  /**
   * The meetings of labelled runs, in map order (at a tile: east, then south) as a tile-by-tile
   * scan would meet them: a run and the run right after it in its row, and the overlap of a run
   * with each run below it. Then one opening per stretch, at its middle tile.
   */
  function openingsOfRuns(runs, width, height, areaOf, kindOf) {
      const { start, end, label, rowFirst } = runs;
      // About one boundary entry per run is typical (a doorway's width on either side of a few runs).
      const boundary = new Boundary(width, height, areaOf, Math.max(256, runs.count));
      for (let y = 0; y < height; y++) {
          const rowEnd = rowFirst[y + 1];
          let below = rowFirst[y + 1];
          const belowEnd = y + 1 < height ? rowFirst[y + 2] : below;
          for (let run = rowFirst[y]; run < rowEnd; run++) {
              const own = label[run];
              const last = end[run] - 1;
              // The east meeting, at the run's last tile, when the next run starts right after it.
              let east = run + 1 < rowEnd && start[run + 1] === end[run] && label[run + 1] !== own ? label[run + 1] : 0;
              const from = start[run] + width;
              const to = end[run] + width;
              while (below < belowEnd && end[below] <= from)
                  below++;
              for (let other = below; other < belowEnd && start[other] < to; other++) {
                  const otherLabel = label[other];
                  if (otherLabel === own)
                      continue;
                  const first = Math.max(from, start[other]) - width;
                  const stop = Math.min(to, end[other]) - width;
                  for (let tile = first; tile < stop; tile++) {
                      if (tile === last && east !== 0) {
                          boundary.meet(last, y, own, last + 1, y, east);
                          east = 0;
                      }
                      boundary.meet(tile, y, own, tile + width, y + 1, otherLabel);
                  }
              }
              if (east !== 0)
                  boundary.meet(last, y, own, last + 1, y, east);
          }
      }
      return stretchesToOpenings(boundary, areaOf, kindOf);
  }
  /** One opening per stretch, in the order of the stretches' first entries, at the stretch's middle tile in map order. */
  function stretchesToOpenings(boundary, areaOf, kindOf) {
      const { count, tile, partner, parent } = boundary;
      // Stretch number per entry, and each stretch's tiles gathered (counting sort by stretch).
      const stretchOf = new Int32Array(count);
      const offsets = new Int32Array(count + 1);
      let stretches = 0;
      for (let entry = 0; entry < count; entry++) {
          const root = findRoot$1(parent, entry);
          const stretch = root === entry ? stretches++ : stretchOf[root];
          stretchOf[entry] = stretch;
          offsets[stretch + 1]++;
      }
      for (let stretch = 0; stretch < stretches; stretch++)
          offsets[stretch + 1] += offsets[stretch];
      const tiles = new Int32Array(count);
      const fill = offsets.slice(0, stretches);
      for (let entry = 0; entry < count; entry++)
          tiles[fill[stretchOf[entry]]++] = tile[entry];
      const openings = [];
      for (let entry = 0, stretch = 0; entry < count; entry++) {
          if (parent[entry] !== entry)
              continue;
          const middle = middleTile(tiles, offsets[stretch], offsets[stretch + 1]);
          const from = areaOf[tile[entry]] - 1;
          const to = partner[entry] - 1;
          openings.push({ tile: middle, from, to, kind: kindOf(from, to) });
          stretch++;
      }
      return openings;
  }
  /** The middle tile (index length >> 1 in map order) of tiles[first … end); sorts that slice in place. */
  function middleTile(tiles, first, end) {
      // A stretch is a doorway's width: insertion sort, no comparator calls.
      for (let i = first + 1; i < end; i++) {
          const value = tiles[i];
          let j = i - 1;
          while (j >= first && tiles[j] > value) {
              tiles[j + 1] = tiles[j];
              j--;
          }
          tiles[j + 1] = value;
      }
      return tiles[first + ((end - first) >> 1)];
  }
  function buildAreaGraph(areaCount, openings) {
      const offsets = new Int32Array(areaCount + 1);
      for (const { from, to } of openings) {
          offsets[from + 1]++;
          offsets[to + 1]++;
      }
      for (let a = 0; a < areaCount; a++)
          offsets[a + 1] += offsets[a];
      const neighbours = new Int32Array(offsets[areaCount]);
      const edgeOf = new Int32Array(offsets[areaCount]);
      const fill = offsets.slice(0, areaCount);
      openings.forEach(({ from, to }, edge) => {
          neighbours[fill[from]] = to;
          edgeOf[fill[from]++] = edge;
          neighbours[fill[to]] = from;
          edgeOf[fill[to]++] = edge;
      });
      const degree = new Int32Array(areaCount);
      const deadEnd = new Uint8Array(areaCount);
      const lastSeen = new Int32Array(areaCount).fill(-1);
      let distinctEdges = 0;
      for (let a = 0; a < areaCount; a++) {
          for (let k = offsets[a]; k < offsets[a + 1]; k++) {
              const b = neighbours[k];
              if (b === a || lastSeen[b] === a)
                  continue;
              lastSeen[b] = a;
              degree[a]++;
              if (b > a)
                  distinctEdges++;
          }
          deadEnd[a] = degree[a] === 1 ? 1 : 0;
      }
      const { bridge, components } = findBridges(areaCount, openings.length, offsets, neighbours, edgeOf);
      return { areaCount, offsets, neighbours, edgeOf, degree, deadEnd, bridge, loops: distinctEdges - areaCount + components, components };
  }
  /** Tarjan's bridge finding with an explicit stack (no recursion depth tied to the map). */
  function findBridges(areaCount, edgeCount, offsets, neighbours, edgeOf) {
      const bridge = new Uint8Array(edgeCount);
      const order = new Int32Array(areaCount).fill(-1);
      const low = new Int32Array(areaCount);
      const parentEdge = new Int32Array(areaCount).fill(-1);
      const cursor = new Int32Array(areaCount);
      const stack = new Int32Array(areaCount);
      let counter = 0;
      let components = 0;
      for (let root = 0; root < areaCount; root++) {
          if (order[root] >= 0)
              continue;
          components++;
          let depth = 0;
          stack[depth++] = root;
          order[root] = low[root] = counter++;
          cursor[root] = offsets[root];
          while (depth > 0) {
              const a = stack[depth - 1];
              if (cursor[a] < offsets[a + 1]) {
                  const k = cursor[a]++;
                  const b = neighbours[k];
                  if (edgeOf[k] === parentEdge[a])
                      continue;
                  if (order[b] < 0) {
                      order[b] = low[b] = counter++;
                      parentEdge[b] = edgeOf[k];
                      cursor[b] = offsets[b];
                      stack[depth++] = b;
                  }
                  else if (order[b] < low[a]) {
                      low[a] = order[b];
                  }
                  continue;
              }
              depth--;
              if (depth > 0) {
                  const parent = stack[depth - 1];
                  if (low[a] < low[parent])
                      low[parent] = low[a];
                  if (low[a] > order[parent])
                      bridge[parentEdge[a]] = 1;
              }
          }
      }
      return { bridge, components };
  }
  /** Steps (openings crossed) from area `from` to every area; −1 where unreachable. */
  function areaDistances(graph, from) {
      const distances = new Int32Array(graph.areaCount).fill(-1);
      if (from < 0 || from >= graph.areaCount)
          return distances;
      const queue = new Int32Array(graph.areaCount);
      let head = 0;
      let tail = 0;
      queue[tail++] = from;
      distances[from] = 0;
      while (head < tail) {
          const a = queue[head++];
          for (let k = graph.offsets[a]; k < graph.offsets[a + 1]; k++) {
              const b = graph.neighbours[k];
              if (distances[b] < 0) {
                  distances[b] = distances[a] + 1;
                  queue[tail++] = b;
              }
          }
      }
      return distances;
  }
  // ── splitting open floor into rooms ──────────────────────────────────────────────────────────
  // For layouts whose floor is wide open space between walls (the crawlers): the distance to the
  // nearest wall, a watershed on it that splits room floor where spaces narrow, and a split of any
  // area still too large into compact parts.
  /** Tile kinds as plain module constants for the hot loops below. */
  const VOID_KIND = TileKind.Void;
  const ROOM_KIND = TileKind.Room;
  const WALL_KIND = TileKind.Wall;
  /**
   * How much higher than the narrowest point between them two open spaces must reach (in tiles of
   * distance to the nearest wall) to be separate areas: a hall 5 tiles across (distance 3) next to
   * another through a gap 1–2 tiles wide (distance 1) are two areas; bays and bumps along a wall are not.
   */
  const AREA_PERSISTENCE = 2;
  /** Chebyshev distance from each floor tile to the nearest non-floor tile (0 on non-floor); two passes. */
  function distanceToWall(grid) {
      const { width, kinds } = grid;
      const size = kinds.length;
      const distance = new Uint16Array(size);
      // Floor never lies on the map's edge (the border is at least 1), so all 8 neighbours exist.
      for (let i = width; i < size - width; i++) {
          if (kinds[i] === VOID_KIND || kinds[i] === WALL_KIND)
              continue;
          const up = i - width;
          let d = distance[i - 1];
          if (distance[up] < d)
              d = distance[up];
          if (distance[up - 1] < d)
              d = distance[up - 1];
          if (distance[up + 1] < d)
              d = distance[up + 1];
          distance[i] = d + 1;
      }
      for (let i = size - width - 1; i >= width; i--) {
          if (distance[i] === 0)
              continue;
          const down = i + width;
          let d = distance[i + 1];
          if (distance[down] < d)
              d = distance[down];
          if (distance[down - 1] < d)
              d = distance[down - 1];
          if (distance[down + 1] < d)
              d = distance[down + 1];
          if (d + 1 < distance[i])
              distance[i] = d + 1;
      }
      return distance;
  }
  /** Root of a space in the watershed's union–find (path halving). */
  function spaceRoot(parent, i) {
      while (parent[i] !== i) {
          parent[i] = parent[parent[i]];
          i = parent[i];
      }
      return i;
  }
  /**
   * A tile at `level` meets a neighbour's space (−1 for none): it joins the first space it meets;
   * where two spaces meet, they merge unless both peak AREA_PERSISTENCE above the level, and the
   * tile goes with the higher one. Returns the space the tile joins so far.
   */
  function meetSpace(neighbour, joined, level, parent, peak) {
      if (neighbour < 0)
          return joined;
      const other = parent[neighbour] === neighbour ? neighbour : spaceRoot(parent, neighbour);
      if (joined < 0 || other === joined)
          return other;
      if (Math.min(peak[joined], peak[other]) - level < AREA_PERSISTENCE) {
          const keep = joined < other ? joined : other;
          const gone = joined < other ? other : joined;
          parent[gone] = keep;
          if (peak[gone] > peak[keep])
              peak[keep] = peak[gone];
          return keep;
      }
      return peak[other] > peak[joined] ? other : joined;
  }
  /**
   * The watershed of room floor: areas 0…n−1 written into `areaOf` (numbered by their first tile in
   * map order) and returned. Tiles are visited from the largest distance down (a bucket queue, so
   * no sorting); union–find keeps the spaces, each with its peak distance.
   */
  function splitRoomFloor(grid, areaOf, distance) {
      const { width, height, kinds } = grid;
      const size = width * height;
      // Distances are below half the map's side, so one pass counts the room tiles per distance.
      const counts = new Int32Array((Math.min(width, height) >> 1) + 2);
      let top = 0;
      let roomTotal = 0;
      for (let i = 0; i < size; i++) {
          if (kinds[i] !== ROOM_KIND)
              continue;
          const d = distance[i];
          counts[d]++;
          roomTotal++;
          if (d > top)
              top = d;
      }
      // Bucket start offsets, largest distance first.
      const fill = new Int32Array(top + 1);
      for (let d = top, at = 0; d >= 1; d--) {
          fill[d] = at;
          at += counts[d];
      }
      // Scratch borrowed per map (scratch.ts), the room-sized ones at the map's size so they are reused.
      const order = borrowInt32(size);
      for (let i = 0; i < size; i++)
          if (kinds[i] === ROOM_KIND)
              order[fill[distance[i]]++] = i;
      // space[tile]: the tile's space + 1 (0 = not reached yet).
      const space = borrowInt32(size);
      // At most one space per room tile; parent and peak per space.
      const parent = borrowInt32(size);
      const peak = borrowInt32(size);
      let spaces = 0;
      for (let k = 0; k < roomTotal; k++) {
          const tile = order[k];
          const level = distance[tile];
          let joined = -1;
          joined = meetSpace(space[tile - width] - 1, joined, level, parent, peak);
          joined = meetSpace(space[tile - 1] - 1, joined, level, parent, peak);
          joined = meetSpace(space[tile + 1] - 1, joined, level, parent, peak);
          joined = meetSpace(space[tile + width] - 1, joined, level, parent, peak);
          if (joined < 0) {
              joined = spaces++;
              parent[joined] = joined;
              peak[joined] = level;
          }
          space[tile] = joined + 1;
      }
      // Number the spaces by their first tile in map order, measuring bounds and sizes in one pass.
      const idOfSpace = new Int32Array(spaces).fill(-1);
      for (let i = 0; i < spaces; i++)
          if (parent[i] !== i)
              parent[i] = spaceRoot(parent, i);
      let count = 0;
      const left = new Int32Array(spaces);
      const right = new Int32Array(spaces);
      const topRow = new Int32Array(spaces);
      const bottomRow = new Int32Array(spaces);
      const sizes = new Int32Array(spaces);
      for (let y = 0, tile = 0; y < height; y++) {
          for (let x = 0; x < width; x++, tile++) {
              const own = space[tile] - 1;
              if (own < 0)
                  continue;
              const r = parent[own];
              let id = idOfSpace[r];
              if (id < 0) {
                  id = idOfSpace[r] = count++;
                  left[id] = x;
                  right[id] = x;
                  topRow[id] = y;
              }
              sizes[id]++;
              if (x < left[id])
                  left[id] = x;
              if (x > right[id])
                  right[id] = x;
              bottomRow[id] = y;
              areaOf[tile] = id + 1;
          }
      }
      giveBack(order, space, parent, peak);
      const areas = [];
      for (let id = 0; id < count; id++) {
          areas.push({ id, kind: "room", bounds: { x: left[id], y: topRow[id], width: right[id] - left[id] + 1, height: bottomRow[id] - topRow[id] + 1 }, size: sizes[id] });
      }
      return areas;
  }
  /** Side of the squares that seed the split of a large area; an area of more than twice a square's tiles is split. */
  const SPLIT_SQUARE = 16;
  /**
   * Open floor can be one huge area (a labyrinth whose corridors all keep the corridor width), which
   * gives content nothing to tell apart. An area larger than 2 × SPLIT_SQUARE² tiles is cut into
   * nearby parts: a seed in each SPLIT_SQUARE square where the area has at least SPLIT_SQUARE tiles
   * (its first tile there), then a breadth-first flood from all seeds at once within the area; each
   * tile goes to the seed that reaches it first, so every part is connected and compact. The first
   * part keeps the area's id, the others are appended; bounds and sizes are measured afresh.
   */
  function splitLargeAreas(grid, areaOf, areas) {
      const limit = 2 * SPLIT_SQUARE * SPLIT_SQUARE;
      if (!areas.some((area) => area.size > limit))
          return;
      const { width, height } = grid;
      const count = new Int32Array(areas.length);
      const first = new Int32Array(areas.length).fill(-1);
      const seeded = new Uint8Array(areas.length);
      const touched = [];
      const queue = borrowInt32(width * height);
      let tail = 0;
      const part = borrowInt32(width * height, -1);
      const partArea = [];
      // large[label]: the area of that label (id + 1) is to be split.
      const large = new Uint8Array(areas.length + 1);
      areas.forEach((area, id) => (large[id + 1] = area.size > limit ? 1 : 0));
      for (let by = 0; by < height; by += SPLIT_SQUARE) {
          const rowEnd = Math.min(height, by + SPLIT_SQUARE);
          for (let bx = 0; bx < width; bx += SPLIT_SQUARE) {
              const columnEnd = Math.min(width, bx + SPLIT_SQUARE);
              for (let y = by; y < rowEnd; y++) {
                  for (let x = bx, tile = y * width + bx; x < columnEnd; x++, tile++) {
                      const label = areaOf[tile];
                      if (!large[label])
                          continue;
                      const id = label - 1;
                      if (count[id]++ === 0) {
                          first[id] = tile;
                          touched.push(id);
                      }
                  }
              }
              for (const id of touched) {
                  if (count[id] >= SPLIT_SQUARE) {
                      part[first[id]] = partArea.length;
                      partArea.push(id);
                      queue[tail++] = first[id];
                      seeded[id] = 1;
                  }
                  count[id] = 0;
              }
              touched.length = 0;
          }
      }
      // A large area no square seeded (spread thin everywhere) keeps its first tile as its one seed.
      for (let tile = 0; tile < areaOf.length; tile++) {
          const id = areaOf[tile] - 1;
          if (!large[id + 1] || seeded[id])
              continue;
          seeded[id] = 1;
          part[tile] = partArea.length;
          partArea.push(id);
          queue[tail++] = tile;
      }
      for (let head = 0; head < tail; head++) {
          const tile = queue[head];
          const label = areaOf[tile];
          const p = part[tile];
          // Floor never lies on the map's edge, so the four neighbours exist.
          if (part[tile - width] < 0 && areaOf[tile - width] === label)
              (part[tile - width] = p), (queue[tail++] = tile - width);
          if (part[tile - 1] < 0 && areaOf[tile - 1] === label)
              (part[tile - 1] = p), (queue[tail++] = tile - 1);
          if (part[tile + 1] < 0 && areaOf[tile + 1] === label)
              (part[tile + 1] = p), (queue[tail++] = tile + 1);
          if (part[tile + width] < 0 && areaOf[tile + width] === label)
              (part[tile + width] = p), (queue[tail++] = tile + width);
      }
      // Parts → area ids: an area's first part keeps its id.
      const idOfPart = new Int32Array(partArea.length);
      const kept = new Uint8Array(areas.length);
      for (let p = 0; p < partArea.length; p++) {
          const id = partArea[p];
          if (!kept[id]) {
              kept[id] = 1;
              idOfPart[p] = id;
              continue;
          }
          idOfPart[p] = areas.length;
          areas.push({ id: areas.length, kind: areas[id].kind, bounds: { x: 0, y: 0, width: 0, height: 0 }, size: 0 });
      }
      const remeasure = new Uint8Array(areas.length);
      for (let p = 0; p < partArea.length; p++)
          remeasure[idOfPart[p]] = 1;
      for (let tile = 0; tile < areaOf.length; tile++)
          if (part[tile] >= 0)
              areaOf[tile] = idOfPart[part[tile]] + 1;
      giveBack(queue, part);
      const left = new Int32Array(areas.length).fill(width);
      const right = new Int32Array(areas.length).fill(-1);
      const topRow = new Int32Array(areas.length).fill(height);
      const bottomRow = new Int32Array(areas.length).fill(-1);
      const sizes = new Int32Array(areas.length);
      for (let y = 0, tile = 0; y < height; y++) {
          for (let x = 0; x < width; x++, tile++) {
              const id = areaOf[tile] - 1;
              if (id < 0 || !remeasure[id])
                  continue;
              if (x < left[id])
                  left[id] = x;
              if (x > right[id])
                  right[id] = x;
              if (y < topRow[id])
                  topRow[id] = y;
              bottomRow[id] = y;
              sizes[id]++;
          }
      }
      for (let id = 0; id < areas.length; id++) {
          if (!remeasure[id])
              continue;
          areas[id].size = sizes[id];
          areas[id].bounds = { x: left[id], y: topRow[id], width: right[id] - left[id] + 1, height: bottomRow[id] - topRow[id] + 1 };
      }
  }

  /**
   * The four directions every layout steps in, as indices 0..3: north, east, south, west. A link
   * mask holds one bit per direction (1 << direction: N 1, E 2, S 4, W 8, as the cells layout's Side).
   */
  const DX = [0, 1, 0, -1];
  const DY = [-1, 0, 1, 0];
  /** The direction back where one came from. */
  const opposite = (direction) => (direction + 2) & 3;

  function regionOf(width, height, options) {
      return {
          left: options.border,
          top: Math.max(options.border, options.wallHeight),
          right: width - 1 - options.border,
          bottom: height - 1 - options.border,
      };
  }
  /** True when (x, y) lies in the region. */
  function inRegion(region, x, y) {
      return x >= region.left && x <= region.right && y >= region.top && y <= region.bottom;
  }
  /** The smallest map whose frame holds `interiorWidth` × `interiorHeight` tiles. */
  function frameMinimumSize(options, interiorWidth, interiorHeight) {
      return {
          width: 2 * options.border + interiorWidth,
          height: Math.max(options.border, options.wallHeight) + options.border + interiorHeight,
      };
  }
  /** Null when a width × height map is at least `minimum`, else the message naming `what` needs it ("the digger"). */
  function tooSmall(width, height, what, minimum) {
      if (width >= minimum.width && height >= minimum.height)
          return null;
      return `a ${width}×${height} map is too small for ${what}: it must be at least ${minimum.width}×${minimum.height}`;
  }
  /** The Border option of a layout with a frame: the same texts everywhere, the layout's own default and range. */
  function borderOption(defaultValue = 1, min = 1, max = 32) {
      return {
          key: "border",
          default: defaultValue,
          min,
          max,
          en: { text: "Border", desc: "Empty tiles kept on every side of the map (the top keeps at least Wall Height rows)." },
          ja: { text: "余白", desc: "マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。" },
      };
  }

  /** AreaBook's left and top edges before an area grows: beyond any map. */
  const NEVER = 0x7fffffff;
  /** Sets a rectangle of a flat per-tile array (grid kinds or areaOf) to `value`; the rectangle lies inside the map. */
  function fillBlock(array, width, x, y, w, h, value) {
      for (let row = y; row < y + h; row++) {
          for (let i = row * width + x, end = i + w; i < end; i++)
              array[i] = value;
      }
  }
  /**
   * Areas as they are painted rectangle by rectangle: each rectangle becomes floor of a tile kind and
   * is labelled with its area, whose bounds and size grow with it (so no pass over the map is needed).
   */
  class AreaBook {
      /** `capacity`: how many areas to make room for at first (more are fine). */
      constructor(grid, areaOf, capacity = 64) {
          this.grid = grid;
          this.areaOf = areaOf;
          this.kinds = [];
          this.width = grid.width;
          const room = Math.max(1, capacity);
          this.left = new Int32Array(room);
          this.top = new Int32Array(room);
          this.right = new Int32Array(room);
          this.bottom = new Int32Array(room);
          this.size = new Int32Array(room);
      }
      add(kind) {
          const id = this.kinds.length;
          if (id === this.size.length)
              this.grow2x();
          this.kinds.push(kind);
          this.left[id] = NEVER;
          this.top[id] = NEVER;
          this.right[id] = -1;
          this.bottom[id] = -1;
          this.size[id] = 0;
          return id;
      }
      grow2x() {
          const double = (array) => {
              const grown = new Int32Array(array.length * 2);
              grown.set(array);
              return grown;
          };
          this.left = double(this.left);
          this.top = double(this.top);
          this.right = double(this.right);
          this.bottom = double(this.bottom);
          this.size = double(this.size);
      }
      /** Paints a rectangle (none of it in an area yet) as floor of `tileKind` in area `id`. */
      paint(id, x, y, w, h, tileKind) {
          if (w <= 0 || h <= 0)
              return;
          const { areaOf, width } = this;
          const kinds = this.grid.kinds;
          const label = id + 1;
          for (let row = y; row < y + h; row++) {
              for (let i = row * width + x, end = i + w; i < end; i++) {
                  areaOf[i] = label;
                  kinds[i] = tileKind;
              }
          }
          this.grow(id, x, y, w, h);
      }
      /**
       * Counts a rectangle into area `id`'s bounds and size without painting it: for a caller that
       * writes the tiles itself (the maze paints whole rows at once).
       */
      grow(id, x, y, w, h) {
          if (w <= 0 || h <= 0)
              return;
          if (x < this.left[id])
              this.left[id] = x;
          if (y < this.top[id])
              this.top[id] = y;
          if (x + w - 1 > this.right[id])
              this.right[id] = x + w - 1;
          if (y + h - 1 > this.bottom[id])
              this.bottom[id] = y + h - 1;
          this.size[id] += w * h;
      }
      areas() {
          const { kinds, left, top, right, bottom, size } = this;
          const areas = [];
          for (let id = 0; id < kinds.length; id++) {
              // An area that never grew keeps the bounds it always had (edges at infinity).
              const bounds = right[id] < 0 ? { x: Infinity, y: Infinity, width: -Infinity, height: -Infinity } : { x: left[id], y: top[id], width: right[id] - left[id] + 1, height: bottom[id] - top[id] + 1 };
              areas.push({ id, kind: kinds[id], bounds, size: size[id] });
          }
          return areas;
      }
  }

  /** Exits per 4-bit link mask. */
  const LINK_COUNT = Uint8Array.from({ length: 16 }, (_, mask) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1));
  /** Offsets from a cell to its neighbour N, E, S, W — for following links, which never leave the grid. */
  function linkOffsets(columns) {
      return Int32Array.of(-columns, 1, columns, -1);
  }
  /** Index of the neighbour of `cell` in `direction`, or −1 off the grid. */
  function neighbourCell(cell, direction, columns, rows) {
      const column = cell % columns;
      const row = (cell - column) / columns;
      const c = column + DX[direction];
      const r = row + DY[direction];
      return c >= 0 && c < columns && r >= 0 && r < rows ? r * columns + c : -1;
  }
  /**
   * Areas of a graph of cells (a maze, or node tiles): every room is one area (cells sharing a
   * `roomOf` number); a non-room cell with three or more links is a crossroads on its own; the other
   * non-room cells, linked in chains, are one corridor per chain (a maze segment between junctions).
   * `areaOfCell` is −1 for cells that are in no area (unused node tiles: `present` 0).
   */
  function cellAreas(links, columns, roomOf, present) {
      const cellCount = links.length;
      const areaOfCell = new Int32Array(cellCount).fill(-1);
      const kinds = [];
      const areaOfRoom = [];
      const stack = new Int32Array(cellCount);
      const offsets = linkOffsets(columns);
      const inChain = (cell) => roomOf[cell] === 0 && LINK_COUNT[links[cell]] <= 2;
      for (let start = 0; start < cellCount; start++) {
          if (areaOfCell[start] >= 0 || (present && !present[start]))
              continue;
          if (roomOf[start] !== 0) {
              const room = roomOf[start];
              if (areaOfRoom[room] === undefined) {
                  areaOfRoom[room] = kinds.length;
                  kinds.push("room");
              }
              areaOfCell[start] = areaOfRoom[room];
              continue;
          }
          const id = kinds.length;
          areaOfCell[start] = id;
          if (!inChain(start)) {
              kinds.push("crossroads");
              continue;
          }
          kinds.push("corridor");
          let depth = 0;
          stack[depth++] = start;
          while (depth > 0) {
              const cell = stack[--depth];
              for (let d = 0; d < 4; d++) {
                  if (!(links[cell] & (1 << d)))
                      continue;
                  const next = cell + offsets[d];
                  if (areaOfCell[next] < 0 && inChain(next)) {
                      areaOfCell[next] = id;
                      stack[depth++] = next;
                  }
              }
          }
      }
      return { areaOfCell, kinds };
  }

  /** The Door Chance option, with this layout's default. */
  function doorChanceOption(defaultValue) {
      return {
          key: "doorChance",
          default: defaultValue,
          min: 0,
          max: 100,
          en: { text: "Door Chance (%)", desc: "Chance that a doorway between two areas is a door (where a Door template is placed); the others are open passages." },
          ja: { text: "扉の確率（%）", desc: "二つの場所をつなぐ出入口が扉になる確率（Doorのテンプレートが置かれます）。ほかは開いた通路。" },
      };
  }
  /** The Secret Door Chance option, with this layout's default. */
  function secretDoorChanceOption(defaultValue) {
      return {
          key: "secretDoorChance",
          default: defaultValue,
          min: 0,
          max: 100,
          en: { text: "Secret Door Chance (%)", desc: "Chance that a doorway is a secret door (where a Secret Door template is placed); rolled before the door chance." },
          ja: { text: "隠し扉の確率（%）", desc: "出入口が隠し扉になる確率（Secret Doorのテンプレートが置かれます）。扉の確率より先に判定。" },
      };
  }
  /** Rolls every opening's kind: secret with secretDoorChance, else door with doorChance, else open. */
  function rollDoors(openings, random, options) {
      for (const opening of openings) {
          let kind = "open";
          if (random.percent(options.secretDoorChance))
              kind = "secret";
          else if (random.percent(options.doorChance))
              kind = "door";
          opening.kind = kind;
      }
  }

  /**
   * The cells layout's declaration: its options (key, default, range, Plugin Manager texts in
   * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
   * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
   */
  const CELLS_OPTIONS = [
      {
          key: "roomChance",
          default: 70,
          min: 0,
          max: 100,
          en: { text: "Room Chance (%)", desc: "Chance that a cell holds a room. With no room at all the whole dungeon becomes one big room." },
          ja: { text: "部屋の確率（%）", desc: "各セルに部屋ができる確率。部屋が一つもないときはダンジョン全体が一つの大部屋になります。" },
      },
      {
          key: "roomMinWidth",
          default: 5,
          min: 1,
          max: 62,
          en: { text: "Room Min Width", desc: "Smallest room width in tiles." },
          ja: { text: "部屋の最小幅", desc: "部屋の最小の幅（タイル数）。" },
      },
      {
          key: "roomMaxWidth",
          default: 11,
          min: 1,
          max: 62,
          en: { text: "Room Max Width", desc: "Largest room width in tiles (at most Cell Width − 2)." },
          ja: { text: "部屋の最大幅", desc: "部屋の最大の幅（セル幅−2まで）。" },
      },
      {
          key: "roomMinHeight",
          default: 4,
          min: 1,
          max: 62,
          en: { text: "Room Min Height", desc: "Smallest room height in tiles." },
          ja: { text: "部屋の最小高さ", desc: "部屋の最小の高さ（タイル数）。" },
      },
      {
          key: "roomMaxHeight",
          default: 10,
          min: 1,
          max: 62,
          en: { text: "Room Max Height", desc: "Largest room height in tiles (at most Cell Height − Wall Height)." },
          ja: { text: "部屋の最大高さ", desc: "部屋の最大の高さ（セル高さ−壁の高さまで）。" },
      },
      {
          key: "roomJitter",
          default: 2,
          min: 0,
          max: 32,
          en: { text: "Room Jitter", desc: "How far a room's centre may stray from its cell's centre, in tiles." },
          ja: { text: "部屋のずれ", desc: "部屋の中心がセルの中心からずれる最大距離（タイル数）。" },
      },
      {
          key: "extraConnections",
          default: 0,
          min: 0,
          max: 999,
          en: {
              text: "Extra Connections",
              desc: "Corridors added between neighbouring cells that the depth-first walk left unlinked, each one making a loop (Essentials v21's extra connections). 0 keeps Essentials' tree: one way between any two cells. At most what the grid of cells allows.",
          },
          ja: {
              text: "追加の接続",
              desc: "深さ優先の探索でつながらなかった隣り合うセルの間に加える通路の数。一本ごとにループができます（Essentials v21の追加の接続）。0ならEssentialsと同じ木構造（どの二つのセルの間も道は一つ）。セルの格子が許す数まで。",
          },
      },
      {
          key: "corridorWidth",
          default: 3,
          min: 1,
          max: 9,
          en: { text: "Corridor Width", desc: "Corridor thickness in tiles." },
          ja: { text: "通路の幅", desc: "通路の太さ（タイル数）。" },
      },
      WALL_HEIGHT_OPTION,
      {
          key: "cellWidth",
          default: 13,
          min: 7,
          max: 64,
          en: { text: "Cell Width", desc: "Width of one cell of the dungeon grid, in tiles." },
          ja: { text: "セルの幅", desc: "ダンジョンの格子の一セルの幅（タイル数）。" },
      },
      {
          key: "cellHeight",
          default: 13,
          min: 7,
          max: 64,
          en: { text: "Cell Height", desc: "Height of one cell of the dungeon grid, in tiles." },
          ja: { text: "セルの高さ", desc: "ダンジョンの格子の一セルの高さ（タイル数）。" },
      },
      {
          key: "borderX",
          default: 8,
          min: 0,
          max: 64,
          en: { text: "Border Width", desc: "Empty columns kept on the left and right of the map (half a screen keeps the map edge out of sight)." },
          ja: { text: "左右の余白", desc: "マップの左右に残す空白の列数（画面の半分あればマップの端が見えません）。" },
      },
      {
          key: "borderY",
          default: 6,
          min: 0,
          max: 64,
          en: { text: "Border Height", desc: "Empty rows kept on the top and bottom of the map." },
          ja: { text: "上下の余白", desc: "マップの上下に残す空白の行数。" },
      },
  ];
  const CELLS_DEFAULTS = defaultsOf(CELLS_OPTIONS);
  const CELLS_RANGES = rangesOf(CELLS_OPTIONS);
  const CELLS_TEXTS = {
      choice: { en: "cells: rooms and corridors on a grid of cells (Pokémon Essentials style)", ja: "cells：セルの格子上の部屋と通路（ポケモンEssentials風）" },
      heading: {
          en: { text: "Cells", desc: "Options of the cells layout (the default): rooms and corridors on a grid of cells, after Pokémon Essentials." },
          ja: { text: "セル", desc: "セル配置（既定）の設定：ポケモンEssentials風の、セルの格子上の部屋と通路。" },
      },
  };

  /** The smallest interior (map minus borders) that still holds a room and an arrival tile. */
  const MIN_INTERIOR_WIDTH = 4;
  const MIN_INTERIOR_HEIGHT = 3;
  /** Open sides of a cell, one bit each. */
  const Side = { North: 1, East: 2, South: 4, West: 8 };
  /**
   * Clamps, in place, the sizes that cannot fit a cell with its wall rows; returns one message per
   * change. After this every room and junction fits rows wallHeight … cellHeight − 2 and columns
   * 1 … cellWidth − 2 of its cell (see the header: invariant 6).
   */
  function fitCellsOptions(options) {
      const problems = [];
      const fit = (key, limit, why) => {
          if (options[key] > limit) {
              problems.push(`${key} ${options[key]} is too large (${why}); using ${limit}`);
              options[key] = limit;
          }
      };
      const freeRows = options.cellHeight - options.wallHeight - 1;
      const freeColumns = options.cellWidth - 2;
      const rowsWhy = `a cell of height ${options.cellHeight} keeps its top ${options.wallHeight} rows for the wall and its bottom row free`;
      const columnsWhy = `a cell of width ${options.cellWidth} keeps one column free on each side`;
      fit("roomMaxWidth", freeColumns, columnsWhy);
      fit("roomMaxHeight", freeRows, rowsWhy);
      fit("corridorWidth", freeColumns, columnsWhy);
      fit("corridorWidth", freeRows, rowsWhy);
      fit("roomMinWidth", options.roomMaxWidth, "it must not exceed roomMaxWidth");
      fit("roomMinHeight", options.roomMaxHeight, "it must not exceed roomMaxHeight");
      return problems;
  }
  /**
   * Why a map cannot hold a cell dungeon (sizes that are not whole numbers up to MAX_MAP_SIDE, or too
   * small for the borders), or null when it can. Takes any width and height; never throws.
   */
  function checkMapSize(width, height, options) {
      const badSize = checkGridSize(width, height);
      if (badSize)
          return badSize;
      return tooSmall(width, height, "a dungeon", { width: 2 * options.borderX + MIN_INTERIOR_WIDTH, height: 2 * options.borderY + MIN_INTERIOR_HEIGHT });
  }
  /**
   * How many cells fit across and down. An interior with less than one full cell on either axis
   * (Essentials: width ≤ 41 or height ≤ 37) is a single cell: one room filling the interior.
   */
  function countCells(width, height, options) {
      const cellColumns = Math.floor((width - 2 * options.borderX) / options.cellWidth);
      const cellRows = Math.floor((height - 2 * options.borderY) / options.cellHeight);
      if (cellColumns < 1 || cellRows < 1)
          return { cellColumns: 1, cellRows: 1 };
      return { cellColumns, cellRows };
  }
  /**
   * Carves rooms and corridors into `grid` (all void, size already checked by `checkMapSize`,
   * options already fitted by `fitCellsOptions`); walls come afterwards. `onPhase` sees the layout
   * after each phase.
   */
  function carveCells(grid, options, random, onPhase) {
      const { cellColumns, cellRows } = countCells(grid.width, grid.height, options);
      const layout = {
          // The grid is centred: the columns and rows that do not make a whole cell are shared between
          // both sides, so an 80-wide map is not a dungeon with a dark strip down its east side.
          originX: options.borderX + Math.max(0, Math.floor((grid.width - 2 * options.borderX - cellColumns * options.cellWidth) / 2)),
          originY: options.borderY + Math.max(0, Math.floor((grid.height - 2 * options.borderY - cellRows * options.cellHeight) / 2)),
          cellColumns,
          cellRows,
          links: new Uint8Array(cellColumns * cellRows),
          rooms: [],
      };
      onPhase === null || onPhase === void 0 ? void 0 : onPhase("cells", layout);
      if (cellColumns * cellRows > 1) {
          linkCells(layout, random);
          onPhase === null || onPhase === void 0 ? void 0 : onPhase("links", layout);
          carveCorridors(grid, options, layout);
          onPhase === null || onPhase === void 0 ? void 0 : onPhase("corridors", layout);
          carveRooms$1(grid, options, layout, random);
          addExtraConnections(grid, options, layout, random);
      }
      // One cell, or no room from the dice: the interior becomes one room and corridors go.
      if (layout.rooms.length === 0)
          carveInteriorRoom(grid, options, layout);
      onPhase === null || onPhase === void 0 ? void 0 : onPhase("rooms", layout);
      return layout;
  }
  function carveInteriorRoom(grid, options, layout) {
      const room = {
          x: options.borderX,
          y: options.borderY,
          width: grid.width - 2 * options.borderX,
          height: grid.height - 2 * options.borderY,
      };
      replaceKind(grid, TileKind.Corridor, TileKind.Void);
      fillRect(grid, room, TileKind.Room);
      layout.rooms = [room];
  }
  const NEIGHBOURS = [
      { side: Side.North, opposite: Side.South, dx: 0, dy: -1 },
      { side: Side.East, opposite: Side.West, dx: 1, dy: 0 },
      { side: Side.South, opposite: Side.North, dx: 0, dy: 1 },
      { side: Side.West, opposite: Side.East, dx: -1, dy: 0 },
  ];
  /**
   * Recursive backtracker with an explicit stack: from a random cell, step to a random unvisited
   * neighbour and link the two; when none is left, back up. The links form a spanning tree.
   */
  function linkCells(layout, random) {
      const { cellColumns, cellRows, links } = layout;
      const cellCount = cellColumns * cellRows;
      const visited = new Uint8Array(cellCount);
      const stack = new Int32Array(cellCount);
      const choices = new Int32Array(4);
      let depth = 0;
      const start = random.int(0, cellCount - 1);
      visited[start] = 1;
      stack[depth++] = start;
      while (depth > 0) {
          const cell = stack[depth - 1];
          const column = cell % cellColumns;
          const row = (cell - column) / cellColumns;
          let choiceCount = 0;
          for (let d = 0; d < 4; d++) {
              const c = column + NEIGHBOURS[d].dx;
              const r = row + NEIGHBOURS[d].dy;
              if (c >= 0 && c < cellColumns && r >= 0 && r < cellRows && !visited[r * cellColumns + c])
                  choices[choiceCount++] = d;
          }
          if (choiceCount === 0) {
              depth--;
              continue;
          }
          const step = NEIGHBOURS[choices[random.int(0, choiceCount - 1)]];
          const next = (row + step.dy) * cellColumns + column + step.dx;
          links[cell] |= step.side;
          links[next] |= step.opposite;
          visited[next] = 1;
          stack[depth++] = next;
      }
  }
  /**
   * Links up to extraConnections pairs of neighbouring cells that are not linked yet, drawn without
   * repeats from all such pairs (a spanning tree leaves (columns − 1) × rows + columns × (rows − 1) −
   * (cells − 1) of them), and carves their arms. Each new link closes a loop. Draws nothing when the
   * option is 0, so the default map is Essentials' tree, seed for seed.
   */
  function addExtraConnections(grid, options, layout, random) {
      if (options.extraConnections <= 0)
          return;
      const candidates = unlinkedNeighbourPairs(layout);
      const count = Math.min(options.extraConnections, candidates.length);
      if (count === 0)
          return;
      const extra = new Uint8Array(layout.links.length);
      for (let i = 0; i < count; i++) {
          // Partial Fisher–Yates: the first `count` entries become a uniform draw without repeats.
          const pick = random.int(i, candidates.length - 1);
          const pair = candidates[pick];
          candidates[pick] = candidates[i];
          candidates[i] = pair;
          const cell = pair >> 1;
          const step = pair & 1 ? NEIGHBOURS[2] : NEIGHBOURS[1];
          const next = cell + (step.dy === 1 ? layout.cellColumns : 1);
          extra[cell] |= step.side;
          extra[next] |= step.opposite;
      }
      for (let cell = 0; cell < extra.length; cell++)
          layout.links[cell] |= extra[cell];
      carveArms(grid, options, layout, extra, TileKind.Void);
  }
  /** Every pair of neighbouring cells without a link, as cell * 2 (+ 1 for the cell below, + 0 for the one east). */
  function unlinkedNeighbourPairs(layout) {
      const { cellColumns, cellRows, links } = layout;
      const pairs = new Int32Array(2 * cellColumns * cellRows);
      let count = 0;
      for (let row = 0; row < cellRows; row++) {
          for (let column = 0; column < cellColumns; column++) {
              const cell = row * cellColumns + column;
              if (column + 1 < cellColumns && !(links[cell] & Side.East))
                  pairs[count++] = cell * 2;
              if (row + 1 < cellRows && !(links[cell] & Side.South))
                  pairs[count++] = cell * 2 + 1;
          }
      }
      return pairs.subarray(0, count);
  }
  /**
   * The junction square: centred in the cell as in Essentials, moved down when a wide corridor would
   * reach into the top wallHeight rows (it always fits above the bottom row once options are fitted).
   * Across, a fitted corridor always leaves a free column on each side, so no clamp is needed there.
   */
  function junctionOf(options) {
      const { cellWidth, cellHeight, corridorWidth, wallHeight } = options;
      const centredY = Math.floor(cellHeight / 2) - Math.floor(corridorWidth / 2);
      return {
          x: Math.floor(cellWidth / 2) - Math.floor(corridorWidth / 2),
          y: clamp(centredY, wallHeight, cellHeight - 1 - corridorWidth),
      };
  }
  /** Junctions, then one arm per open side: the corridor network. */
  function carveCorridors(grid, options, layout) {
      carveJunctions(grid, options, layout);
      carveArms(grid, options, layout);
  }
  /** Every cell gets its junction square, linked or not (a dead end ends at its junction, as in v20). */
  function carveJunctions(grid, options, layout) {
      const { cellWidth, cellHeight, corridorWidth } = options;
      const junction = junctionOf(options);
      for (let row = 0; row < layout.cellRows; row++) {
          for (let column = 0; column < layout.cellColumns; column++) {
              const x = layout.originX + column * cellWidth + junction.x;
              const y = layout.originY + row * cellHeight + junction.y;
              fillBox(grid, x, y, corridorWidth, corridorWidth, TileKind.Corridor);
          }
      }
  }
  /**
   * One arm per open side of `links` (the layout's own by default), from the junction to the cell
   * edge, where it meets the linked cell's arm. East/west arms keep the junction's rows;
   * north/south arms its columns. With `onlyOver` Void, arms fill void only: extra connections
   * carved after the rooms leave the rooms' floor as it is.
   */
  function carveArms(grid, options, layout, links = layout.links, onlyOver) {
      const { cellWidth, cellHeight, corridorWidth } = options;
      const { x: jx, y: jy } = junctionOf(options);
      const junctionBottom = jy + corridorWidth;
      const junctionRight = jx + corridorWidth;
      for (let row = 0; row < layout.cellRows; row++) {
          for (let column = 0; column < layout.cellColumns; column++) {
              const open = links[row * layout.cellColumns + column];
              if (open === 0)
                  continue;
              const left = layout.originX + column * cellWidth;
              const top = layout.originY + row * cellHeight;
              // Numbers, not a closure and a rectangle object per arm: this runs for every cell.
              if (open & Side.North)
                  fillBox(grid, left + jx, top, corridorWidth, junctionBottom, TileKind.Corridor, onlyOver);
              if (open & Side.South)
                  fillBox(grid, left + jx, top + jy, corridorWidth, cellHeight - jy, TileKind.Corridor, onlyOver);
              if (open & Side.West)
                  fillBox(grid, left, top + jy, junctionRight, corridorWidth, TileKind.Corridor, onlyOver);
              if (open & Side.East)
                  fillBox(grid, left + jx, top + jy, cellWidth - jx, corridorWidth, TileKind.Corridor, onlyOver);
          }
      }
  }
  /**
   * Each cell, by roomChance: a random room near the cell centre. It stays inside rows
   * wallHeight … cellHeight − 2 and columns 1 … cellWidth − 2 of its cell (Essentials keeps the same
   * free rows: the wall face above, the ceiling row below), and overlaps the junction.
   */
  function carveRooms$1(grid, options, layout, random) {
      const { cellWidth, cellHeight, corridorWidth, wallHeight, roomJitter } = options;
      const junction = junctionOf(options);
      for (let row = 0; row < layout.cellRows; row++) {
          for (let column = 0; column < layout.cellColumns; column++) {
              if (!random.percent(options.roomChance))
                  continue;
              const width = random.int(options.roomMinWidth, options.roomMaxWidth);
              const height = random.int(options.roomMinHeight, options.roomMaxHeight);
              const centreX = Math.floor(cellWidth / 2) + random.int(-roomJitter, roomJitter);
              const centreY = Math.floor(cellHeight / 2) + random.int(-roomJitter, roomJitter);
              let x = clamp(centreX - Math.floor(width / 2), 1, cellWidth - 1 - width);
              let y = clamp(centreY - Math.floor(height / 2), wallHeight, cellHeight - 1 - height);
              // Over the junction, so the room is always reached by the corridors. This never undoes the
              // clamp above: the junction itself lies inside the same free rows and columns.
              x = clamp(x, junction.x - width + 1, junction.x + corridorWidth - 1);
              y = clamp(y, junction.y - height + 1, junction.y + corridorWidth - 1);
              const room = {
                  x: layout.originX + column * cellWidth + x,
                  y: layout.originY + row * cellHeight + y,
                  width,
                  height,
              };
              fillRect(grid, room, TileKind.Room);
              layout.rooms.push(room);
          }
      }
  }
  function clamp(value, min, max) {
      return value < min ? min : value > max ? max : value;
  }
  /**
   * The cells algorithm behind the layout contract: each room is an area (claimed first, so the
   * corridor under it is the room's), each stretch of corridor between rooms another; the overlay
   * draws the cells and their links.
   */
  const cells = {
      name: "cells",
      summary: "Pokémon Essentials' cell dungeon: a grid of cells linked depth-first, corridors and rooms",
      texts: CELLS_TEXTS,
      options: CELLS_OPTIONS,
      parameterPrefix: "",
      reads: "nothing",
      defaults: CELLS_DEFAULTS,
      ranges: CELLS_RANGES,
      steps: ["cells", "links", "corridors", "rooms"],
      fitOptions: fitCellsOptions,
      checkSize: checkMapSize,
      carve(grid, options, random, _input, onStep) {
          const report = onStep && ((phase, partial) => onStep(phase, cellsToLayout(grid, options, partial, phase === "rooms")));
          const cellLayout = carveCells(grid, options, random, report && ((phase, partial) => phase !== "rooms" && report(phase, partial)));
          const layout = cellsToLayout(grid, options, cellLayout, true);
          onStep === null || onStep === void 0 ? void 0 : onStep("rooms", layout);
          return layout;
      },
  };
  /** The shared Layout of a cell layout; areas and openings only once carving is finished. */
  function cellsToLayout(grid, options, cellLayout, finished) {
      const areaOf = new Uint16Array(grid.kinds.length);
      const areas = [];
      let openings = [];
      if (finished) {
          cellLayout.rooms.forEach((room, id) => {
              const size = claimRect(grid, areaOf, room, id);
              areas.push({ id, kind: "room", bounds: { ...room }, size });
          });
          openings = labelFloorAndFindOpenings(grid, areaOf, areas, kindOfTile);
      }
      return { algorithm: "cells", areas, areaOf, openings, overlay: cellOverlay(options, cellLayout) };
  }
  /** Cell outlines as boxes, links as lines between cell centres. */
  function cellOverlay(options, cellLayout) {
      const { cellWidth, cellHeight } = options;
      const { originX, originY, cellColumns, cellRows, links } = cellLayout;
      const boxes = [];
      const lines = [];
      const centreX = (column) => originX + column * cellWidth + Math.floor(cellWidth / 2);
      const centreY = (row) => originY + row * cellHeight + Math.floor(cellHeight / 2);
      for (let row = 0; row < cellRows; row++) {
          for (let column = 0; column < cellColumns; column++) {
              boxes.push({ x: originX + column * cellWidth, y: originY + row * cellHeight, width: cellWidth, height: cellHeight });
              const open = links[row * cellColumns + column];
              if (open & Side.East && column + 1 < cellColumns)
                  lines.push(centreX(column), centreY(row), centreX(column + 1), centreY(row));
              if (open & Side.South && row + 1 < cellRows)
                  lines.push(centreX(column), centreY(row), centreX(column), centreY(row + 1));
          }
      }
      return { boxes, lines, marks: [] };
  }

  /** What the game maker painted on the dungeon map itself, per tile (StructureMark values). */
  var StructureMark;
  (function (StructureMark) {
      StructureMark[StructureMark["None"] = 0] = "None";
      /** Painted floor that stays floor (rooms, story spots, "no walls here" zones). */
      StructureMark[StructureMark["Floor"] = 1] = "Floor";
      /** A painted structural wall that stays solid. */
      StructureMark[StructureMark["Wall"] = 2] = "Wall";
  })(StructureMark || (StructureMark = {}));

  /**
   * Clearance: every floor tile keeps foreign floor out of a box 1 tile sideways and wallHeight + 1
   * tiles up and down (invariant 6 between areas). The reserve map holds the boxes of all floor dug
   * so far, so most checks are one read per tile; only a doorway's stub scans its box.
   */
  /** Reserve-map value for a tile in the clearance of more than one area. */
  const SEVERAL = 0xffff;
  /**
   * The cheap test every feature needs before anything is drawn: the stub clear of all but the
   * source behind the mark, and the first tile past it (where every shape but a very short
   * vertical corridor continues) free of other floor's clearance.
   */
  function doorwayClear(d, mark, dir, source) {
      const { width } = d;
      const stub = d.stub[dir];
      const step = DX[dir] + DY[dir] * width;
      const markX = mark % width;
      const markY = (mark / width) | 0;
      for (let k = 0; k < stub; k++) {
          if (!inRegion(d.region, markX + DX[dir] * k, markY + DY[dir] * k))
              return false;
          if (!stubTileClear(d, mark + step * k, mark, dir, source))
              return false;
      }
      const anchorX = markX + DX[dir] * stub;
      const anchorY = markY + DY[dir] * stub;
      return inRegion(d.region, anchorX, anchorY) && d.reserve[anchorY * width + anchorX] === 0;
  }
  /**
   * doorwayClear for a mark that passed it when it was made: since then only other areas can have
   * come near, and they show in the reserve map — so one read per stub tile suffices.
   */
  function doorwayStillClear(d, mark, dir, source) {
      const { reserve } = d;
      const step = DX[dir] + DY[dir] * d.width;
      const stub = d.stub[dir];
      const label = source + 1;
      for (let k = 0; k < stub; k++) {
          const owner = reserve[mark + step * k];
          if (owner !== 0 && owner !== label)
              return false;
      }
      return reserve[mark + step * stub] === 0;
  }
  /** No floor in the tile's clearance box but the source's, behind the mark line. */
  function stubTileClear(d, t, mark, dir, source) {
      const { width, height, areaOf, reach } = d;
      const x = t % width;
      const y = (t / width) | 0;
      const markX = mark % width;
      const markY = (mark / width) | 0;
      for (let by = Math.max(0, y - reach); by <= Math.min(height - 1, y + reach); by++) {
          for (let bx = Math.max(0, x - 1); bx <= Math.min(width - 1, x + 1); bx++) {
              const owner = areaOf[by * width + bx];
              if (owner === 0)
                  continue;
              const behind = (bx - markX) * DX[dir] + (by - markY) * DY[dir] < 0;
              if (owner !== source + 1 || !behind)
                  return false;
          }
      }
      return true;
  }
  /** Free space read from the reserve map past a mark's stub: ahead of the anchor, and beside it. */
  function probe(d, mark, dir) {
      const stub = d.stub[dir];
      const x = (mark % d.width) + DX[dir] * stub;
      const y = ((mark / d.width) | 0) + DY[dir] * stub;
      return {
          anchorX: x,
          anchorY: y,
          ahead: freeRun(d, x, y, dir, d.probeAhead),
          leftRun: freeRun(d, x + DX[(dir + 3) & 3], y + DY[(dir + 3) & 3], (dir + 3) & 3, d.probeSide),
          rightRun: freeRun(d, x + DX[(dir + 1) & 3], y + DY[(dir + 1) & 3], (dir + 1) & 3, d.probeSide),
      };
  }
  /** Tiles from (x, y) along dir, at most `limit`, inside the region and outside every clearance box. */
  function freeRun(d, x, y, dir, limit) {
      const { left, top, right, bottom } = d.region;
      let run = 0;
      while (run < limit && x >= left && x <= right && y >= top && y <= bottom && d.reserve[y * d.width + x] === 0) {
          run++;
          x += DX[dir];
          y += DY[dir];
      }
      return run;
  }
  function reserveFor(d, t, label) {
      const owner = d.reserve[t];
      d.reserve[t] = owner === 0 || owner === label ? label : SEVERAL;
  }
  /** The stub and the first body tile of a doorway from (x, y) along dir lie inside the region. */
  function doorwayInRegion(d, x, y, dir) {
      const reach = d.stub[dir];
      return inRegion(d.region, x, y) && inRegion(d.region, x + DX[dir] * reach, y + DY[dir] * reach);
  }
  /** A vault's drawn walls must be on the map and not on floor (they stay void; the wall rule draws the faces). */
  function wallsFit(d) {
      for (let i = 0; i < d.canvas.candidateWallCount; i++) {
          const t = d.canvas.candidateWalls[i];
          if (t < 0 || d.areaOf[t] !== 0)
              return false;
      }
      return true;
  }

  const CORRIDOR$2 = 0;
  const ROOM$6 = 1;
  const CIRCLE = 2;
  const ELLIPSE = 3;
  const POLYGON = 4;
  const TUNNEL = 5;
  const CAVE = 6;
  const VAULT = 7;
  const TYPE_COUNT = 8;
  const TYPE_NAMES = ["corridor", "room", "circle", "ellipse", "polygon", "tunnel", "cave", "vault"];
  /** Types that can be the first area: they need no mark to grow from. */
  const START_TYPES = [ROOM$6, CIRCLE, ELLIPSE, POLYGON, CAVE];
  /** Free tiles a cave needs ahead of and beside its doorway. */
  const CAVE_ROOM = 3;
  /** Side of the local canvas shapes are drawn on before they are moved to a mark. */
  const CANVAS = 128;
  const CANVAS_CENTRE = CANVAS >> 1;

  /**
   * Finishing the dig: trim dead-end corridors, renumber the areas so none is empty, add loops
   * where areas are close on the map but far apart in the area graph (as Brogue's addLoops), and
   * roll doors and secret doors on the openings.
   */
  /** Loops join areas through passages of at most this many tiles sideways / beyond wallHeight + 1 vertically. */
  const LOOP_MAX_ACROSS = 3;
  const LOOP_MAX_EXTRA_DOWN = 2;
  /** Dead ends, then loops, then doors: the digging is over, the areas get their final shape. */
  function finalize(d) {
      if (d.options.removeDeadEnds)
          removeDeadEnds(d);
      dropEmptyAreas(d);
      if (d.options.loopMinDetour > 0)
          addLoops(d);
      rollDoors(d.openings, d.random, d.options);
  }
  /** Trims corridor and crossroads tiles with at most one floor neighbour, until none is left. */
  function removeDeadEnds(d) {
      const { width, height, kinds, areaOf } = d;
      const corridorArea = new Uint8Array(d.areaKind.length + 1);
      d.areaType.forEach((type, a) => (corridorArea[a + 1] = type === CORRIDOR$2 ? 1 : 0));
      const trimmable = (t) => corridorArea[areaOf[t]] === 1;
      const floorNeighbours = (t) => {
          const x = t % width;
          let n = 0;
          if (x > 0 && areaOf[t - 1] !== 0)
              n++;
          if (x < width - 1 && areaOf[t + 1] !== 0)
              n++;
          if (t >= width && areaOf[t - width] !== 0)
              n++;
          if (t + width < width * height && areaOf[t + width] !== 0)
              n++;
          return n;
      };
      const stack = [];
      // Dead ends can only be in corridor areas: look inside their boxes, not the whole map.
      for (let a = 0; a < d.areaType.length; a++) {
          if (d.areaType[a] !== CORRIDOR$2)
              continue;
          for (let y = d.top[a]; y <= d.bottom[a]; y++) {
              for (let t = y * width + d.left[a], end = y * width + d.right[a]; t <= end; t++) {
                  if (areaOf[t] === a + 1 && floorNeighbours(t) <= 1)
                      stack.push(t);
              }
          }
      }
      const trimmed = new Uint8Array(d.areaType.length);
      while (stack.length > 0) {
          const t = stack.pop();
          if (!trimmable(t) || floorNeighbours(t) > 1)
              continue;
          trimmed[areaOf[t] - 1] = 1;
          d.size[areaOf[t] - 1]--;
          areaOf[t] = 0;
          kinds[t] = TileKind.Void;
          d.floorCount--;
          const x = t % width;
          if (x > 0 && trimmable(t - 1))
              stack.push(t - 1);
          if (x < width - 1 && trimmable(t + 1))
              stack.push(t + 1);
          if (t >= width && trimmable(t - width))
              stack.push(t - width);
          if (t + width < width * height && trimmable(t + width))
              stack.push(t + width);
      }
      // A corridor trimmed away takes its doorway with it.
      d.openings = d.openings.filter((o) => areaOf[o.tile] === o.from + 1 && d.size[o.to] > 0);
      for (let a = 0; a < trimmed.length; a++)
          if (trimmed[a] && d.size[a] > 0)
              remeasure(d, a);
  }
  /** Shrinks an area's bounds to its tiles, looking only inside its old bounds. */
  function remeasure(d, a) {
      const { width, areaOf } = d;
      const label = a + 1;
      let left = width;
      let right = -1;
      let top = d.height;
      let bottom = -1;
      for (let y = d.top[a]; y <= d.bottom[a]; y++) {
          for (let x = d.left[a], t = y * width + x; x <= d.right[a]; x++, t++) {
              if (areaOf[t] !== label)
                  continue;
              if (x < left)
                  left = x;
              if (x > right)
                  right = x;
              if (y < top)
                  top = y;
              bottom = y;
          }
      }
      d.left[a] = left;
      d.right[a] = right;
      d.top[a] = top;
      d.bottom[a] = bottom;
  }
  /** Renumbers areas so none is empty (ids stay in digging order). */
  function dropEmptyAreas(d) {
      const count = d.areaKind.length;
      const newId = new Int32Array(count);
      let next = 0;
      for (let a = 0; a < count; a++)
          newId[a] = d.size[a] > 0 ? next++ : -1;
      if (next === count)
          return;
      // A trimmed area never has children (their doorways keep its tiles), so parents survive renumbering.
      for (let a = 0; a < count; a++)
          if (d.parent[a] >= 0)
              d.parent[a] = newId[d.parent[a]];
      const lists = [d.areaKind, d.areaType, d.left, d.top, d.right, d.bottom, d.size, d.parent, d.depth];
      for (const list of lists) {
          let write = 0;
          for (let a = 0; a < count; a++)
              if (newId[a] >= 0)
                  list[write++] = list[a];
          list.length = write;
      }
      const { areaOf } = d;
      for (let t = 0; t < areaOf.length; t++)
          if (areaOf[t] !== 0)
              areaOf[t] = newId[areaOf[t] - 1] + 1;
      for (const opening of d.openings) {
          opening.from = newId[opening.from];
          opening.to = newId[opening.to];
      }
      for (const pool of [d.marks, d.endMarks]) {
          for (let i = pool.count - 1; i >= 0; i--) {
              const source = newId[pool.source[i]];
              if (source < 0)
                  pool.remove(i);
              else
                  pool.source[i] = source;
          }
      }
  }
  /**
   * Extra connections, as Brogue's addLoops: every place where two areas are a short straight
   * passage apart, in a shuffled order; a passage is dug (as part of the first area) when it
   * keeps the clearance rules and the way round between the areas crosses at least loopMinDetour
   * openings — counted on the graph as it grows, so loops do not pile up in one spot.
   */
  function addLoops(d) {
      const { width, height, areaOf } = d;
      const reach = d.reach;
      const tiles = [];
      const downs = [];
      const lengths = [];
      for (let y = 0, t = 0; y < height; y++) {
          for (let x = 0; x < width; x++, t++) {
              const owner = areaOf[t];
              if (owner === 0)
                  continue;
              // East: 1..LOOP_MAX_ACROSS non-floor tiles, then another area's floor.
              for (let gap = 1; gap <= LOOP_MAX_ACROSS && x + gap + 1 < width; gap++) {
                  if (areaOf[t + gap] !== 0)
                      break;
                  const other = areaOf[t + gap + 1];
                  if (other === 0)
                      continue;
                  if (other !== owner)
                      tiles.push(t), downs.push(0), lengths.push(gap);
                  break;
              }
              // South: exactly the gap invariant 6 allows (wallHeight + 1) up to a little more.
              if (y + 1 < height && areaOf[t + width] === 0) {
                  for (let gap = 1; gap <= reach + LOOP_MAX_EXTRA_DOWN && y + gap + 1 < height; gap++) {
                      const other = areaOf[t + (gap + 1) * width];
                      if (other === 0)
                          continue;
                      if (other !== owner && gap >= reach)
                          tiles.push(t), downs.push(1), lengths.push(gap);
                      break;
                  }
              }
          }
      }
      const order = new Int32Array(tiles.length);
      for (let i = 0; i < order.length; i++)
          order[i] = i;
      for (let i = order.length - 1; i > 0; i--) {
          const j = d.random.int(0, i);
          const swap = order[i];
          order[i] = order[j];
          order[j] = swap;
      }
      const graph = new GrowingGraph(d.areaKind.length, d.openings);
      const minDetour = d.options.loopMinDetour;
      // Distances only shrink as passages are added, and a joined pair is 1 apart: once a pair has
      // been measured it is settled either way (numeric keys, one search per pair).
      const settled = new Set();
      for (let k = 0; k < order.length; k++) {
          const i = order[k];
          const start = tiles[i];
          const step = downs[i] ? width : 1;
          const gap = lengths[i];
          const from = areaOf[start] - 1;
          const to = areaOf[start + (gap + 1) * step] - 1;
          if (from < 0 || to < 0 || from === to)
              continue;
          // A vault stays as drawn: no passage through its walls.
          if (d.areaType[from] === VAULT || d.areaType[to] === VAULT)
              continue;
          const pair = from < to ? from * 0x10000 + to : to * 0x10000 + from;
          if (minDetour > 1 && settled.has(pair))
              continue;
          if (!passageFits(d, start, step, gap, from, to))
              continue;
          if (minDetour > 1) {
              settled.add(pair);
              // Loops only shorten ways, so a pair already near in the digging tree is near for good;
              // only pairs far apart in the tree need the search over the graph with its loops.
              if (treeDistance(d, from, to, minDetour) < minDetour)
                  continue;
              if (graph.distance(from, to, minDetour) < minDetour)
                  continue;
          }
          for (let s = 1; s <= gap; s++) {
              const t = start + s * step;
              d.kinds[t] = TileKind.Corridor;
              areaOf[t] = from + 1;
              d.size[from]++;
              d.floorCount++;
              const x = t % width;
              const y = (t / width) | 0;
              d.left[from] = Math.min(d.left[from], x);
              d.right[from] = Math.max(d.right[from], x);
              d.top[from] = Math.min(d.top[from], y);
              d.bottom[from] = Math.max(d.bottom[from], y);
          }
          d.openings.push({ tile: start + gap * step, from, to, kind: "open" });
          graph.link(from, to);
      }
  }
  /** Doorways between two areas along the digging tree, or `limit` once the walk gets that long. */
  function treeDistance(d, a, b, limit) {
      const { parent, depth } = d;
      let steps = 0;
      while (a !== b && steps < limit) {
          if (depth[a] >= depth[b])
              a = parent[a];
          else
              b = parent[b];
          steps++;
      }
      return steps;
  }
  /** Clearance for a loop passage: only `from` behind its start and `to` beyond its end may be near. */
  function passageFits(d, start, step, gap, from, to) {
      const { width, height, areaOf, reach } = d;
      const sx = start % width;
      const sy = (start / width) | 0;
      const down = step === width;
      for (let s = 1; s <= gap; s++) {
          const x = sx + (down ? 0 : s);
          const y = sy + (down ? s : 0);
          if (areaOf[y * width + x] !== 0)
              return false;
          for (let by = Math.max(0, y - reach); by <= Math.min(height - 1, y + reach); by++) {
              for (let bx = Math.max(0, x - 1); bx <= Math.min(width - 1, x + 1); bx++) {
                  const owner = areaOf[by * width + bx];
                  if (owner === 0)
                      continue;
                  const depth = down ? by - sy : bx - sx;
                  if (owner === from + 1 && depth <= 0)
                      continue;
                  if (owner === to + 1 && depth >= gap + 1)
                      continue;
                  return false;
              }
          }
      }
      return true;
  }
  /** The area graph while loops are added: adjacency as linked lists, bounded breadth-first distance. */
  class GrowingGraph {
      constructor(areaCount, openings) {
          this.next = [];
          this.target = [];
          this.search = 0;
          this.head = new Int32Array(areaCount).fill(-1);
          this.seen = new Int32Array(areaCount);
          this.depth = new Int32Array(areaCount);
          this.queue = new Int32Array(areaCount);
          for (const { from, to } of openings)
              this.link(from, to);
      }
      link(a, b) {
          this.target.push(b);
          this.next.push(this.head[a]);
          this.head[a] = this.target.length - 1;
          this.target.push(a);
          this.next.push(this.head[b]);
          this.head[b] = this.target.length - 1;
      }
      /** Openings crossed from a to b, or `limit` when b is not reached within limit − 1 of them. */
      distance(a, b, limit) {
          const mark = ++this.search;
          let head = 0;
          let tail = 0;
          this.queue[tail++] = a;
          this.seen[a] = mark;
          this.depth[a] = 0;
          while (head < tail) {
              const area = this.queue[head++];
              const d = this.depth[area];
              if (d + 1 >= limit)
                  break;
              for (let e = this.head[area]; e >= 0; e = this.next[e]) {
                  const other = this.target[e];
                  if (this.seen[other] === mark)
                      continue;
                  if (other === b)
                      return d + 1;
                  this.seen[other] = mark;
                  this.depth[other] = d + 1;
                  this.queue[tail++] = other;
              }
          }
          return limit;
      }
  }

  const CANVAS_STEPS = [-1, 1, -CANVAS, CANVAS];
  class Canvas {
      constructor() {
          /** Per canvas tile: the generation that last drew it (the shape is the current generation). */
          this.stamp = new Int32Array(CANVAS * CANVAS);
          this.generation = 0;
          /** The shape's tiles, in drawing order. */
          this.shape = new Int32Array(CANVAS * CANVAS);
          this.shapeCount = 0;
          /** A vault's drawn walls (canvas tiles, then map tiles once placed): kept void, reserved. */
          this.candidateWalls = new Int32Array(CANVAS * CANVAS);
          this.candidateWallCount = 0;
          /** The shape tile that goes right after the stub, or −1 for "one of those farthest back". */
          this.anchorTile = -1;
          /** The prefab a vault shape was drawn from, else null. */
          this.prefab = null;
          /** Crossroads arm ends (canvas tile, direction), marked as corridor ends when dug. */
          this.armEnds = [];
          /** Per canvas column scratch for gap filling and polygon rows. */
          this.lineStart = new Int32Array(CANVAS);
          this.lineEnd = new Int32Array(CANVAS);
          /** Breadth-first queue of keepPieceAt. */
          this.queue = new Int32Array(CANVAS * CANVAS);
      }
      /** Starts a new, empty shape. */
      begin() {
          this.prefab = null;
          this.anchorTile = -1;
          this.generation++;
          this.shapeCount = 0;
          this.candidateWallCount = 0;
      }
      /** Adds (x, y) to the shape; a tile on the canvas's outer ring or already drawn is skipped. */
      add(x, y) {
          if (x < 1 || y < 1 || x >= CANVAS - 1 || y >= CANVAS - 1)
              return;
          const t = y * CANVAS + x;
          if (this.stamp[t] === this.generation)
              return;
          this.stamp[t] = this.generation;
          this.shape[this.shapeCount++] = t;
      }
      has(x, y) {
          return x >= 0 && y >= 0 && x < CANVAS && y < CANVAS && this.stamp[y * CANVAS + x] === this.generation;
      }
      bounds() {
          let minX = CANVAS;
          let minY = CANVAS;
          let maxX = -1;
          let maxY = -1;
          for (let i = 0; i < this.shapeCount; i++) {
              const x = this.shape[i] % CANVAS;
              const y = (this.shape[i] / CANVAS) | 0;
              if (x < minX)
                  minX = x;
              if (x > maxX)
                  maxX = x;
              if (y < minY)
                  minY = y;
              if (y > maxY)
                  maxY = y;
          }
          return { minX, minY, maxX, maxY };
      }
      /** Fills every gap of at most wallHeight tiles between two shape tiles of one canvas column (invariant 6). */
      fillColumnGaps(wallHeight) {
          const { lineStart, lineEnd } = this;
          const { minX, maxX } = this.bounds();
          lineStart.fill(-1, minX, maxX + 1);
          lineEnd.fill(-1, minX, maxX + 1);
          const count = this.shapeCount;
          for (let i = 0; i < count; i++) {
              const x = this.shape[i] % CANVAS;
              const y = (this.shape[i] / CANVAS) | 0;
              if (lineStart[x] < 0 || y < lineStart[x])
                  lineStart[x] = y;
              if (y > lineEnd[x])
                  lineEnd[x] = y;
          }
          for (let x = minX; x <= maxX; x++) {
              if (lineStart[x] < 0)
                  continue;
              let last = lineStart[x];
              for (let y = lineStart[x] + 1; y <= lineEnd[x]; y++) {
                  if (!this.has(x, y))
                      continue;
                  if (y - last - 1 <= wallHeight)
                      for (let fill = last + 1; fill < y; fill++)
                          this.add(x, fill);
                  last = y;
              }
          }
      }
      /** Keeps only the 4-connected piece of the shape holding (x, y); the others are dropped. */
      keepPieceAt(x, y) {
          const start = y * CANVAS + x;
          if (this.stamp[start] !== this.generation) {
              this.shapeCount = 0;
              return;
          }
          const inShape = this.generation;
          const kept = ++this.generation;
          const { queue } = this;
          let head = 0;
          let tail = 0;
          queue[tail++] = start;
          this.stamp[start] = kept;
          while (head < tail) {
              const t = queue[head++];
              for (const step of CANVAS_STEPS) {
                  const n = t + step;
                  if (this.stamp[n] === inShape) {
                      this.stamp[n] = kept;
                      queue[tail++] = n;
                  }
              }
          }
          for (let i = 0; i < tail; i++)
              this.shape[i] = queue[i];
          this.shapeCount = tail;
      }
  }

  /** The digger's marks: where an area may grow a new feature, in flat typed arrays. */
  /** A growable pool of marks in parallel typed arrays; removal swaps the last mark in. */
  class MarkPool {
      constructor() {
          this.count = 0;
          this.tile = new Int32Array(256);
          this.dir = new Uint8Array(256);
          /** Feature type of the area the mark sits on (its "master" type). */
          this.type = new Uint8Array(256);
          /** Forced next type + 1, or 0. */
          this.force = new Uint8Array(256);
          /** 1 when the mark is the open end of a corridor. */
          this.corridorEnd = new Uint8Array(256);
          /** Area the mark sits on; only its tiles behind the mark may be near the new area. */
          this.source = new Int32Array(256);
          this.fails = new Uint8Array(256);
      }
      add(tile, dir, type, source, corridorEnd, force) {
          if (this.count === this.tile.length)
              this.grow();
          const i = this.count++;
          this.tile[i] = tile;
          this.dir[i] = dir;
          this.type[i] = type;
          this.force[i] = force;
          this.corridorEnd[i] = corridorEnd;
          this.source[i] = source;
          this.fails[i] = 0;
      }
      remove(i) {
          const last = --this.count;
          this.tile[i] = this.tile[last];
          this.dir[i] = this.dir[last];
          this.type[i] = this.type[last];
          this.force[i] = this.force[last];
          this.corridorEnd[i] = this.corridorEnd[last];
          this.source[i] = this.source[last];
          this.fails[i] = this.fails[last];
      }
      grow() {
          const size = this.tile.length * 2;
          const widen = (old, make) => {
              const next = make(size);
              next.set(old);
              return next;
          };
          this.tile = widen(this.tile, (n) => new Int32Array(n));
          this.dir = widen(this.dir, (n) => new Uint8Array(n));
          this.type = widen(this.type, (n) => new Uint8Array(n));
          this.force = widen(this.force, (n) => new Uint8Array(n));
          this.corridorEnd = widen(this.corridorEnd, (n) => new Uint8Array(n));
          this.source = widen(this.source, (n) => new Int32Array(n));
          this.fails = widen(this.fails, (n) => new Uint8Array(n));
      }
  }

  /** `count` random bits at a time (count ≤ 30), drawn 30 at a time: walks need many tiny choices. */
  class RandomBits {
      constructor(random) {
          this.random = random;
          this.buffer = 0;
          this.left = 0;
      }
      next(count) {
          if (this.left < count) {
              this.buffer = this.random.int(0, 0x3fffffff);
              this.left = 30;
          }
          const value = this.buffer & ((1 << count) - 1);
          this.buffer >>>= count;
          this.left -= count;
          return value;
      }
  }
  class Digging {
      constructor(grid, options, random, prefabs, onStep) {
          this.options = options;
          this.random = random;
          this.prefabs = prefabs;
          this.onStep = onStep;
          this.typeCount = new Int32Array(TYPE_COUNT);
          /** Marks on the sides of areas. */
          this.marks = new MarkPool();
          /**
           * Open corridor ends, drawn from before any other mark (rot.js's "priority walls"): a corridor's
           * end is tried while the space ahead is still free, so fewer corridors lead nowhere.
           */
          this.endMarks = new MarkPool();
          /** The areas, one entry per area in digging order: kind, feature type, bounds, size. */
          this.areaKind = [];
          this.areaType = [];
          this.left = [];
          this.top = [];
          this.right = [];
          this.bottom = [];
          this.size = [];
          /** The area each area was dug from (−1 for the first) and how many doorways from the first it is. */
          this.parent = [];
          this.depth = [];
          this.openings = [];
          this.floorCount = 0;
          /** The shape being drawn. */
          this.canvas = new Canvas();
          /** The candidate area in map tiles, stub first (written by placeShape, dug by commit). */
          this.candidate = new Int32Array(CANVAS * CANVAS + 8);
          this.candidateCount = 0;
          /** Outermost tiles per column and row of a new area (its box is at most the canvas plus a stub). */
          this.columnTop = new Int32Array(2 * CANVAS);
          this.columnBottom = new Int32Array(2 * CANVAS);
          this.rowLeft = new Int32Array(2 * CANVAS);
          this.rowRight = new Int32Array(2 * CANVAS);
          this.eligibleLines = new Int32Array(2 * CANVAS);
          this.width = grid.width;
          this.height = grid.height;
          this.kinds = grid.kinds;
          this.areaOf = new Uint16Array(grid.kinds.length);
          this.reserve = new Uint16Array(grid.kinds.length);
          this.region = regionOf(grid.width, grid.height, options);
          this.reach = options.wallHeight + 1;
          this.stub = [this.reach, 1, this.reach, 1];
          this.bits = new RandomBits(random);
          const o = options;
          this.chance = [o.corridorChance, o.roomChance, o.circleChance, o.ellipseChance, o.polygonChance, o.tunnelChance, o.caveChance, prefabs.length > 0 ? o.vaultChance : 0];
          this.seq = [o.corridorSeq, o.roomSeq, o.circleSeq, o.ellipseSeq, o.polygonSeq, o.tunnelSeq, o.caveSeq, o.vaultSeq];
          this.max = [o.corridorMax, o.roomMax, o.circleMax, o.ellipseMax, o.polygonMax, o.tunnelMax, o.caveMax, o.vaultMax];
          // No shape uses more free space than its largest size: the probe stops there.
          const deepest = Math.max(o.roomMaxWidth, o.roomMaxHeight, 2 * o.circleMaxRadius + 1, 2 * o.ellipseMaxRadius + 1, o.polygonMaxSize);
          this.probeAhead = Math.min(CANVAS >> 1, Math.max(deepest, o.corridorMaxLength + 1, o.tunnelMaxLength + 1, CAVE_ROOM));
          const widest = Math.max(o.roomMaxWidth, o.roomMaxHeight, o.circleMaxRadius, o.ellipseMaxRadius, (o.polygonMaxSize + 1) >> 1, CAVE_ROOM);
          this.probeSide = Math.min(CANVAS >> 2, widest);
      }
  }
  function tileX(d, tile) {
      return tile % d.width;
  }
  function tileY(d, tile) {
      return (tile / d.width) | 0;
  }
  /** The map tile under canvas tile `t` when the canvas is moved by (ox, oy), or −1 off the map. */
  function toMap(d, t, ox, oy) {
      const x = (t % CANVAS) + ox;
      const y = ((t / CANVAS) | 0) + oy;
      return x < 0 || y < 0 || x >= d.width || y >= d.height ? -1 : y * d.width + x;
  }

  /**
   * Marks: the spawning points on the sides of areas where the next feature may be dug. A pool in
   * flat typed arrays (swap-remove, no sorting), and the rules for where a new area gets its marks.
   */
  /** A mark per this many tiles of an area's side (at least one per side). */
  const TILES_PER_MARK = 6;
  /** Adds a mark whose doorway is clear now (a blocked one would stay blocked); true when added. */
  function offerMark(d, pool, tile, dir, type, source, corridorEnd, force) {
      if (!doorwayClear(d, tile, dir, source))
          return false;
      pool.add(tile, dir, type, source, corridorEnd, force);
      return true;
  }
  /**
   * Marks on every side of the new area but the one it was entered from, at random places along
   * the side (one per TILES_PER_MARK tiles): the outermost body tile of a random column or row,
   * and the tile beyond it. The stub is left out, so nothing grows beside the doorway.
   */
  function addSideMarks(d, type, id, dir, fromSide, corridorDir, stub, mark) {
      const { width, columnTop, columnBottom, rowLeft, rowRight } = d;
      const left = d.left[id];
      const top = d.top[id];
      const columns = d.right[id] - left + 1;
      const rows = d.bottom[id] - top + 1;
      const markX = mark % width;
      const markY = (mark / width) | 0;
      const bodyStart = type === CORRIDOR$2 || type === TUNNEL ? (dir < 0 ? 0 : d.stub[dir]) : stub;
      // The outermost body tile of every column and row, in one pass.
      columnTop.fill(-1, 0, columns);
      columnBottom.fill(-1, 0, columns);
      rowLeft.fill(-1, 0, rows);
      rowRight.fill(-1, 0, rows);
      for (let i = 0; i < d.candidateCount; i++) {
          const t = d.candidate[i];
          const x = t % width;
          const y = (t / width) | 0;
          if (dir >= 0 && (x - markX) * DX[dir] + (y - markY) * DY[dir] < bodyStart)
              continue;
          const column = x - left;
          const row = y - top;
          if (columnTop[column] < 0 || y < columnTop[column])
              columnTop[column] = y;
          if (y > columnBottom[column])
              columnBottom[column] = y;
          if (rowLeft[row] < 0 || x < rowLeft[row])
              rowLeft[row] = x;
          if (x > rowRight[row])
              rowRight[row] = x;
      }
      for (let side = 0; side < 4; side++) {
          if (side === fromSide)
              continue;
          const vertical = side === 0 || side === 2;
          const lines = vertical ? columns : rows;
          const lineStart = vertical ? columnTop : rowLeft;
          const lineEnd = vertical ? columnBottom : rowRight;
          const low = side === 0 || side === 3;
          // The stub's clearance box spans 1 column beside a north/south doorway, reach rows beside an east/west one.
          const eligible = outermostLines(d, lineStart, lineEnd, lines, low, vertical ? 1 : d.reach);
          if (eligible === 0)
              continue;
          const count = Math.min(eligible, 1 + Math.floor(lines / TILES_PER_MARK));
          // One draw per side; the marks are spread evenly over the eligible lines from there.
          const first = d.random.int(0, eligible - 1);
          for (let m = 0; m < count; m++) {
              const line = d.eligibleLines[(first + Math.floor((m * eligible) / count)) % eligible];
              const outer = side === 0 || side === 3 ? lineStart[line] - 1 : lineEnd[line] + 1;
              const x = vertical ? left + line : outer;
              const y = vertical ? outer : top + line;
              if (!inRegion(d.region, x, y))
                  continue;
              // The line sticks out furthest within the box, so only the reserve map can still say no.
              if (!doorwayStillClear(d, y * width + x, side, id) || !doorwayInRegion(d, x, y, side))
                  continue;
              if (side === corridorDir)
                  d.endMarks.add(y * width + x, side, type, id, 1, 0);
              else
                  d.marks.add(y * width + x, side, type, id, 0, 0);
          }
      }
      // Crossroads arm ends: open corridor ends too.
      if (type === CORRIDOR$2 && d.canvas.armEnds.length > 0) {
          const ox = markX - CANVAS_CENTRE;
          const oy = markY - CANVAS_CENTRE;
          for (let i = 0; i < d.canvas.armEnds.length; i += 2) {
              const t = toMap(d, d.canvas.armEnds[i], ox, oy);
              if (t >= 0 && inRegion(d.region, t % width, (t / width) | 0))
                  offerMark(d, d.endMarks, t, d.canvas.armEnds[i + 1], CORRIDOR$2, id, 1, 0);
          }
      }
  }
  /**
   * Fills eligibleLines with the lines whose outermost tile on this side sticks out at least as far
   * as those of the `span` lines on either side, and returns how many. Only there can a doorway
   * leave the area: beside a line that sticks out further, the stub would run alongside the area's
   * own floor.
   */
  function outermostLines(d, lineStart, lineEnd, lines, low, span) {
      const edge = (line) => (line < 0 || line >= lines || lineStart[line] < 0 ? Infinity : low ? lineStart[line] : -lineEnd[line]);
      let count = 0;
      for (let line = 0; line < lines; line++) {
          const here = edge(line);
          if (here === Infinity)
              continue;
          let outermost = true;
          for (let near = 1; near <= span && outermost; near++)
              outermost = here <= edge(line - near) && here <= edge(line + near);
          if (outermost)
              d.eligibleLines[count++] = line;
      }
      return count;
  }
  function findMark(d, tile, source) {
      for (let i = d.marks.count - 1; i >= 0; i--)
          if (d.marks.tile[i] === tile && d.marks.source[i] === source)
              return i;
      return -1;
  }

  /**
   * The digger layout's declaration: its options (key, default, range, Plugin Manager texts in
   * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
   * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
   */
  const DIGGER_OPTIONS = [
      WALL_HEIGHT_OPTION,
      borderOption(),
      {
          key: "targetFloorShare",
          default: 36,
          min: 1,
          max: 90,
          en: { text: "Floor Share (%)", desc: "Digging stops once this share of the map is floor." },
          ja: { text: "床の割合（%）", desc: "マップのこの割合が床になったら掘るのをやめます。" },
      },
      {
          key: "roomChance",
          default: 40,
          min: 0,
          max: 100,
          en: { text: "Room Chance", desc: "Weight of a rectangular room when the next feature is chosen (0 = never)." },
          ja: { text: "部屋の重み", desc: "次に掘るものを選ぶときの四角い部屋の重み（0＝なし）。" },
      },
      {
          key: "roomSeq",
          default: 15,
          min: 0,
          max: 100,
          en: { text: "Room Seq (%)", desc: "Chance that a room's doorway leads to another room." },
          ja: { text: "部屋の連続（%）", desc: "部屋の出入口から続けて部屋ができる確率。" },
      },
      {
          key: "roomMax",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Room Max", desc: "Most rectangular rooms (0 = no limit)." },
          ja: { text: "部屋の最大数", desc: "四角い部屋の最大数（0＝無制限）。" },
      },
      {
          key: "roomMinWidth",
          default: 4,
          min: 1,
          max: 40,
          en: { text: "Room Min Width", desc: "Smallest room width in tiles." },
          ja: { text: "部屋の最小幅", desc: "部屋の最小の幅（タイル数）。" },
      },
      {
          key: "roomMaxWidth",
          default: 11,
          min: 1,
          max: 40,
          en: { text: "Room Max Width", desc: "Largest room width in tiles." },
          ja: { text: "部屋の最大幅", desc: "部屋の最大の幅（タイル数）。" },
      },
      {
          key: "roomMinHeight",
          default: 3,
          min: 1,
          max: 40,
          en: { text: "Room Min Height", desc: "Smallest room height in tiles." },
          ja: { text: "部屋の最小高さ", desc: "部屋の最小の高さ（タイル数）。" },
      },
      {
          key: "roomMaxHeight",
          default: 7,
          min: 1,
          max: 40,
          en: { text: "Room Max Height", desc: "Largest room height in tiles." },
          ja: { text: "部屋の最大高さ", desc: "部屋の最大の高さ（タイル数）。" },
      },
      {
          key: "corridorChance",
          default: 35,
          min: 0,
          max: 100,
          en: { text: "Corridor Chance", desc: "Weight of a straight corridor (0 = never)." },
          ja: { text: "通路の重み", desc: "まっすぐな通路の重み（0＝なし）。" },
      },
      {
          key: "corridorSeq",
          default: 35,
          min: 0,
          max: 100,
          en: { text: "Corridor Seq (%)", desc: "Chance that a corridor's end leads to another corridor." },
          ja: { text: "通路の連続（%）", desc: "通路の先から続けて通路ができる確率。" },
      },
      {
          key: "corridorMax",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Corridor Max", desc: "Most corridors, crossroads included (0 = no limit)." },
          ja: { text: "通路の最大数", desc: "通路の最大数（十字路を含む、0＝無制限）。" },
      },
      {
          key: "corridorMinLength",
          default: 4,
          min: 1,
          max: 40,
          en: { text: "Corridor Min Length", desc: "Shortest corridor in tiles." },
          ja: { text: "通路の最短", desc: "通路の最短の長さ（タイル数）。" },
      },
      {
          key: "corridorMaxLength",
          default: 12,
          min: 1,
          max: 40,
          en: { text: "Corridor Max Length", desc: "Longest corridor in tiles." },
          ja: { text: "通路の最長", desc: "通路の最長の長さ（タイル数）。" },
      },
      {
          key: "corridorBranchChance",
          default: 25,
          min: 0,
          max: 100,
          en: { text: "Corridor Branch Chance (%)", desc: "Chance that a corridor gets side branches (a crossroads)." },
          ja: { text: "通路の分岐（%）", desc: "通路に横道ができて十字路になる確率。" },
      },
      {
          key: "circleChance",
          default: 8,
          min: 0,
          max: 100,
          en: { text: "Circle Chance", desc: "Weight of a circular room (0 = never)." },
          ja: { text: "円形の部屋の重み", desc: "円形の部屋の重み（0＝なし）。" },
      },
      {
          key: "circleSeq",
          default: 0,
          min: 0,
          max: 100,
          en: { text: "Circle Seq (%)", desc: "Chance that a circular room leads to another one." },
          ja: { text: "円形の連続（%）", desc: "円形の部屋から続けて円形の部屋ができる確率。" },
      },
      {
          key: "circleMax",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Circle Max", desc: "Most circular rooms (0 = no limit)." },
          ja: { text: "円形の最大数", desc: "円形の部屋の最大数（0＝無制限）。" },
      },
      {
          key: "circleMinRadius",
          default: 2,
          min: 1,
          max: 20,
          en: { text: "Circle Min Radius", desc: "Smallest circle radius in tiles." },
          ja: { text: "円の最小半径", desc: "円の最小の半径（タイル数）。" },
      },
      {
          key: "circleMaxRadius",
          default: 5,
          min: 1,
          max: 20,
          en: { text: "Circle Max Radius", desc: "Largest circle radius in tiles." },
          ja: { text: "円の最大半径", desc: "円の最大の半径（タイル数）。" },
      },
      {
          key: "ellipseChance",
          default: 8,
          min: 0,
          max: 100,
          en: { text: "Ellipse Chance", desc: "Weight of an elliptic room (0 = never)." },
          ja: { text: "楕円の部屋の重み", desc: "楕円形の部屋の重み（0＝なし）。" },
      },
      {
          key: "ellipseSeq",
          default: 0,
          min: 0,
          max: 100,
          en: { text: "Ellipse Seq (%)", desc: "Chance that an ellipse leads to another one." },
          ja: { text: "楕円の連続（%）", desc: "楕円の部屋から続けて楕円の部屋ができる確率。" },
      },
      {
          key: "ellipseMax",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Ellipse Max", desc: "Most elliptic rooms (0 = no limit)." },
          ja: { text: "楕円の最大数", desc: "楕円の部屋の最大数（0＝無制限）。" },
      },
      {
          key: "ellipseMinRadius",
          default: 2,
          min: 1,
          max: 20,
          en: { text: "Ellipse Min Radius", desc: "Smallest half-axis of an ellipse in tiles." },
          ja: { text: "楕円の最小半径", desc: "楕円の最小の半径（半軸、タイル数）。" },
      },
      {
          key: "ellipseMaxRadius",
          default: 7,
          min: 1,
          max: 20,
          en: { text: "Ellipse Max Radius", desc: "Largest half-axis of an ellipse in tiles." },
          ja: { text: "楕円の最大半径", desc: "楕円の最大の半径（半軸、タイル数）。" },
      },
      {
          key: "polygonChance",
          default: 8,
          min: 0,
          max: 100,
          en: { text: "Polygon Chance", desc: "Weight of a polygon room, shaped by joining random points (0 = never)." },
          ja: { text: "多角形の部屋の重み", desc: "ランダムな点を結んだ多角形の部屋の重み（0＝なし）。" },
      },
      {
          key: "polygonSeq",
          default: 0,
          min: 0,
          max: 100,
          en: { text: "Polygon Seq (%)", desc: "Chance that a polygon room leads to another one." },
          ja: { text: "多角形の連続（%）", desc: "多角形の部屋から続けて多角形の部屋ができる確率。" },
      },
      {
          key: "polygonMax",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Polygon Max", desc: "Most polygon rooms (0 = no limit)." },
          ja: { text: "多角形の最大数", desc: "多角形の部屋の最大数（0＝無制限）。" },
      },
      {
          key: "polygonMinSize",
          default: 6,
          min: 3,
          max: 40,
          en: { text: "Polygon Min Size", desc: "Smallest side of the box the polygon's points are drawn in." },
          ja: { text: "多角形の最小サイズ", desc: "多角形の点を置く枠の最小の辺（タイル数）。" },
      },
      {
          key: "polygonMaxSize",
          default: 14,
          min: 3,
          max: 40,
          en: { text: "Polygon Max Size", desc: "Largest side of that box." },
          ja: { text: "多角形の最大サイズ", desc: "その枠の最大の辺（タイル数）。" },
      },
      {
          key: "tunnelChance",
          default: 5,
          min: 0,
          max: 100,
          en: { text: "Tunnel Chance", desc: "Weight of a tunnel, a long winding natural passage (0 = never)." },
          ja: { text: "トンネルの重み", desc: "曲がりくねった自然の長い通路（トンネル）の重み（0＝なし）。" },
      },
      {
          key: "tunnelSeq",
          default: 15,
          min: 0,
          max: 100,
          en: { text: "Tunnel Seq (%)", desc: "Chance that a tunnel leads to another tunnel." },
          ja: { text: "トンネルの連続（%）", desc: "トンネルから続けてトンネルができる確率。" },
      },
      {
          key: "tunnelMax",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Tunnel Max", desc: "Most tunnels (0 = no limit)." },
          ja: { text: "トンネルの最大数", desc: "トンネルの最大数（0＝無制限）。" },
      },
      {
          key: "tunnelMinLength",
          default: 6,
          min: 1,
          max: 40,
          en: { text: "Tunnel Min Length", desc: "Shortest tunnel, in steps forward." },
          ja: { text: "トンネルの最短", desc: "トンネルの最短の長さ（前進の歩数）。" },
      },
      {
          key: "tunnelMaxLength",
          default: 16,
          min: 1,
          max: 40,
          en: { text: "Tunnel Max Length", desc: "Longest tunnel, in steps forward." },
          ja: { text: "トンネルの最長", desc: "トンネルの最長の長さ（前進の歩数）。" },
      },
      {
          key: "tunnelCaveChance",
          default: 40,
          min: 0,
          max: 100,
          en: { text: "Tunnel Cave Chance (%)", desc: "Chance that a tunnel ends in a cave (when caves are on)." },
          ja: { text: "トンネル先の洞窟（%）", desc: "トンネルの先が洞窟になる確率（洞窟が有効なとき）。" },
      },
      {
          key: "caveChance",
          default: 8,
          min: 0,
          max: 100,
          en: { text: "Cave Chance", desc: "Weight of a cave, a blob dug by a random walk (0 = never)." },
          ja: { text: "洞窟の重み", desc: "ランダムウォークで掘る洞窟の重み（0＝なし）。" },
      },
      {
          key: "caveSeq",
          default: 25,
          min: 0,
          max: 100,
          en: { text: "Cave Seq (%)", desc: "Chance that a cave leads to another cave." },
          ja: { text: "洞窟の連続（%）", desc: "洞窟から続けて洞窟ができる確率。" },
      },
      {
          key: "caveMax",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Cave Max", desc: "Most caves (0 = no limit)." },
          ja: { text: "洞窟の最大数", desc: "洞窟の最大数（0＝無制限）。" },
      },
      {
          key: "caveMinSize",
          default: 25,
          min: 1,
          max: 400,
          en: { text: "Cave Min Size", desc: "Fewest tiles a cave digs." },
          ja: { text: "洞窟の最小サイズ", desc: "洞窟が掘る最小のタイル数。" },
      },
      {
          key: "caveMaxSize",
          default: 90,
          min: 1,
          max: 400,
          en: { text: "Cave Max Size", desc: "Most tiles a cave digs." },
          ja: { text: "洞窟の最大サイズ", desc: "洞窟が掘る最大のタイル数。" },
      },
      {
          key: "vaultChance",
          default: 10,
          min: 0,
          max: 100,
          en: { text: "Vault Chance", desc: "Weight of a vault, a shape you drew (see Vault Map and <Dungeon Vaults>; 0 = never)." },
          ja: { text: "ヴォールトの重み", desc: "自作の形（ヴォールト）の重み（ヴォールトマップと<Dungeon Vaults>参照、0＝なし）。" },
      },
      {
          key: "vaultSeq",
          default: 0,
          min: 0,
          max: 100,
          en: { text: "Vault Seq (%)", desc: "Chance that a vault's connection leads to another vault." },
          ja: { text: "ヴォールトの連続（%）", desc: "ヴォールトの接続点から続けてヴォールトができる確率。" },
      },
      {
          key: "vaultMax",
          default: 2,
          min: 0,
          max: 9999,
          en: { text: "Vault Max", desc: "Most vaults (0 = no limit)." },
          ja: { text: "ヴォールトの最大数", desc: "ヴォールトの最大数（0＝無制限）。" },
      },
      {
          key: "removeDeadEnds",
          default: 1,
          min: 0,
          max: 1,
          en: { text: "Remove Dead Ends", desc: "1: trim corridors that lead nowhere; 0: keep them." },
          ja: { text: "行き止まりを削る", desc: "1：どこにも通じない通路を削る、0：残す。" },
      },
      {
          key: "loopMinDetour",
          default: 6,
          min: 0,
          max: 100,
          en: { text: "Loop Min Detour", desc: "Two areas a short passage apart are joined when the way round between them crosses at least this many doorways (0 = no extra connections)." },
          ja: { text: "ループの最小迂回", desc: "近いのに遠回りが必要な二つの場所を、その遠回りがこの数以上の出入口を通るとき短い通路でつなぎます（0＝追加の接続なし）。" },
      },
      {
          key: "scaleWithMap",
          default: 1,
          min: 0,
          max: 1,
          en: { text: "Scale With Map", desc: "1: on maps larger than 68×64 the largest rooms, caves, circles, polygons, corridors and tunnels grow with the map (up to 2.5 times), so a big map is not a crowd of small rooms; 0: the sizes as set." },
          ja: { text: "マップに合わせて拡大", desc: "1：68×64より大きいマップでは、部屋・洞窟・円・多角形・通路・トンネルの最大サイズをマップに合わせて大きくします（最大2.5倍）。大きなマップが小部屋だらけになりません。0：設定どおりのサイズ。" },
      },
      doorChanceOption(40),
      secretDoorChanceOption(5),
  ];
  const DIGGER_DEFAULTS = defaultsOf(DIGGER_OPTIONS);
  const DIGGER_RANGES = rangesOf(DIGGER_OPTIONS);
  const DIGGER_TEXTS = {
      choice: { en: "digger: rooms, caves, round rooms and vaults dug one by one", ja: "digger：部屋・洞窟・円形の部屋・ヴォールトを一つずつ掘る" },
      heading: {
          en: { text: "Digger", desc: "Options of the digger layout (<Dungeon Layout: digger>): rooms, corridors, round rooms, caves, tunnels and vaults dug one by one from the middle." },
          ja: { text: "ディガー", desc: "ディガー配置（<Dungeon Layout: digger>）の設定：中央から部屋・通路・円形の部屋・洞窟・トンネル・ヴォールトを一つずつ掘ります。" },
      },
  };

  /**
   * The 4-connected flood fill the core and the plugin share: breadth-first from one tile over the
   * tiles a test lets in, on a flat grid (tile = y * width + x), with an explicit queue (no
   * recursion) and no wrap from the end of one row to the start of the next.
   */
  /**
   * Marks in `seen` (set to 1) every tile 4-connected to `start` through tiles `include` accepts,
   * `start` included whatever `include` says of it, and lists them in `queue` in the order reached.
   * Tiles already marked in `seen` are not entered. Returns how many were reached: `queue[0..count)`.
   * `queue` must hold at least as many entries as the tiles that can be reached.
   */
  function floodFill(width, height, start, include, seen, queue) {
      const size = width * height;
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      seen[start] = 1;
      while (head < tail) {
          const tile = queue[head++];
          const x = tile % width;
          // The four neighbours, each only when it is on the grid (left/right within the row).
          if (x > 0 && !seen[tile - 1] && include(tile - 1)) {
              seen[tile - 1] = 1;
              queue[tail++] = tile - 1;
          }
          if (x < width - 1 && !seen[tile + 1] && include(tile + 1)) {
              seen[tile + 1] = 1;
              queue[tail++] = tile + 1;
          }
          if (tile >= width && !seen[tile - width] && include(tile - width)) {
              seen[tile - width] = 1;
              queue[tail++] = tile - width;
          }
          if (tile + width < size && !seen[tile + width] && include(tile + width)) {
              seen[tile + width] = 1;
              queue[tail++] = tile + width;
          }
      }
      return tail;
  }
  /** The inclusive bounding box of the first `count` tiles (y * width + x); left > right when there are none. */
  function tileBounds(tiles, width, count = tiles.length) {
      let left = Infinity;
      let top = Infinity;
      let right = -1;
      let bottom = -1;
      for (let i = 0; i < count; i++) {
          const x = tiles[i] % width;
          const y = (tiles[i] - x) / width;
          if (x < left)
              left = x;
          if (x > right)
              right = x;
          if (y < top)
              top = y;
          if (y > bottom)
              bottom = y;
      }
      return { left, top, right, bottom };
  }

  /**
   * Plain ASCII vaults (prefabs) for the digger, as a game maker writes them in a note or a text file:
   *
   *   Throne room          ← a name line (optional; it starts with a letter or a digit, or "NAME:")
   *   ####@####
   *   #.......#            # wall   . floor   + door   @ connection   space = outside the vault
   *   #...+...#
   *   #########
   *                        ← a blank line (or the next name line) ends the vault
   *
   * A connection `@` is a floor tile on the vault's outer edge where the digger may join it to the
   * rest of the dungeon; a door `+` is floor kept as a doorway (TileKind.Corridor, so nothing is
   * placed on it). Parsing never throws: a vault with a problem is skipped and the problem is
   * reported, so one typo costs one vault, never the map.
   */
  /** Largest vault side, in tiles; larger drawings are skipped (no map of the plugin's sizes could hold them). */
  const PREFAB_MAX_SIDE = 120;
  const GLYPHS = "#.+@ ";
  /** A name line starts (after spaces) with a letter or digit; "NAME:" before it is dropped (DCSS habit). */
  function nameOf(line) {
      const trimmed = line.trim();
      if (!/^[\p{L}\p{N}]/u.test(trimmed))
          return null;
      const named = /^name:\s*(.*)$/i.exec(trimmed);
      // The line is trimmed and \s* ate the spaces after "NAME:", so only an empty name is left to catch.
      return (named ? named[1] : trimmed) || null;
  }
  function parsePrefabs(text) {
      const prefabs = [];
      const problems = [];
      const lines = typeof text === "string" ? text.split(/\r\n|\r|\n/) : [];
      let pendingName = null;
      let pendingNameLine = 0;
      let block = null;
      let blockCount = 0;
      const flush = () => {
          var _a;
          if (!block)
              return;
          blockCount++;
          const label = (_a = block.name) !== null && _a !== void 0 ? _a : `vault ${blockCount}`;
          const result = buildPrefab(label, block);
          if (typeof result === "string")
              problems.push(result);
          else
              prefabs.push(result);
          block = null;
      };
      lines.forEach((line, index) => {
          const lineNumber = index + 1;
          if (line.trim() === "") {
              flush();
              return;
          }
          // A drawn row never reads as a name: vault glyphs are not letters or digits.
          const name = nameOf(line);
          if (name !== null) {
              flush();
              if (pendingName !== null)
                  problems.push(`line ${pendingNameLine}: the name "${pendingName}" has no vault drawn under it; it is ignored`);
              pendingName = name;
              pendingNameLine = lineNumber;
              return;
          }
          // A map row, or a row with a stray character, which the vault's check reports.
          if (!block) {
              block = { name: pendingName, firstLine: lineNumber, rows: [] };
              pendingName = null;
          }
          block.rows.push(line);
      });
      flush();
      if (pendingName !== null)
          problems.push(`line ${pendingNameLine}: the name "${pendingName}" has no vault drawn under it; it is ignored`);
      return { prefabs, problems };
  }
  /** The prefab drawn by one block, or the reason it is skipped. */
  function buildPrefab(label, block) {
      const skip = (why) => `vault "${label}" (line ${block.firstLine}): ${why}; the vault is skipped`;
      for (let r = 0; r < block.rows.length; r++) {
          const row = block.rows[r];
          for (let c = 0; c < row.length; c++) {
              if (!GLYPHS.includes(row[c])) {
                  return skip(`unknown character "${row[c]}" in row ${r + 1}, column ${c + 1} (use # wall, . floor, + door, @ connection, space outside)`);
              }
          }
      }
      // Drop the indentation shared by all rows and trailing spaces: the vault is its drawn box.
      let indent = Infinity;
      for (const row of block.rows)
          indent = Math.min(indent, row.length - row.trimStart().length);
      const rows = block.rows.map((row) => row.slice(indent).trimEnd());
      const width = rows.reduce((widest, row) => Math.max(widest, row.length), 0);
      const height = rows.length;
      if (width > PREFAB_MAX_SIDE || height > PREFAB_MAX_SIDE) {
          return skip(`it is ${width}×${height}, larger than ${PREFAB_MAX_SIDE}×${PREFAB_MAX_SIDE}`);
      }
      const kinds = new Uint8Array(width * height);
      const connections = [];
      for (let y = 0; y < height; y++) {
          for (let x = 0; x < rows[y].length; x++) {
              const tile = y * width + x;
              switch (rows[y][x]) {
                  case "#":
                      kinds[tile] = TileKind.Wall;
                      break;
                  case ".":
                      kinds[tile] = TileKind.Room;
                      break;
                  case "+":
                      kinds[tile] = TileKind.Corridor;
                      break;
                  case "@":
                      kinds[tile] = TileKind.Room;
                      if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
                          return skip(`the connection @ in row ${y + 1}, column ${x + 1} is not on the vault's outer edge`);
                      }
                      connections.push(tile);
                      break;
              }
          }
      }
      if (connections.length === 0)
          return skip("it has no connection (@) on its outer edge");
      if (!floorIsConnected(kinds, width, height))
          return skip("its floor is not all connected (every . + @ must be reachable from the others)");
      return { name: label, width, height, kinds, connections };
  }
  /** True when the prefab's floor (Room and Corridor tiles) is one 4-connected piece. */
  function floorIsConnected(kinds, width, height) {
      const isFloor = (tile) => kinds[tile] === TileKind.Room || kinds[tile] === TileKind.Corridor;
      let floorCount = 0;
      let start = -1;
      for (let tile = 0; tile < kinds.length; tile++) {
          if (!isFloor(tile))
              continue;
          floorCount++;
          if (start < 0)
              start = tile;
      }
      if (start < 0)
          return false;
      const reached = floodFill(width, height, start, isFloor, new Uint8Array(kinds.length), new Int32Array(floorCount));
      return reached === floorCount;
  }

  /**
   * What the digger accepts before it digs: the smallest map, option pairs that must be in order, and
   * the vaults (prefabs) that can ever be placed on a map of this size.
   */
  /** The smallest room the first area falls back to, and so the smallest interior a map must have. */
  const MIN_START_SIDE = 3;
  /** The smallest map the digger accepts for these options. */
  function diggerMinimumSize(options) {
      return frameMinimumSize(options, MIN_START_SIDE, MIN_START_SIDE);
  }
  /** Clamps, in place, option combinations that cannot hold; one message per change. */
  function fitDiggerOptions(options) {
      const problems = [];
      const pairs = [
          ["roomMinWidth", "roomMaxWidth"],
          ["roomMinHeight", "roomMaxHeight"],
          ["corridorMinLength", "corridorMaxLength"],
          ["circleMinRadius", "circleMaxRadius"],
          ["ellipseMinRadius", "ellipseMaxRadius"],
          ["polygonMinSize", "polygonMaxSize"],
          ["tunnelMinLength", "tunnelMaxLength"],
          ["caveMinSize", "caveMaxSize"],
      ];
      for (const [min, max] of pairs) {
          if (options[min] > options[max]) {
              problems.push(`${min} ${options[min]} is too large (it must not exceed ${max} ${options[max]}); using ${options[max]}`);
              options[min] = options[max];
          }
      }
      return problems;
  }
  function checkDiggerSize(width, height, options) {
      return tooSmall(width, height, "the digger", diggerMinimumSize(options));
  }
  /**
   * Why a prefab can never be placed on a map of this size with these options (null when it can),
   * so the MZ side can warn once per vault; `carve` silently leaves such prefabs out.
   */
  function prefabProblem(prefab, width, height, options) {
      const { width: w, height: h, kinds, connections } = prefab;
      if (!(w >= 1 && h >= 1 && w <= CANVAS - 4 && h <= CANVAS - 4) || kinds.length !== w * h) {
          return `it is ${w}×${h}; a vault must be 1×1 to ${CANVAS - 4}×${CANVAS - 4}`;
      }
      const region = regionOf(width, height, options);
      let floorLeft = w;
      let floorRight = -1;
      let floorTop = h;
      let floorBottom = -1;
      for (let tile = 0; tile < kinds.length; tile++) {
          if (!isFloorKind(kinds[tile]))
              continue;
          const x = tile % w;
          const y = (tile - x) / w;
          floorLeft = Math.min(floorLeft, x);
          floorRight = Math.max(floorRight, x);
          floorTop = Math.min(floorTop, y);
          floorBottom = Math.max(floorBottom, y);
      }
      if (floorRight < 0)
          return "it has no floor";
      const validConnections = connections.filter((tile) => tile >= 0 && tile < kinds.length && isFloorKind(kinds[tile]) && facesOf(tile, w, h) !== 0);
      if (validConnections.length === 0)
          return "it has no connection: a floor tile on its outer edge";
      if (w > width || h > height || floorRight - floorLeft + 1 > region.right - region.left + 1 || floorBottom - floorTop + 1 > region.bottom - region.top + 1) {
          return `it is ${w}×${h}, too large for a ${width}×${height} map with border ${options.border}`;
      }
      // Invariant 6 inside the vault: floor above a wall face needs wallHeight + 1 rows between.
      for (let x = 0; x < w; x++) {
          let lastFloor = -1;
          for (let y = 0; y < h; y++) {
              if (!isFloorKind(kinds[y * w + x]))
                  continue;
              const gap = y - lastFloor - 1;
              if (lastFloor >= 0 && gap > 0 && gap <= options.wallHeight) {
                  return `in column ${x + 1}, floor is only ${gap} row(s) apart; with wallHeight ${options.wallHeight} it needs ${options.wallHeight + 1} for the wall face and its top`;
              }
              lastFloor = y;
          }
      }
      if (!floorIsConnected(kinds, w, kinds.length / w))
          return "its floor is not all connected";
      return null;
  }
  /** The prefabs that can never be placed on this map, each with the reason, for one warning each. */
  function unplaceablePrefabs(prefabs, width, height, options) {
      const result = [];
      for (const prefab of prefabs) {
          const reason = prefabProblem(prefab, width, height, options);
          if (reason !== null)
              result.push({ name: prefab.name, reason });
      }
      return result;
  }
  function isFloorKind(kind) {
      return kind === TileKind.Room || kind === TileKind.Corridor;
  }
  /** Bit per direction (1 << dir) the prefab tile faces outward: the edges of the prefab's box it lies on. */
  function facesOf(tile, w, h) {
      const x = tile % w;
      const y = (tile - x) / w;
      return (y === 0 ? 1 : 0) | (x === w - 1 ? 2 : 0) | (y === h - 1 ? 4 : 0) | (x === 0 ? 8 : 0);
  }

  /**
   * Vaults: prefabs the game maker drew, dug whole through a connection facing the mark; their
   * other connections become marks.
   */
  function drawVault(d, dir) {
      const prefab = d.prefabs[d.random.int(0, d.prefabs.length - 1)];
      const want = 1 << opposite(dir);
      let facing = 0;
      for (const tile of prefab.connections)
          if (facesOf(tile, prefab.width, prefab.height) & want)
              facing++;
      if (facing === 0)
          return false;
      let pick = d.random.int(0, facing - 1);
      let connection = -1;
      for (const tile of prefab.connections) {
          if (!(facesOf(tile, prefab.width, prefab.height) & want))
              continue;
          if (pick-- === 0)
              connection = tile;
      }
      d.canvas.begin();
      d.canvas.prefab = prefab;
      for (let tile = 0; tile < prefab.kinds.length; tile++) {
          const x = (tile % prefab.width) + 2;
          const y = ((tile / prefab.width) | 0) + 2;
          if (isFloorKind(prefab.kinds[tile]))
              d.canvas.add(x, y);
          else if (prefab.kinds[tile] === TileKind.Wall)
              d.canvas.candidateWalls[d.canvas.candidateWallCount++] = y * CANVAS + x;
      }
      d.canvas.anchorTile = (((connection / prefab.width) | 0) + 2) * CANVAS + (connection % prefab.width) + 2;
      return true;
  }
  function prefabKindAt(d, prefab, shapeIndex) {
      const t = d.canvas.shape[shapeIndex];
      const x = (t % CANVAS) - 2;
      const y = ((t / CANVAS) | 0) - 2;
      return prefab.kinds[y * prefab.width + x];
  }
  /** A vault's marks are its other connections: the tile outside each, facing out. */
  function addVaultMarks(d, prefab, id) {
      const stub = d.candidateCount - d.canvas.shapeCount;
      for (const connection of prefab.connections) {
          const faces = facesOf(connection, prefab.width, prefab.height);
          const canvasTile = (((connection / prefab.width) | 0) + 2) * CANVAS + (connection % prefab.width) + 2;
          if (canvasTile === d.canvas.anchorTile)
              continue;
          let shapeIndex = -1;
          for (let i = 0; i < d.canvas.shapeCount; i++)
              if (d.canvas.shape[i] === canvasTile)
                  shapeIndex = i;
          if (shapeIndex < 0)
              continue;
          const t = d.candidate[stub + shapeIndex];
          for (let side = 0; side < 4; side++) {
              if (!(faces & (1 << side)))
                  continue;
              const x = (t % d.width) + DX[side];
              const y = ((t / d.width) | 0) + DY[side];
              if (inRegion(d.region, x, y))
                  offerMark(d, d.marks, y * d.width + x, side, VAULT, id, 0, 0);
          }
      }
  }

  /**
   * Placing a drawn shape on the map: moved so it starts right after the doorway's stub, checked
   * tile by tile against the region and the reserve map, then dug as a new area with its opening,
   * its clearance boxes and its marks.
   */
  /**
   * Moves a room-like shape so one of its tiles farthest back (against `dir`) sits right after the
   * stub, prefixing the stub. Vaults use their chosen connection as that tile.
   */
  function placeAtAnchor(d, mark, dir) {
      let anchor = d.canvas.anchorTile;
      if (anchor < 0) {
          // Extreme tiles against dir: the smallest coordinate along dir.
          // Canvas tiles are y * CANVAS + x, so the coordinate along dir is one division away.
          const vertical = dir === 0 || dir === 2;
          const sign = dir === 0 || dir === 3 ? -1 : 1;
          const { shape, shapeCount } = d.canvas;
          let best = Infinity;
          let count = 0;
          for (let i = 0; i < shapeCount; i++) {
              const along = sign * (vertical ? (shape[i] / CANVAS) | 0 : shape[i] % CANVAS);
              if (along < best)
                  (best = along), (count = 1);
              else if (along === best)
                  count++;
          }
          let pick = d.random.int(0, count - 1);
          for (let i = 0; i < shapeCount; i++) {
              const along = sign * (vertical ? (shape[i] / CANVAS) | 0 : shape[i] % CANVAS);
              if (along === best && pick-- === 0) {
                  anchor = shape[i];
                  break;
              }
          }
      }
      const stub = d.stub[dir];
      const anchorX = tileX(d, mark) + DX[dir] * stub;
      const anchorY = tileY(d, mark) + DY[dir] * stub;
      return placeShape(d, anchorX - (anchor % CANVAS), anchorY - ((anchor / CANVAS) | 0), mark, dir, stub);
  }
  /**
   * Writes the candidate — `stub` tiles from the mark along dir (already checked by doorwayClear),
   * then the shape moved by (ox, oy) — and checks it as it goes: every tile inside the region and,
   * past the stub, outside every other floor's clearance box (one read of the reserve map). Stops
   * at the first tile that does not fit. The reserve is empty for the first area.
   */
  function placeShape(d, ox, oy, mark, dir, stub) {
      const { width, candidate, reserve } = d;
      const { shape, shapeCount } = d.canvas;
      const { left, top, right, bottom } = d.region;
      const step = DX[dir] + DY[dir] * width;
      let n = 0;
      for (let k = 0; k < stub; k++)
          candidate[n++] = mark + step * k;
      for (let i = 0; i < shapeCount; i++) {
          const x = (shape[i] % CANVAS) + ox;
          const y = ((shape[i] / CANVAS) | 0) + oy;
          if (x < left || x > right || y < top || y > bottom)
              return false;
          const t = y * width + x;
          if (reserve[t]) {
              // Corridor and tunnel stubs are drawn with the shape: there the source's clearance is expected.
              if (stub > 0 || mark < 0)
                  return false;
              const depth = (x - (mark % width)) * DX[dir] + (y - ((mark / width) | 0)) * DY[dir];
              if (depth >= d.stub[dir])
                  return false;
          }
          candidate[n++] = t;
      }
      d.candidateCount = n;
      for (let i = 0; i < d.canvas.candidateWallCount; i++)
          d.canvas.candidateWalls[i] = toMap(d, d.canvas.candidateWalls[i], ox, oy);
      return true;
  }
  /** Digs the candidate as a new area, records its opening and puts marks on its sides. */
  function commit(d, type, kind, mark, dir, source) {
      const { width, height, kinds, areaOf, reach } = d;
      const id = d.areaKind.length;
      const floorKind = type === CORRIDOR$2 || type === TUNNEL ? TileKind.Corridor : TileKind.Room;
      const stub = source < 0 ? 0 : type === CORRIDOR$2 || type === TUNNEL ? 0 : d.stub[dir];
      let left = width;
      let top = height;
      let right = -1;
      let bottom = -1;
      const prefab = type === VAULT ? d.canvas.prefab : null;
      for (let i = 0; i < d.candidateCount; i++) {
          const t = d.candidate[i];
          const x = t % width;
          const y = (t / width) | 0;
          // The stub of a room-like area is a doorway passage: corridor floor, nothing placed on it.
          let tileKind = i < stub ? TileKind.Corridor : floorKind;
          if (prefab && i >= stub)
              tileKind = prefabKindAt(d, prefab, i - stub);
          kinds[t] = tileKind;
          areaOf[t] = id + 1;
          if (x < left)
              left = x;
          if (x > right)
              right = x;
          if (y < top)
              top = y;
          if (y > bottom)
              bottom = y;
      }
      // Clearance boxes into the reserve map. The box of a tile's upper neighbour in this area covers
      // all of its box but the bottom row, its left neighbour's all but the right column: a tile with
      // both writes one corner, most tiles of an area only a few.
      const label = id + 1;
      for (let i = 0; i < d.candidateCount; i++) {
          const t = d.candidate[i];
          const x = t % width;
          const y = (t / width) | 0;
          const firstRow = y > 0 && areaOf[t - width] === label ? y + reach : Math.max(0, y - reach);
          const firstColumn = x > 0 && areaOf[t - 1] === label ? x + 1 : Math.max(0, x - 1);
          const lastRow = Math.min(height - 1, y + reach);
          const lastColumn = Math.min(width - 1, x + 1);
          for (let by = firstRow; by <= lastRow; by++) {
              for (let bx = firstColumn, r = by * width + bx; bx <= lastColumn; bx++, r++)
                  reserveFor(d, r, label);
          }
      }
      for (let i = 0; i < d.canvas.candidateWallCount; i++)
          reserveFor(d, d.canvas.candidateWalls[i], label);
      d.floorCount += d.candidateCount;
      d.areaKind.push(kind);
      d.areaType.push(type);
      d.left.push(left);
      d.top.push(top);
      d.right.push(right);
      d.bottom.push(bottom);
      d.size.push(d.candidateCount);
      d.parent.push(source);
      d.depth.push(source < 0 ? 0 : d.depth[source] + 1);
      d.typeCount[type]++;
      if (source >= 0)
          d.openings.push({ tile: mark, from: id, to: source, kind: "open" });
      if (prefab)
          addVaultMarks(d, prefab, id);
      else
          addSideMarks(d, type, id, dir, source < 0 ? -1 : opposite(dir), type === CORRIDOR$2 ? dir : -1, stub, mark);
      return id;
  }

  /**
   * The feature shapes, drawn on the canvas around its centre (the mark, or the anchor past the
   * stub): rooms, circles, ellipses and star polygons sized to the free space the probe found,
   * corridors (with crossroads arms), and the walks of caves and tunnels, which step only where the
   * map is free. Each returns nothing placed: place.ts moves the shape onto the map.
   */
  /** Draws a room-like shape of `type` around the canvas centre. */
  function drawBlob(d, type, dir, probe) {
      d.canvas.begin();
      const o = d.options;
      const { random } = d;
      const { ahead } = probe;
      const side = Math.min(probe.leftRun, probe.rightRun);
      const vertical = dir === 0 || dir === 2;
      const c = CANVAS_CENTRE;
      if (type === ROOM$6) {
          if (dir < 0) {
              const w = random.int(o.roomMinWidth, o.roomMaxWidth);
              const h = random.int(o.roomMinHeight, o.roomMaxHeight);
              for (let y = 0; y < h; y++)
                  for (let x = 0; x < w; x++)
                      d.canvas.add(c - (w >> 1) + x, c - (h >> 1) + y);
          }
          else {
              drawRoomAt(d, dir, vertical, probe);
          }
      }
      else if (type === CIRCLE) {
          const r = sizeUpTo(d, o.circleMinRadius, o.circleMaxRadius, Math.min((ahead - 1) >> 1, side));
          if (r < 0)
              return;
          // r² + r rounds the rim the way a hand-drawn circle looks (no lone pixel at each pole).
          for (let dy = -r; dy <= r; dy++)
              for (let dx = -r; dx <= r; dx++)
                  if (dx * dx + dy * dy <= r * r + r)
                      d.canvas.add(c + dx, c + dy);
      }
      else if (type === ELLIPSE) {
          const along = sizeUpTo(d, o.ellipseMinRadius, o.ellipseMaxRadius, (ahead - 1) >> 1);
          const across = sizeUpTo(d, o.ellipseMinRadius, o.ellipseMaxRadius, side);
          if (along < 0 || across < 0)
              return;
          const a = vertical ? across : along;
          const b = vertical ? along : across;
          const limit = a * a * b * b + a * b;
          for (let dy = -b; dy <= b; dy++)
              for (let dx = -a; dx <= a; dx++)
                  if (dx * dx * b * b + dy * dy * a * a <= limit)
                      d.canvas.add(c + dx, c + dy);
      }
      else if (type === POLYGON) {
          const along = sizeUpTo(d, o.polygonMinSize, o.polygonMaxSize, ahead);
          const across = sizeUpTo(d, o.polygonMinSize, o.polygonMaxSize, 2 * side + 1);
          if (along < 0 || across < 0)
              return;
          drawPolygon(d, vertical ? across : along, vertical ? along : across);
          d.canvas.fillColumnGaps(d.options.wallHeight);
          d.canvas.keepPieceAt(c, c);
      }
      else if (type === CAVE) {
          // A walk squeezed into a strip draws a line, not a cave: start only with room around the doorway.
          if (dir >= 0 && (ahead < CAVE_ROOM || probe.leftRun < CAVE_ROOM || probe.rightRun < CAVE_ROOM))
              return;
          drawCave(d, dir, probe);
          d.canvas.fillColumnGaps(d.options.wallHeight);
      }
  }
  /**
   * A rectangular room entered at the canvas centre (its anchor): as deep as the free run ahead
   * allows, and placed sideways within the free span beside the anchor.
   */
  function drawRoomAt(d, dir, vertical, probe) {
      const o = d.options;
      const depth = sizeUpTo(d, vertical ? o.roomMinHeight : o.roomMinWidth, vertical ? o.roomMaxHeight : o.roomMaxWidth, probe.ahead);
      const across = sizeUpTo(d, vertical ? o.roomMinWidth : o.roomMinHeight, vertical ? o.roomMaxWidth : o.roomMaxHeight, probe.leftRun + probe.rightRun + 1);
      if (depth < 0 || across < 0)
          return;
      // The anchor's place along the near side, counted from the left: the room stays in the free span.
      const offset = d.random.int(Math.max(0, across - 1 - probe.rightRun), Math.min(across - 1, probe.leftRun));
      const right = (dir + 1) & 3;
      for (let k = 0; k < depth; k++) {
          for (let j = -offset; j < across - offset; j++) {
              d.canvas.add(CANVAS_CENTRE + DX[dir] * k + DX[right] * j, CANVAS_CENTRE + DY[dir] * k + DY[right] * j);
          }
      }
      d.canvas.anchorTile = CANVAS_CENTRE * CANVAS + CANVAS_CENTRE;
  }
  /** A size from [min, max] no larger than `cap`, or −1 when even `min` exceeds it. */
  function sizeUpTo(d, min, max, cap) {
      if (min > cap)
          return -1;
      return d.random.int(min, Math.min(max, cap));
  }
  /**
   * A star-shaped polygon: k points at increasing directions (so they come in order round the
   * centre without sorting), each at a random distance, filled by the even-odd rule. Directions
   * come from an integer table so every machine computes the same points.
   */
  function drawPolygon(d, w, h) {
      const { random } = d;
      const k = random.int(4, 7);
      const px = [];
      const py = [];
      const sector = DIRECTIONS_16.length / k;
      for (let i = 0; i < k; i++) {
          const from = Math.ceil(i * sector);
          const to = Math.max(from, Math.ceil((i + 1) * sector) - 1);
          const [cos, sin] = DIRECTIONS_16[random.int(from, to)];
          const reach = random.int(55, 100);
          px.push((cos * reach * (w - 1)) / 200000);
          py.push((sin * reach * (h - 1)) / 200000);
      }
      let minX = 0;
      let maxX = 0;
      let minY = 0;
      let maxY = 0;
      for (let i = 0; i < k; i++) {
          minX = Math.min(minX, Math.floor(px[i]));
          maxX = Math.max(maxX, Math.ceil(px[i]));
          minY = Math.min(minY, Math.floor(py[i]));
          maxY = Math.max(maxY, Math.ceil(py[i]));
      }
      // Even-odd rule per row without sorting the crossings: a tile is inside when an odd number of
      // edges cross its row to its right, so each crossing toggles every tile left of it — one
      // toggle at the rightmost such tile, then a sweep from right to left.
      const toggles = d.canvas.lineStart;
      for (let dy = minY; dy <= maxY; dy++) {
          toggles.fill(0, 0, maxX - minX + 1);
          for (let i = 0, j = k - 1; i < k; j = i++) {
              if (py[i] > dy === py[j] > dy)
                  continue;
              const crossing = ((px[j] - px[i]) * (dy - py[i])) / (py[j] - py[i]) + px[i];
              const rightmost = Math.min(Math.ceil(crossing) - 1, maxX);
              if (rightmost >= minX)
                  toggles[rightmost - minX] ^= 1;
          }
          let inside = 0;
          for (let dx = maxX; dx >= minX; dx--) {
              inside ^= toggles[dx - minX];
              if (inside)
                  d.canvas.add(CANVAS_CENTRE + dx, CANVAS_CENTRE + dy);
          }
      }
      d.canvas.add(CANVAS_CENTRE, CANVAS_CENTRE);
  }
  /** Drunkard's walk from the centre until the cave has its size (or the walk its step budget). */
  function drawCave(d, dir, probe) {
      const o = d.options;
      const size = d.random.int(o.caveMinSize, o.caveMaxSize);
      const walk = { dir, originX: probe.anchorX, originY: probe.anchorY, minDepth: 0 };
      let x = CANVAS_CENTRE;
      let y = CANVAS_CENTRE;
      d.canvas.add(x, y);
      for (let step = 0; step < size * 12 && d.canvas.shapeCount < size; step++) {
          const move = d.bits.next(2);
          const nx = x + DX[move];
          const ny = y + DY[move];
          if (!walkable(d, walk, nx, ny))
              continue;
          x = nx;
          y = ny;
          d.canvas.add(x, y);
      }
      // The walk started on the anchor, so the cave needs no search for its entry tile.
      d.canvas.anchorTile = CANVAS_CENTRE * CANVAS + CANVAS_CENTRE;
  }
  /**
   * A walk may step on a canvas tile whose map tile is inside the region, outside every other
   * area's clearance, and not behind the doorway line: so walks grow into the free space there
   * is instead of being drawn blind and thrown away.
   */
  function walkable(d, walk, cx, cy) {
      if (cx < 4 || cy < 4 || cx >= CANVAS - 4 || cy >= CANVAS - 4)
          return false;
      const dx = cx - CANVAS_CENTRE;
      const dy = cy - CANVAS_CENTRE;
      const { dir } = walk;
      if (dir >= 0 && dx * DX[dir] + dy * DY[dir] < walk.minDepth)
          return false;
      const x = walk.originX + dx;
      const y = walk.originY + dy;
      return inRegion(d.region, x, y) && d.reserve[y * d.width + x] === 0;
  }
  /**
   * A corridor from the canvas centre (the mark) along `dir`; with corridorBranchChance, arms
   * cross it at one point (a crossroads). Returns its length (−1 when none fits the free run ahead)
   * and whether arms were drawn.
   */
  function drawCorridor(d, dir, probe) {
      d.canvas.begin();
      const o = d.options;
      const { random } = d;
      // The doorway past the end must stay free, so the corridor stops a tile short of the free run.
      const length = sizeUpTo(d, o.corridorMinLength, o.corridorMaxLength, probe.ahead - 1);
      if (length < 0)
          return { length, crossroads: false };
      for (let k = 0; k < length; k++)
          d.canvas.add(CANVAS_CENTRE + DX[dir] * k, CANVAS_CENTRE + DY[dir] * k);
      const stub = d.stub[dir];
      if (length <= stub || !random.percent(o.corridorBranchChance))
          return { length, crossroads: false };
      // Arms leave the corridor past its stub, so they never run beside the source area.
      const at = random.int(stub, length - 1);
      const atX = CANVAS_CENTRE + DX[dir] * at;
      const atY = CANVAS_CENTRE + DY[dir] * at;
      let left = random.percent(75);
      const right = random.percent(75);
      if (!left && !right)
          left = true;
      for (const side of [(dir + 3) & 3, (dir + 1) & 3]) {
          if (side === ((dir + 3) & 3) ? !left : !right)
              continue;
          const armLength = Math.max(2, random.int(o.corridorMinLength, o.corridorMaxLength) >> 1);
          for (let k = 1; k <= armLength; k++)
              d.canvas.add(atX + DX[side] * k, atY + DY[side] * k);
          d.canvas.armEnds.push((atY + DY[side] * (armLength + 1)) * CANVAS + atX + DX[side] * (armLength + 1), side);
      }
      return { length, crossroads: true };
  }
  /**
   * A tunnel: the stub straight from the mark, then a walk that never steps back: forward most of
   * the time, sideways otherwise, sometimes two tiles wide, from `mark` (the canvas centre). Returns
   * the canvas tile it ends on.
   */
  function drawTunnel(d, mark, dir, probe) {
      d.canvas.begin();
      const o = d.options;
      const { random } = d;
      const stub = d.stub[dir];
      for (let k = 0; k < stub; k++)
          d.canvas.add(CANVAS_CENTRE + DX[dir] * k, CANVAS_CENTRE + DY[dir] * k);
      let x = CANVAS_CENTRE + DX[dir] * stub;
      let y = CANVAS_CENTRE + DY[dir] * stub;
      d.canvas.add(x, y);
      const length = Math.max(1, Math.min(random.int(o.tunnelMinLength, o.tunnelMaxLength), probe.ahead - 1));
      const walk = { dir, originX: tileX(d, mark), originY: tileY(d, mark), minDepth: stub };
      let forward = 0;
      let farthest = y * CANVAS + x;
      for (let step = 0; forward < length && step < length * 4; step++) {
          // Forward 9 times in 16, else one step to either side; a quarter of the tiles get a twin beside them.
          let move = dir;
          if (d.bits.next(4) >= 9)
              move = d.bits.next(1) ? (dir + 1) & 3 : (dir + 3) & 3;
          // Blocked that way: straight on if free, else the walk ends here.
          if (!walkable(d, walk, x + DX[move], y + DY[move]))
              move = dir;
          if (!walkable(d, walk, x + DX[move], y + DY[move]))
              break;
          x += DX[move];
          y += DY[move];
          if (move === dir)
              forward++;
          d.canvas.add(x, y);
          if (d.bits.next(2) === 0) {
              const side = d.bits.next(1) ? (dir + 1) & 3 : (dir + 3) & 3;
              if (walkable(d, walk, x + DX[side], y + DY[side]))
                  d.canvas.add(x + DX[side], y + DY[side]);
          }
          farthest = y * CANVAS + x;
      }
      d.canvas.fillColumnGaps(d.options.wallHeight);
      // The walk's last tile is its farthest forward: the next area goes on from there.
      return farthest;
  }
  /** 16 directions round the circle as (cos, sin) × 1000, integers, in order. */
  const DIRECTIONS_16 = [
      [1000, 0], [924, 383], [707, 707], [383, 924], [0, 1000], [-383, 924], [-707, 707], [-924, 383],
      [-1e3, 0], [-924, -383], [-707, -707], [-383, -924], [0, -1e3], [383, -924], [707, -707], [924, -383],
  ];

  /**
   * Feature sizes that grow with the map. The digger's sizes are in tiles, tuned for the editor's
   * common 68×64; on a larger map the same sizes fill it with hundreds of alike small rooms (a
   * honeycomb at 128×128). With Scale With Map on, the largest size of each feature grows with the
   * map's side (the square root of its area over 68×64's, at most MAX_SCALE), the smallest stays: a
   * big map keeps its closets and gains large rooms, caves and long corridors among them. Maps up to
   * 68×64 tiles are dug exactly as before.
   */
  /** The map the default sizes were tuned on. */
  const REFERENCE_AREA = 68 * 64;
  /** Sizes grow at most this many times (a 256×256 map would ask 3.7). */
  const MAX_SCALE = 2.5;
  /** The largest sizes that grow with the side, and the one that grows with the area (a cave's tile count). */
  const SIDE_SIZES = ["roomMaxWidth", "roomMaxHeight", "corridorMaxLength", "circleMaxRadius", "ellipseMaxRadius", "polygonMaxSize", "tunnelMaxLength"];
  const AREA_SIZES = ["caveMaxSize"];
  /** How many times larger the features may be on a width × height map (1 up to 68×64 tiles). */
  function featureScale(width, height) {
      return Math.min(MAX_SCALE, Math.max(1, Math.sqrt((width * height) / REFERENCE_AREA)));
  }
  /** The options to dig a width × height map with: a copy with the largest sizes scaled when Scale With Map is on. */
  function scaledToMap(options, width, height) {
      const scale = featureScale(width, height);
      if (options.scaleWithMap === 0 || scale === 1)
          return options;
      const scaled = { ...options };
      for (const key of SIDE_SIZES)
          scaled[key] = Math.min(DIGGER_RANGES[key].max, Math.round(options[key] * scale));
      for (const key of AREA_SIZES)
          scaled[key] = Math.min(DIGGER_RANGES[key].max, Math.round(options[key] * scale * scale));
      return scaled;
  }

  /** Failed features before a mark is dropped; corridor ends get more, so fewer corridors lead nowhere. */
  const MARK_TRIES = 4;
  const CORRIDOR_END_TRIES = 6;
  /** The main loop: the first area, then one mark at a time until the floor share, the marks or the budget run out. */
  function run(d) {
      var _a;
      digStart(d);
      report(d, "start");
      const target = d.options.targetFloorShare * d.width * d.height;
      // The budget grows with the map (never the clock), so a seed gives the same map on any PC.
      const attemptBudget = d.width * d.height + 200;
      for (let attempt = 0; attempt < attemptBudget && d.floorCount * 100 < target; attempt++) {
          if (d.areaKind.length >= 0xfffe)
              break;
          const pool = d.endMarks.count > 0 ? d.endMarks : d.marks;
          if (pool.count === 0)
              break;
          tryMark(d, pool, d.random.int(0, pool.count - 1));
      }
      finalize(d);
      const layout = snapshot(d, true);
      (_a = d.onStep) === null || _a === void 0 ? void 0 : _a.call(d, "finalize", layout);
      return layout;
  }
  function tryMark(d, marks, i) {
      const tile = marks.tile[i];
      const dir = marks.dir[i];
      const source = marks.source[i];
      const behind = tile - DX[dir] - DY[dir] * d.width;
      // A mark dug over, or whose source tile is gone, can never open a doorway again.
      if (d.areaOf[tile] !== 0 || d.areaOf[behind] !== source + 1) {
          marks.remove(i);
          return;
      }
      // Floor only ever grows while digging, so a blocked doorway stays blocked: drop the mark.
      if (!doorwayStillClear(d, tile, dir, source)) {
          marks.remove(i);
          return;
      }
      const type = decideType(d, marks, i);
      if (type >= 0 && dig(d, type, tile, dir, source)) {
          marks.remove(i);
          return;
      }
      const tries = marks.corridorEnd[i] ? CORRIDOR_END_TRIES : MARK_TRIES;
      if (type < 0 || ++marks.fails[i] >= tries)
          marks.remove(i);
  }
  function available(d, type) {
      return d.chance[type] > 0 && (d.max[type] === 0 || d.typeCount[type] < d.max[type]);
  }
  /** Forced type first, then Seq (the mark's own type again), then a pick weighted by Chance. */
  function decideType(d, marks, i) {
      const forced = marks.force[i] - 1;
      if (forced >= 0 && available(d, forced))
          return forced;
      const master = marks.type[i];
      if (available(d, master) && d.random.percent(d.seq[master]))
          return master;
      return weightedType(d, null);
  }
  function weightedType(d, only) {
      let total = 0;
      for (let t = 0; t < TYPE_COUNT; t++)
          if ((!only || only.includes(t)) && available(d, t))
              total += d.chance[t];
      if (total === 0)
          return -1;
      let roll = d.random.int(0, total - 1);
      for (let t = 0; t < TYPE_COUNT; t++) {
          if ((only && !only.includes(t)) || !available(d, t))
              continue;
          roll -= d.chance[t];
          if (roll < 0)
              return t;
      }
      return -1;
  }
  /** One area centred on the interior: a room-like type by Chance, or a room that fits the interior. */
  function digStart(d) {
      const { region } = d;
      const centreX = (region.left + region.right) >> 1;
      const centreY = (region.top + region.bottom) >> 1;
      for (let tries = 0; tries < 8; tries++) {
          const type = weightedType(d, START_TYPES);
          if (type < 0)
              break;
          drawBlob(d, type, -1, { anchorX: centreX, anchorY: centreY, ahead: CANVAS, leftRun: CANVAS, rightRun: CANVAS });
          if (d.canvas.shapeCount === 0)
              continue;
          // A walk already knows where it stands (its start on the centre); other shapes are centred.
          const { minX, minY, maxX, maxY } = d.canvas.bounds();
          const ox = d.canvas.anchorTile >= 0 ? centreX - CANVAS_CENTRE : centreX - ((minX + maxX) >> 1);
          const oy = d.canvas.anchorTile >= 0 ? centreY - CANVAS_CENTRE : centreY - ((minY + maxY) >> 1);
          if (placeShape(d, ox, oy, -1, 0, 0)) {
              commit(d, type, TYPE_NAMES[type], -1, -1, -1);
              return;
          }
      }
      // Nothing drawn fits (a small map, or every start type off): a room clamped to the interior.
      const o = d.options;
      const w = Math.min(d.random.int(o.roomMinWidth, o.roomMaxWidth), region.right - region.left + 1);
      const h = Math.min(d.random.int(o.roomMinHeight, o.roomMaxHeight), region.bottom - region.top + 1);
      d.canvas.begin();
      for (let y = 0; y < h; y++)
          for (let x = 0; x < w; x++)
              d.canvas.add(CANVAS_CENTRE + x, CANVAS_CENTRE + y);
      // Centred by the leftover space (not by the centre tile), so odd interiors keep it inside.
      const x = region.left + ((region.right - region.left + 1 - w) >> 1);
      const y = region.top + ((region.bottom - region.top + 1 - h) >> 1);
      // Only a map below checkSize's minimum (a caller that skipped it) can fail here: then no floor at all.
      if (w > 0 && h > 0 && placeShape(d, x - CANVAS_CENTRE, y - CANVAS_CENTRE, -1, 0, 0))
          commit(d, ROOM$6, "room", -1, -1, -1);
  }
  function dig(d, type, mark, dir, source) {
      d.canvas.armEnds.length = 0;
      const free = probe(d, mark, dir);
      let kind = TYPE_NAMES[type];
      let endMark = -1;
      if (type === CORRIDOR$2) {
          const corridor = drawCorridor(d, dir, free);
          kind = corridor.crossroads ? "crossroads" : "corridor";
          if (corridor.length < 0)
              return false;
          if (!placeShape(d, tileX(d, mark) - CANVAS_CENTRE, tileY(d, mark) - CANVAS_CENTRE, mark, dir, 0))
              return false;
          // A corridor must lead somewhere: the doorway past its end has to be free when it is dug.
          const step = DX[dir] + DY[dir] * d.width;
          if (!doorwayClear(d, mark + step * corridor.length, dir, -1))
              return false;
      }
      else if (type === TUNNEL) {
          const end = drawTunnel(d, mark, dir, free);
          const ox = tileX(d, mark) - CANVAS_CENTRE;
          const oy = tileY(d, mark) - CANVAS_CENTRE;
          if (!placeShape(d, ox, oy, mark, dir, 0))
              return false;
          const endX = (end % CANVAS) + ox + DX[dir];
          const endY = ((end / CANVAS) | 0) + oy + DY[dir];
          endMark = endY * d.width + endX;
      }
      else if (type === VAULT) {
          if (!drawVault(d, dir) || !placeAtAnchor(d, mark, dir))
              return false;
      }
      else {
          drawBlob(d, type, dir, free);
          if (d.canvas.shapeCount === 0 || !placeAtAnchor(d, mark, dir))
              return false;
      }
      if (!wallsFit(d))
          return false;
      const id = commit(d, type, kind, mark, dir, source);
      report(d, "area");
      if (type === TUNNEL && inRegion(d.region, endMark % d.width, (endMark / d.width) | 0)) {
          // "A tunnel may end in a cave": try the cave at once; if it does not fit, the mark keeps asking for one.
          const wantsCave = d.random.percent(d.options.tunnelCaveChance);
          const offered = offerMark(d, d.marks, endMark, dir, TUNNEL, id, 0, wantsCave ? CAVE + 1 : 0);
          if (offered && wantsCave && available(d, CAVE) && dig(d, CAVE, endMark, dir, id)) {
              const endIndex = findMark(d, endMark, id);
              if (endIndex >= 0)
                  d.marks.remove(endIndex);
          }
      }
      return true;
  }
  function report(d, step) {
      if (d.onStep)
          d.onStep(step, snapshot(d, false));
  }
  /** The layout so far; `areaOf` is the live array (a step listener must read it before returning). */
  function snapshot(d, final) {
      const areas = [];
      for (let a = 0; a < d.areaKind.length; a++) {
          const bounds = { x: d.left[a], y: d.top[a], width: d.right[a] - d.left[a] + 1, height: d.bottom[a] - d.top[a] + 1 };
          areas.push({ id: a, kind: d.areaKind[a], bounds, size: d.size[a] });
      }
      const marks = [];
      for (const pool of [d.endMarks, d.marks]) {
          for (let i = 0; i < pool.count; i++) {
              const t = pool.tile[i];
              const dir = pool.dir[i];
              const behind = t - DX[dir] - DY[dir] * d.width;
              if (d.areaOf[t] === 0 && d.areaOf[behind] === pool.source[i] + 1)
                  marks.push(t);
          }
      }
      return {
          algorithm: "digger",
          areas,
          areaOf: d.areaOf,
          openings: final ? d.openings : d.openings.map((o) => ({ ...o })),
          overlay: { boxes: [], lines: [], marks },
      };
  }
  const digger = {
      name: "digger",
      summary: "Feature digger (Zorbus style): rooms, circles, ellipses, polygons, corridors, tunnels, caves and vaults grown from marks",
      texts: DIGGER_TEXTS,
      options: DIGGER_OPTIONS,
      parameterPrefix: "digger",
      reads: "prefabs",
      defaults: DIGGER_DEFAULTS,
      ranges: DIGGER_RANGES,
      steps: ["start", "area", "finalize"],
      fitOptions: fitDiggerOptions,
      checkSize: checkDiggerSize,
      carve(grid, options, random, input, onStep) {
          var _a;
          const prefabs = ((_a = input === null || input === void 0 ? void 0 : input.prefabs) !== null && _a !== void 0 ? _a : []).filter((prefab) => prefabProblem(prefab, grid.width, grid.height, options) === null);
          return run(new Digging(grid, scaledToMap(options, grid.width, grid.height), random, prefabs, onStep));
      },
      usesInput: (options) => options.vaultChance > 0,
      inputProblems(input, width, height, options) {
          var _a;
          return unplaceablePrefabs((_a = input === null || input === void 0 ? void 0 : input.prefabs) !== null && _a !== void 0 ? _a : [], width, height, options).map((vault) => `vault "${vault.name}" cannot be placed on this map: ${vault.reason}; it is skipped`);
      },
  };

  /**
   * The maze layout's declaration: its options (key, default, range, Plugin Manager texts in
   * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
   * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
   */
  const MAZE_OPTIONS = [
      WALL_HEIGHT_OPTION,
      borderOption(),
      {
          key: "mazePathWidth",
          default: 3,
          min: 1,
          max: 9,
          en: { text: "Maze Path Width", desc: "Width of a maze path in tiles (3 leaves room to walk)." },
          ja: { text: "迷路の通路の幅", desc: "迷路の通路の幅（タイル数、3で歩きやすい）。" },
      },
      {
          key: "mazeWallWidth",
          default: 1,
          min: 1,
          max: 9,
          en: { text: "Maze Wall Width", desc: "Columns of wall between two paths side by side (walls between rows are at least Wall Height + 1 rows)." },
          ja: { text: "迷路の壁の厚さ", desc: "横に並ぶ通路の間の壁の列数（上下の通路の間は少なくとも壁の高さ＋1行）。" },
      },
      {
          key: "mazeStraightChance",
          default: 0,
          min: 0,
          max: 100,
          en: { text: "Maze Straight Chance (%)", desc: "Chance that the carving keeps its direction (longer straight runs)." },
          ja: { text: "迷路の直進（%）", desc: "掘り進む向きを保つ確率（長い直線が増えます）。" },
      },
      {
          key: "mazeBraidChance",
          default: 0,
          min: 0,
          max: 100,
          en: { text: "Maze Braid Chance (%)", desc: "Share of dead ends knocked through into a neighbour (loops instead of dead ends)." },
          ja: { text: "迷路のループ（%）", desc: "行き止まりのうち隣へ貫通させる割合（行き止まりの代わりにループ）。" },
      },
      {
          key: "mazeRoomCount",
          default: 0,
          min: 0,
          max: 999,
          en: { text: "Maze Room Count", desc: "Rooms carved over the maze (fewer when they do not fit)." },
          ja: { text: "迷路の部屋の数", desc: "迷路に作る部屋の数（入らなければ少なくなります）。" },
      },
      {
          key: "mazeRoomMinSize",
          default: 2,
          min: 1,
          max: 16,
          en: { text: "Maze Room Min Size", desc: "Smallest room side, in maze cells." },
          ja: { text: "迷路の部屋の最小", desc: "部屋の最小の辺（迷路のマス数）。" },
      },
      {
          key: "mazeRoomMaxSize",
          default: 3,
          min: 1,
          max: 16,
          en: { text: "Maze Room Max Size", desc: "Largest room side, in maze cells." },
          ja: { text: "迷路の部屋の最大", desc: "部屋の最大の辺（迷路のマス数）。" },
      },
      {
          key: "mazeEdgeExits",
          default: 0,
          min: 0,
          max: 1,
          en: {
              text: "Maze Edge Exits",
              desc: "1: the maze has an entrance on its top edge and an exit on its bottom edge, as a drawn maze does: the top-row and bottom-row cells far apart along the maze become small landing rooms whose paths run out to the border (the map stays closed around them). With no Maze Room Count the party arrives in one of them, and the stairs go far away, so at the other end. 0: no exits.",
          },
          ja: {
              text: "迷路の外周の出入口",
              desc: "1：紙の迷路のように、上の辺に入口、下の辺に出口を作ります。迷路の道のりで遠く離れた最上段と最下段のマスが小さな踊り場の部屋になり、その通路が余白の手前まで伸びます（マップの周りは閉じたまま）。迷路の部屋の数が0なら、到着地点はどちらかの踊り場になり、階段は遠く、つまり反対側に置かれます。0：出入口なし。",
          },
      },
      {
          key: "mazeShortcutDoors",
          default: 0,
          min: 0,
          max: 999,
          en: {
              text: "Maze Shortcut Doors",
              desc: "Walls knocked through between two paths that are far apart along the maze (fewer when no such wall is left). Each becomes a doorway where a Door template is placed, or a Secret Door template by Secret Door Chance: a shortcut instead of the long way round.",
          },
          ja: {
              text: "迷路の近道の扉",
              desc: "迷路の道のりで遠く離れた二本の通路の間の壁を打ち抜く数（そのような壁が残っていなければ少なくなります）。それぞれが出入口になり、Doorのテンプレート（隠し扉の確率でSecret Door）が置かれます。遠回りの代わりの近道です。",
          },
      },
      doorChanceOption(0),
      secretDoorChanceOption(0),
  ];
  const MAZE_DEFAULTS = defaultsOf(MAZE_OPTIONS);
  const MAZE_RANGES = rangesOf(MAZE_OPTIONS);
  const MAZE_TEXTS = {
      choice: { en: "maze: a maze of wide paths", ja: "maze：幅の広い通路の迷路" },
      heading: {
          en: { text: "Maze", desc: "Options of the maze layout (<Dungeon Layout: maze>): a perfect maze with wide paths, optionally with loops and rooms." },
          ja: { text: "迷路", desc: "迷路配置（<Dungeon Layout: maze>）の設定：幅の広い通路の完全迷路。ループや部屋も追加できます。" },
      },
  };

  /**
   * Perfect mazes on an odd grid, after seed 002 (David Wicker, "Locked In A Dungeon", 2019;
   * docs/architecture.md, "Layouts and where they come from"): the maze lives on the odd positions of a grid, a random cell is
   * carved first, and from the newest cell two steps at a time are cut in random directions; when no
   * direction is left, the walk goes on from another carved cell, until no cell can be cut.
   *
   * Unlike the seed (and rot.js IceyMaze), the "another carved cell" is drawn from a list of the
   * cells that may still have an uncut neighbour (a growing tree: newest first, a random one when
   * stuck), so every draw makes progress and the maze never slows down as it fills — O(cells).
   *
   * On an MZ map a 1-tile maze is unplayable, so each maze cell is scaled to map tiles as the seed
   * says: a path `mazePathWidth` tiles wide, side walls `mazeWallWidth` columns thick, and the walls
   * between rows at least wallHeight + 1 rows thick, so the two-high wall face and a ceiling row fit
   * (invariant 6). Options knock out a share of dead ends (a braid maze, with loops) and carve rooms
   * over rectangles of cells. Dead ends are the overlay's marks, the longest path its lines.
   *
   * Two more ideas of the seed, as options. Edge exits: the seed's maze has an entrance and an exit
   * on its outer edge, which a game closes off; here the dungeon must stay inside its border, so the
   * top-row and bottom-row cells farthest apart along the maze become one-cell landing rooms whose
   * paths run on to the border. The arrival prefers room floor (src/core/placement.ts), so without
   * other rooms the party lands at one end and the stairs, far from it, at the other. Shortcut
   * doors: the seed puts doors in maze walls as a way round the long way; walls between cells that
   * are far apart along the maze are knocked through and each such doorway is a door (or a secret
   * door). Both draw only when asked for and after everything else, so they never move the maze.
   */
  /**
   * A shortcut door joins two cells whose walk along the maze is longer than this many cell steps
   * (the room chain's seed opens a doorway where the walk round exceeds 20 tiles; a cell step is
   * 4–6 tiles at the default sizes).
   */
  const SHORTCUT_MIN_DETOUR = 8;
  /** Failed room draws allowed per room asked for. */
  const ROOM_TRIES_PER_ROOM = 10;
  /** The carve is reported this many times (one report per carved cell would be too many to snapshot). */
  const CARVE_REPORTS = 16;
  /** The cells that fit the map minus its border (the top keeps wallHeight rows), centred. */
  function mazeGeometry(width, height, options) {
      const pathWidth = options.mazePathWidth;
      const wallColumns = options.mazeWallWidth;
      const wallRows = Math.max(options.mazeWallWidth, options.wallHeight + 1);
      const { left, top, right, bottom } = regionOf(width, height, options);
      const regionWidth = right - left + 1;
      const regionHeight = bottom - top + 1;
      const columns = Math.max(0, Math.floor((regionWidth + wallColumns) / (pathWidth + wallColumns)));
      let rows = Math.max(0, Math.floor((regionHeight + wallRows) / (pathWidth + wallRows)));
      // Edge exits need a spare row above and below the cells for the paths out to the border.
      if (options.mazeEdgeExits && rows > 2 && regionHeight - (rows * (pathWidth + wallRows) - wallRows) < 2)
          rows--;
      const usedWidth = columns * (pathWidth + wallColumns) - wallColumns;
      const usedHeight = rows * (pathWidth + wallRows) - wallRows;
      return {
          originX: left + ((regionWidth - usedWidth) >> 1),
          originY: top + ((regionHeight - usedHeight) >> 1),
          columns,
          rows,
          pathWidth,
          wallColumns,
          wallRows,
      };
  }
  /** The smallest map holding a maze of 2×2 cells with these options. */
  function mazeMinimumSize(options) {
      const wallRows = Math.max(options.mazeWallWidth, options.wallHeight + 1);
      return frameMinimumSize(options, 2 * options.mazePathWidth + options.mazeWallWidth, 2 * options.mazePathWidth + wallRows);
  }
  function checkMazeSize(width, height, options) {
      return tooSmall(width, height, "the maze layout", mazeMinimumSize(options));
  }
  /** Clamps, in place, option combinations that cannot hold; one message per change. */
  function fitMazeOptions(options) {
      const problems = [];
      if (options.mazeRoomMinSize > options.mazeRoomMaxSize) {
          problems.push(`mazeRoomMinSize ${options.mazeRoomMinSize} is too large (it must not exceed mazeRoomMaxSize ${options.mazeRoomMaxSize}); using ${options.mazeRoomMaxSize}`);
          options.mazeRoomMinSize = options.mazeRoomMaxSize;
      }
      return problems;
  }
  /** The maze's cells at map scale: squares, the wall gaps between linked cells, rectangles of cells. */
  class MazeTiles {
      /**
       * @param preview carve cells and links as they are made, for step snapshots; otherwise the
       * floor is painted once, with the areas, at the end.
       */
      constructor(grid, geometry, preview) {
          this.grid = grid;
          this.geometry = geometry;
          this.preview = preview;
          const { originX, originY, columns, rows, pathWidth, wallColumns, wallRows } = geometry;
          this.cellX = new Int32Array(columns * rows);
          this.cellY = new Int32Array(columns * rows);
          for (let row = 0, cell = 0; row < rows; row++) {
              for (let column = 0; column < columns; column++, cell++) {
                  this.cellX[cell] = originX + column * (pathWidth + wallColumns);
                  this.cellY[cell] = originY + row * (pathWidth + wallRows);
              }
          }
          this.kinds = grid.kinds;
          this.width = grid.width;
      }
      /** Map tiles of a rectangle of cells, the walls inside it included. */
      blockRect(column, row, columns, rows) {
          const { originX, originY, pathWidth, wallColumns, wallRows } = this.geometry;
          return {
              x: originX + column * (pathWidth + wallColumns),
              y: originY + row * (pathWidth + wallRows),
              width: columns * (pathWidth + wallColumns) - wallColumns,
              height: rows * (pathWidth + wallRows) - wallRows,
          };
      }
      carveCell(cell) {
          if (!this.preview)
              return;
          const side = this.geometry.pathWidth;
          fillBlock(this.kinds, this.width, this.cellX[cell], this.cellY[cell], side, side, TileKind.Corridor);
      }
      /** Carves the wall between two linked cells, given either one and the direction to the other. */
      carveLink(cell, direction) {
          if (!this.preview)
              return;
          const { pathWidth, wallColumns, wallRows } = this.geometry;
          const { kinds, width } = this;
          if (direction === 0)
              fillBlock(kinds, width, this.cellX[cell], this.cellY[cell] - wallRows, pathWidth, wallRows, TileKind.Corridor);
          else if (direction === 1)
              fillBlock(kinds, width, this.cellX[cell] + pathWidth, this.cellY[cell], wallColumns, pathWidth, TileKind.Corridor);
          else if (direction === 2)
              fillBlock(kinds, width, this.cellX[cell], this.cellY[cell] + pathWidth, pathWidth, wallRows, TileKind.Corridor);
          else
              fillBlock(kinds, width, this.cellX[cell] - wallColumns, this.cellY[cell], wallColumns, pathWidth, TileKind.Corridor);
      }
      /** The tile at the middle of a cell, where its dead-end mark and path line sit. */
      centreTile(cell) {
          const half = this.geometry.pathWidth >> 1;
          return (this.cellY[cell] + half) * this.width + this.cellX[cell] + half;
      }
  }
  /**
   * The growing tree: carve from the newest cell in a random direction (or straight on, by
   * mazeStraightChance) into an uncut neighbour; a cell with no uncut neighbour leaves the active
   * list and the walk resumes from a random active cell. Each round adds or retires one cell.
   */
  function growMaze(tiles, options, random, report) {
      const { columns, rows } = tiles.geometry;
      const cellCount = columns * rows;
      const offsets = linkOffsets(columns);
      const links = new Uint8Array(cellCount);
      const carved = new Uint8Array(cellCount);
      const active = new Int32Array(cellCount);
      const slot = new Int32Array(cellCount);
      const entered = new Int8Array(cellCount).fill(-1);
      // Steps from the first cell along the tree (its unique path), and the cell farthest so.
      const depth = new Int32Array(cellCount);
      let deepest = 0;
      const choices = new Int32Array(4);
      const reportEvery = Math.max(1, Math.ceil(cellCount / CARVE_REPORTS));
      const straightChance = options.mazeStraightChance;
      let activeCount = 0;
      const activate = (cell) => {
          carved[cell] = 1;
          tiles.carveCell(cell);
          slot[cell] = activeCount;
          active[activeCount++] = cell;
      };
      let current = random.smallInt(0, cellCount - 1);
      activate(current);
      deepest = current;
      let carvedCount = 1;
      let column = current % columns;
      while (activeCount > 0) {
          let choiceCount = 0;
          if (current >= columns && !carved[current - columns])
              choices[choiceCount++] = 0;
          if (column < columns - 1 && !carved[current + 1])
              choices[choiceCount++] = 1;
          if (current + columns < cellCount && !carved[current + columns])
              choices[choiceCount++] = 2;
          if (column > 0 && !carved[current - 1])
              choices[choiceCount++] = 3;
          if (choiceCount === 0) {
              const last = active[--activeCount];
              active[slot[current]] = last;
              slot[last] = slot[current];
              if (activeCount > 0) {
                  current = active[random.smallInt(0, activeCount - 1)];
                  column = current % columns;
              }
              continue;
          }
          let direction = choices[choiceCount === 1 ? 0 : random.smallInt(0, choiceCount - 1)];
          const ahead = entered[current];
          if (straightChance > 0 && ahead >= 0 && direction !== ahead && random.percent(straightChance)) {
              for (let k = 0; k < choiceCount; k++)
                  if (choices[k] === ahead)
                      direction = ahead;
          }
          const next = current + offsets[direction];
          links[current] |= 1 << direction;
          links[next] |= 1 << opposite(direction);
          tiles.carveLink(current, direction);
          entered[next] = direction;
          depth[next] = depth[current] + 1;
          if (depth[next] > depth[deepest])
              deepest = next;
          activate(next);
          current = next;
          column += DX[direction];
          if (++carvedCount % reportEvery === 0)
              report();
      }
      return { links, deepest };
  }
  /**
   * Each dead end, by mazeBraidChance, is knocked through into an unlinked neighbour — another dead
   * end when there is one, so one knock removes two. On a grid of at least 2×2 cells every dead end
   * has an unlinked neighbour, and knocks only add links, so 100 leaves no dead end.
   */
  function braidDeadEnds(tiles, links, chance, random) {
      const { columns, rows } = tiles.geometry;
      const choices = new Int32Array(4);
      for (let cell = 0; cell < links.length; cell++) {
          if (LINK_COUNT[links[cell]] !== 1 || !random.percent(chance))
              continue;
          let choiceCount = 0;
          let deadEndCount = 0;
          for (let d = 0; d < 4; d++) {
              const next = neighbourCell(cell, d, columns, rows);
              if (next < 0 || links[cell] & (1 << d))
                  continue;
              // Dead-end neighbours first in the list, so they can be drawn alone.
              if (LINK_COUNT[links[next]] === 1) {
                  choices[choiceCount++] = choices[deadEndCount];
                  choices[deadEndCount++] = d;
              }
              else {
                  choices[choiceCount++] = d;
              }
          }
          if (choiceCount === 0)
              continue;
          const direction = choices[random.smallInt(0, (deadEndCount > 0 ? deadEndCount : choiceCount) - 1)];
          links[cell] |= 1 << direction;
          links[neighbourCell(cell, direction, columns, rows)] |= 1 << opposite(direction);
          tiles.carveLink(cell, direction);
      }
  }
  /**
   * Up to mazeRoomCount rooms over free rectangles of cells (a bounded number of draws; rectangles
   * in cells, by room number − 1). A room links
   * its cells to each other and becomes room floor, walls inside it included; its cells keep their
   * maze links to the outside, so the room is reached wherever the maze passed through it.
   */
  function carveRooms(tiles, links, options, random) {
      const { columns, rows } = tiles.geometry;
      const roomOf = new Int32Array(links.length);
      const roomBlocks = [];
      const tries = options.mazeRoomCount * ROOM_TRIES_PER_ROOM;
      for (let attempt = 0; attempt < tries && roomBlocks.length < options.mazeRoomCount; attempt++) {
          const roomColumns = Math.min(columns, random.smallInt(options.mazeRoomMinSize, options.mazeRoomMaxSize));
          const roomRows = Math.min(rows, random.smallInt(options.mazeRoomMinSize, options.mazeRoomMaxSize));
          const column = random.smallInt(0, columns - roomColumns);
          const row = random.smallInt(0, rows - roomRows);
          if (!blockIsFree(roomOf, columns, column, row, roomColumns, roomRows))
              continue;
          roomBlocks.push({ x: column, y: row, width: roomColumns, height: roomRows });
          const roomCount = roomBlocks.length;
          for (let r = row; r < row + roomRows; r++) {
              for (let c = column; c < column + roomColumns; c++) {
                  const cell = r * columns + c;
                  roomOf[cell] = roomCount;
                  if (c + 1 < column + roomColumns)
                      (links[cell] |= 2), (links[cell + 1] |= 8);
                  if (r + 1 < row + roomRows)
                      (links[cell] |= 4), (links[cell + columns] |= 1);
              }
          }
          if (tiles.preview)
              fillRect(tiles.grid, tiles.blockRect(column, row, roomColumns, roomRows), TileKind.Room);
      }
      return { roomOf, roomBlocks };
  }
  function blockIsFree(roomOf, columns, column, row, width, height) {
      for (let r = row; r < row + height; r++) {
          for (let c = column; c < column + width; c++)
              if (roomOf[r * columns + c] !== 0)
                  return false;
      }
      return true;
  }
  /** Which side of a gap owns it: a corridor before a crossroads before a room (so rooms stay rectangles). */
  const OWNER_RANK = { corridor: 2, crossroads: 1, room: 0, cave: 0, tunnel: 0, circle: 0, ellipse: 0, polygon: 0, vault: 0, piece: 0 };
  /**
   * Paints the floor with its areas: rooms as whole rectangles of room floor, other cells as
   * corridor squares, and each wall gap between linked cells as corridor of the area of one side
   * (a corridor before a crossroads before a room, so rooms stay rectangles). Every gap between two
   * areas is one opening (open), at the middle of the gap's tiles that touch the other side.
   *
   * Speed: all pathWidth tile rows of a band of cells are alike, and so are all wallRows rows of the
   * band of gaps below it, so the first row of each band is written tile by tile and copied to the
   * others (a 256×256 maze has 2,600 cells; painting each square and gap on its own cost more than
   * growing the maze).
   */
  function paintMaze(tiles, links, roomOf, roomBlocks, book, areaOf, shortcuts) {
      const { columns, rows, pathWidth, wallColumns, wallRows } = tiles.geometry;
      const { width, kinds } = tiles.grid;
      const { cellX, cellY } = tiles;
      const cellCount = links.length;
      const { areaOfCell, kinds: areaKinds } = cellAreas(links, columns, roomOf);
      const rank = new Int8Array(areaKinds.length);
      areaKinds.forEach((kind, id) => {
          book.add(kind);
          rank[id] = OWNER_RANK[kind];
      });
      // ── who owns each gap (area + 1; 0 = no gap), the openings, and the areas' bounds and sizes ──
      const eastOwner = new Uint16Array(cellCount);
      const southOwner = new Uint16Array(cellCount);
      const openings = [];
      const shortcutOpenings = [];
      const half = pathWidth >> 1;
      for (const block of roomBlocks) {
          const rect = tiles.blockRect(block.x, block.y, block.width, block.height);
          book.grow(areaOfCell[block.y * columns + block.x], rect.x, rect.y, rect.width, rect.height);
      }
      for (let cell = 0; cell < cellCount; cell++) {
          if (roomOf[cell] === 0)
              book.grow(areaOfCell[cell], cellX[cell], cellY[cell], pathWidth, pathWidth);
          for (let direction = 1; direction <= 2; direction++) {
              if (!(links[cell] & (1 << direction)))
                  continue;
              const east = direction === 1;
              const other = east ? cell + 1 : cell + columns;
              const a = areaOfCell[cell];
              const b = areaOfCell[other];
              const ownedByFirst = rank[a] >= rank[b];
              const owner = ownedByFirst ? a : b;
              (east ? eastOwner : southOwner)[cell] = owner + 1;
              // A gap inside a room is counted with the room's rectangle.
              if (roomOf[cell] !== 0 && roomOf[cell] === roomOf[other])
                  continue;
              const x = east ? cellX[cell] + pathWidth : cellX[cell];
              const y = east ? cellY[cell] : cellY[cell] + pathWidth;
              book.grow(owner, x, y, east ? wallColumns : pathWidth, east ? pathWidth : wallRows);
              if (a === b)
                  continue;
              // The gap tile next to the other side, in the middle of the path.
              const tileX = east ? (ownedByFirst ? x + wallColumns - 1 : x) : x + half;
              const tileY = east ? y + half : ownedByFirst ? y + wallRows - 1 : y;
              const opening = { tile: tileY * width + tileX, from: owner, to: ownedByFirst ? b : a, kind: "open" };
              openings.push(opening);
              if (shortcuts[cell] & (1 << direction))
                  shortcutOpenings.push(opening);
          }
      }
      // ── the tiles, band by band ──
      const spanStart = cellX[0];
      const spanEnd = cellX[columns - 1] + pathWidth;
      const paintRun = (start, length, kind, label) => {
          for (let i = start, end = start + length; i < end; i++) {
              kinds[i] = kind;
              areaOf[i] = label;
          }
      };
      const copyRow = (fromY, toY, count) => {
          const from = fromY * width;
          for (let y = toY; y < toY + count; y++) {
              kinds.copyWithin(y * width + spanStart, from + spanStart, from + spanEnd);
              areaOf.copyWithin(y * width + spanStart, from + spanStart, from + spanEnd);
          }
      };
      const sameRoom = (cell, other) => roomOf[cell] !== 0 && roomOf[cell] === roomOf[other];
      for (let row = 0; row < rows; row++) {
          const first = row * columns;
          const y = cellY[first];
          // The band's first tile row: each cell's path, then the gap east of it when linked.
          for (let cell = first; cell < first + columns; cell++) {
              const start = y * width + cellX[cell];
              paintRun(start, pathWidth, roomOf[cell] !== 0 ? TileKind.Room : TileKind.Corridor, areaOfCell[cell] + 1);
              if (eastOwner[cell] !== 0)
                  paintRun(start + pathWidth, wallColumns, sameRoom(cell, cell + 1) ? TileKind.Room : TileKind.Corridor, eastOwner[cell]);
          }
          copyRow(y, y + 1, pathWidth - 1);
          if (row === rows - 1)
              break;
          // The gap band below: each south gap, and inside a room the corner between four of its cells
          // (a room is a rectangle, so a cell and its south-east neighbour in one room means all four).
          const gapY = y + pathWidth;
          for (let cell = first; cell < first + columns; cell++) {
              const start = gapY * width + cellX[cell];
              if (southOwner[cell] !== 0)
                  paintRun(start, pathWidth, sameRoom(cell, cell + columns) ? TileKind.Room : TileKind.Corridor, southOwner[cell]);
              if (cell < first + columns - 1 && sameRoom(cell, cell + columns + 1))
                  paintRun(start + pathWidth, wallColumns, TileKind.Room, areaOfCell[cell] + 1);
          }
          copyRow(gapY, gapY + 1, wallRows - 1);
      }
      return { openings, shortcutOpenings };
  }
  /**
   * Knocks up to mazeShortcutDoors walls through, each between two neighbouring cells that are not
   * linked and whose walk along the maze (so far, earlier shortcuts included) is longer than
   * SHORTCUT_MIN_DETOUR steps, drawn without repeats from all such walls. Returns the new links
   * (Side bits east 2 / south 4 on the west / north cell). Walls between two dead ends are left:
   * knocked through they would join one corridor, with no doorway between two areas for a door.
   */
  function knockShortcuts(tiles, links, roomOf, count, random) {
      const { columns, rows } = tiles.geometry;
      const shortcuts = new Uint8Array(links.length);
      if (count <= 0)
          return shortcuts;
      const walls = [];
      for (let cell = 0; cell < links.length; cell++) {
          const column = cell % columns;
          if (column + 1 < columns && !(links[cell] & 2))
              walls.push(cell * 2);
          if (cell + columns < links.length && !(links[cell] & 4))
              walls.push(cell * 2 + 1);
      }
      const walk = new WalkWithin(links, columns, rows);
      let knocked = 0;
      for (let i = 0; i < walls.length && knocked < count; i++) {
          const pick = random.int(i, walls.length - 1);
          const wall = walls[pick];
          walls[pick] = walls[i];
          walls[i] = wall;
          const cell = wall >> 1;
          const direction = wall & 1 ? 2 : 1;
          const other = cell + (direction === 2 ? columns : 1);
          const bothDeadEnds = roomOf[cell] === 0 && roomOf[other] === 0 && LINK_COUNT[links[cell]] < 2 && LINK_COUNT[links[other]] < 2;
          if (bothDeadEnds || walk.reaches(cell, other, SHORTCUT_MIN_DETOUR))
              continue;
          links[cell] |= 1 << direction;
          links[other] |= 1 << opposite(direction);
          shortcuts[cell] |= 1 << direction;
          tiles.carveLink(cell, direction);
          knocked++;
      }
      return shortcuts;
  }
  /** Breadth-first walks along the links that stop after a number of steps, reusing their arrays. */
  class WalkWithin {
      constructor(links, columns, rows) {
          this.links = links;
          this.round = 0;
          this.offsets = linkOffsets(columns);
          this.stamp = new Int32Array(columns * rows);
          this.steps = new Int32Array(columns * rows);
          this.queue = new Int32Array(columns * rows);
      }
      /** True when `to` is at most `limit` steps from `from` along the links. */
      reaches(from, to, limit) {
          const { links, offsets, stamp, steps, queue } = this;
          const round = ++this.round;
          let head = 0;
          let tail = 0;
          queue[tail++] = from;
          stamp[from] = round;
          steps[from] = 0;
          while (head < tail) {
              const cell = queue[head++];
              if (cell === to)
                  return true;
              if (steps[cell] === limit)
                  continue;
              for (let d = 0; d < 4; d++) {
                  if (!(links[cell] & (1 << d)))
                      continue;
                  const next = cell + offsets[d];
                  if (stamp[next] === round)
                      continue;
                  stamp[next] = round;
                  steps[next] = steps[cell] + 1;
                  queue[tail++] = next;
              }
          }
          return false;
      }
  }
  /**
   * A top-row cell and a bottom-row cell far apart along the maze: the top-row cell farthest from
   * the carve's deepest cell, then the bottom-row cell farthest from that (the tree-diameter sweeps,
   * each ending on its row). Both become one-cell rooms unless a room already holds them, so the
   * arrival (which prefers room floor) lands at one of them.
   */
  function chooseEdgeExits(links, columns, farEnd, roomOf, roomBlocks) {
      const cellCount = links.length;
      const distance = new Int32Array(cellCount);
      const parent = new Int32Array(cellCount);
      const queue = new Int32Array(cellCount);
      const farthestInRow = (firstCell) => {
          let best = firstCell;
          for (let cell = firstCell; cell < firstCell + columns; cell++)
              if (distance[cell] > distance[best])
                  best = cell;
          return best;
      };
      farthestCell(links, columns, farEnd, distance, parent, queue);
      const entrance = farthestInRow(0);
      farthestCell(links, columns, entrance, distance, parent, queue);
      const exit = farthestInRow(cellCount - columns);
      const path = [];
      for (let cell = exit; cell >= 0; cell = parent[cell])
          path.push(cell);
      for (const cell of [entrance, exit]) {
          if (roomOf[cell] !== 0)
              continue;
          roomBlocks.push({ x: cell % columns, y: Math.floor(cell / columns), width: 1, height: 1 });
          roomOf[cell] = roomBlocks.length;
      }
      return { entrance, exit, path };
  }
  /** The paths from the entrance up to the frame's top row and from the exit down to its bottom row, as floor of their rooms. */
  function paintExitPaths(tiles, exits, region, book, areaOf) {
      const { pathWidth } = tiles.geometry;
      const { cellX, cellY } = tiles;
      const areaAt = (cell) => areaOf[tiles.centreTile(cell)] - 1;
      const { entrance, exit } = exits;
      book.paint(areaAt(entrance), cellX[entrance], region.top, pathWidth, cellY[entrance] - region.top, TileKind.Room);
      book.paint(areaAt(exit), cellX[exit], cellY[exit] + pathWidth, pathWidth, region.bottom + 1 - (cellY[exit] + pathWidth), TileKind.Room);
  }
  /** Shortcut doorways are doors, or secret doors by secretDoorChance; the maze's other openings roll both chances. */
  function rollMazeDoors(openings, shortcutOpenings, random, options) {
      // Nothing to roll: every opening is already open (the default maze).
      if (shortcutOpenings.length === 0 && options.doorChance <= 0 && options.secretDoorChance <= 0)
          return;
      const shortcut = new Set(shortcutOpenings);
      rollDoors(openings.filter((opening) => !shortcut.has(opening)), random, options);
      for (const opening of shortcutOpenings)
          opening.kind = random.percent(options.secretDoorChance) ? "secret" : "door";
  }
  /** Cells with exactly one link: the maze's dead ends (a one-cell room at the end of a path included). */
  function deadEndCells(links) {
      const deadEnds = [];
      for (let cell = 0; cell < links.length; cell++)
          if (LINK_COUNT[links[cell]] === 1)
              deadEnds.push(cell);
      return deadEnds;
  }
  /**
   * The longest path through the maze, cell by cell: from `farEnd`, a cell farthest from some cell,
   * to the cell farthest from it (the two sweeps of the tree-diameter method: exact on a perfect
   * maze, a long path on a braided one). The carve hands its deepest cell over as `farEnd`, so only
   * the second sweep is walked here.
   */
  function longestCellPath(links, columns, farEnd) {
      const cellCount = links.length;
      const distance = new Int32Array(cellCount);
      const parent = new Int32Array(cellCount);
      const queue = new Int32Array(cellCount);
      const end = farthestCell(links, columns, farEnd, distance, parent, queue);
      const path = [];
      for (let cell = end; cell >= 0; cell = parent[cell])
          path.push(cell);
      return path;
  }
  /**
   * Breadth-first from `start` along the links (north, east, south, west in that order); returns the
   * cell reached last and leaves each reached cell's parent in `parent` (−1 at the start). A plain
   * function over typed arrays with the four directions written out: it runs twice per maze, over
   * every cell.
   */
  function farthestCell(links, columns, start, distance, parent, queue) {
      distance.fill(-1);
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      distance[start] = 0;
      parent[start] = -1;
      while (head < tail) {
          const cell = queue[head++];
          const open = links[cell];
          const step = distance[cell] + 1;
          if (open & 1 && distance[cell - columns] < 0) {
              distance[cell - columns] = step;
              parent[cell - columns] = cell;
              queue[tail++] = cell - columns;
          }
          if (open & 2 && distance[cell + 1] < 0) {
              distance[cell + 1] = step;
              parent[cell + 1] = cell;
              queue[tail++] = cell + 1;
          }
          if (open & 4 && distance[cell + columns] < 0) {
              distance[cell + columns] = step;
              parent[cell + columns] = cell;
              queue[tail++] = cell + columns;
          }
          if (open & 8 && distance[cell - 1] < 0) {
              distance[cell - 1] = step;
              parent[cell - 1] = cell;
              queue[tail++] = cell - 1;
          }
      }
      return queue[tail - 1];
  }
  /** A path of cells as lines between cell centres, one line per straight run. */
  function pathLines(tiles, path) {
      const width = tiles.grid.width;
      const lines = [];
      let runStart = 0;
      for (let i = 1; i <= path.length; i++) {
          const bends = i === path.length || (i >= 2 && path[i] - path[i - 1] !== path[i - 1] - path[i - 2]);
          if (!bends || i - 1 === runStart)
              continue;
          const from = tiles.centreTile(path[runStart]);
          const to = tiles.centreTile(path[i - 1]);
          lines.push(from % width, Math.floor(from / width), to % width, Math.floor(to / width));
          runStart = i - 1;
      }
      return lines;
  }
  /** Each cell's path square, in cell order (literal boxes in a plain loop: a method call per box cost several times as much). */
  function mazeCellBoxes(tiles, cellCount) {
      const side = tiles.geometry.pathWidth;
      const boxes = [];
      for (let cell = 0; cell < cellCount; cell++)
          boxes.push({ x: tiles.cellX[cell], y: tiles.cellY[cell], width: side, height: side });
      return boxes;
  }
  function carveMaze(grid, options, random, onStep) {
      const geometry = mazeGeometry(grid.width, grid.height, options);
      const tiles = new MazeTiles(grid, geometry, onStep !== undefined);
      const cellCount = geometry.columns * geometry.rows;
      const areaOf = new Uint16Array(grid.width * grid.height);
      // The cells' outlines are for previews: made when first read (2,600 boxes at 256×256 cost a
      // twentieth of the carve, for a game that never draws them).
      let cellBoxes = null;
      const boxes = () => (cellBoxes !== null && cellBoxes !== void 0 ? cellBoxes : (cellBoxes = mazeCellBoxes(tiles, cellCount)));
      // Until the last stage areas are not labelled yet: the snapshots show the cells and the floor.
      const report = onStep && ((step) => onStep(step, { algorithm: "maze", areas: [], areaOf, openings: [], overlay: { boxes: boxes(), lines: [], marks: [] } }));
      report === null || report === void 0 ? void 0 : report("start");
      const { links, deepest } = growMaze(tiles, options, random, () => report === null || report === void 0 ? void 0 : report("carve"));
      report === null || report === void 0 ? void 0 : report("carve");
      braidDeadEnds(tiles, links, options.mazeBraidChance, random);
      report === null || report === void 0 ? void 0 : report("braid");
      const { roomOf, roomBlocks } = carveRooms(tiles, links, options, random);
      report === null || report === void 0 ? void 0 : report("rooms");
      // Exits before shortcuts, so shortcut doors never move the exits (they may shorten the way between them).
      const exits = options.mazeEdgeExits ? chooseEdgeExits(links, geometry.columns, deepest, roomOf, roomBlocks) : null;
      const shortcuts = knockShortcuts(tiles, links, roomOf, options.mazeShortcutDoors, random);
      const book = new AreaBook(grid, areaOf);
      const { openings, shortcutOpenings } = paintMaze(tiles, links, roomOf, roomBlocks, book, areaOf, shortcuts);
      if (exits)
          paintExitPaths(tiles, exits, regionOf(grid.width, grid.height, options), book, areaOf);
      rollMazeDoors(openings, shortcutOpenings, random, options); // last: the dice for doors never move a wall
      const marks = deadEndCells(links).map((cell) => tiles.centreTile(cell));
      const lines = pathLines(tiles, exits ? exits.path : longestCellPath(links, geometry.columns, deepest));
      const overlay = {
          get boxes() {
              return boxes();
          },
          lines,
          marks,
      };
      const layout = { algorithm: "maze", areas: book.areas(), areaOf, openings, overlay };
      onStep === null || onStep === void 0 ? void 0 : onStep("finish", layout);
      return layout;
  }
  const maze = {
      name: "maze",
      summary: "Perfect maze on an odd grid (seed 002), scaled to wide paths; optional braiding (loops) and rooms",
      texts: MAZE_TEXTS,
      options: MAZE_OPTIONS,
      parameterPrefix: "maze",
      reads: "nothing",
      defaults: MAZE_DEFAULTS,
      ranges: MAZE_RANGES,
      steps: ["start", "carve", "braid", "rooms", "finish"],
      fitOptions: fitMazeOptions,
      checkSize: checkMazeSize,
      carve(grid, options, random, _input, onStep) {
          return carveMaze(grid, options, random, onStep);
      },
  };

  /**
   * The rooms layout's declaration: its options (key, default, range, Plugin Manager texts in
   * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
   * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
   */
  const ROOM_CHAIN_OPTIONS = [
      WALL_HEIGHT_OPTION,
      borderOption(),
      {
          key: "roomMinWidth",
          default: 3,
          min: 3,
          max: 40,
          en: { text: "Room Min Width", desc: "Smallest room width in tiles (at least 3, so a door never sits on a corner)." },
          ja: { text: "部屋の最小幅", desc: "部屋の最小の幅（3以上、扉が角に来ないように）。" },
      },
      {
          key: "roomMaxWidth",
          default: 9,
          min: 3,
          max: 40,
          en: { text: "Room Max Width", desc: "Largest room width in tiles." },
          ja: { text: "部屋の最大幅", desc: "部屋の最大の幅（タイル数）。" },
      },
      {
          key: "roomMinHeight",
          default: 3,
          min: 3,
          max: 40,
          en: { text: "Room Min Height", desc: "Smallest room height in tiles (at least 3)." },
          ja: { text: "部屋の最小高さ", desc: "部屋の最小の高さ（3以上）。" },
      },
      {
          key: "roomMaxHeight",
          default: 7,
          min: 3,
          max: 40,
          en: { text: "Room Max Height", desc: "Largest room height in tiles." },
          ja: { text: "部屋の最大高さ", desc: "部屋の最大の高さ（タイル数）。" },
      },
      {
          key: "roomMax",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Room Max", desc: "Most rooms in the chain (0 = until no room fits)." },
          ja: { text: "部屋の最大数", desc: "連鎖する部屋の最大数（0＝入らなくなるまで）。" },
      },
      {
          key: "hallChance",
          default: 12,
          min: 0,
          max: 100,
          en: { text: "Hall Chance (%)", desc: "Chance that a new room is a hall: each side 1.5 to 2 times the largest room's (0 = no halls)." },
          ja: { text: "大広間の確率（%）", desc: "新しい部屋が大広間になる確率。大広間の各辺は最大の部屋の1.5〜2倍（0＝大広間なし）。" },
      },
      {
          key: "loopChance",
          default: 25,
          min: 0,
          max: 100,
          en: { text: "Loop Chance (%)", desc: "Chance that two rooms facing each other a few tiles apart, not yet joined, get an extra doorway (a loop)." },
          ja: { text: "ループの確率（%）", desc: "数タイル離れて向かい合うがつながっていない二部屋に追加の出入口（ループ）を作る確率。" },
      },
      // Seed 002 draws a door in every doorway; with a Door template that is a door event every few
      // tiles (about 80 on a 68×64 map), so a share of them by default.
      doorChanceOption(30),
      secretDoorChanceOption(0),
  ];
  const ROOM_CHAIN_DEFAULTS = defaultsOf(ROOM_CHAIN_OPTIONS);
  const ROOM_CHAIN_RANGES = rangesOf(ROOM_CHAIN_OPTIONS);
  const ROOM_CHAIN_TEXTS = {
      choice: { en: "rooms: a chain of rooms and halls joined by doorways", ja: "rooms：出入口でつながる部屋と大広間の連鎖" },
      heading: {
          en: { text: "Rooms", desc: "Options of the room chain layout (<Dungeon Layout: rooms>): rooms of many sizes and the odd hall, joined by one-tile doorways, each room built from a side of the one before." },
          ja: { text: "部屋の連鎖", desc: "部屋の連鎖配置（<Dungeon Layout: rooms>）の設定：大小さまざまな部屋と時おりの大広間を、前の部屋の側面から作り、幅1の出入口でつなぎます。" },
      },
  };

  /**
   * The room chain, the second method of seed 002 (David Wicker, "Locked In A Dungeon", 2019;
   * docs/architecture.md, "Layouts and where they come from"): a room of 3–9 × 3–7 tiles (the seed's 3–7 × 3–7
   * read as a honeycomb of alike rooms), then from a side of it — never a corner — a doorway one
   * tile wide through the gap, and a new room on the other side, and so on until no room fits; then
   * extra doors between rooms that face each other a few tiles apart (loops).
   *
   * Halls. With Hall Chance, a drawn room is a hall instead, each side 1.5 to 2 times the largest
   * room's: a few large spaces among the rooms, most of them early in the chain, while there is room.
   *
   * Unlike the seed, a room that does not fit never starts a room somewhere unconnected: the chain
   * grows from its newest room, and a room that failed a bounded number of draws leaves the list
   * of rooms to grow from, the chain resuming at a random room still on it (a growing tree of rooms,
   * so the attempts are bounded by a multiple of the room count).
   *
   * Speed. A draw does not pick a side and door blindly: it picks among the door spots where at
   * least a smallest room fits across the gap (found a word of 32 tiles at a time in a bitmap of the
   * tiles rooms must keep clear of), then a size and position, which may still not fit. A side with
   * no spot is dead for good, and a room with no live side leaves the list without a draw: hemmed-in
   * rooms were three quarters of the blind draws (a 256×256 chain drew 11,700 rooms to place 1,100;
   * now about 2,900 for 1,200).
   *
   * Clearance. No two rooms touch: a room keeps every other floor tile out of a box one column to
   * each side and wallHeight + 1 rows above and below, so the wall face and a ceiling row always
   * fit between rooms (invariant 6). A doorway crosses that gap: one tile east or west, wallHeight + 1
   * tiles north or south. A doorway is corridor floor that belongs to the room west or north of it,
   * and the room pair's opening is the doorway tile next to the other room (a door with Door Chance,
   * a secret door with Secret Door Chance, else open: src/core/layout/kit/doors.ts) — for a
   * north–south doorway that is the tile just above the southern room, in its wall face, where a
   * door event belongs.
   */
  /** Draws (side, size, position) a room gets to attach a new room before it leaves the growing list. */
  const ATTACH_TRIES = 8;
  /**
   * Tiles a loop doorway may reach beyond the plain gap between rooms (1 column, wallHeight + 1
   * rows): far enough for rooms the chain left a little apart, short enough to read as a doorway.
   */
  const LOOP_REACH = 4;
  /** Bits of all four sides. */
  const ALL_SIDES = 15;
  /** The 24 orders of the four sides, each as four 2-bit sides, first in the lowest bits. */
  const SIDE_ORDERS = sideOrders();
  function sideOrders() {
      const orders = [];
      for (let order = 0; order < 256; order++) {
          const sides = [order & 3, (order >> 2) & 3, (order >> 4) & 3, (order >> 6) & 3];
          if (new Set(sides).size === 4)
              orders.push(order);
      }
      return Int32Array.from(orders);
  }
  /** Directions N, E, S, W (west is 3, the one left). */
  const NORTH = 0;
  const EAST = 1;
  const SOUTH = 2;
  /**
   * The sides a hall may have, from the largest room's side `max`: 1.5 to 2 times it, so a hall is
   * at least 2.25 times the largest room's area and reads as another kind of space, not as a room a
   * little larger than the rest.
   */
  function hallSides(max) {
      return { min: Math.ceil(1.5 * max), max: 2 * max };
  }
  /** The smallest map holding one room of the smallest size. */
  function roomChainMinimumSize(options) {
      return frameMinimumSize(options, options.roomMinWidth, options.roomMinHeight);
  }
  function checkRoomChainSize(width, height, options) {
      return tooSmall(width, height, "the rooms layout", roomChainMinimumSize(options));
  }
  /** Clamps, in place, option combinations that cannot hold; one message per change. */
  function fitRoomChainOptions(options) {
      const problems = [];
      for (const [min, max] of [
          ["roomMinWidth", "roomMaxWidth"],
          ["roomMinHeight", "roomMaxHeight"],
      ]) {
          if (options[min] > options[max]) {
              problems.push(`${min} ${options[min]} is too large (it must not exceed ${max} ${options[max]}); using ${options[max]}`);
              options[min] = options[max];
          }
      }
      return problems;
  }
  /**
   * One bit per tile: the tiles a new room may not cover. A room's clearance box around it must hold
   * no floor, so "no floor in the box of a room at (x, y)" is the same as "the room covers none of
   * the tiles within 1 column and gapRows rows of floor": each carved rectangle marks that grown
   * rectangle once, and a candidate room is then tested a word of 32 tiles at a time instead of
   * tile by tile over its whole box. The bits are kept twice, by rows and by columns, so that both
   * a row of columns and a column of rows are runs of bits.
   */
  class KeepOut {
      constructor(width, height, 
      /** Rows kept free above and below floor. */
      gapRows) {
          this.width = width;
          this.height = height;
          this.gapRows = gapRows;
          this.rowWords = (width + 31) >> 5;
          this.rows = new Int32Array(this.rowWords * height);
          this.columnWords = (height + 31) >> 5;
          this.columns = new Int32Array(this.columnWords * width);
      }
      /** Marks the tiles within 1 column and gapRows rows of a carved rectangle (clipped to the map). */
      markAround(x, y, w, h) {
          const left = Math.max(0, x - 1);
          const right = Math.min(this.width - 1, x + w);
          const top = Math.max(0, y - this.gapRows);
          const bottom = Math.min(this.height - 1, y + h - 1 + this.gapRows);
          setBlock(this.rows, this.rowWords, top, bottom, left, right);
          setBlock(this.columns, this.columnWords, left, right, top, bottom);
      }
      /**
       * Word `word` of lines first…last (inside the map), or-ed: by rows (`alongRows`) bit c is set
       * when column 32 · word + c is kept out in any of those rows; by columns, bit r for row 32 · word + r.
       */
      blockedWord(alongRows, word, first, last) {
          const bits = alongRows ? this.rows : this.columns;
          const stride = alongRows ? this.rowWords : this.columnWords;
          let blocked = 0;
          for (let i = first * stride + word, end = last * stride + word; i <= end; i += stride)
              blocked |= bits[i];
          return blocked;
      }
      /** True when no tile of the rectangle (inside the map) is kept out. */
      rectClear(x, y, w, h) {
          const { rows, rowWords } = this;
          const right = x + w - 1;
          const fromLeft = -1 << (x & 31);
          const toRight = ~(-2 << (right & 31));
          const firstWord = x >> 5;
          const lastWord = right >> 5;
          for (let start = y * rowWords, end = (y + h) * rowWords; start < end; start += rowWords) {
              if (firstWord === lastWord) {
                  if (rows[start + firstWord] & fromLeft & toRight)
                      return false;
                  continue;
              }
              if (rows[start + firstWord] & fromLeft || rows[start + lastWord] & toRight)
                  return false;
              for (let i = start + firstWord + 1; i < start + lastWord; i++)
                  if (rows[i] !== 0)
                      return false;
          }
          return true;
      }
  }
  /** Sets bits from…to (0 ≤ from ≤ to) of lines first…last, each line `stride` words long. */
  function setBlock(bits, stride, first, last, from, to) {
      const fromLeft = -1 << (from & 31);
      const toRight = ~(-2 << (to & 31));
      const firstWord = from >> 5;
      const lastWord = to >> 5;
      for (let start = first * stride, end = last * stride; start <= end; start += stride) {
          if (firstWord === lastWord) {
              bits[start + firstWord] |= fromLeft & toRight;
              continue;
          }
          bits[start + firstWord] |= fromLeft;
          for (let i = start + firstWord + 1; i < start + lastWord; i++)
              bits[i] = -1;
          bits[start + lastWord] |= toRight;
      }
  }
  /** A list of whole numbers in a typed array that doubles when full (no garbage per entry). */
  class IntList {
      constructor(capacity) {
          this.length = 0;
          this.items = new Int32Array(Math.max(4, capacity));
      }
      push(value) {
          if (this.length === this.items.length) {
              const grown = new Int32Array(this.items.length * 2);
              grown.set(this.items);
              this.items = grown;
          }
          this.items[this.length] = value;
          return this.length++;
      }
  }
  class RoomChain {
      constructor(grid, options, random, onStep) {
          this.grid = grid;
          this.options = options;
          this.random = random;
          this.onStep = onStep;
          /** How many rooms so far, and each room's rectangle (typed arrays: the chain reads them on every draw). */
          this.roomCount = 0;
          this.spotCounts = new Int32Array(4);
          this.openings = [];
          this.width = grid.width;
          this.kinds = grid.kinds;
          this.region = regionOf(grid.width, grid.height, options);
          this.gapRows = options.wallHeight + 1;
          this.minWidth = options.roomMinWidth;
          this.minHeight = options.roomMinHeight;
          this.keepOut = new KeepOut(grid.width, grid.height, this.gapRows);
          this.areaOf = new Uint16Array(grid.width * grid.height);
          // A room with the column east of it and the row below it covers tiles no other room's does,
          // all inside the map (rooms keep off the border), and no room is smaller than the smallest.
          const roomsAtMost = Math.floor((grid.width * grid.height) / ((options.roomMinWidth + 1) * (options.roomMinHeight + 1))) + 1;
          this.roomX = new Int32Array(roomsAtMost);
          this.roomY = new Int32Array(roomsAtMost);
          this.roomWidth = new Int32Array(roomsAtMost);
          this.roomHeight = new Int32Array(roomsAtMost);
          this.ownsEast = new Uint8Array(roomsAtMost);
          this.ownsSouth = new Uint8Array(roomsAtMost);
          this.doorwayTiles = new Int32Array(roomsAtMost);
          this.joinFirst = new Int32Array(roomsAtMost).fill(-1);
          this.joinRoom = new IntList(2 * roomsAtMost);
          this.joinNext = new IntList(2 * roomsAtMost);
          this.deadSides = new Uint8Array(roomsAtMost);
          const hallWidths = hallSides(options.roomMaxWidth);
          const hallHeights = hallSides(options.roomMaxHeight);
          // A side's door spots lie off its corners: fewer than the longest side, a hall's.
          this.spotStride = Math.max(hallWidths.max, hallHeights.max);
          this.spotDoor = new Int32Array(4 * this.spotStride);
          this.widthCount = options.roomMaxWidth - options.roomMinWidth + 1;
          this.sizeCount = this.widthCount * (options.roomMaxHeight - options.roomMinHeight + 1);
          this.hallWidths = hallWidths;
          this.hallHeights = hallHeights;
          this.hallWidthCount = hallWidths.max - hallWidths.min + 1;
          this.hallSizeCount = this.hallWidthCount * (hallHeights.max - hallHeights.min + 1);
      }
      /** True when the next room drawn is a hall (no draw at all with Hall Chance 0). */
      drawsHall() {
          const { hallChance } = this.options;
          return hallChance > 0 && this.random.smallInt(0, 99) < hallChance;
      }
      run() {
          this.growChain();
          this.addLoops();
          rollDoors(this.openings, this.random, this.options); // last: the dice for doors never move a room
          this.report("loops");
          return this.snapshot();
      }
      // ── the chain ──────────────────────────────────────────────────────────────────────────────
      /**
       * The first room in the middle of the map, then rooms attached to the newest room that can grow.
       * Each draw picks a side of the room among those where some room can still attach, then a door
       * spot on it (see sideSpots); a room leaves the growing list when no side has a spot, or after
       * ATTACH_TRIES draws whose room did not fit.
       */
      growChain() {
          const { options, random, region } = this;
          const regionWidth = region.right - region.left + 1;
          const regionHeight = region.bottom - region.top + 1;
          // The first room may be a hall too: clipped to the map like any first room.
          const hall = this.drawsHall();
          const widths = hall ? this.hallWidths : { min: options.roomMinWidth, max: options.roomMaxWidth };
          const heights = hall ? this.hallHeights : { min: options.roomMinHeight, max: options.roomMaxHeight };
          const width = Math.min(regionWidth, random.smallInt(widths.min, widths.max));
          const height = Math.min(regionHeight, random.smallInt(heights.min, heights.max));
          this.addRoom(region.left + ((regionWidth - width) >> 1), region.top + ((regionHeight - height) >> 1), width, height);
          const growing = new IntList(64);
          growing.push(0);
          let current = 0;
          let currentSlot = 0;
          while (growing.length > 0 && (options.roomMax === 0 || this.roomCount < options.roomMax)) {
              const attached = this.attachTo(current);
              if (attached >= 0) {
                  currentSlot = growing.push(attached);
                  current = attached;
                  continue;
              }
              // Swap-remove the room that found no place, and resume from a random growing room.
              growing.items[currentSlot] = growing.items[--growing.length];
              if (growing.length === 0)
                  break;
              currentSlot = random.smallInt(0, growing.length - 1);
              current = growing.items[currentSlot];
          }
      }
      /**
       * Up to ATTACH_TRIES draws of a room off a side of room `from`; returns the new room or −1. Each
       * draw takes the first side with spots in a random order of the four (so a side uniformly among
       * those where a room can attach), then whether it is a hall (Hall Chance), then a door spot on
       * it and a room or hall size in one number. A side found without spots is marked dead for good
       * (rooms only ever take space away). A hall that does not fit is a draw like any other: halls
       * come mostly early, while the map still has room for them.
       */
      attachTo(from) {
          const { random, spotCounts, spotDoor, spotStride } = this;
          let dead = this.deadSides[from];
          // The spots of each side, listed when the side is first reached in this visit (−1: not yet).
          spotCounts[0] = spotCounts[1] = spotCounts[2] = spotCounts[3] = -1;
          let attached = -1;
          for (let attempt = 0; attempt < ATTACH_TRIES && attached < 0 && dead !== ALL_SIDES; attempt++) {
              const order = SIDE_ORDERS[random.smallInt(0, SIDE_ORDERS.length - 1)];
              let side = -1;
              for (let k = 0; k < 8 && side < 0; k += 2) {
                  const candidate = (order >> k) & 3;
                  if (dead & (1 << candidate))
                      continue;
                  if (spotCounts[candidate] < 0)
                      spotCounts[candidate] = this.sideSpots(from, candidate);
                  if (spotCounts[candidate] === 0)
                      dead |= 1 << candidate;
                  else
                      side = candidate;
              }
              if (side < 0)
                  break;
              const spots = spotCounts[side];
              const hall = this.drawsHall();
              const sizeCount = hall ? this.hallSizeCount : this.sizeCount;
              const widthCount = hall ? this.hallWidthCount : this.widthCount;
              const pick = random.smallInt(0, spots * sizeCount - 1);
              const size = (pick / spots) | 0;
              const width = (hall ? this.hallWidths.min : this.minWidth) + (size % widthCount);
              const height = (hall ? this.hallHeights.min : this.minHeight) + ((size / widthCount) | 0);
              attached = this.tryAttach(from, side, spotDoor[side * spotStride + (pick % spots)], width, height);
          }
          this.deadSides[from] = dead;
          return attached;
      }
      /**
       * Lists in spotDoor (from side · spotStride) every door position off the corners of the room's
       * side where a smallest room fits across the gap, in some position along the side; returns how
       * many. A larger room that fits at a door always holds a smallest one that fits there too (next
       * to the same gap, around the same door), so a side with no spot can take no room at all.
       */
      sideSpots(room, side) {
          const { region, keepOut, gapRows, spotDoor, minWidth, minHeight } = this;
          const x = this.roomX[room];
          const y = this.roomY[room];
          const vertical = side === NORTH || side === SOUTH;
          // The smallest room's rows (north, south) or columns (east, west), fixed by the side.
          const near = side === NORTH ? y - gapRows - minHeight : side === SOUTH ? y + this.roomHeight[room] + gapRows : side === EAST ? x + this.roomWidth[room] + 1 : x - 1 - minWidth;
          const far = near + (vertical ? minHeight : minWidth) - 1;
          if (vertical ? near < region.top || far > region.bottom : near < region.left || far > region.right)
              return 0;
          // Positions along the side where the smallest room may lie: a run of `span` free ones around a door.
          const span = vertical ? minWidth : minHeight;
          const firstDoor = vertical ? x + 1 : y + 1;
          const lastDoor = vertical ? x + this.roomWidth[room] - 2 : y + this.roomHeight[room] - 2;
          const low = Math.max(vertical ? region.left : region.top, firstDoor - span + 2);
          const high = Math.min(vertical ? region.right : region.bottom, lastDoor + span - 2);
          const base = side * this.spotStride;
          let count = 0;
          if (high - low < 32) {
              // Up to 32 positions: bit p for position low + p, all at once.
              let blocked = keepOut.blockedWord(vertical, low >> 5, near, far) >>> (low & 31);
              if (high >> 5 !== low >> 5)
                  blocked |= keepOut.blockedWord(vertical, (low >> 5) + 1, near, far) << (32 - (low & 31));
              const free = ~blocked & (high - low === 31 ? -1 : (1 << (high - low + 1)) - 1);
              // Bit p of `starts`: positions p … p + span − 1 are free, a smallest room fits there.
              let starts = free;
              for (let k = 1; k < span && starts !== 0; k++)
                  starts &= free >>> k;
              // Bit p of `doors`: position p lies strictly inside such a room.
              let doors = 0;
              for (let k = 1; k <= span - 2; k++)
                  doors |= starts << k;
              doors &= -1 << (firstDoor - low);
              if (lastDoor - low < 31)
                  doors &= (1 << (lastDoor - low + 1)) - 1;
              for (; doors !== 0; doors &= doors - 1)
                  spotDoor[base + count++] = low + 31 - Math.clz32(doors & -doors);
              return count;
          }
          // More positions (rooms of 14 tiles and more): one at a time, a word of keep-out bits per 32.
          let runStart = low;
          let word = -1;
          let blocked = 0;
          for (let at = low; at <= high + 1; at++) {
              if (at <= high && at >> 5 !== word)
                  blocked = keepOut.blockedWord(vertical, (word = at >> 5), near, far);
              if (at <= high && ((blocked >>> (at & 31)) & 1) === 0)
                  continue;
              // The run runStart … at − 1 holds a smallest room around each door strictly inside it.
              if (at - runStart >= span) {
                  for (let door = Math.max(firstDoor, runStart + 1), last = Math.min(lastDoor, at - 2); door <= last; door++)
                      spotDoor[base + count++] = door;
              }
              runStart = at + 1;
          }
          return count;
      }
      /** One draw at a door of `from` on `side`, of a room of that size: its position across the gap. Returns the new room or −1. */
      tryAttach(from, side, door, width, height) {
          const { random, region } = this;
          const ax = this.roomX[from];
          const ay = this.roomY[from];
          const vertical = side === NORTH || side === SOUTH;
          // Plain numbers until the room fits: most candidates do not.
          let x;
          let y;
          if (vertical) {
              x = door - random.smallInt(1, width - 2);
              y = side === NORTH ? ay - this.gapRows - height : ay + this.roomHeight[from] + this.gapRows;
          }
          else {
              x = side === EAST ? ax + this.roomWidth[from] + 1 : ax - 1 - width;
              y = door - random.smallInt(1, height - 2);
          }
          // Inside the region, and no floor within its clearance box.
          if (x < region.left || y < region.top || x + width - 1 > region.right || y + height - 1 > region.bottom)
              return -1;
          if (!this.keepOut.rectClear(x, y, width, height))
              return -1;
          const id = this.addRoom(x, y, width, height);
          this.addDoorway(from, id, vertical, door);
          this.report("room");
          return id;
      }
      addRoom(x, y, width, height) {
          const id = this.roomCount++;
          this.roomX[id] = x;
          this.roomY[id] = y;
          this.roomWidth[id] = width;
          this.roomHeight[id] = height;
          this.paint(x, y, width, height, id, TileKind.Room);
          this.keepOut.markAround(x, y, width, height);
          if (id === 0)
              this.report("room");
          return id;
      }
      /** Paints a full-floor rectangle (inside the region: no clipping) for area `id`, tile kind and area in one loop. */
      paint(x, y, w, h, id, kind) {
          const { width, areaOf, kinds } = this;
          const label = id + 1;
          for (let row = y, bottom = y + h; row < bottom; row++) {
              for (let i = row * width + x, end = i + w; i < end; i++) {
                  kinds[i] = kind;
                  areaOf[i] = label;
              }
          }
      }
      /**
       * The doorway between rooms `a` and `b` across their gap, at column (vertical) or row `door`:
       * owned by the northern / western room, its opening the doorway tile beside the other room. A
       * chain doorway lies within 1 column and gapRows rows of both rooms' floor, off their corners, so
       * the tiles it would keep other rooms out of are kept out by them already; a loop doorway across
       * a wider gap is checked clear by the loop step (loopSpotClear) and comes after the chain.
       */
      addDoorway(a, b, vertical, door) {
          const aFirst = vertical ? this.roomY[a] < this.roomY[b] : this.roomX[a] < this.roomX[b];
          const first = aFirst ? a : b;
          const second = aFirst ? b : a;
          let tile;
          if (vertical) {
              const top = this.roomY[first] + this.roomHeight[first];
              const length = this.roomY[second] - top;
              this.paint(door, top, 1, length, first, TileKind.Corridor);
              this.ownsSouth[first] = Math.max(this.ownsSouth[first], length);
              this.doorwayTiles[first] += length;
              tile = (this.roomY[second] - 1) * this.width + door;
          }
          else {
              const x = this.roomX[first] + this.roomWidth[first];
              const length = this.roomX[second] - x;
              this.paint(x, door, length, 1, first, TileKind.Corridor);
              this.ownsEast[first] = Math.max(this.ownsEast[first], length);
              this.doorwayTiles[first] += length;
              tile = door * this.width + this.roomX[second] - 1;
          }
          this.openings.push({ tile, from: first, to: second, kind: "door" });
          this.join(a, b);
          this.join(b, a);
      }
      join(a, b) {
          this.joinRoom.push(b);
          this.joinFirst[a] = this.joinNext.push(this.joinFirst[a]);
      }
      isJoined(a, b) {
          const { items: next } = this.joinNext;
          const { items: room } = this.joinRoom;
          for (let entry = this.joinFirst[a]; entry >= 0; entry = next[entry])
              if (room[entry] === b)
                  return true;
          return false;
      }
      // ── loops ──────────────────────────────────────────────────────────────────────────────────
      /**
       * For each room, the rooms across its east and south gaps — just across, or up to LOOP_REACH
       * tiles further when nothing lies between: a pair not yet joined gets, by loopChance, a doorway
       * at a random clear spot off both rooms' corners. The wider gaps are what make loops common: a
       * chain places each room against its parent only, so two rooms rarely end exactly one gap apart.
       *
       * A spot across the plain gap is always clear: rooms keep a column apart sideways and
       * wallHeight + 1 rows apart up and down, and every chain doorway runs from a room's side to a
       * room across the gap, off both rooms' corners. A longer doorway is checked (loopSpotClear): it
       * keeps the same clearance from all other floor as a room does, so invariant 6 holds and it
       * never runs beside another doorway.
       */
      addLoops() {
          const { loopChance } = this.options;
          if (loopChance === 0)
              return;
          for (let a = 0; a < this.roomCount; a++) {
              for (let side = 0; side < 2; side++) {
                  const vertical = side === 1;
                  const lastSpot = (vertical ? this.roomWidth[a] : this.roomHeight[a]) - 2;
                  for (let along = 1; along <= lastSpot;) {
                      const partner = this.roomAcross(a, vertical, along);
                      if (partner < 0) {
                          along++;
                          continue;
                      }
                      // The partner's spots off both rooms' corners run on to the first of the two far corners.
                      const runEnd = Math.min(lastSpot, vertical ? this.roomX[partner] + this.roomWidth[partner] - 2 - this.roomX[a] : this.roomY[partner] + this.roomHeight[partner] - 2 - this.roomY[a]);
                      // The chance first, then the spot: one draw each, only for the pairs not yet joined.
                      if (!this.isJoined(a, partner) && this.random.smallInt(0, 99) < loopChance)
                          this.addLoopDoorway(a, partner, vertical, along, runEnd);
                      along = runEnd + 1;
                  }
              }
          }
      }
      /** A loop doorway from room `a` to `partner` at a random clear spot of along…runEnd (offsets along a's side), if any. */
      addLoopDoorway(a, partner, vertical, along, runEnd) {
          const origin = vertical ? this.roomX[a] : this.roomY[a];
          const plainGap = vertical ? this.roomY[partner] - this.roomY[a] - this.roomHeight[a] === this.gapRows : this.roomX[partner] - this.roomX[a] - this.roomWidth[a] === 1;
          if (plainGap) {
              this.addDoorway(a, partner, vertical, origin + along + this.random.smallInt(0, runEnd - along));
              return;
          }
          // Clear spots form no simple run (another doorway may cross the wider gap): count, then pick.
          let clear = 0;
          for (let spot = along; spot <= runEnd; spot++)
              if (this.loopSpotClear(a, partner, vertical, origin + spot))
                  clear++;
          if (clear === 0)
              return;
          let pick = this.random.smallInt(0, clear - 1);
          for (let spot = along; spot <= runEnd; spot++) {
              if (!this.loopSpotClear(a, partner, vertical, origin + spot) || pick-- > 0)
                  continue;
              this.addDoorway(a, partner, vertical, origin + spot);
              return;
          }
      }
      /**
       * True when a doorway from room `a` straight across to `partner` at column (vertical) or row
       * `door` keeps a room's clearance: no floor within 1 column sideways of a north–south doorway,
       * none within gapRows rows above and below an east–west one.
       */
      loopSpotClear(a, partner, vertical, door) {
          const { kinds, width, gapRows } = this;
          if (vertical) {
              for (let y = this.roomY[a] + this.roomHeight[a], end = this.roomY[partner]; y < end; y++) {
                  for (let x = door - 1; x <= door + 1; x++)
                      if (kinds[y * width + x] !== TileKind.Void)
                          return false;
              }
              return true;
          }
          const top = Math.max(0, door - gapRows);
          const bottom = Math.min(this.grid.height - 1, door + gapRows);
          for (let x = this.roomX[a] + this.roomWidth[a], end = this.roomX[partner]; x < end; x++) {
              for (let y = top; y <= bottom; y++)
                  if (kinds[y * width + x] !== TileKind.Void)
                      return false;
          }
          return true;
      }
      /**
       * The room whose near side lies across room `a`'s east (or south) gap at this spot, up to
       * LOOP_REACH tiles beyond the plain gap with nothing between, or −1.
       */
      roomAcross(a, vertical, along) {
          const stepX = vertical ? 0 : 1;
          const stepY = vertical ? 1 : 0;
          let x = vertical ? this.roomX[a] + along : this.roomX[a] + this.roomWidth[a] + 1;
          let y = vertical ? this.roomY[a] + this.roomHeight[a] + this.gapRows : this.roomY[a] + along;
          for (let k = 0; k <= LOOP_REACH; k++, x += stepX, y += stepY) {
              if (x >= this.width || y >= this.grid.height)
                  return -1;
              const tile = y * this.width + x;
              // The tile kind first: the kinds are half the size of the area labels, so more stay cached.
              const kind = this.kinds[tile];
              if (kind === TileKind.Void)
                  continue;
              if (kind !== TileKind.Room)
                  return -1;
              const other = this.areaOf[tile] - 1;
              // Its near side must be exactly there, and the spot off its corners.
              const ox = this.roomX[other];
              const oy = this.roomY[other];
              const nearSide = vertical ? oy === y : ox === x;
              const offCorners = vertical ? x > ox && x < ox + this.roomWidth[other] - 1 : y > oy && y < oy + this.roomHeight[other] - 1;
              return nearSide && offCorners ? other : -1;
          }
          return -1;
      }
      // ── reporting ──────────────────────────────────────────────────────────────────────────────
      report(step) {
          if (this.onStep)
              this.onStep(step, this.snapshot());
      }
      /**
       * The layout so far, made anew from the chain's arrays; `areaOf` is the live array (a step
       * listener must read it before returning). A room's area is its rectangle widened by the
       * doorways it owns, as far as the longest reaches east and south (a chain doorway: 1 column
       * east, gapRows rows south).
       */
      snapshot() {
          const areas = [];
          const boxes = [];
          for (let id = 0; id < this.roomCount; id++) {
              const x = this.roomX[id];
              const y = this.roomY[id];
              const width = this.roomWidth[id];
              const height = this.roomHeight[id];
              const bounds = { x, y, width: width + this.ownsEast[id], height: height + this.ownsSouth[id] };
              areas.push({ id, kind: "room", bounds, size: width * height + this.doorwayTiles[id] });
              boxes.push({ x, y, width, height });
          }
          return { algorithm: "rooms", areas, areaOf: this.areaOf, openings: this.openings.slice(), overlay: { boxes, lines: [], marks: [] } };
      }
  }
  const roomChain = {
      name: "rooms",
      summary: "Room chain (seed 002): rooms of many sizes and the odd hall joined door to door, each grown from a side of the last, plus extra doors for loops",
      texts: ROOM_CHAIN_TEXTS,
      options: ROOM_CHAIN_OPTIONS,
      parameterPrefix: "rooms",
      reads: "nothing",
      defaults: ROOM_CHAIN_DEFAULTS,
      ranges: ROOM_CHAIN_RANGES,
      steps: ["room", "loops"],
      fitOptions: fitRoomChainOptions,
      checkSize: checkRoomChainSize,
      carve(grid, options, random, _input, onStep) {
          return new RoomChain(grid, options, random, onStep).run();
      },
  };

  /**
   * The nodes layout's declaration: its options (key, default, range, Plugin Manager texts in
   * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
   * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
   */
  const NODES_OPTIONS = [
      WALL_HEIGHT_OPTION,
      borderOption(),
      {
          key: "nodeSize",
          default: 9, // rooms of 7 × 5 or so, clearly wider than a 3-wide corridor (7 gave 5 × 3)
          min: 3,
          max: 32,
          en: { text: "Node Size", desc: "Side of a node tile in map tiles (at least Wall Height + 2)." },
          ja: { text: "ノードの大きさ", desc: "ノード一つの辺（マップのタイル数、壁の高さ＋2以上）。" },
      },
      {
          key: "nodeCount",
          default: 0,
          min: 0,
          max: 9999,
          en: { text: "Node Count", desc: "Node tiles to place before the open exits are closed (the dungeon ends a little bigger); 0 = half the node grid, so the dungeon grows with the map." },
          ja: { text: "ノードの数", desc: "開いた出口を閉じる前に置くノードの数（最終的には少し多くなります）。0＝ノードの格子の半分（マップに合わせて大きくなります）。" },
      },
      {
          key: "corridorWidth",
          default: 3,
          min: 1,
          max: 29,
          en: { text: "Corridor Width", desc: "Corridor thickness in tiles (at most Node Size − Wall Height − 1)." },
          ja: { text: "通路の幅", desc: "通路の太さ（ノードの大きさ−壁の高さ−1まで）。" },
      },
      {
          key: "roomChance",
          default: 30,
          min: 0,
          max: 100,
          en: { text: "Room Chance (%)", desc: "Chance that a node tile becomes a room with the same exits." },
          ja: { text: "部屋の確率（%）", desc: "ノードが同じ出口を持つ部屋になる確率。" },
      },
  ];
  const NODES_DEFAULTS = defaultsOf(NODES_OPTIONS);
  const NODES_RANGES = rangesOf(NODES_OPTIONS);
  const NODES_TEXTS = {
      choice: { en: "nodes: square tiles of corridors and rooms", ja: "nodes：通路と部屋の正方形タイルの組み合わせ" },
      heading: {
          en: { text: "Nodes", desc: "Options of the node layout (<Dungeon Layout: nodes>): a grid of square tiles, each a corridor piece or a room with exits that always meet." },
          ja: { text: "ノード", desc: "ノード配置（<Dungeon Layout: nodes>）の設定：正方形のタイルを並べ、それぞれが出口の合う通路か部屋になります。" },
      },
  };

  /**
   * Tile-node expansion, after the Construct 2 "Random dungeon generator (Node based)" tutorial
   * (seed 004;
   * docs/architecture.md, "Layouts and where they come from"): the map is a grid of node tiles of
   * nodeSize × nodeSize map tiles, each one of the 16 exit shapes (a bitmask N 1, E 2, S 4, W 8;
   * 0 = empty).
   *
   *   1. start at the centre tile; keep an open list of unfilled tiles an exit points into;
   *   2. fill an open tile with a shape that meets every placed neighbour (an exit meets an exit, a
   *      closed side meets a closed side, the grid's edge or an empty tile); below `nodeCount` tiles
   *      prefer shapes with a new exit ("force bigger"), from then on only the exits the neighbours
   *      ask for, which closes the open exits with end pieces ("force smaller");
   *   3. cleanup ("correct tile"): every tile's exits become exactly those its neighbours answer;
   *   4. a share of tiles (roomChance) becomes the room piece with the same exits.
   *
   * Unlike the tutorial, the open list is a flat array drawn from at random (no rescans of the
   * whole map), and if it runs dry before `nodeCount` tiles (every open side blocked), a placed tile
   * with an empty neighbour gets one more exit, so the count is reached whenever the grid holds it.
   *
   * Each node tile is carved at map scale: corridors of corridorWidth from a junction at the tile's
   * centre to the tile's edge through each exit, or a room over the tile's middle with corridor
   * stubs through its exits. Every tile uses the same junction, so an exit always meets its
   * neighbour's corridor at the edge: no corridor leads into a wall. Vertical clearance: a tile's
   * lowest floor and the next tile's highest floor, where no exit joins them, are at least
   * nodeSize − corridorWidth rows apart, which fitOptions keeps ≥ wallHeight + 1 (invariant 6); the
   * room rows are chosen to leave the same.
   */
  function nodeGeometry(width, height, options) {
      const size = options.nodeSize;
      const { left, top, right, bottom } = regionOf(width, height, options);
      const regionWidth = right - left + 1;
      const regionHeight = bottom - top + 1;
      const columns = Math.max(0, Math.floor(regionWidth / size));
      const rows = Math.max(0, Math.floor(regionHeight / size));
      const junction = (size >> 1) - (options.corridorWidth >> 1);
      // The room covers the junction and leaves wallHeight + 1 rows to the next tile's floor: its top
      // is at most the junction's top, its bottom gap at most the rows below the junction.
      const roomTop = Math.min(junction, options.wallHeight);
      return {
          originX: left + ((regionWidth - columns * size) >> 1),
          originY: top + ((regionHeight - rows * size) >> 1),
          columns,
          rows,
          size,
          junctionX: junction,
          junctionY: junction,
          corridorWidth: options.corridorWidth,
          roomTop,
          roomBottomGap: options.wallHeight + 1 - roomTop,
      };
  }
  function nodesMinimumSize(options) {
      return frameMinimumSize(options, options.nodeSize, options.nodeSize);
  }
  function checkNodesSize(width, height, options) {
      return tooSmall(width, height, "the nodes layout", nodesMinimumSize(options));
  }
  /** Clamps, in place, option combinations that cannot hold; one message per change. */
  function fitNodesOptions(options) {
      const problems = [];
      const smallestNode = options.wallHeight + 2;
      if (options.nodeSize < smallestNode) {
          problems.push(`nodeSize ${options.nodeSize} is too small (a corridor and wallHeight + 1 rows of wall must fit a node tile); using ${smallestNode}`);
          options.nodeSize = smallestNode;
      }
      const widest = options.nodeSize - options.wallHeight - 1;
      if (options.corridorWidth > widest) {
          problems.push(`corridorWidth ${options.corridorWidth} is too large (nodeSize − wallHeight − 1 rows must stay free between node tiles for the wall); using ${widest}`);
          options.corridorWidth = widest;
      }
      return problems;
  }
  /** The largest exit mask; the 15 non-empty shapes are scanned per placed tile (cheaper than a table). */
  const ALL_MASKS = 15;
  /**
   * Share of the node grid filled when Node Count is 0 (scaled to the map). Seed 004 sizes the
   * dungeon Small / Medium / Large relative to the map; a fixed count left a 128×128 map ~90 % void.
   * Half the grid, with the tiles the closing pass adds, keeps the floor at 15 % or more at any size.
   */
  const AUTO_NODE_SHARE = 0.5;
  function nodeTarget(nodeCount, cellCount) {
      return nodeCount > 0 ? nodeCount : Math.max(1, Math.round(cellCount * AUTO_NODE_SHARE));
  }
  class NodeExpansion {
      constructor(grid, options, random, onStep) {
          this.grid = grid;
          this.options = options;
          this.random = random;
          this.onStep = onStep;
          this.placedCount = 0;
          this.openCount = 0;
          this.candidates = new Int32Array(16);
          /** The current piece's floor rectangles (see pieceRects): at most five of five numbers. */
          this.rects = new Int32Array(25);
          this.boxes = [];
          /** Cursor over `order`: tiles before it have no empty neighbour, and never will again. */
          this.reopenCursor = 0;
          this.geometry = nodeGeometry(grid.width, grid.height, options);
          this.cellCount = this.geometry.columns * this.geometry.rows;
          this.targetCount = nodeTarget(options.nodeCount, this.cellCount);
          this.masks = new Uint8Array(this.cellCount);
          this.placed = new Uint8Array(this.cellCount);
          this.isRoom = new Uint8Array(this.cellCount);
          this.order = new Int32Array(this.cellCount);
          this.open = new Int32Array(this.cellCount);
          this.openSlot = new Int32Array(this.cellCount).fill(-1);
          this.areaOf = new Uint16Array(grid.width * grid.height);
          for (let cell = 0; cell < this.cellCount; cell++)
              this.boxes.push(this.tileRect(cell));
      }
      run() {
          var _a;
          this.expand();
          this.report("close");
          this.cleanup();
          this.report("cleanup");
          this.makeRooms();
          const layout = this.label();
          (_a = this.onStep) === null || _a === void 0 ? void 0 : _a.call(this, "rooms", layout);
          return layout;
      }
      // ── expansion ──────────────────────────────────────────────────────────────────────────────
      expand() {
          const { columns, rows } = this.geometry;
          this.place((rows >> 1) * columns + (columns >> 1));
          while (this.openCount > 0 || (this.placedCount < this.targetCount && this.reopen())) {
              const slot = this.random.int(0, this.openCount - 1);
              const cell = this.open[slot];
              this.removeOpen(cell);
              this.place(cell);
          }
      }
      /** Fills `cell` with a shape meeting its neighbours (force bigger below nodeCount, smaller after). */
      place(cell) {
          const { required, forbidden } = this.constraints(cell);
          let mask = required;
          if (this.placedCount < this.targetCount) {
              let count = 0;
              for (let m = 1; m <= ALL_MASKS; m++) {
                  if ((m & required) === required && (m & forbidden) === 0 && m !== required)
                      this.candidates[count++] = m;
              }
              if (count > 0)
                  mask = this.candidates[this.random.int(0, count - 1)];
          }
          this.masks[cell] = mask;
          this.placed[cell] = 1;
          this.order[this.placedCount++] = cell;
          this.openExits(cell);
          this.carveTile(cell);
          this.report("node");
      }
      /** Exits the placed neighbours ask for, and sides that must stay closed (placed neighbours without an exit here, the grid's edge). */
      constraints(cell) {
          const { columns, rows } = this.geometry;
          let required = 0;
          let forbidden = 0;
          for (let d = 0; d < 4; d++) {
              const next = neighbourCell(cell, d, columns, rows);
              if (next < 0)
                  forbidden |= 1 << d;
              else if (this.placed[next]) {
                  if (this.masks[next] & (1 << opposite(d)))
                      required |= 1 << d;
                  else
                      forbidden |= 1 << d;
              }
          }
          return { required, forbidden };
      }
      /** Puts the unplaced tiles this tile's exits point into on the open list. */
      openExits(cell) {
          const { columns, rows } = this.geometry;
          for (let d = 0; d < 4; d++) {
              if (!(this.masks[cell] & (1 << d)))
                  continue;
              const next = neighbourCell(cell, d, columns, rows);
              if (next >= 0 && !this.placed[next] && this.openSlot[next] < 0) {
                  this.openSlot[next] = this.openCount;
                  this.open[this.openCount++] = next;
              }
          }
      }
      removeOpen(cell) {
          const slot = this.openSlot[cell];
          const last = this.open[--this.openCount];
          this.open[slot] = last;
          this.openSlot[last] = slot;
          this.openSlot[cell] = -1;
      }
      /**
       * The open list ran dry below nodeCount: the first placed tile (in placing order) with an empty
       * neighbour gets an exit toward it. False when the grid is full.
       */
      reopen() {
          const { columns, rows } = this.geometry;
          for (; this.reopenCursor < this.placedCount; this.reopenCursor++) {
              const cell = this.order[this.reopenCursor];
              let count = 0;
              for (let d = 0; d < 4; d++) {
                  const next = neighbourCell(cell, d, columns, rows);
                  if (next >= 0 && !this.placed[next])
                      this.candidates[count++] = d;
              }
              if (count === 0)
                  continue;
              this.masks[cell] |= 1 << this.candidates[this.random.int(0, count - 1)];
              this.openExits(cell);
              this.carveTile(cell);
              return true;
          }
          return false;
      }
      /** "Correct tile": each placed tile keeps exactly the exits its neighbours answer. */
      cleanup() {
          const { columns, rows } = this.geometry;
          for (let i = 0; i < this.placedCount; i++) {
              const cell = this.order[i];
              let mask = 0;
              for (let d = 0; d < 4; d++) {
                  const next = neighbourCell(cell, d, columns, rows);
                  if (next >= 0 && this.placed[next] && this.masks[next] & (1 << opposite(d)))
                      mask |= 1 << d;
              }
              if (mask !== this.masks[cell]) {
                  this.masks[cell] = mask;
                  this.carveTile(cell);
              }
          }
      }
      /** By roomChance, a tile becomes the room piece with its exits; a lone tile (no exits) is always a room. */
      makeRooms() {
          for (let i = 0; i < this.placedCount; i++) {
              const cell = this.order[i];
              if (this.masks[cell] === 0 || this.random.percent(this.options.roomChance)) {
                  this.isRoom[cell] = 1;
                  this.carveTile(cell);
              }
          }
      }
      // ── map scale ──────────────────────────────────────────────────────────────────────────────
      tileRect(cell) {
          const { originX, originY, columns, size } = this.geometry;
          const column = cell % columns;
          return { x: originX + column * size, y: originY + ((cell - column) / columns) * size, width: size, height: size };
      }
      /**
       * The floor rectangles of a node tile's piece for its exits, into `this.rects` as (x, y, width,
       * height, kind) in map tiles; returns how many. A room: the room rectangle and a corridor stub
       * per exit; a corridor: the junction and an arm per exit.
       */
      pieceRects(cell) {
          const { size, junctionX: jx, junctionY: jy, corridorWidth: cw, roomTop, roomBottomGap } = this.geometry;
          const { originX, originY, columns } = this.geometry;
          const column = cell % columns;
          const x = originX + column * size;
          const y = originY + ((cell - column) / columns) * size;
          const mask = this.masks[cell];
          const rects = this.rects;
          let count = 0;
          const add = (left, top, width, height, kind) => {
              const at = count++ * 5;
              rects[at] = x + left;
              rects[at + 1] = y + top;
              rects[at + 2] = width;
              rects[at + 3] = height;
              rects[at + 4] = kind;
          };
          if (this.isRoom[cell]) {
              const roomBottom = size - 1 - roomBottomGap;
              add(1, roomTop, size - 2, roomBottom - roomTop + 1, TileKind.Room);
              if (mask & 1)
                  add(jx, 0, cw, roomTop, TileKind.Corridor);
              if (mask & 2)
                  add(size - 1, jy, 1, cw, TileKind.Corridor);
              if (mask & 4)
                  add(jx, roomBottom + 1, cw, roomBottomGap, TileKind.Corridor);
              if (mask & 8)
                  add(0, jy, 1, cw, TileKind.Corridor);
              return count;
          }
          add(jx, jy, cw, cw, TileKind.Corridor);
          if (mask & 1)
              add(jx, 0, cw, jy, TileKind.Corridor);
          if (mask & 2)
              add(jx + cw, jy, size - jx - cw, cw, TileKind.Corridor);
          if (mask & 4)
              add(jx, jy + cw, cw, size - jy - cw, TileKind.Corridor);
          if (mask & 8)
              add(0, jy, jx, cw, TileKind.Corridor);
          return count;
      }
      /** Clears the node tile and carves its piece (tiles are redrawn when their exits or kind change). */
      carveTile(cell) {
          const { originX, originY, columns, size } = this.geometry;
          const { kinds, width } = this.grid;
          const column = cell % columns;
          fillBlock(kinds, width, originX + column * size, originY + ((cell - column) / columns) * size, size, size, TileKind.Void);
          const count = this.pieceRects(cell);
          const rects = this.rects;
          for (let at = 0; at < count * 5; at += 5)
              fillBlock(kinds, width, rects[at], rects[at + 1], rects[at + 2], rects[at + 3], rects[at + 4]);
      }
      // ── areas ──────────────────────────────────────────────────────────────────────────────────
      /**
       * Areas as for a maze: each room tile a room, a corridor tile with 3+ exits a crossroads, chains
       * of other corridor tiles one corridor; every exit between two areas an opening at the middle of
       * the corridor where the tiles meet, on the west / north tile's side.
       */
      label() {
          const { columns, rows, size, junctionX, junctionY, corridorWidth } = this.geometry;
          const width = this.grid.width;
          const roomOf = new Int32Array(this.cellCount);
          for (let cell = 0; cell < this.cellCount; cell++)
              if (this.isRoom[cell])
                  roomOf[cell] = cell + 1;
          const { areaOfCell, kinds } = cellAreas(this.masks, columns, roomOf, this.placed);
          const book = new AreaBook(this.grid, this.areaOf);
          for (const kind of kinds)
              book.add(kind);
          const rects = this.rects;
          for (let cell = 0; cell < this.cellCount; cell++) {
              if (!this.placed[cell])
                  continue;
              const count = this.pieceRects(cell);
              for (let at = 0; at < count * 5; at += 5)
                  book.paint(areaOfCell[cell], rects[at], rects[at + 1], rects[at + 2], rects[at + 3], rects[at + 4]);
          }
          const openings = [];
          const middle = corridorWidth >> 1;
          for (let cell = 0; cell < this.cellCount; cell++) {
              if (!this.placed[cell])
                  continue;
              const { x, y } = this.tileRect(cell);
              for (let d = 1; d <= 2; d++) {
                  if (!(this.masks[cell] & (1 << d)))
                      continue;
                  const other = neighbourCell(cell, d, columns, rows);
                  const from = areaOfCell[cell];
                  const to = areaOfCell[other];
                  if (from === to)
                      continue;
                  const tile = d === 1 ? (y + junctionY + middle) * width + x + size - 1 : (y + size - 1) * width + x + junctionX + middle;
                  openings.push({ tile, from, to, kind: "open" });
              }
          }
          return {
              algorithm: "nodes",
              areas: book.areas(),
              areaOf: this.areaOf,
              openings,
              overlay: { boxes: this.boxes, lines: [], marks: [] },
          };
      }
      report(step) {
          // Areas are labelled at the end; the snapshots show the node tiles and the floor.
          if (this.onStep)
              this.onStep(step, { algorithm: "nodes", areas: [], areaOf: this.areaOf, openings: [], overlay: { boxes: this.boxes, lines: [], marks: [] } });
      }
  }
  const nodes = {
      name: "nodes",
      summary: "Tile-node expansion (seed 004): a grid of 16 exit shapes grown from the centre to Node Count tiles, closed, cleaned up; some tiles rooms",
      texts: NODES_TEXTS,
      options: NODES_OPTIONS,
      parameterPrefix: "nodes",
      reads: "nothing",
      defaults: NODES_DEFAULTS,
      ranges: NODES_RANGES,
      steps: ["node", "close", "cleanup", "rooms"],
      fitOptions: fitNodesOptions,
      checkSize: checkNodesSize,
      carve(grid, options, random, _input, onStep) {
          return new NodeExpansion(grid, options, random, onStep).run();
      },
  };

  /** Value of `overlay.generations` on a painted structural wall (generations are 1 + the generation number). */
  const PAINTED_WALL_GENERATION = 255;
  const VOID$4 = TileKind.Void;
  const ROOM$5 = TileKind.Room;
  /** The map being built: grid kinds (Void = wall, Room = open), who laid each wall, painted floor. */
  class Builder {
      constructor(grid, options, structure) {
          this.options = options;
          /** Painted wall tiles, for structural crawlers to start from. */
          this.paintedWalls = [];
          /** What the last `scan` found: free slices ahead, whether the first blocked slice has a joinable wall on the centre line, free slices before painted floor on the centre line. */
          this.free = 0;
          this.joinAhead = false;
          this.guardFree = 0;
          this.width = grid.width;
          this.height = grid.height;
          this.kinds = grid.kinds;
          this.region = regionOf(grid.width, grid.height, options);
          const size = grid.width * grid.height;
          this.laidBy = new Uint8Array(size);
          this.pillar = new Uint8Array(size);
          this.guarded = new Uint8Array(size);
          this.penWidth = options.wallWidth;
          this.penHeight = options.wallHeight + 1;
          this.openRegion(structure);
      }
      /**
       * Stage 0: the region open, painted walls standing, painted floor guarded (painting outside the
       * region is ignored). Painted walls that would leave no floor at all are ignored: a dungeon needs
       * somewhere to arrive.
       */
      openRegion(structure) {
          const { left, top, right, bottom } = this.region;
          const { width, kinds } = this;
          let open = 0;
          for (let y = top; y <= bottom; y++) {
              for (let i = y * width + left, end = y * width + right; i <= end; i++) {
                  const mark = structure ? structure[i] : StructureMark.None;
                  if (mark === StructureMark.Wall) {
                      this.laidBy[i] = PAINTED_WALL_GENERATION;
                      this.paintedWalls.push(i);
                      continue;
                  }
                  kinds[i] = ROOM$5;
                  open++;
                  if (mark === StructureMark.Floor)
                      this.guarded[i] = 1;
              }
          }
          if (open > 0 || this.paintedWalls.length === 0)
              return;
          for (const tile of this.paintedWalls) {
              kinds[tile] = ROOM$5;
              this.laidBy[tile] = 0;
          }
          this.paintedWalls.length = 0;
      }
      inRegion(x, y) {
          const { left, top, right, bottom } = this.region;
          return x >= left && x <= right && y >= top && y <= bottom;
      }
      /** Wall or off the map. */
      isClosed(x, y) {
          return x < 0 || y < 0 || x >= this.width || y >= this.height || this.kinds[y * this.width + x] === VOID$4;
      }
      /** A wall a structural crawler may join: the border or a painted wall. */
      isJoinable(x, y) {
          return !this.inRegion(x, y) || this.laidBy[y * this.width + x] === PAINTED_WALL_GENERATION;
      }
      /**
       * Looks ahead from a pen at (x, y) in `heading`, slice by slice (a slice: the tiles one step
       * further, across the pen and `clearance` tiles to each side), up to `limit` slices. Sets
       * `free` (slices before the first with a wall), `joinAhead` (that slice has a joinable wall in
       * front of the pen) and `guardFree` (slices before painted floor in front of the pen).
       */
      scan(x, y, heading, clearance, limit) {
          const { penWidth, penHeight, width, kinds } = this;
          const across = heading === 1 || heading === 3;
          // Centre line across the pen, and the band around it.
          const centreFrom = across ? y : x;
          const centreTo = centreFrom + (across ? penHeight : penWidth) - 1;
          const bandFrom = centreFrom - clearance;
          const bandTo = centreTo + clearance;
          this.free = limit;
          this.joinAhead = false;
          this.guardFree = limit;
          for (let i = 1; i <= limit; i++) {
              const along = heading === 1 ? x + penWidth - 1 + i : heading === 3 ? x - i : heading === 2 ? y + penHeight - 1 + i : y - i;
              let blocked = false;
              let joinable = false;
              for (let a = bandFrom; a <= bandTo; a++) {
                  const tx = across ? along : a;
                  const ty = across ? a : along;
                  const centre = a >= centreFrom && a <= centreTo;
                  if (tx < 0 || ty < 0 || tx >= this.width || ty >= this.height || kinds[ty * width + tx] === VOID$4) {
                      blocked = true;
                      if (centre && this.isJoinable(tx, ty))
                          joinable = true;
                  }
                  else if (centre && this.guarded[ty * width + tx] && this.guardFree === limit) {
                      this.guardFree = i - 1;
                  }
              }
              if (blocked) {
                  this.free = i - 1;
                  this.joinAhead = joinable;
                  return;
              }
          }
      }
      /** Lays wall (generation + 1) on the open, unguarded tiles of a rectangle. */
      lay(x, y, w, h, generation, pillar) {
          const { width, kinds } = this;
          for (let row = y; row < y + h; row++) {
              for (let i = row * width + x, end = i + w; i < end; i++) {
                  if (kinds[i] === VOID$4 || this.guarded[i])
                      continue;
                  kinds[i] = VOID$4;
                  this.laidBy[i] = generation + 1;
                  if (pillar)
                      this.pillar[i] = 1;
              }
          }
      }
      /** Lays `count` tiles of wall ahead of a crawler's pen and moves the pen onto the last of them. */
      advance(crawler, count) {
          const { penWidth, penHeight } = this;
          const { x, y, heading, generation } = crawler;
          if (heading === 1)
              this.lay(x + penWidth, y, count, penHeight, generation, false);
          else if (heading === 3)
              this.lay(x - count, y, count, penHeight, generation, false);
          else if (heading === 2)
              this.lay(x, y + penHeight, penWidth, count, generation, false);
          else
              this.lay(x, y - count, penWidth, count, generation, false);
          crawler.x += DX[heading] * count;
          crawler.y += DY[heading] * count;
      }
      /** True when every tile of the rectangle is open, in the region and not painted floor. */
      penFree(x, y, w, h) {
          if (!this.inRegion(x, y) || !this.inRegion(x + w - 1, y + h - 1))
              return false;
          for (let row = y; row < y + h; row++) {
              for (let i = row * this.width + x, end = i + w; i < end; i++)
                  if (this.kinds[i] === VOID$4 || this.guarded[i])
                      return false;
          }
          return true;
      }
      /** Walls (other than pillars when `pillarsAllowed`) within `margin` tiles of the rectangle; off the map counts as wall. */
      wallNear(x, y, w, h, margin, pillarsAllowed) {
          for (let row = y - margin; row < y + h + margin; row++) {
              for (let column = x - margin; column < x + w + margin; column++) {
                  if (!this.isClosed(column, row))
                      continue;
                  if (pillarsAllowed && this.inRegion(column, row) && this.pillar[row * this.width + column])
                      continue;
                  return true;
              }
          }
          return false;
      }
  }

  const VOID$3 = TileKind.Void;
  const ROOM$4 = TileKind.Room;
  /** Chance in ‰ that a tile of a crawler's wall grows a round boulder of rock around it, radius BOULDER_MIN..BOULDER_MAX. */
  const BOULDER_PERMILLE = 10;
  const BOULDER_MIN = 2;
  const BOULDER_MAX = 6;
  /** How far from a wall (Chebyshev) the rock is roughened: the thickness a cave wall may grow to. */
  const ROUGH_BAND = 2;
  /** Chance in % that an open tile in the band becomes rock before smoothing (classic fills use about 45). */
  const ROUGH_CHANCE = 30;
  /** A tile becomes wall when at least this many of its 3×3 neighbourhood are wall, floor when at most WALL_AT − 2. */
  const WALL_AT = 5;
  /** The least floor a cave must leave (the layout's smallest open region, 3×3), else the crawl is kept as it was. */
  const MIN_CAVE_FLOOR = 9;
  /** Boulders, roughened walls, then `passes` smoothing passes; painted floor and walls stay as painted. */
  function carveCave(builder, passes, random) {
      if (passes <= 0)
          return;
      const before = { kinds: builder.kinds.slice(), laidBy: builder.laidBy.slice(), pillar: builder.pillar.slice() };
      carveRock(builder, passes, random);
      // On a map hardly larger than the smallest, the rock may fill everything: the crawl stays as it was.
      if (floorCount(builder) < MIN_CAVE_FLOOR) {
          builder.kinds.set(before.kinds);
          builder.laidBy.set(before.laidBy);
          builder.pillar.set(before.pillar);
      }
  }
  function carveRock(builder, passes, random) {
      growBoulders(builder, random);
      roughenWalls(builder, random);
      const next = new Uint8Array(builder.kinds.length);
      for (let pass = 0; pass < passes; pass++)
          smoothOnce(builder, next);
      fillNotches(builder);
      openSlivers(builder);
  }
  function floorCount(builder) {
      let floor = 0;
      for (let tile = 0; tile < builder.kinds.length; tile++)
          if (builder.kinds[tile] !== VOID$3)
              floor++;
      return floor;
  }
  /** Scans for notches; a filled notch can leave its neighbour one, so a few scans (each bounded by the map). */
  const NOTCH_SCANS = 3;
  /**
   * Floor tiles walled on three sides, and pairs of floor tiles walled on three sides together
   * (notches one or two wide left in the rough rock) become rock: such a notch is a leaf of the floor,
   * open on one side only, so filling it never cuts the floor apart.
   */
  function fillNotches(builder) {
      const { width, kinds } = builder;
      const { left, top, right, bottom } = builder.region;
      for (let scan = 0; scan < NOTCH_SCANS; scan++) {
          let filled = false;
          for (let y = top; y <= bottom; y++) {
              for (let i = y * width + left, end = y * width + right; i <= end; i++) {
                  if (kinds[i] === VOID$3 || !changeable(builder, i))
                      continue;
                  const walls = (kinds[i - 1] === VOID$3 ? 1 : 0) + (kinds[i + 1] === VOID$3 ? 1 : 0) + (kinds[i - width] === VOID$3 ? 1 : 0) + (kinds[i + width] === VOID$3 ? 1 : 0);
                  if (walls >= 3) {
                      closeAsNeighbours(builder, i);
                      filled = true;
                  }
                  else if (fillNotchPair(builder, i)) {
                      filled = true;
                  }
              }
          }
          if (!filled)
              return;
      }
  }
  /** The tile and its east (or south) neighbour as a two-wide notch: walled at both ends and along one whole side. */
  function fillNotchPair(builder, tile) {
      const { width, kinds } = builder;
      // East pair first, then south (plain numbers: this runs for every floor tile of the region, a few scans).
      for (let k = 0; k < 2; k++) {
          const along = k === 0 ? 1 : width;
          const across = k === 0 ? width : 1;
          const other = tile + along;
          if (kinds[other] === VOID$3 || !changeable(builder, other) || kinds[tile - along] !== VOID$3 || kinds[other + along] !== VOID$3)
              continue;
          const closedBefore = kinds[tile - across] === VOID$3 && kinds[other - across] === VOID$3;
          const closedAfter = kinds[tile + across] === VOID$3 && kinds[other + across] === VOID$3;
          if (!closedBefore && !closedAfter)
              continue;
          closeAsNeighbours(builder, tile);
          closeAsNeighbours(builder, other);
          return true;
      }
      return false;
  }
  /**
   * Rock with floor above and below that is too thin for a wall face and its ceiling is opened, not
   * left for the thickening, which would grow it down into the cave as jagged teeth and nooks.
   */
  function openSlivers(builder) {
      const { width, kinds, penHeight } = builder;
      const { left, top, right, bottom } = builder.region;
      for (let x = left; x <= right; x++) {
          for (let y = top + 1; y < bottom; y++) {
              if (kinds[y * width + x] !== VOID$3 || kinds[(y - 1) * width + x] === VOID$3)
                  continue;
              let end = y;
              while (end < bottom && kinds[(end + 1) * width + x] === VOID$3)
                  end++;
              const below = (end + 1) * width + x;
              if (end < bottom && kinds[below] !== VOID$3 && end - y + 1 < penHeight && runChangeable(builder, x, y, end)) {
                  for (let row = y; row <= end; row++)
                      openTile(builder, row * width + x);
              }
              y = end;
          }
      }
  }
  function runChangeable(builder, x, from, to) {
      for (let row = from; row <= to; row++)
          if (!changeable(builder, row * builder.width + x))
              return false;
      return true;
  }
  /** Round lumps of rock on the crawlers' walls (radius BOULDER_MIN..MAX), so walls read as rock masses, not lines. */
  function growBoulders(builder, random) {
      const { width, kinds, laidBy } = builder;
      const { left, top, right, bottom } = builder.region;
      const centres = [];
      for (let y = top; y <= bottom; y++) {
          for (let i = y * width + left, end = y * width + right; i <= end; i++) {
              if (kinds[i] === VOID$3 && laidBy[i] !== 0 && laidBy[i] !== PAINTED_WALL_GENERATION && random.smallInt(0, 999) < BOULDER_PERMILLE)
                  centres.push(i);
          }
      }
      for (const centre of centres) {
          const cx = centre % width;
          const cy = (centre - cx) / width;
          const radius = random.smallInt(BOULDER_MIN, BOULDER_MAX);
          for (let y = Math.max(top, cy - radius); y <= Math.min(bottom, cy + radius); y++) {
              for (let x = Math.max(left, cx - radius); x <= Math.min(right, cx + radius); x++) {
                  const tile = y * width + x;
                  if ((x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius + radius && kinds[tile] !== VOID$3 && changeable(builder, tile))
                      closeAsNeighbours(builder, tile);
              }
          }
      }
  }
  /** May the tile change: inside the region, not painted floor, not a painted wall. */
  function changeable(builder, tile) {
      return !builder.guarded[tile] && builder.laidBy[tile] !== PAINTED_WALL_GENERATION;
  }
  /** Open tiles within ROUGH_BAND of a wall become rock at ROUGH_CHANCE (the band is measured before any is laid). */
  function roughenWalls(builder, random) {
      const { width, kinds } = builder;
      const { left, top, right, bottom } = builder.region;
      const near = wallsNear(builder, ROUGH_BAND);
      for (let y = top; y <= bottom; y++) {
          for (let i = y * width + left, end = y * width + right; i <= end; i++) {
              if (kinds[i] !== VOID$3 && near[i] && changeable(builder, i) && random.percent(ROUGH_CHANCE))
                  closeAsNeighbours(builder, i);
          }
      }
  }
  /**
   * 1 on every region tile with a wall (or the map's edge) within `band` tiles, Chebyshev: a wall
   * anywhere in its row within `band` columns, then any such row within `band` rows (two passes of
   * running counts, where asking each tile's (2·band + 1)² square would read 25 tiles each).
   */
  function wallsNear(builder, band) {
      const { width, height, kinds } = builder;
      const { left, top, right, bottom } = builder.region;
      const inRow = new Uint8Array(kinds.length);
      const near = new Uint8Array(kinds.length);
      const closed = (x, y) => x < 0 || x >= width || kinds[y * width + x] === VOID$3;
      for (let y = Math.max(0, top - band); y <= Math.min(height - 1, bottom + band); y++) {
          // Walls among columns x − band … x + band of this row, slid along the row.
          let count = 0;
          for (let x = left - band; x <= left + band; x++)
              if (closed(x, y))
                  count++;
          for (let x = left; x <= right; x++) {
              inRow[y * width + x] = count > 0 ? 1 : 0;
              if (closed(x - band, y))
                  count--;
              if (closed(x + band + 1, y))
                  count++;
          }
      }
      for (let x = left; x <= right; x++) {
          let count = 0;
          const rowNear = (y) => (y < 0 || y >= height ? 1 : inRow[y * width + x]);
          for (let y = top - band; y <= top + band; y++)
              count += rowNear(y);
          for (let y = top; y <= bottom; y++) {
              near[y * width + x] = count > 0 ? 1 : 0;
              count -= rowNear(y - band);
              count += rowNear(y + band + 1);
          }
      }
      return near;
  }
  /** One smoothing pass over the region, reading the old map and writing all changes at once. */
  function smoothOnce(builder, next) {
      const { width, kinds } = builder;
      const { left, top, right, bottom } = builder.region;
      for (let y = top; y <= bottom; y++) {
          for (let x = left; x <= right; x++) {
              const tile = y * width + x;
              const walls = wallsAround(kinds, width, tile);
              next[tile] = walls >= WALL_AT ? VOID$3 : walls <= WALL_AT - 2 ? ROOM$4 : kinds[tile];
          }
      }
      for (let y = top; y <= bottom; y++) {
          for (let i = y * width + left, end = y * width + right; i <= end; i++) {
              if (next[i] === kinds[i] || !changeable(builder, i))
                  continue;
              if (next[i] === VOID$3)
                  closeAsNeighbours(builder, i);
              else
                  openTile(builder, i);
          }
      }
  }
  /** Walls in the 3×3 neighbourhood, the tile itself included (region tiles never touch the map's edge). */
  function wallsAround(kinds, width, tile) {
      let walls = 0;
      for (let row = tile - width; row <= tile + width; row += width) {
          if (kinds[row - 1] === VOID$3)
              walls++;
          if (kinds[row] === VOID$3)
              walls++;
          if (kinds[row + 1] === VOID$3)
              walls++;
      }
      return walls;
  }
  /** Makes a tile rock, shown as laid by the generation of a crawler wall next to it (the overlay's colours). */
  function closeAsNeighbours(builder, tile) {
      const { width, kinds, laidBy } = builder;
      kinds[tile] = VOID$3;
      // West, east, north, south; the last crawler wall among them gives the colour (no array per call: this runs per rock tile).
      let generation = 0;
      for (let k = 0; k < 4; k++) {
          const by = laidBy[k === 0 ? tile - 1 : k === 1 ? tile + 1 : k === 2 ? tile - width : tile + width];
          if (by !== 0 && by !== PAINTED_WALL_GENERATION)
              generation = by;
      }
      laidBy[tile] = generation || 1;
  }
  function openTile(builder, tile) {
      builder.kinds[tile] = ROOM$4;
      builder.laidBy[tile] = 0;
      builder.pillar[tile] = 0;
  }

  /** Crawlers per tile of the map's open area at most (the DungeonMaker caps them too). */
  const TILES_PER_CRAWLER = 12;
  /** Jumps a column jumper makes at most, whatever maxAge says (the DungeonMaker's jumpers live 7): pillars stay near where the jumper was born, and the work stays bounded. */
  const JUMPER_MAX_AGE = 24;
  /** The most floor a pillar keeps from walls, whatever the corridor width (the check is a box of this margin). */
  const PILLAR_CLEARANCE_MAX = 6;
  /** Random tries to find a free start for each border or structural crawler. */
  const START_TRIES = 8;
  /** The corridor width of a generation: corridorWidth for generation 1 (and 0), corridorWidthLast for the last, linear between. */
  function corridorWidthOf(generation, options) {
      const last = Math.max(1, options.generations);
      const g = Math.min(Math.max(generation, 1), last);
      if (last === 1)
          return options.corridorWidth;
      return Math.round(options.corridorWidth + ((options.corridorWidthLast - options.corridorWidth) * (g - 1)) / (last - 1));
  }
  /** The crawling: generations of crawlers and jumpers, each generation until all its builders are dead. */
  class Colony {
      constructor(builder, options, random) {
          this.builder = builder;
          this.options = options;
          this.random = random;
          this.born = 0;
          this.pending = Array.from({ length: options.generations + 1 }, () => []);
          const { left, top, right, bottom } = builder.region;
          this.cap = Math.max(8, Math.floor(((right - left + 1) * (bottom - top + 1)) / TILES_PER_CRAWLER));
      }
      run(report) {
          const options = this.options;
          for (let i = 0; i < options.structuralWalls; i++)
              this.startStructural();
          const { left, top, right, bottom } = this.builder.region;
          const borderTiles = 2 * (right - left + 1) + 2 * (bottom - top + 1);
          const perGeneration = Math.round((options.borderCrawlers * borderTiles) / 100);
          for (let generation = 0; generation <= options.generations; generation++) {
              // A border with no room left fails every start: a few failed starts end the generation's starts.
              for (let i = 0, failed = 0; generation >= 1 && i < perGeneration && failed < START_TRIES; i++) {
                  if (!this.startFromBorder(generation, this.random.percent(options.jumperChance)))
                      failed++;
              }
              this.live(this.pending[generation]);
              this.pending[generation] = [];
              report();
          }
      }
      /** Turns in rounds until every crawler of the generation is dead (each dies by maxAge). */
      live(crawlers) {
          let alive = crawlers.length;
          while (alive > 0) {
              alive = 0;
              // Babies of this round join later generations only, so the list does not grow while walked.
              for (const crawler of crawlers) {
                  if (!crawler.alive)
                      continue;
                  if (crawler.jumper)
                      this.jump(crawler);
                  else
                      this.crawl(crawler);
                  if (crawler.alive)
                      alive++;
              }
          }
      }
      newCrawler(x, y, heading, generation, genes) {
          this.born++;
          return { x, y, heading, intended: heading, age: 0, generation, jumper: false, joins: false, alive: true, ...genes };
      }
      genes() {
          const { turnChance, spawnChance, turnSpawnChance } = this.options;
          return { turnChance, spawnChance, turnSpawnChance };
      }
      /** A pen position just inside the border on a random side, heading into the map. */
      borderStart() {
          const { left, top, right, bottom } = this.builder.region;
          const { penWidth, penHeight } = this.builder;
          const heading = this.random.smallInt(0, 3);
          // Heading south starts at the top edge, and so on.
          if (heading === 2)
              return { x: this.random.smallInt(left, right - penWidth + 1), y: top, heading };
          if (heading === 0)
              return { x: this.random.smallInt(left, right - penWidth + 1), y: bottom - penHeight + 1, heading };
          if (heading === 1)
              return { x: left, y: this.random.smallInt(top, bottom - penHeight + 1), heading };
          return { x: right - penWidth + 1, y: this.random.smallInt(top, bottom - penHeight + 1), heading };
      }
      /** A pen position beside a random painted wall tile, heading away from it. */
      paintedStart() {
          const walls = this.builder.paintedWalls;
          const tile = walls[this.random.smallInt(0, walls.length - 1)];
          const width = this.builder.width;
          const px = tile % width;
          const py = (tile - px) / width;
          const heading = this.random.smallInt(0, 3);
          const { penWidth, penHeight } = this.builder;
          if (heading === 1)
              return { x: px + 1, y: py, heading };
          if (heading === 3)
              return { x: px - penWidth, y: py, heading };
          if (heading === 2)
              return { x: px, y: py + 1, heading };
          return { x: px, y: py - penHeight, heading };
      }
      /**
       * Places a new crawler's first pen where it is open, with no wall within the corridor width to
       * its sides and room to step ahead: it touches only the wall it starts from (the border or a
       * painted wall), so a free start never closes a pocket.
       */
      place(start, generation) {
          const builder = this.builder;
          const { penWidth, penHeight } = builder;
          if (!builder.penFree(start.x, start.y, penWidth, penHeight))
              return false;
          const clearance = corridorWidthOf(generation, this.options);
          const across = start.heading === 1 || start.heading === 3;
          const sideFrom = (across ? start.y : start.x) - clearance;
          const sideTo = (across ? start.y + penHeight - 1 : start.x + penWidth - 1) + clearance;
          const alongFrom = across ? start.x : start.y;
          const alongTo = alongFrom + (across ? penWidth : penHeight) - 1;
          for (let along = alongFrom; along <= alongTo; along++) {
              for (let a = sideFrom; a <= sideTo; a++)
                  if (across ? builder.isClosed(along, a) : builder.isClosed(a, along))
                      return false;
          }
          builder.scan(start.x, start.y, start.heading, clearance, clearance + 1);
          return builder.free > clearance;
      }
      startStructural() {
          const usePainted = this.builder.paintedWalls.length > 0 && this.random.percent(50);
          for (let attempt = 0; attempt < START_TRIES; attempt++) {
              const start = usePainted ? this.paintedStart() : this.borderStart();
              if (!this.place(start, 0))
                  continue;
              const crawler = this.newCrawler(start.x, start.y, start.heading, 0, this.genes());
              crawler.joins = this.random.percent(this.options.joinChance);
              this.builder.lay(start.x, start.y, this.builder.penWidth, this.builder.penHeight, 0, false);
              this.pending[0].push(crawler);
              return;
          }
      }
      /** A crawler (or jumper) of `generation` starting on the border; false when no free start was found. */
      startFromBorder(generation, jumper) {
          if (this.born >= this.cap)
              return true;
          for (let attempt = 0; attempt < START_TRIES; attempt++) {
              const start = this.borderStart();
              if (!this.place(start, generation))
                  continue;
              const crawler = this.newCrawler(start.x, start.y, start.heading, generation, this.genes());
              crawler.jumper = jumper;
              // A jumper leaves pillars only where it lands; a crawler's wall starts on the border.
              if (!jumper)
                  this.builder.lay(start.x, start.y, this.builder.penWidth, this.builder.penHeight, generation, false);
              this.pending[generation].push(crawler);
              return true;
          }
          return false;
      }
      /** One turn of a wall crawler: look ahead, step or turn, maybe turn and spawn. */
      crawl(crawler) {
          const builder = this.builder;
          const options = this.options;
          if (++crawler.age > options.maxAge) {
              crawler.alive = false;
              return;
          }
          const clearance = corridorWidthOf(crawler.generation, options);
          const step = options.stepLength;
          builder.scan(crawler.x, crawler.y, crawler.heading, clearance, step + clearance);
          const joining = crawler.joins && builder.joinAhead && builder.guardFree >= builder.free;
          if (joining && builder.free <= step) {
              // A structural crawler reaches the border or a painted wall: it joins it and is done.
              if (builder.free > 0)
                  builder.advance(crawler, builder.free);
              crawler.alive = false;
              return;
          }
          // Heading for a wall it may join, a structural crawler needs no corridor in front of it.
          const count = Math.min(step, builder.free - (joining ? 0 : clearance), builder.guardFree);
          if (count <= 0) {
              this.turnAside(crawler, clearance, step);
              return;
          }
          builder.advance(crawler, count);
          let turned = false;
          if (this.random.percent(crawler.turnChance))
              turned = this.turnRandomly(crawler);
          if (this.random.percent(turned ? crawler.turnSpawnChance : crawler.spawnChance))
              this.spawn(crawler);
      }
      /** Blocked ahead: turn to the allowed side with more room, or die when neither has any. */
      turnAside(crawler, clearance, step) {
          let best = -1;
          let bestRoom = 0;
          const first = this.random.smallInt(0, 1);
          for (let k = 0; k < 2; k++) {
              const side = (crawler.heading + ((k + first) & 1 ? 3 : 1)) & 3;
              if (side === opposite(crawler.intended))
                  continue;
              this.builder.scan(crawler.x, crawler.y, side, clearance, step + clearance);
              const room = Math.min(this.builder.free - clearance, this.builder.guardFree);
              if (room > bestRoom) {
                  best = side;
                  bestRoom = room;
              }
          }
          if (best < 0)
              crawler.alive = false;
          else
              crawler.heading = best;
      }
      /** Turns to a random allowed side; false when none is allowed. */
      turnRandomly(crawler) {
          const left = (crawler.heading + 3) & 3;
          const right = (crawler.heading + 1) & 3;
          const forbidden = opposite(crawler.intended);
          const choices = left === forbidden ? [right] : right === forbidden ? [left] : [left, right];
          crawler.heading = choices[this.random.smallInt(0, choices.length - 1)];
          return true;
      }
      /** A baby at the parent's pen, heading to a random side, in a later generation by the delay table. */
      spawn(parent) {
          const options = this.options;
          if (this.born >= this.cap)
              return;
          const roll = this.random.smallInt(1, 100);
          const delay = roll <= options.babyDelay3Chance ? 3 : roll <= options.babyDelay3Chance + options.babyDelay2Chance ? 2 : 1;
          const generation = parent.generation + delay;
          if (generation > options.generations)
              return;
          const heading = (parent.heading + (this.random.smallInt(0, 1) === 0 ? 1 : 3)) & 3;
          const baby = this.newCrawler(parent.x, parent.y, heading, generation, {
              turnChance: this.mutate(parent.turnChance),
              spawnChance: this.mutate(parent.spawnChance),
              turnSpawnChance: this.mutate(parent.turnSpawnChance),
          });
          baby.jumper = this.random.percent(options.jumperChance);
          this.pending[generation].push(baby);
      }
      /** A chance varied by up to ±mutation points, kept within 0–100 (the DungeonMaker's Mutate, bounded). */
      mutate(chance) {
          const m = this.options.mutation;
          if (m === 0)
              return chance;
          return Math.min(100, Math.max(0, chance - m + this.random.smallInt(0, 2 * m)));
      }
      /**
       * One turn of a column jumper: a jump of the pen plus columnSpacing tiles, and a pillar where it
       * lands if the pillar keeps the corridor width (at most PILLAR_CLEARANCE_MAX) from walls and a
       * ring of floor from other pillars.
       */
      jump(jumper) {
          const builder = this.builder;
          const options = this.options;
          if (++jumper.age > Math.min(options.maxAge, JUMPER_MAX_AGE)) {
              jumper.alive = false;
              return;
          }
          const { penWidth, penHeight } = builder;
          const clearance = Math.min(corridorWidthOf(jumper.generation, options), PILLAR_CLEARANCE_MAX);
          const landing = (heading) => ({
              x: jumper.x + DX[heading] * (penWidth + options.columnSpacing),
              y: jumper.y + DY[heading] * (penHeight + options.columnSpacing),
          });
          let target = landing(jumper.heading);
          if (!builder.inRegion(target.x, target.y) || !builder.inRegion(target.x + penWidth - 1, target.y + penHeight - 1)) {
              const sides = [(jumper.heading + 1) & 3, (jumper.heading + 3) & 3].filter((side) => side !== opposite(jumper.intended));
              const side = sides[this.random.smallInt(0, sides.length - 1)];
              target = landing(side);
              if (!builder.inRegion(target.x, target.y) || !builder.inRegion(target.x + penWidth - 1, target.y + penHeight - 1)) {
                  jumper.alive = false;
                  return;
              }
              jumper.heading = side;
          }
          jumper.x = target.x;
          jumper.y = target.y;
          if (builder.penFree(target.x, target.y, penWidth, penHeight) &&
              !builder.wallNear(target.x, target.y, penWidth, penHeight, 1, false) &&
              !builder.wallNear(target.x, target.y, penWidth, penHeight, clearance, true)) {
              builder.lay(target.x, target.y, penWidth, penHeight, jumper.generation, true);
          }
          if (this.random.percent(jumper.turnChance))
              this.turnRandomly(jumper);
      }
  }

  const VOID$2 = TileKind.Void;
  const ROOM$3 = TileKind.Room;
  const CORRIDOR$1 = TileKind.Corridor;
  /**
   * Room floor where a 3×3 square of floor fits (a morphological opening), corridor elsewhere;
   * doorways are corridor. A 3×3 square of floor is centred on a tile 2 or more from the nearest
   * wall, so a tile is room floor when it or one of its 8 neighbours is. Returns the distances
   * (floor keeps them: room and corridor are both floor).
   */
  function classifyFloor(grid, doors) {
      const { width, height, kinds } = grid;
      const distance = distanceToWall(grid);
      for (let y = 1; y < height - 1; y++) {
          for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
              if (kinds[i] === VOID$2)
                  continue;
              const above = i - width;
              const below = i + width;
              const open = distance[i] >= 2 ||
                  distance[i - 1] >= 2 ||
                  distance[i + 1] >= 2 ||
                  distance[above] >= 2 ||
                  distance[above - 1] >= 2 ||
                  distance[above + 1] >= 2 ||
                  distance[below] >= 2 ||
                  distance[below - 1] >= 2 ||
                  distance[below + 1] >= 2;
              kinds[i] = open ? ROOM$3 : CORRIDOR$1;
          }
      }
      for (const doorway of doors)
          for (const tile of doorway)
              kinds[tile] = CORRIDOR$1;
      return distance;
  }
  /**
   * Areas between walls and doorways. Room floor is split where open spaces narrow between them (a
   * watershed on the distance to the nearest wall: tiles from the most open inwards join the space
   * of a neighbour already reached; where two spaces meet, they stay apart only if both rise
   * AREA_PERSISTENCE above the meeting point, else they merge). Corridor floor, doorways included,
   * is one area per 4-connected run. An area made only of doorway tiles is a doorway: its first
   * opening is a "door" (index.ts then rolls the Door Chance on it), its others open.
   */
  function findAreas(grid, doors, distance) {
      const areaOf = new Uint16Array(grid.width * grid.height);
      const areas = splitRoomFloor(grid, areaOf, distance);
      // Each doorway is an area of its own (a straight line of corridor tiles), claimed before the rest of the corridors.
      const firstDoor = areas.length;
      for (const doorway of doors) {
          const id = areas.length;
          for (const tile of doorway)
              areaOf[tile] = id + 1;
          const first = doorway[0];
          const last = doorway[doorway.length - 1];
          const x = first % grid.width;
          const y = (first - x) / grid.width;
          const lastX = last % grid.width;
          const lastY = (last - lastX) / grid.width;
          areas.push({ id, kind: "corridor", bounds: { x, y, width: lastX - x + 1, height: lastY - y + 1 }, size: doorway.length });
      }
      labelFloor(grid, areaOf, areas, kindOfTile);
      splitLargeAreas(grid, areaOf, areas);
      const openings = findOpenings(grid, areaOf);
      markDoors(grid.width, areaOf, openings, doors, firstDoor);
      return { areas, areaOf, openings };
  }
  /**
   * One door per doorway, where a door event belongs: on the doorway's last tile (the south or east
   * end, so a north–south doorway's door stands in the wall face above the southern area, as the
   * rooms layout's), facing the area beyond that end. That opening becomes the doorway's own
   * (from the doorway, at that tile); its other opening stays open.
   */
  function markDoors(width, areaOf, openings, doors, firstDoor) {
      const byDoor = new Map();
      for (const opening of openings) {
          for (const id of [opening.from, opening.to]) {
              if (id < firstDoor || id >= firstDoor + doors.length)
                  continue;
              const list = byDoor.get(id);
              if (list)
                  list.push(opening);
              else
                  byDoor.set(id, [opening]);
          }
      }
      doors.forEach((doorway, index) => {
          var _a;
          const id = firstDoor + index;
          const own = byDoor.get(id);
          if (!own)
              return;
          const end = doorway[doorway.length - 1];
          const step = doorway.length > 1 ? doorway[1] - doorway[0] : areaOf[end + 1] !== id + 1 && areaOf[end + 1] !== 0 ? 1 : width;
          const beyond = areaOf[end + step] - 1;
          const chosen = (_a = own.find((opening) => opening.from + opening.to - id === beyond)) !== null && _a !== void 0 ? _a : own[0];
          const other = chosen.from + chosen.to - id;
          chosen.kind = "door";
          if (areaOf[end + step] === other + 1) {
              chosen.tile = end;
              chosen.from = id;
              chosen.to = other;
          }
      });
  }
  /** The generation map for the overlay: a wall's generation + 1 (255 painted) on wall tiles, 0 elsewhere. */
  function generationMap(builder) {
      const map = new Uint8Array(builder.laidBy.length);
      for (let i = 0; i < map.length; i++)
          if (builder.kinds[i] === VOID$2)
              map[i] = builder.laidBy[i];
      return map;
  }

  /**
   * The crawlers layout's declaration: its options (key, default, range, Plugin Manager texts in
   * English and Japanese) and the texts of its Plugin Manager group. Everything else (the option
   * type, defaults, ranges, the header's parameters and note tags) is derived from this list.
   */
  const CRAWLERS_OPTIONS = [
      WALL_HEIGHT_OPTION,
      borderOption(),
      {
          key: "wallWidth",
          default: 1,
          min: 1,
          max: 4,
          en: { text: "Wall Width", desc: "Columns a crawler's wall (and a pillar) is thick; walls running east-west are always Wall Height + 1 rows (face and ceiling)." },
          ja: { text: "壁の厚さ", desc: "クローラーの壁（と柱）の横幅（列数）。東西に走る壁は常に壁の高さ＋1行（壁面と天井）。" },
      },
      {
          key: "structuralWalls",
          default: 4,
          min: 0,
          max: 64,
          en: { text: "Structural Walls", desc: "Generation-0 crawlers that build the structural walls, starting on the border or on walls painted on the map." },
          ja: { text: "構造壁", desc: "構造壁を作る第0世代のクローラーの数。マップの縁か、マップに描いた壁から始まります。" },
      },
      {
          key: "joinChance",
          default: 50,
          min: 0,
          max: 100,
          en: { text: "Join Chance (%)", desc: "Chance that a structural crawler joins the border or a painted wall it runs into, dividing the map into sectors that doorways then join." },
          ja: { text: "接続率（%）", desc: "構造クローラーが行き当たった縁や描いた壁につながる確率。マップが区画に分かれ、出入口でつながります。" },
      },
      {
          key: "borderCrawlers",
          default: 3,
          min: 0,
          max: 100,
          en: { text: "Border Crawlers", desc: "Crawlers starting from the border in each generation after 0, per 100 tiles of border." },
          ja: { text: "縁のクローラー", desc: "第1世代以降、各世代で縁から出発するクローラーの数（縁100タイルあたり）。" },
      },
      {
          key: "generations",
          default: 6,
          min: 0,
          max: 20,
          en: { text: "Generations", desc: "Generations of crawlers after generation 0; each runs until all its crawlers are dead, then the next wakes." },
          ja: { text: "世代数", desc: "第0世代の後に続く世代の数。各世代はすべてのクローラーが死ぬまで動き、次の世代が目覚めます。" },
      },
      {
          key: "stepLength",
          default: 3,
          min: 1,
          max: 16,
          en: { text: "Step Length", desc: "Wall tiles a crawler lays per step at most." },
          ja: { text: "歩幅", desc: "クローラーが1歩で置く壁タイルの最大数。" },
      },
      {
          key: "maxAge",
          default: 40,
          min: 1,
          max: 999,
          en: { text: "Max Age", desc: "Turns a crawler lives (a column jumper at most 24 jumps)." },
          ja: { text: "寿命", desc: "クローラーが生きるターン数（柱ジャンパーは最大24回のジャンプ）。" },
      },
      {
          key: "corridorWidth",
          default: 5,
          min: 1,
          max: 32,
          en: { text: "Corridor Width", desc: "Floor the first generations keep free between a new wall and any other wall, in tiles: the widest passages." },
          ja: { text: "通路の幅", desc: "最初の世代が新しい壁と他の壁の間に残す床の幅（タイル数）。最も広い通路になります。" },
      },
      {
          key: "corridorWidthLast",
          default: 2,
          min: 1,
          max: 32,
          en: { text: "Last Corridor Width", desc: "The same for the last generation; the generations between are interpolated." },
          ja: { text: "最終世代の通路の幅", desc: "最後の世代の通路の幅。間の世代は補間されます。" },
      },
      {
          key: "turnChance",
          default: 20,
          min: 0,
          max: 100,
          en: { text: "Turn Chance (%)", desc: "Chance that a crawler turns after a step (never back against the direction it started in)." },
          ja: { text: "曲がる確率（%）", desc: "クローラーが1歩ごとに曲がる確率（最初の向きと逆には曲がりません）。" },
      },
      {
          key: "spawnChance",
          default: 20,
          min: 0,
          max: 100,
          en: { text: "Spawn Chance (%)", desc: "Chance that a step straight on spawns a baby crawler to the side." },
          ja: { text: "分裂率（%）", desc: "まっすぐ進んだ1歩で横向きの子クローラーが生まれる確率。" },
      },
      {
          key: "turnSpawnChance",
          default: 40,
          min: 0,
          max: 100,
          en: { text: "Turn Spawn Chance (%)", desc: "Chance that a step with a turn spawns a baby crawler." },
          ja: { text: "曲がり時の分裂率（%）", desc: "曲がった1歩で子クローラーが生まれる確率。" },
      },
      {
          key: "babyDelay2Chance",
          default: 20,
          min: 0,
          max: 100,
          en: { text: "Baby Delay 2 Chance (%)", desc: "Share of babies born two generations later instead of in the next one." },
          ja: { text: "2世代後の誕生率（%）", desc: "次の世代ではなく2世代後に生まれる子の割合。" },
      },
      {
          key: "babyDelay3Chance",
          default: 10,
          min: 0,
          max: 100,
          en: { text: "Baby Delay 3 Chance (%)", desc: "Share of babies born three generations later (with the 2-generation share at most 100 together)." },
          ja: { text: "3世代後の誕生率（%）", desc: "3世代後に生まれる子の割合（2世代後の割合との合計は100まで）。" },
      },
      {
          key: "mutation",
          default: 10,
          min: 0,
          max: 50,
          en: { text: "Mutation", desc: "How far a baby's chances may differ from its parent's, in percent points (kept within 0-100)." },
          ja: { text: "突然変異", desc: "子の確率が親からずれる最大幅（パーセントポイント、0～100に収まります）。" },
      },
      {
          key: "jumperChance",
          default: 0,
          min: 0,
          max: 100,
          en: { text: "Jumper Chance (%)", desc: "Share of babies that are column jumpers: they leave a pillar at the end of each jump instead of a wall." },
          ja: { text: "ジャンパーの割合（%）", desc: "子のうち柱ジャンパーになる割合。壁の代わりに跳ぶたびに柱を1本残します。" },
      },
      {
          key: "columnSpacing",
          default: 3,
          min: 1,
          max: 16,
          en: { text: "Column Spacing", desc: "Floor tiles between two pillars a jumper leaves." },
          ja: { text: "柱の間隔", desc: "ジャンパーが残す柱と柱の間の床タイル数。" },
      },
      {
          key: "caveSmoothing",
          default: 0,
          min: 0,
          max: 8,
          en: { text: "Cave Smoothing", desc: "Passes that roughen the crawlers' walls into rock and round them off, as cave generators do: irregular, rounded caves instead of thin walls. 0 keeps the walls as the crawlers built them." },
          ja: { text: "洞窟の平滑化", desc: "クローラーの壁を岩のように荒らしてから丸める処理の回数（洞窟生成の手法）。細い壁の代わりに不規則で丸みのある洞窟になります。0でクローラーが作った壁のまま。" },
      },
      // The doorways that join pockets are few (about one per 68×64 map): all doors by default, as before.
      doorChanceOption(100),
      secretDoorChanceOption(0),
  ];
  const CRAWLERS_DEFAULTS = defaultsOf(CRAWLERS_OPTIONS);
  const CRAWLERS_RANGES = rangesOf(CRAWLERS_OPTIONS);
  const CRAWLERS_TEXTS = {
      choice: { en: "crawlers: wall crawlers build walls into an open map, keeping what the map paints", ja: "crawlers：壁クローラーが開けたマップに壁を作る（マップに描いたものは残る）" },
      heading: {
          en: { text: "Crawlers", desc: "Options of the crawlers layout (<Dungeon Layout: crawlers>): wall crawlers and column jumpers build walls into an open map in generations (DungeonMaker); what the map paints with the two regions below stays." },
          ja: { text: "クローラー", desc: "クローラー配置（<Dungeon Layout: crawlers>）の設定：壁クローラーと柱ジャンパーが世代ごとに開けたマップへ壁を作ります（DungeonMaker）。下の2つのリージョンでマップに描いたものは残ります。" },
      },
  };
  /** The options a style sets: everything but the map's frame (border, wall height and width). */
  function styleOf(options) {
      const { border: _border, wallHeight: _wallHeight, wallWidth: _wallWidth, babyDelay2Chance: _delay2, babyDelay3Chance: _delay3, columnSpacing: _spacing, ...style } = options;
      return style;
  }
  const CRAWLER_STYLES = Object.freeze({
      /** Ragged walls that turn often, far apart, grown into rounded rock: wide, irregular caves. */
      caverns: Object.freeze({
          structuralWalls: 4,
          joinChance: 30,
          borderCrawlers: 3,
          generations: 3,
          stepLength: 1,
          maxAge: 80,
          corridorWidth: 10,
          corridorWidthLast: 7,
          turnChance: 70,
          spawnChance: 10,
          turnSpawnChance: 15,
          mutation: 15,
          jumperChance: 0,
          caveSmoothing: 3,
      }),
      /** Few straight structural walls dividing the map into large halls joined by doorways, pillars inside. */
      halls: Object.freeze({
          structuralWalls: 5,
          joinChance: 100,
          borderCrawlers: 3,
          generations: 3,
          stepLength: 4,
          maxAge: 30,
          corridorWidth: 7,
          corridorWidthLast: 5,
          turnChance: 10,
          spawnChance: 20,
          turnSpawnChance: 30,
          mutation: 5,
          jumperChance: 70,
          columnSpacing: 3,
      }),
      /** A labyrinth: many generations of crawlers with narrowing corridors — the defaults themselves. */
      maze: Object.freeze(styleOf(CRAWLERS_DEFAULTS)),
  });
  /** The styles as the layout's presets: the choice `<Dungeon Crawler Style: NAME>` and its Plugin Manager texts. */
  const CRAWLER_PRESETS = {
      key: "style",
      default: "maze",
      tags: ["Crawler Style"],
      en: {
          text: "Crawler Style",
          desc: "A named set of the crawler settings below. A setting changed from its default in the parameters, or set by a map's note tag, wins over the style. Per map: <Dungeon Crawler Style: halls>.",
      },
      ja: {
          text: "クローラーの作風",
          desc: "下のクローラー設定の組み合わせ。パラメータで既定値から変えた設定や、マップのメモタグで指定した設定は作風より優先されます。マップごと：<Dungeon Crawler Style: halls>。",
      },
      choices: [
          { value: "maze", en: "maze: a labyrinth of narrowing corridors, many generations", ja: "maze：世代を重ねて細くなる通路の迷宮", options: CRAWLER_STYLES.maze },
          { value: "halls", en: "halls: a few straight walls divide large halls joined by doorways, with pillars", ja: "halls：少数のまっすぐな壁で区切られ、出入口でつながる柱のある大広間", options: CRAWLER_STYLES.halls },
          { value: "caverns", en: "caverns: rounded rock and wide, irregular caves", ja: "caverns：丸みのある岩と広く不規則な洞窟", options: CRAWLER_STYLES.caverns },
      ],
  };

  /** Stage 2, thicken: painted walls too thin for a wall face and its ceiling grow (invariant 6). */
  const VOID$1 = TileKind.Void;
  const ROOM$2 = TileKind.Room;
  /**
   * Invariant 6 for what the pen did not lay (painted walls): a run of wall between floor above and
   * below that is shorter than wallHeight + 1 grows downward into unpainted floor, else upward; a
   * run that can grow neither way (painted floor on both sides) is opened instead.
   */
  function thickenWalls(builder) {
      const { width, kinds, laidBy, penHeight } = builder;
      const { left, top, right, bottom } = builder.region;
      for (let x = left; x <= right; x++) {
          let y = top;
          while (y <= bottom) {
              if (kinds[y * width + x] !== VOID$1) {
                  y++;
                  continue;
              }
              let end = y;
              while (end + 1 <= bottom && kinds[(end + 1) * width + x] === VOID$1)
                  end++;
              const length = end - y + 1;
              const floorAbove = y > top;
              const floorBelow = end < bottom;
              if (!floorAbove || !floorBelow || length >= penHeight) {
                  y = end + 1;
                  continue;
              }
              const missing = penHeight - length;
              if (columnFree(builder, x, end + 1, Math.min(bottom, end + missing))) {
                  for (let row = end + 1; row <= Math.min(bottom, end + missing); row++)
                      closeTile(kinds, laidBy, row * width + x);
                  y = end + missing + 1;
              }
              else if (y - missing >= top && columnFree(builder, x, y - missing, y - 1)) {
                  for (let row = y - missing; row < y; row++)
                      closeTile(kinds, laidBy, row * width + x);
                  y = end + 1;
              }
              else {
                  for (let row = y; row <= end; row++)
                      kinds[row * width + x] = ROOM$2;
                  y = end + 1;
              }
          }
      }
  }
  /** True when rows from..to of a column hold no painted floor. */
  function columnFree(builder, x, from, to) {
      for (let row = from; row <= to; row++)
          if (builder.guarded[row * builder.width + x])
              return false;
      return true;
  }
  function closeTile(kinds, laidBy, tile) {
      if (kinds[tile] === VOID$1)
          return;
      kinds[tile] = VOID$1;
      // A thickened painted wall is shown as painted; floor filled under a crawler's wall as that wall.
      laidBy[tile] = laidBy[tile] || PAINTED_WALL_GENERATION;
  }

  const VOID = TileKind.Void;
  const ROOM$1 = TileKind.Room;
  /** Pockets of fewer floor tiles than this, with no painted floor, are filled instead of opened. */
  const POCKET_FILL_SIZE = 6;
  /** Union–find over pocket numbers (roots are the lowest number; path halving). */
  function findRoot(parent, i) {
      while (parent[i] !== i) {
          parent[i] = parent[parent[i]];
          i = parent[i];
      }
      return i;
  }
  /**
   * Stage 3: the 4-connected pockets of floor, tiny ones filled, the others joined by doorways —
   * straight cuts through the thinnest walls, one per pair of pockets drawn at random along their
   * shared walls, taken in random order while they join pockets not yet joined (a spanning tree).
   * Painted walls are cut only when nothing else joins a pocket. Returns the doorway tiles.
   */
  function connectPockets(builder, random) {
      const doors = [];
      let pockets = labelPockets(builder);
      if (pockets.count <= 1)
          return doors;
      // Scraps: filled, unless painted floor is in them.
      let filled = false;
      for (let tile = 0; tile < pockets.of.length; tile++) {
          const pocket = pockets.of[tile];
          if (pocket >= 0 && pockets.size[pocket] < POCKET_FILL_SIZE && !pockets.guarded[pocket] && pockets.size[pocket] < pockets.size[pockets.largest]) {
              closeTile(builder.kinds, builder.laidBy, tile);
              filled = true;
          }
      }
      if (filled)
          pockets = labelPockets(builder);
      if (pockets.count <= 1)
          return doors;
      const parent = Int32Array.from({ length: pockets.count }, (_, i) => i);
      let groups = pockets.count;
      for (let pass = 0; pass < 2 && groups > 1; pass++) {
          const cuts = findCuts(builder, pockets.of, pass === 1, random);
          // Random order (Fisher–Yates): which pairs become the tree is the draw.
          for (let i = cuts.length - 1; i > 0; i--) {
              const j = random.smallInt(0, i);
              const swap = cuts[i];
              cuts[i] = cuts[j];
              cuts[j] = swap;
          }
          for (const cut of cuts) {
              const ra = findRoot(parent, cut.a);
              const rb = findRoot(parent, cut.b);
              if (ra === rb || !cutStillFits(builder, cut))
                  continue;
              parent[Math.max(ra, rb)] = Math.min(ra, rb);
              groups--;
              const doorway = [];
              for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step) {
                  builder.kinds[tile] = ROOM$1;
                  // The doorway is floor of the joined pockets now: the second pass's cuts and the final
                  // fill read it by its pocket (left at −1 it started cuts that joined nothing, and stayed
                  // behind as a floor island when the pockets it joined were filled).
                  pockets.of[tile] = cut.a;
                  doorway.push(tile);
              }
              doors.push(doorway);
          }
      }
      if (groups > 1) {
          // Nothing joins them (painted walls around painted floor leave no cut): all but the largest group's floor is filled.
          const keep = findRoot(parent, pockets.largest);
          for (let tile = 0; tile < pockets.of.length; tile++) {
              const pocket = pockets.of[tile];
              if (pocket >= 0 && findRoot(parent, pocket) !== keep && builder.kinds[tile] !== VOID)
                  closeTile(builder.kinds, builder.laidBy, tile);
          }
          // A doorway between filled pockets was filled with them (its tiles are one pocket's).
          return doors.filter((doorway) => builder.kinds[doorway[0]] !== VOID);
      }
      return doors;
  }
  /** 4-connected floor pockets: per tile its pocket (−1 for wall), sizes, painted floor per pocket, the largest. */
  function labelPockets(builder) {
      const { width, height, kinds, guarded } = builder;
      const of = new Int32Array(width * height).fill(-1);
      const queue = borrowInt32(width * height);
      const size = [];
      const hasGuard = [];
      let largest = 0;
      for (let start = 0; start < of.length; start++) {
          if (kinds[start] === VOID || of[start] >= 0)
              continue;
          const pocket = size.length;
          let head = 0;
          let tail = 0;
          queue[tail++] = start;
          of[start] = pocket;
          let guard = false;
          while (head < tail) {
              const tile = queue[head++];
              if (guarded[tile])
                  guard = true;
              // Floor never touches the map's edge (the border is at least 1), so neighbours stay on the map.
              if (of[tile - 1] < 0 && kinds[tile - 1] !== VOID)
                  (of[tile - 1] = pocket), (queue[tail++] = tile - 1);
              if (of[tile + 1] < 0 && kinds[tile + 1] !== VOID)
                  (of[tile + 1] = pocket), (queue[tail++] = tile + 1);
              if (of[tile - width] < 0 && kinds[tile - width] !== VOID)
                  (of[tile - width] = pocket), (queue[tail++] = tile - width);
              if (of[tile + width] < 0 && kinds[tile + width] !== VOID)
                  (of[tile + width] = pocket), (queue[tail++] = tile + width);
          }
          size.push(tail);
          hasGuard.push(guard);
          if (tail > size[largest])
              largest = pocket;
      }
      giveBack(queue);
      return { of, count: size.length, size, guarded: hasGuard, largest };
  }
  /**
   * Candidate doorways, one per pair of pockets (reservoir-drawn among that pair's cuts): straight
   * runs of wall inside the region from floor of one pocket to floor of another, east–west through
   * at most 2 × wallWidth + 1 columns, north–south through at most 2 × (wallHeight + 1) + 1 rows.
   * `of` gives every floor tile its pocket, the doorways of the first pass included.
   */
  function findCuts(builder, of, paintedToo, random) {
      const { width, kinds, penWidth, penHeight } = builder;
      const { left, top, right, bottom } = builder.region;
      const byPair = new Map();
      const count = of.length;
      const offer = (tile, step, length, a, b) => {
          const key = Math.min(a, b) * count + Math.max(a, b);
          const known = byPair.get(key);
          if (!known)
              byPair.set(key, { cut: { tile, step, length, a, b }, seen: 1 });
          else if (random.smallInt(0, known.seen++) === 0)
              known.cut = { tile, step, length, a, b };
      };
      const maxAcross = 2 * penWidth + 1;
      const maxDown = 2 * penHeight + 1;
      for (let y = top; y <= bottom; y++) {
          for (let x = left; x <= right; x++) {
              const tile = y * width + x;
              if (kinds[tile] === VOID)
                  continue;
              if (x < right && kinds[tile + 1] === VOID) {
                  let length = 0;
                  while (length < maxAcross && x + 1 + length <= right && kinds[tile + 1 + length] === VOID)
                      length++;
                  const end = tile + 1 + length;
                  if (x + 1 + length <= right && kinds[end] !== VOID && of[end] !== of[tile]) {
                      const cut = { tile: tile + 1, step: 1, length, a: of[tile], b: of[end] };
                      if (cutAllowed(builder, cut, paintedToo))
                          offer(cut.tile, 1, length, cut.a, cut.b);
                  }
              }
              if (y < bottom && kinds[tile + width] === VOID) {
                  let length = 0;
                  while (length < maxDown && y + 1 + length <= bottom && kinds[tile + (1 + length) * width] === VOID)
                      length++;
                  const end = tile + (1 + length) * width;
                  if (y + 1 + length <= bottom && kinds[end] !== VOID && of[end] !== of[tile]) {
                      const cut = { tile: tile + width, step: width, length, a: of[tile], b: of[end] };
                      if (cutAllowed(builder, cut, paintedToo))
                          offer(cut.tile, width, length, cut.a, cut.b);
                  }
              }
          }
      }
      return [...byPair.values()].map((entry) => entry.cut);
  }
  function cutAllowed(builder, cut, paintedToo) {
      if (!paintedToo) {
          for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step)
              if (builder.laidBy[tile] === PAINTED_WALL_GENERATION)
                  return false;
      }
      return cut.step === 1 ? sideCutKeepsCeilings(builder, cut) : true;
  }
  /** Still wall all along (an earlier doorway may have opened part of it) and still keeping the ceilings. */
  function cutStillFits(builder, cut) {
      for (let k = 0, tile = cut.tile; k < cut.length; k++, tile += cut.step)
          if (builder.kinds[tile] !== VOID)
              return false;
      return cut.step === 1 ? sideCutKeepsCeilings(builder, cut) : true;
  }
  /**
   * An east–west cut opens one row of a wall: the wall left above and below it in each column must
   * stay wallHeight + 1 rows tall or end at floor-free ground (a north–south cut opens the whole
   * run of its column, so it always keeps them).
   */
  function sideCutKeepsCeilings(builder, cut) {
      const { width, kinds, penHeight } = builder;
      const { top, bottom } = builder.region;
      const y = Math.floor(cut.tile / width);
      for (let k = 0; k < cut.length; k++) {
          const x = (cut.tile % width) + k;
          let up = 0;
          while (y - up - 1 >= top && kinds[(y - up - 1) * width + x] === VOID)
              up++;
          if (up > 0 && up < penHeight && y - up - 1 >= top)
              return false;
          let down = 0;
          while (y + down + 1 <= bottom && kinds[(y + down + 1) * width + x] === VOID)
              down++;
          if (down > 0 && down < penHeight && y + down + 1 <= bottom)
              return false;
      }
      return true;
  }

  /** The smallest map holding a 3×3 open region. */
  function crawlersMinimumSize(options) {
      return frameMinimumSize(options, 3, 3);
  }
  function checkCrawlersSize(width, height, options) {
      return tooSmall(width, height, "the crawlers layout", crawlersMinimumSize(options));
  }
  /** Clamps, in place, option combinations that cannot hold; one message per change. */
  function fitCrawlersOptions(options) {
      const problems = [];
      if (options.babyDelay2Chance + options.babyDelay3Chance > 100) {
          const fitted = 100 - options.babyDelay2Chance;
          problems.push(`babyDelay3Chance ${options.babyDelay3Chance} is too large (babyDelay2Chance ${options.babyDelay2Chance} plus it must not exceed 100); using ${fitted}`);
          options.babyDelay3Chance = fitted;
      }
      return problems;
  }
  function carveCrawlers(grid, options, random, input, onStep) {
      const builder = new Builder(grid, options, input.structure);
      const empty = new Uint16Array(grid.width * grid.height);
      const report = onStep && ((step) => onStep(step, { algorithm: "crawlers", areas: [], areaOf: empty, openings: [], overlay: { boxes: [], lines: [], marks: [], generations: generationMap(builder) } }));
      report === null || report === void 0 ? void 0 : report("structure");
      new Colony(builder, options, random).run(() => report === null || report === void 0 ? void 0 : report("crawl"));
      carveCave(builder, options.caveSmoothing, random);
      thickenWalls(builder);
      report === null || report === void 0 ? void 0 : report("thicken");
      const doors = connectPockets(builder, random);
      report === null || report === void 0 ? void 0 : report("connect");
      const distance = classifyFloor(grid, doors);
      const { areas, areaOf, openings } = findAreas(grid, doors, distance);
      // Each doorway's own opening is rolled last, so the dice for doors never move a wall.
      rollDoors(openings.filter((opening) => opening.kind === "door"), random, options);
      const marks = doors.flat();
      const layout = { algorithm: "crawlers", areas, areaOf, openings, overlay: { boxes: [], lines: [], marks, generations: generationMap(builder) } };
      onStep === null || onStep === void 0 ? void 0 : onStep("finish", layout);
      return layout;
  }
  const crawlers = {
      name: "crawlers",
      summary: "Wall crawlers and column jumpers build walls into an open map in generations (DungeonMaker, seed 003); keeps what the map paints",
      texts: CRAWLERS_TEXTS,
      options: CRAWLERS_OPTIONS,
      parameterPrefix: "crawlers",
      reads: "structure",
      presets: CRAWLER_PRESETS,
      defaults: CRAWLERS_DEFAULTS,
      ranges: CRAWLERS_RANGES,
      steps: ["structure", "crawl", "thicken", "connect", "finish"],
      fitOptions: fitCrawlersOptions,
      checkSize: checkCrawlersSize,
      carve(grid, options, random, input, onStep) {
          return carveCrawlers(grid, options, random, input, onStep);
      },
  };

  const LAYOUTS = [cells, digger, maze, roomChain, nodes, crawlers];
  /** The name used when none is given, or an unknown one. */
  const DEFAULT_LAYOUT = "cells";
  const LAYOUT_NAMES = LAYOUTS.map((layout) => layout.name);
  /** The algorithm of that name (any letter case, spaces around ignored), or undefined. */
  function findLayout(name) {
      if (typeof name !== "string")
          return undefined;
      const wanted = name.trim().toLowerCase();
      return LAYOUTS.find((layout) => layout.name === wanted);
  }

  /**
   * Set pieces: rooms the game maker paints in the editor (a shrine, a boss arena, a library), placed
   * whole into whichever layout runs (docs/architecture.md, "Set pieces"). The core sees a piece as
   * tile kinds in a rectangle, its entrances and the tiles its own events stand on; the MZ side keeps
   * its art and events and copies them onto the rectangle the core chose (src/mz/pieces.ts).
   */
  const PIECE_SPOTS = ["anywhere", "arrival", "stairs"];

  /**
   * The floor as a graph of tiles, for the content planner's way-keeping rules: which tiles separate
   * the arrival from a goal (FloorTree), and whether a blocker on a tile leaves every way past it
   * open (the ring test).
   */
  /** 1 for the tile kinds that are floor (isFloor), by kind: a table read in the searches' inner loops. */
  const FLOOR_KIND$1 = (() => {
      const table = new Uint8Array(256);
      for (let kind = 0; kind < 256; kind++)
          table[kind] = isFloor(kind) ? 1 : 0;
      return table;
  })();
  /**
   * Depth-first search over floor tiles from the arrival (explicit stack): for each tile its parent,
   * discovery order and low point (Tarjan), so a tile p separates the arrival from a tile t exactly
   * when p is an ancestor of t whose child c on the way has low[c] ≥ disc[p].
   */
  class FloorTree {
      constructor(grid, root) {
          this.root = root;
          const { width, kinds } = grid;
          const n = kinds.length;
          // Borrowed (scratch.ts): a tree is made on every entry with a boss or a lock; `release` gives them back.
          this.parent = borrowInt32(n, -1);
          this.disc = borrowInt32(n, -1);
          this.low = borrowInt32(n);
          this.cutOff = borrowInt32(n);
          this.separators = borrowInt32(n);
          this.nearestSeparator = borrowInt32(n, -1);
          const preorder = borrowInt32(n);
          this.reached = depthFirst(kinds, width, root, this.parent, this.disc, this.low, this.cutOff, preorder);
          const count = this.reached;
          const { parent, disc, low } = this;
          for (let i = 1; i < count; i++) {
              const tile = preorder[i];
              const up = parent[tile];
              const separates = up !== root && low[tile] >= disc[up];
              this.separators[tile] = this.separators[up] + (separates ? 1 : 0);
              this.nearestSeparator[tile] = separates ? up : this.nearestSeparator[up];
          }
          giveBack(preorder);
      }
      /** Gives the tree's arrays back for the next tree (scratch.ts); the tree must not be read afterwards. */
      release() {
          giveBack(this.parent, this.disc, this.low, this.cutOff, this.separators, this.nearestSeparator);
      }
      /** The tiles that separate the arrival from `goal`, nearest the arrival first. */
      chain(goal) {
          const chain = [];
          for (let tile = this.nearestSeparator[goal]; tile >= 0; tile = this.nearestSeparator[tile])
              chain.push(tile);
          return chain.reverse();
      }
      /** Floor tiles still reachable from the arrival with `separator` closed (the separator excluded). */
      before(separator) {
          return this.reached - 1 - this.cutOff[separator];
      }
  }
  /**
   * FloorTree's search (a plain function, not the constructor, so the engine optimizes its loop
   * early): fills parent, disc, low, cutOff and the discovery order; returns the tiles reached.
   */
  function depthFirst(kinds, width, root, parent, disc, low, cutOff, preorder) {
      const n = kinds.length;
      // Scratch: subtree sizes, the search stack and the next direction each stacked tile tries.
      const size = borrowInt32(n);
      const stack = borrowInt32(n);
      const tried = borrowUint8(n);
      // This search runs on every map with a boss or a lock: one step per neighbour, no call per step.
      const lastRow = n - width;
      let count = 0;
      let depth = 0;
      if (root >= 0 && root < n && FLOOR_KIND$1[kinds[root]]) {
          disc[root] = low[root] = 0;
          preorder[count++] = root;
          stack[depth++] = root;
      }
      while (depth > 0) {
          const tile = stack[depth - 1];
          let direction = tried[tile];
          let child = -1;
          // Neighbours in the order up, left, right, down (neighbourOf's), until one is new.
          while (direction < 4 && child < 0) {
              let next;
              if (direction === 0)
                  next = tile >= width ? tile - width : -1;
              else if (direction === 1)
                  next = tile % width > 0 ? tile - 1 : -1;
              else if (direction === 2)
                  next = tile % width < width - 1 ? tile + 1 : -1;
              else
                  next = tile < lastRow ? tile + width : -1;
              direction++;
              if (next < 0 || !FLOOR_KIND$1[kinds[next]])
                  continue;
              if (disc[next] < 0)
                  child = next;
              else if (next !== parent[tile] && disc[next] < low[tile])
                  low[tile] = disc[next];
          }
          tried[tile] = direction;
          if (child >= 0) {
              disc[child] = low[child] = count;
              preorder[count++] = child;
              parent[child] = tile;
              stack[depth++] = child;
              continue;
          }
          depth--;
          size[tile]++;
          const up = parent[tile];
          if (up < 0)
              continue;
          size[up] += size[tile];
          if (low[tile] < low[up])
              low[up] = low[tile];
          if (low[tile] >= disc[up])
              cutOff[up] += size[tile];
      }
      giveBack(size, stack, tried);
      return count;
  }
  /** The 4-neighbour in direction 0 … 3 (up, left, right, down), or −1 off the map. */
  function neighbourOf(tile, direction, width, height) {
      const x = tile % width;
      switch (direction) {
          case 0:
              return tile >= width ? tile - width : -1;
          case 1:
              return x > 0 ? tile - 1 : -1;
          case 2:
              return x < width - 1 ? tile + 1 : -1;
          default:
              return tile < (height - 1) * width ? tile + width : -1;
      }
  }
  /** The 3×3 ring clockwise from north: N, NE, E, SE, S, SW, W, NW. */
  const RING_DX = [0, 1, 1, 1, 0, -1, -1, -1];
  const RING_DY = [-1, -1, 0, 1, 1, 1, 0, -1];
  /**
   * RING_KEEPS_PATHS[mask] (bit i = ring position i is walkable): true when the walkable 4-neighbours
   * are joined through walkable ring tiles — consecutive ring positions are 4-adjacent — so a blocker
   * in the middle leaves every way past it open.
   */
  const RING_KEEPS_PATHS = (() => {
      const table = new Uint8Array(256);
      for (let mask = 0; mask < 256; mask++) {
          const sides = [0, 2, 4, 6].filter((i) => mask & (1 << i)).length;
          if (sides <= 1 || mask === 255) {
              table[mask] = 1;
              continue;
          }
          let start = 0;
          while (mask & (1 << start))
              start++;
          let runs = 0;
          let inRun = false;
          let runHasSide = false;
          for (let k = 1; k <= 8; k++) {
              const i = (start + k) % 8;
              if (mask & (1 << i)) {
                  if (!inRun)
                      runHasSide = false;
                  inRun = true;
                  if (i % 2 === 0)
                      runHasSide = true;
              }
              else if (inRun) {
                  if (runHasSide)
                      runs++;
                  inRun = false;
              }
          }
          table[mask] = runs <= 1 ? 1 : 0;
      }
      return table;
  })();

  /**
   * Measurements on a finished grid, shared by tests, the metrics tool and the preview.
   * All walks are 4-connected over floor (room or corridor), as the player moves.
   */
  /**
   * Steps from `start` to every floor tile (breadth-first); −1 where unreachable or not floor.
   * Written into `distances` when given (a per-tile array, e.g. borrowed from scratch.ts).
   */
  function floorDistances(grid, start, distances = new Int32Array(grid.kinds.length)) {
      const { width, kinds } = grid;
      distances.fill(-1);
      if (start < 0 || !isFloor(kinds[start]))
          return distances;
      const queue = borrowInt32(kinds.length);
      const lastRow = kinds.length - width;
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      distances[start] = 0;
      // Neighbours inline in neighbourOf's order (up, left, right, down): no call or closure per tile,
      // as this walk runs on every entry over every floor tile.
      while (head < tail) {
          const tile = queue[head++];
          const next = distances[tile] + 1;
          const x = tile % width;
          if (tile >= width && distances[tile - width] < 0 && FLOOR_KIND$1[kinds[tile - width]])
              (distances[tile - width] = next), (queue[tail++] = tile - width);
          if (x > 0 && distances[tile - 1] < 0 && FLOOR_KIND$1[kinds[tile - 1]])
              (distances[tile - 1] = next), (queue[tail++] = tile - 1);
          if (x < width - 1 && distances[tile + 1] < 0 && FLOOR_KIND$1[kinds[tile + 1]])
              (distances[tile + 1] = next), (queue[tail++] = tile + 1);
          if (tile < lastRow && distances[tile + width] < 0 && FLOOR_KIND$1[kinds[tile + width]])
              (distances[tile + width] = next), (queue[tail++] = tile + width);
      }
      giveBack(queue);
      return distances;
  }

  /**
   * Content requests as the MZ side hands them over (one per event template, read from its note
   * tags): anything at all is accepted, and every field that is missing or bad gets its default and
   * one message, so a typo in a tag never stops the game. content.ts plans from the resolved wishes.
   */
  const CONTENT_ROLES = ["none", "stairs", "entrance", "boss", "treasure", "monster", "trap", "door", "secretDoor", "lock", "key", "wall"];
  /** Most copies one request may ask for (the MZ editor's own limit on events per map). */
  const MAX_COPIES$1 = 999;
  /** Highest lock / key level. */
  const MAX_LEVEL = 99;
  function readField(given, key) {
      try {
          return given[key];
      }
      catch {
          return undefined;
      }
  }
  function wholeIn(value, min, max) {
      return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
  }
  /** A request as given (anything) → a valid Wish, one message per bad field. */
  /** The requests as given (anything) → one valid Wish each; a non-list gives none and a message. */
  function resolveWishes(requests, problems) {
      const list = Array.isArray(requests) ? requests : [];
      if (!Array.isArray(requests) && requests !== undefined)
          problems.push(`content requests ${safeFormat(requests)} are not a list; no content is placed`);
      return list.map((given, index) => resolveWish(given, index, problems));
  }
  function resolveWish(given, index, problems) {
      const source = typeof given === "object" && given !== null ? given : {};
      const labelValue = readField(source, "label");
      const label = typeof labelValue === "string" && labelValue !== "" ? labelValue : `request ${index + 1}`;
      const problem = (field, value, using) => problems.push(`${label}: ${field} ${safeFormat(value)} is not valid; using ${using}`);
      if (source !== given)
          problems.push(`${label}: ${safeFormat(given)} is not a content request; placed as a plain event`);
      const roleValue = readField(source, "role");
      let role = "none";
      if (roleValue !== undefined) {
          if (CONTENT_ROLES.includes(roleValue))
              role = roleValue;
          else
              problem("role", roleValue, "none");
      }
      const number = (field, fallback, min, max) => {
          const value = readField(source, field);
          if (value === undefined)
              return fallback;
          if (wholeIn(value, min, max))
              return value;
          problem(field, value, String(fallback));
          return fallback;
      };
      const level = number("level", 1, 1, MAX_LEVEL);
      let min = number("min", 1, 0, MAX_COPIES$1);
      let max = number("max", min, 0, MAX_COPIES$1);
      if (max < min) {
          problems.push(`${label}: copies ${min}-${max} run backwards; using ${max}-${min}`);
          [min, max] = [max, min];
      }
      const chance = number("chance", 100, 0, 100);
      const groupValue = readField(source, "group");
      let group = null;
      if (typeof groupValue === "string" && groupValue.trim() !== "")
          group = groupValue.trim().toLowerCase();
      else if (groupValue !== undefined && groupValue !== null && groupValue !== "")
          problem("group", groupValue, "no group");
      const placeValue = readField(source, "place");
      let place = role === "trap" || role === "wall" ? "any" : "room";
      if (placeValue !== undefined) {
          if (FLOOR_PLACES.includes(placeValue))
              place = placeValue;
          else
              problem("place", placeValue, place);
      }
      const pieceValue = readField(source, "piece");
      let piece = null;
      if (typeof pieceValue === "string" && pieceValue.trim() !== "")
          piece = pieceValue.trim();
      else if (pieceValue !== undefined && pieceValue !== null)
          problem("piece", pieceValue, "no piece");
      return { role, level, min, max, chance, group, place, piece, label };
  }
  /** A piece's name as compared: case and runs of spaces do not matter. */
  function pieceKey(name) {
      return name.trim().replace(/\s+/g, " ").toLowerCase();
  }
  function isDoorRole(role) {
      return role === "door" || role === "secretDoor";
  }
  function blocks(role) {
      return !isDoorRole(role);
  }

  /** Candidate tiles drawn at random without replacement; a refused tile is dropped for good (see keptPool). */
  class Pool {
      constructor(tiles) {
          this.tiles = tiles;
          this.length = tiles.length;
      }
      /** A random accepted tile, removed from the pool, or −1. */
      take(random, accept) {
          while (this.length > 0) {
              const tile = this.remove(random.smallInt(0, this.length - 1));
              if (accept(tile))
                  return tile;
          }
          return -1;
      }
      /** Up to `count` accepted tiles; the one with the best score is removed, the others stay. */
      best(random, accept, count, score) {
          const found = [];
          while (found.length < count && this.length > 0) {
              const tile = this.remove(random.smallInt(0, this.length - 1));
              if (accept(tile))
                  found.push(tile);
          }
          if (found.length === 0)
              return -1;
          let pick = 0;
          for (let i = 1; i < found.length; i++)
              if (score(found[i]) > score(found[pick]))
                  pick = i;
          found.forEach((tile, i) => {
              if (i !== pick)
                  this.tiles[this.length++] = tile;
          });
          return found[pick];
      }
      remove(at) {
          const tile = this.tiles[at];
          this.tiles[at] = this.tiles[--this.length];
          this.tiles[this.length] = tile;
          return tile;
      }
  }

  /**
   * Gatehouses: when the content asks for more locks than the way to the stairs has one-tile
   * chokepoints, narrow passages on that way to one-tile gates, so every layout, corridor width and
   * map size that has room for a lock gets it. The content planner then finds the gates as
   * chokepoints (floor-tree.ts) and puts each lock in one.
   *
   * A gate is a cross-section of a straight passage on the shortest way from the arrival to the
   * farthest floor (or to the set piece that will hold the stairs), walled up but for one tile:
   *
   *   east–west passage (a wall across it,    north–south passage (a wall band across it,
   *   the gate in its bottom row):            wallHeight + 1 rows deep, the gate in the middle):
   *
   *     . . # . .                               . . .
   *     . . # . .                               # . #     rows 1 … wallHeight + 1: the filled
   *     . . G . .                               # . #     tiles get a wall face and a ceiling row,
   *                                             # G #     so floor never sits on top of a face
   *                                             . . .     (invariant 6)
   *
   * A passage in a loop is not a chokepoint even at one tile: while the arrival still reaches the
   * goal around the gate, the way around is walled up across a straight passage (a full
   * cross-section), nearest the gate first. Every fill must leave all floor connected with the gate
   * open (invariant 1), else it is undone; a gate whose way around cannot be closed is undone whole.
   * Walls are raised again in the touched columns by the shared rule (walls.ts: invariant 2), and
   * the Layout's areaOf, area sizes and bounds and openings follow the grid.
   *
   * The idea of closing a region off behind one tile is Brogue's "lock only chokepoints, and make
   * one where there is none"; the cross-section walls are our own. Deterministic and draw-free: the
   * same grid, arrival and request give the same gates, and nothing is built unless locks are asked
   * for and missing.
   */
  /** Fewest floor tiles a region before a lock holds (the key needs a spaced tile): the gates and the content planner's locks keep the same spacing. */
  const MIN_REGION = 6;
  /** Widest passage a gate or a closing wall goes across, tried narrow first (a room is walled across only when no corridor will do). */
  const CROSS_SECTION_TIERS = [5, 11, Infinity];
  /** Candidates tried per gate, and ways around one gate that may be walled up. */
  const MAX_CANDIDATES = 48;
  const MAX_CLOSINGS = 8;
  /** wayAround's answer for a gate that walls can never make separate the arrival from the goal. */
  const HOPELESS = [];
  /**
   * Builds the gates the locks need and returns the tile of each (where a lock reads best), nearest
   * the arrival first; an empty list when the way already has the chokepoints or none could be made.
   */
  function buildGatehouses(input) {
      const { grid, arrival, locksWanted } = input;
      const { kinds } = grid;
      if (locksWanted <= 0 || arrival < 0 || arrival >= kinds.length || !isFloor(kinds[arrival]))
          return [];
      const builder = new GateBuilder(input);
      const gates = [];
      for (let tries = 0; tries < locksWanted * 2; tries++) {
          const tree = new FloorTree(grid, arrival);
          const enough = builder.usableChokepoints(tree) >= locksWanted;
          const gate = enough ? -1 : builder.buildInLargestGap(tree);
          tree.release();
          if (enough || gate < 0)
              break;
          gates.push(gate);
      }
      if (gates.length > 0)
          builder.finish();
      return builder.orderFromArrival(gates);
  }
  /**
   * Per floor tile: how many locks its way from the arrival could hold — the separating tiles
   * (floor-tree.ts) counted as locks take them, nearest first, each with `minRegion` tiles more before
   * it than the last. The tiles of one long one-wide passage count once, not once per tile.
   */
  function spacedChokepointCounts(tree, minRegion) {
      const n = tree.parent.length;
      const count = borrowInt32(n, -1);
      const lastBefore = borrowInt32(n);
      const spaced = new Int32Array(n);
      const stack = [];
      for (let tile = 0; tile < n; tile++) {
          const nearest = tree.nearestSeparator[tile];
          if (nearest < 0)
              continue;
          // A separator's state (its count, the `before` of the last one taken) follows from its nearest separator's.
          for (let s = nearest; s >= 0 && count[s] < 0; s = tree.nearestSeparator[s])
              stack.push(s);
          while (stack.length > 0) {
              const s = stack.pop();
              const up = tree.nearestSeparator[s];
              const upCount = up >= 0 ? count[up] : 0;
              const upBefore = up >= 0 ? lastBefore[up] : 0;
              const before = tree.before(s);
              const takes = before - upBefore >= minRegion;
              count[s] = upCount + (takes ? 1 : 0);
              lastBefore[s] = takes ? before : upBefore;
          }
          spaced[tile] = count[nearest];
      }
      giveBack(count, lastBefore);
      return spaced;
  }
  /**
   * The path indices first..last to try a gate at, MAX_CANDIDATES of them: from the middle outwards
   * (the lock splits the way evenly), taken in turn with the far end's inwards. Where loops mesh the
   * middle (nodes, braided mazes) too many ways go round it to wall up, while near the goal only the
   * goal's own doorways do.
   */
  function candidateOrder(first, last) {
      const order = [];
      const taken = new Set();
      const middle = (first + last) >> 1;
      const take = (i) => {
          if (i < first || i > last || taken.has(i) || order.length >= MAX_CANDIDATES)
              return;
          taken.add(i);
          order.push(i);
      };
      for (let k = 0; order.length < MAX_CANDIDATES && k <= last - first; k++) {
          take(middle + (k % 2 === 0 ? k >> 1 : -((k + 1) >> 1)));
          take(last - k);
      }
      return order;
  }
  class GateBuilder {
      constructor(input) {
          this.input = input;
          /** The fills kept so far, with the kinds they replaced (for undoing a gate). */
          this.fills = [];
          this.stamp = 0;
          /** Which end's search of the last joinedWay ran out (0: from, 1: to) when the ends are apart. */
          this.exhausted = 0;
          const { width, height, kinds } = input.grid;
          this.width = width;
          this.height = height;
          this.kinds = kinds;
          this.touchedColumns = new Uint8Array(width);
          this.filled = new Uint8Array(kinds.length);
          this.queue = new Int32Array(kinds.length);
          this.seen = new Int32Array(kinds.length);
          this.parent = new Int32Array(kinds.length);
          this.otherSeen = new Int32Array(kinds.length);
          this.otherParent = new Int32Array(kinds.length);
          this.otherQueue = new Int32Array(kinds.length);
          const distance = floorDistances(input.grid, input.arrival);
          let goal = input.arrival;
          for (let t = 0; t < distance.length; t++)
              if (distance[t] > distance[goal])
                  goal = t;
          const given = input.goal;
          this.goalGiven = given !== undefined && given >= 0 && given < distance.length && distance[given] > 0;
          this.goal = this.goalGiven ? given : goal;
          this.distance = distance;
          this.path = this.shortestWay(distance, this.goal);
      }
      /** The way again after a gate changed it (the goal stays: the gates already built separate it). */
      retrace() {
          this.distance = floorDistances(this.input.grid, this.input.arrival);
          this.path = this.shortestWay(this.distance, this.goal);
      }
      /** The tiles from the arrival to `goal`, stepping down the distances (the first neighbour in a fixed order). */
      shortestWay(distance, goal) {
          const way = [goal];
          for (let tile = goal; distance[tile] > 0;) {
              let step = -1;
              for (let d = 0; d < 4; d++) {
                  const next = neighbourOf(tile, d, this.width, this.height);
                  if (next >= 0 && distance[next] === distance[tile] - 1) {
                      step = next;
                      break;
                  }
              }
              if (step < 0)
                  break;
              way.push(step);
              tile = step;
          }
          return way.reverse();
      }
      /**
       * How many locks the best way from the arrival could take (spaced as the content planner spaces
       * them): when some floor tile has as many as are wanted, the stairs can go there and no gate is needed.
       */
      /** Spaced chokepoints on the way to the given goal, or the most any floor tile has behind it. */
      usableChokepoints(tree) {
          const counts = spacedChokepointCounts(tree, MIN_REGION);
          if (this.goalGiven)
              return Math.max(0, counts[this.goal]);
          let most = 0;
          for (let t = 0; t < counts.length; t++)
              if (counts[t] > most)
                  most = counts[t];
          return most;
      }
      /**
       * A gate in the middle of the longest stretch of the way without a chokepoint (between the
       * arrival, the chokepoints and the goal); the gate's tile, or −1 when no cross-section there works.
       */
      buildInLargestGap(tree) {
          const onPath = new Map();
          this.path.forEach((tile, i) => onPath.set(tile, i));
          const marks = [0, ...tree.chain(this.goal).map((tile) => { var _a; return (_a = onPath.get(tile)) !== null && _a !== void 0 ? _a : -1; }).filter((i) => i >= 0), this.path.length - 1];
          const gaps = [];
          for (let k = 0; k + 1 < marks.length; k++)
              gaps.push({ from: marks[k], to: marks[k + 1] });
          gaps.sort((a, b) => b.to - b.from - (a.to - a.from) || a.from - b.from);
          for (const { from, to } of gaps) {
              if (to - from < 2 * MIN_REGION)
                  break;
              const order = candidateOrder(from + MIN_REGION, to - MIN_REGION);
              for (const limit of CROSS_SECTION_TIERS) {
                  for (const i of order) {
                      const gate = this.tryGate(i, limit);
                      if (gate >= 0)
                          return gate;
                  }
              }
          }
          return -1;
      }
      /**
       * Builds a gate across the way at path index `i`, closing the ways around it; −1 (nothing changed)
       * when it cannot hold. The ways around are first the shortest loops through the gate (found
       * without sweeping the map); when walling those up does not make the gate hold, the gate is
       * built again closing the arrival's own ways to the goal around it instead.
       */
      tryGate(i, limit, arrivalWays = false) {
          const section = this.crossSection(this.path[i - 1], this.path[i], this.path[i + 1], limit, true);
          if (!section)
              return -1;
          const fillsBefore = this.fills.length;
          const undo = () => {
              this.undoFillsAfter(fillsBefore);
              return -1;
          };
          if (section.gate === this.input.arrival || section.gate === this.goal || !this.fillKeepingFloorJoined(section.fill))
              return undo();
          for (let closings = 0;; closings++) {
              const around = this.wayAround(section.gate, arrivalWays);
              if (around === null) {
                  this.retrace();
                  return section.gate;
              }
              if (around === HOPELESS || closings === MAX_CLOSINGS || !this.closeWayAround(around, section.gate, limit)) {
                  undo();
                  return closings > 0 && !arrivalWays ? this.tryGate(i, limit, true) : -1;
              }
          }
      }
      /** Walls up a straight passage of `way` (nearest the gate first) so the floor stays joined; false when none can be. */
      closeWayAround(way, gate, limit) {
          const gx = gate % this.width;
          const gy = (gate - gx) / this.width;
          const order = [];
          for (let i = 1; i + 1 < way.length; i++)
              order.push(i);
          const away = (i) => Math.abs((way[i] % this.width) - gx) + Math.abs(Math.floor(way[i] / this.width) - gy);
          order.sort((a, b) => away(a) - away(b) || a - b);
          for (const i of order.slice(0, MAX_CANDIDATES)) {
              const section = this.crossSection(way[i - 1], way[i], way[i + 1], limit, false);
              if (section && this.fillKeepingFloorJoined(section.fill))
                  return true;
          }
          return false;
      }
      /**
       * The cross-section of the straight passage through `tile` (walked from `from` to `to`), or null
       * when the way turns there, the passage is wider than `limit`, not straight for the rows a wall
       * band needs, or holds the arrival, the goal or a painted tile.
       */
      crossSection(from, tile, to, limit, withGate) {
          const { width } = this;
          if (from < 0 || to < 0)
              return null;
          const x = tile % width;
          const y = (tile - x) / width;
          const eastWest = Math.abs(to - from) === 2 && Math.floor(from / width) === Math.floor(to / width);
          const northSouth = Math.abs(to - from) === 2 * width;
          if (eastWest)
              return this.columnSection(x, y, limit, withGate);
          if (northSouth)
              return this.bandSection(x, y, limit, withGate);
          return null;
      }
      /** Across an east–west passage: the floor run of column x through y; a gate keeps its bottom tile. */
      columnSection(x, y, limit, withGate) {
          let top = y;
          let bottom = y;
          while (top > 0 && this.isFloorAt(x, top - 1))
              top--;
          while (bottom < this.height - 1 && this.isFloorAt(x, bottom + 1))
              bottom++;
          if (bottom - top + 1 > limit)
              return null;
          const gate = withGate ? bottom * this.width + x : -1;
          const fill = [];
          for (let row = top; row <= bottom; row++)
              if (row * this.width + x !== gate)
                  fill.push(row * this.width + x);
          return this.allowed(fill) ? { fill, gate } : null;
      }
      /**
       * Across a north–south passage: wallHeight + 1 rows of one straight run of columns, found so the
       * band holds row y; a gate keeps its middle column open (its bottom tile is where a lock reads as
       * a door in the wall face).
       */
      bandSection(x, y, limit, withGate) {
          let left = x;
          let right = x;
          while (left > 0 && this.isFloorAt(left - 1, y))
              left--;
          while (right < this.width - 1 && this.isFloorAt(right + 1, y))
              right++;
          if (right - left + 1 > limit)
              return null;
          const rows = this.input.wallHeight + 1;
          for (let first = y - rows + 1; first <= y; first++) {
              if (!this.straightBand(left, right, first, rows))
                  continue;
              const middle = left + ((right - left) >> 1);
              const fill = [];
              for (let row = first; row < first + rows; row++)
                  for (let column = left; column <= right; column++)
                      if (!withGate || column !== middle)
                          fill.push(row * this.width + column);
              if (fill.length === 0 || !this.allowed(fill))
                  continue;
              return { fill, gate: withGate ? (first + rows - 1) * this.width + middle : -1 };
          }
          return null;
      }
      /** Rows first … first + rows − 1 are floor exactly from `left` to `right` (non-floor or the map edge beside). */
      straightBand(left, right, first, rows) {
          if (first < 0 || first + rows > this.height)
              return false;
          for (let row = first; row < first + rows; row++) {
              if (left > 0 && this.isFloorAt(left - 1, row))
                  return false;
              if (right < this.width - 1 && this.isFloorAt(right + 1, row))
                  return false;
              for (let column = left; column <= right; column++)
                  if (!this.isFloorAt(column, row))
                      return false;
          }
          return true;
      }
      isFloorAt(x, y) {
          return isFloor(this.kinds[y * this.width + x]);
      }
      /**
       * Fill tiles never hold the arrival, the goal or what the game maker painted, and lie inside one
       * area away from its edge with any other: the areas keep their tiles and the openings where they
       * meet stay as the layout made them (layout/contract.ts).
       */
      allowed(fill) {
          const { arrival, keep, layout } = this.input;
          const { areaOf } = layout;
          const owned = areaOf.length === this.kinds.length;
          return fill.every((tile) => {
              if (tile === arrival || tile === this.goal || (keep && keep[tile]))
                  return false;
              if (!owned)
                  return true;
              for (let d = 0; d < 4; d++) {
                  const next = neighbourOf(tile, d, this.width, this.height);
                  if (next >= 0 && areaOf[next] !== 0 && areaOf[next] !== areaOf[tile])
                      return false;
              }
              return true;
          });
      }
      /**
       * Fills the tiles and keeps the fill when the floor stays joined; else undoes it. The floor was
       * joined before, so it stays joined exactly when the floor tiles beside the fill are still joined
       * to each other: a local question, answered by searches that stop where the sides meet.
       */
      fillKeepingFloorJoined(fill) {
          const kept = fill.map((tile) => this.kinds[tile]);
          for (const tile of fill)
              this.kinds[tile] = TileKind.Void;
          if (this.allJoined(this.floorBeside(fill), -1)) {
              for (const tile of fill) {
                  this.filled[tile] = 1;
                  this.touchedColumns[tile % this.width] = 1;
              }
              this.fills.push({ tiles: fill, kinds: kept });
              return true;
          }
          fill.forEach((tile, k) => (this.kinds[tile] = kept[k]));
          return false;
      }
      /** Undoes the fills made after the first `count` (a gate that could not be closed off). */
      undoFillsAfter(count) {
          while (this.fills.length > count) {
              const { tiles, kinds } = this.fills.pop();
              tiles.forEach((tile, k) => {
                  this.kinds[tile] = kinds[k];
                  this.filled[tile] = 0;
              });
          }
      }
      /**
       * A way around `gate`: null when the gate separates the arrival from the goal, HOPELESS when no
       * walling-up can make it separate them, else the shortest loop through the gate or, with
       * `arrivalWays`, a way from the arrival to the goal. A gate with two sides is settled by searches
       * from both sides that stop where they meet or when the smaller side runs out; only the arrival's
       * ways and gates with more sides take a sweep from the arrival.
       */
      wayAround(gate, arrivalWays) {
          const sides = this.floorBeside([gate]);
          if (sides.length === 2) {
              const loop = this.joinedWay(sides[0], sides[1], gate);
              if (!loop) {
                  // The side whose search ran out is all the floor there is on that side of the gate.
                  const marks = this.exhausted === 0 ? this.seen : this.otherSeen;
                  const arrivalThere = marks[this.input.arrival] === this.stamp;
                  const goalThere = marks[this.goal] === this.stamp;
                  // Both ends on one side: the gate closes a pocket only, and fills that keep the floor joined never change that.
                  return arrivalThere !== goalThere ? null : HOPELESS;
              }
              if (!arrivalWays)
                  return [gate, ...loop, gate];
          }
          const parent = this.parent;
          this.reach(gate, this.goal, parent);
          if (this.seen[this.goal] !== this.stamp)
              return null;
          const way = [this.goal];
          for (let tile = this.goal; tile !== this.input.arrival;) {
              tile = parent[tile];
              way.push(tile);
          }
          return way.reverse();
      }
      /** The floor tiles 4-beside any of `tiles` and not among them, each once. */
      floorBeside(tiles) {
          const { kinds, seen, width, height } = this;
          const stamp = ++this.stamp;
          for (const tile of tiles)
              seen[tile] = stamp;
          const beside = [];
          for (const tile of tiles) {
              for (let d = 0; d < 4; d++) {
                  const next = neighbourOf(tile, d, width, height);
                  if (next < 0 || seen[next] === stamp || !isFloor(kinds[next]))
                      continue;
                  seen[next] = stamp;
                  beside.push(next);
              }
          }
          return beside;
      }
      /** Whether the tiles are all joined over floor, never through `closed`. */
      allJoined(tiles, closed) {
          for (let k = 1; k < tiles.length; k++) {
              // A tile next to one already joined is joined through it: most of a fill's sides are rows of neighbours.
              if (this.besideAny(tiles[k], tiles, k))
                  continue;
              if (!this.joinedWay(tiles[0], tiles[k], closed))
                  return false;
          }
          return true;
      }
      /** Whether `tile` is 4-beside one of the first `count` tiles of the list. */
      besideAny(tile, tiles, count) {
          const { width } = this;
          for (let j = 0; j < count; j++) {
              const d = Math.abs(tiles[j] - tile);
              if (d === width || (d === 1 && Math.floor(tiles[j] / width) === Math.floor(tile / width)))
                  return true;
          }
          return false;
      }
      /**
       * A way over floor from `from` to `to` (both ends included) that never passes `closed`, or null.
       * Two breadth-first searches grow in turn, one from each end, and stop when they meet or when one
       * runs out: the cost is bounded by the smaller side, or by how far apart the ends are.
       */
      joinedWay(from, to, closed) {
          if (from === to)
              return [from];
          const { kinds, width, height, seen, parent, queue, otherSeen, otherParent, otherQueue } = this;
          const stamp = ++this.stamp;
          seen[from] = stamp;
          otherSeen[to] = stamp;
          queue[0] = from;
          otherQueue[0] = to;
          let head = 0;
          let tail = 1;
          let otherHead = 0;
          let otherTail = 1;
          while (head < tail && otherHead < otherTail) {
              for (let side = 0; side < 2; side++) {
                  const mine = side === 0 ? seen : otherSeen;
                  const theirs = side === 0 ? otherSeen : seen;
                  const up = side === 0 ? parent : otherParent;
                  const line = side === 0 ? queue : otherQueue;
                  const tile = side === 0 ? queue[head++] : otherQueue[otherHead++];
                  for (let d = 0; d < 4; d++) {
                      const next = neighbourOf(tile, d, width, height);
                      if (next < 0 || next === closed || mine[next] === stamp || !isFloor(kinds[next]))
                          continue;
                      if (theirs[next] === stamp)
                          return side === 0 ? this.wayThrough(tile, next, from, to) : this.wayThrough(next, tile, from, to);
                      mine[next] = stamp;
                      up[next] = tile;
                      if (side === 0)
                          line[tail++] = next;
                      else
                          line[otherTail++] = next;
                  }
                  if (side === 0 ? head >= tail : otherHead >= otherTail) {
                      this.exhausted = side;
                      return null;
                  }
              }
          }
          return null;
      }
      /** The way the two searches found: back from `mine` to `from`, then on from `theirs` to `to`. */
      wayThrough(mine, theirs, from, to) {
          const way = [];
          for (let tile = mine;; tile = this.parent[tile]) {
              way.push(tile);
              if (tile === from)
                  break;
          }
          way.reverse();
          for (let tile = theirs;; tile = this.otherParent[tile]) {
              way.push(tile);
              if (tile === to)
                  break;
          }
          return way;
      }
      /** Breadth-first from the arrival over floor, never through `closed`; stops at `stopAt`; counts the tiles reached. */
      reach(closed, stopAt, parent) {
          const { kinds, queue, seen } = this;
          const stamp = ++this.stamp;
          let head = 0;
          let tail = 0;
          queue[tail++] = this.input.arrival;
          seen[this.input.arrival] = stamp;
          while (head < tail) {
              const tile = queue[head++];
              if (tile === stopAt)
                  break;
              for (let d = 0; d < 4; d++) {
                  const next = neighbourOf(tile, d, this.width, this.height);
                  if (next < 0 || next === closed || seen[next] === stamp || !isFloor(kinds[next]))
                      continue;
                  seen[next] = stamp;
                  if (parent)
                      parent[next] = tile;
                  queue[tail++] = next;
              }
          }
          return tail;
      }
      /**
       * Walls again in every touched column (the shared rule), and the Layout made to match the grid.
       * Painted walls (`keep`: a set piece's, the painted structure's) stay as painted: only the
       * generated walls of the column are cleared and raised again.
       */
      finish() {
          const { width, height, kinds } = this;
          const { wallHeight, layout, keep } = this.input;
          for (let x = 0; x < width; x++) {
              if (!this.touchedColumns[x])
                  continue;
              for (let y = 0; y < height; y++) {
                  const tile = y * width + x;
                  if (kinds[tile] === TileKind.Wall && !(keep && keep[tile]))
                      kinds[tile] = TileKind.Void;
              }
              for (let y = 1; y < height; y++) {
                  const tile = y * width + x;
                  if (!isFloor(kinds[tile]) || kinds[tile - width] !== TileKind.Void)
                      continue;
                  for (let above = tile - width, raised = 0; raised < wallHeight && above >= 0 && kinds[above] === TileKind.Void; raised++, above -= width)
                      kinds[above] = TileKind.Wall;
              }
          }
          this.updateLayout(layout);
      }
      /** areaOf 0 on filled tiles, the areas' sizes and bounds recounted, openings on filled tiles dropped. */
      updateLayout(layout) {
          const { width, filled } = this;
          const { areaOf, areas } = layout;
          if (areaOf.length !== filled.length)
              return;
          const touched = new Uint8Array(areas.length);
          for (let t = 0; t < filled.length; t++) {
              if (!filled[t])
                  continue;
              const area = areaOf[t] - 1;
              if (area >= 0 && area < areas.length)
                  touched[area] = 1;
              areaOf[t] = 0;
          }
          const bounds = new Int32Array(areas.length * 4);
          for (let a = 0; a < areas.length; a++)
              bounds.set([width, this.height, -1, -1], a * 4);
          const sizes = new Int32Array(areas.length);
          for (let t = 0; t < areaOf.length; t++) {
              const area = areaOf[t] - 1;
              if (area < 0 || area >= areas.length || !touched[area])
                  continue;
              const x = t % width;
              const y = (t - x) / width;
              sizes[area]++;
              const b = area * 4;
              if (x < bounds[b])
                  bounds[b] = x;
              if (y < bounds[b + 1])
                  bounds[b + 1] = y;
              if (x > bounds[b + 2])
                  bounds[b + 2] = x;
              if (y > bounds[b + 3])
                  bounds[b + 3] = y;
          }
          areas.forEach((area, a) => {
              if (!touched[a])
                  return;
              area.size = sizes[a];
              if (sizes[a] === 0)
                  return;
              const b = a * 4;
              area.bounds = { x: bounds[b], y: bounds[b + 1], width: bounds[b + 2] - bounds[b] + 1, height: bounds[b + 3] - bounds[b + 1] + 1 };
          });
          layout.openings = layout.openings.filter((opening) => !(opening.tile >= 0 && opening.tile < filled.length && filled[opening.tile]));
      }
      /** The gates nearest the arrival (by path) first. */
      orderFromArrival(gates) {
          // The distances of the last retrace: raising walls again (finish) moves no floor.
          const distance = this.distance;
          return gates.filter((gate) => distance[gate] >= 0).sort((a, b) => distance[a] - distance[b]);
      }
  }

  /**
   * The set-piece stage (docs/architecture.md, "Set pieces"): after a layout has carved, and before
   * walls are raised, the game maker's hand-painted rectangles (set-piece.ts) are placed into the
   * dungeon, whichever layout ran. It reads and writes only the grid and the shared Layout, so
   * walls, content, decorations and painting need not know that pieces exist beyond the tiles and
   * areas this stage leaves.
   *
   * The steps, in order:
   *   1. chooseSpot (per piece, required ones first): random positions of the rectangle inside the
   *      layout's frame, each scored by the carved floor its site would erase plus how far its
   *      entrances look to the nearest floor; one of the best is drawn (when no sampled position
   *      fits, every position on a stride of half the piece's size is scored). A site never covers
   *      another site or tiles the game maker painted on the dungeon map.
   *   2. clearSite: the rectangle and a margin ring become void (one column left and right,
   *      wallHeight + 1 rows above and below, so floor outside keeps invariant 6 against the piece
   *      and the walls raised above the piece's floor fit in the margin).
   *   3. joinCutOffFloor (once every site is cleared): the floor is labelled by components from its
   *      runs; the largest is the main floor; every other part is joined back by the shortest
   *      corridor through void (searched from its tiles beside a site, where the cut was made), or
   *      turned to void when it is a small remnant or cannot be joined.
   *   4. stampPiece: the piece's kinds (mirrored when drawn so): its floor, the designer's Wall.
   *   5. joinEntrances: from each entrance a straight stub crosses the margin, then the shortest
   *      corridor through void (breadth-first, outside every site) reaches the main floor (a piece
   *      holding the stairs through one entrance only, so a lock can close the way to it). A piece
   *      none of whose entrances can be joined is taken out again.
   *   6. restoreClearance: a gap of 1..wallHeight non-floor tiles that a new corridor left between
   *      itself and floor above or below becomes corridor, so invariant 6 holds (the searches avoid
   *      such tiles while a short search finds a way that does).
   * Then the Layout is mended where tiles changed, never rebuilt: the areas that lost or gained
   * tiles are measured again (empty ones dropped, ids renumbered), each piece's floor is an area of
   * kind "piece", each new corridor an area of kind "corridor", and every two areas that meet have an
   * opening (an "open" one at each joined entrance).
   *
   * Draws come from the stage's own Random (generate.ts), so pieces never move the layout's draws.
   */
  /** Cut-off floor of at most this many tiles is turned to void instead of being joined back. */
  const SMALL_REMNANT = 12;
  /** How far ahead an entrance looks for floor when a spot is scored. */
  const ENTRANCE_LOOK = 24;
  /** Random positions a piece's spot is drawn from before every position on a stride is scanned. */
  const SPOT_SAMPLES = 24;
  /** The most tiles the search for a way that keeps invariant 6 may reach before the plain search is asked. */
  const CLEAR_SEARCH_LIMIT = 1500;
  /** cameFrom of a search's sources. */
  const FROM_SOURCE = 4;
  /**
   * Places the request's pieces into the carved `grid` and updates `layout` to match; returns the
   * pieces placed, in the order they were placed (required ones first). One message per piece that
   * finds no spot. `pieces` must be validated already (generate.ts readPieces).
   */
  function placeSetPieces(grid, layout, pieces, options, random, problems) {
      if (pieces.length === 0)
          return [];
      const stage = new PieceStage(grid, layout, options, random, problems);
      choosePieces(pieces, options.count, random, (index) => stage.tryPlace(pieces, index));
      stage.connect();
      return stage.finish();
  }
  /**
   * Which pieces to try, in order: each required piece once, then optional pieces (weight above 0)
   * drawn by weight until `count` are placed, a piece never more than its `max` copies; a piece that
   * found no spot is not drawn again. `place` returns whether the piece was placed.
   */
  function choosePieces(pieces, count, random, place) {
      for (let index = 0; index < pieces.length; index++)
          if (pieces[index].required)
              place(index);
      const copies = new Int32Array(pieces.length);
      const open = new Uint8Array(pieces.length);
      for (let index = 0; index < pieces.length; index++)
          open[index] = !pieces[index].required && pieces[index].weight > 0 && pieces[index].max > 0 ? 1 : 0;
      let placed = 0;
      while (placed < count) {
          let total = 0;
          for (let index = 0; index < pieces.length; index++)
              if (open[index])
                  total += pieces[index].weight;
          if (total <= 0)
              return;
          let pick = (random.int(0, 0x3fffffff) / 0x40000000) * total;
          let chosen = -1;
          for (let index = 0; index < pieces.length; index++) {
              if (!open[index])
                  continue;
              chosen = index;
              pick -= pieces[index].weight;
              if (pick < 0)
                  break;
          }
          if (place(chosen)) {
              placed++;
              if (++copies[chosen] >= pieces[chosen].max)
                  open[chosen] = 0;
          }
          else {
              open[chosen] = 0;
          }
      }
  }
  /** The piece's kinds, entrances and event tiles mirrored left–right (x → width − 1 − x). */
  function mirrorTile(tile, width) {
      const x = tile % width;
      return tile - x + (width - 1 - x);
  }
  function mirroredKinds(kinds, width, height) {
      const out = new Uint8Array(kinds.length);
      for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++)
              out[y * width + width - 1 - x] = kinds[y * width + x];
      return out;
  }
  class PieceStage {
      constructor(grid, layout, options, random, problems) {
          this.layout = layout;
          this.options = options;
          this.random = random;
          this.problems = problems;
          /** 1 on the main floor: the largest part of the floor once every site is cleared, and whatever joins it. */
          this.onMain = null;
          /** True when no site erased floor: nothing was cut off, and all floor outside the sites is the main floor. */
          this.allFloorMain = false;
          /** Whether any site erased floor. */
          this.erasedFloor = false;
          /** The sites (inclusive tile coordinates), for the tiles beside them. */
          this.sites = [];
          // Breadth-first search work space, made on first use: visit stamps, the direction each tile was
          // reached by (FROM_SOURCE for a source), the queue (grown when full).
          this.seen = null;
          this.cameFrom = null;
          this.queue = new Int32Array(1024);
          this.stamp = 0;
          this.placed = [];
          this.shapes = [];
          this.entranceOpenings = [];
          /** Floor tiles this stage made (corridors, filled gaps): where new contacts between areas can be. */
          this.carved = [];
          /** Per area added by this stage or grown by it: bounds of what it gained, [left, top, right, bottom] per area. */
          this.gained = new Map();
          this.width = grid.width;
          this.height = grid.height;
          this.kinds = grid.kinds;
          this.areaOf = layout.areaOf;
          this.marginRows = options.wallHeight + 1;
          this.inSite = new Uint8Array(grid.kinds.length);
          this.approach = new Uint8Array(grid.kinds.length);
          this.lostTiles = new Array(layout.areas.length).fill(0);
      }
      /** Sites one copy of piece `index` (mirrored on a coin flip when it may be): chooseSpot, clearSite, stampPiece; false when it fits nowhere. */
      tryPlace(pieces, index) {
          const source = pieces[index];
          const mirrored = source.mirror && this.random.int(0, 1) === 1;
          const shape = shapeOf$2(source, index, mirrored);
          const { region } = this.options;
          if (shape.width > region.right - region.left + 1 || shape.height > region.bottom - region.top + 1) {
              this.problems.push(`set piece "${source.name}" (${shape.width}×${shape.height}) is larger than the map's frame (${region.right - region.left + 1}×${region.bottom - region.top + 1}); it is left out`);
              return false;
          }
          const spot = this.chooseSpot(shape);
          if (spot < 0) {
              this.problems.push(`set piece "${source.name}" found no room left on the map; it is left out`);
              return false;
          }
          const x = spot % this.width;
          const y = (spot - x) / this.width;
          this.clearSite(shape, x, y);
          this.placed.push({ piece: index, x, y, width: shape.width, height: shape.height, mirrored, area: -1, entrances: [] });
          this.shapes.push(shape);
          return true;
      }
      /**
       * Once every piece has its site: the floor the sites cut off is joined back (or voided), then
       * each piece's entrances are joined to the main floor; a piece none of whose entrances joins is
       * taken out again.
       */
      connect() {
          if (this.placed.length === 0)
              return;
          const mainExists = this.joinCutOffFloor();
          this.placed.forEach((placed, i) => {
              placed.area = this.addArea("piece");
              this.stampPiece(this.shapes[i], placed.x, placed.y, placed.area);
          });
          this.placed.forEach((placed, i) => {
              if (placed === null)
                  return;
              if (!mainExists && i === 0)
                  return; // no other floor: the first piece is the dungeon
              if (this.joinEntrances(this.shapes[i], placed))
                  return;
              this.problems.push(`set piece "${this.shapes[i].source.name}" found no way to the rest of the dungeon; it is left out`);
              this.removePiece(i);
          });
      }
      // ── 1. chooseSpot ─────────────────────────────────────────────────────────────────────────
      /**
       * The top-left tile of the rectangle, or −1. SPOT_SAMPLES random positions are scored by the
       * floor their site would erase plus their entrances' distance to floor (a site may not cover
       * another site or painted structure), and one of those within a quarter of the best score is
       * drawn; when no sample fits, every position on a stride of half the piece's size is scored
       * (summed-area tables make a site's counts four reads), so a crowded map still finds the gaps.
       */
      chooseSpot(shape) {
          const { region } = this.options;
          const maxX = region.right - shape.width + 1;
          const maxY = region.bottom - shape.height + 1;
          const xs = new Int32Array(SPOT_SAMPLES);
          const ys = new Int32Array(SPOT_SAMPLES);
          for (let k = 0; k < SPOT_SAMPLES; k++) {
              xs[k] = this.random.int(region.left, maxX);
              ys[k] = this.random.int(region.top, maxY);
          }
          const scores = new Int32Array(SPOT_SAMPLES);
          for (let k = 0; k < SPOT_SAMPLES; k++)
              scores[k] = this.scoreSpot(shape, xs[k], ys[k], null);
          const sampled = this.drawBest(scores, (k) => ys[k] * this.width + xs[k]);
          return sampled >= 0 ? sampled : this.scanSpots(shape, maxX, maxY);
      }
      /** Every position on a stride of half the piece's size (from a random offset, and the last of each axis), scored. */
      scanSpots(shape, maxX, maxY) {
          const { region } = this.options;
          const strideX = Math.max(1, shape.width >> 1);
          const strideY = Math.max(1, shape.height >> 1);
          const xs = axisPositions(region.left, maxX, strideX, this.random.int(0, strideX - 1));
          const ys = axisPositions(region.top, maxY, strideY, this.random.int(0, strideY - 1));
          const tables = this.siteTables();
          const scores = new Int32Array(xs.length * ys.length);
          for (let j = 0; j < ys.length; j++)
              for (let i = 0; i < xs.length; i++)
                  scores[j * xs.length + i] = this.scoreSpot(shape, xs[i], ys[j], tables);
          return this.drawBest(scores, (k) => ys[(k / xs.length) | 0] * this.width + xs[k % xs.length]);
      }
      /** One of the scores within a quarter of the best (−1 = unusable), drawn uniformly; its spot, or −1. */
      drawBest(scores, spotOf) {
          let best = -1;
          for (let k = 0; k < scores.length; k++)
              if (scores[k] >= 0 && (best < 0 || scores[k] < best))
                  best = scores[k];
          if (best < 0)
              return -1;
          const limit = best + Math.max(2, best >> 2);
          let fitting = 0;
          for (let k = 0; k < scores.length; k++)
              if (scores[k] >= 0 && scores[k] <= limit)
                  fitting++;
          let pick = this.random.int(0, fitting - 1);
          for (let k = 0; k < scores.length; k++)
              if (scores[k] >= 0 && scores[k] <= limit && pick-- === 0)
                  return spotOf(k);
          return -1;
      }
      /** Summed-area tables ((width + 1) × (height + 1)) of floor tiles and of tiles no site may cover. */
      siteTables() {
          var _a;
          const { width, height, kinds, inSite, approach } = this;
          const structure = (_a = this.options.structure) !== null && _a !== void 0 ? _a : null;
          const stride = width + 1;
          const floor = new Int32Array(stride * (height + 1));
          const blocked = new Int32Array(stride * (height + 1));
          for (let y = 0; y < height; y++) {
              let floorRow = 0;
              let blockedRow = 0;
              for (let x = 0; x < width; x++) {
                  const tile = y * width + x;
                  if (kinds[tile] === TileKind.Room || kinds[tile] === TileKind.Corridor)
                      floorRow++;
                  if (inSite[tile] || approach[tile] || (structure !== null && structure[tile]))
                      blockedRow++;
                  const at = (y + 1) * stride + x + 1;
                  floor[at] = floor[at - stride] + floorRow;
                  blocked[at] = blocked[at - stride] + blockedRow;
              }
          }
          return { floor, blocked };
      }
      /**
       * Floor erased plus entrance distances for the rectangle at (x, y); −1 when its site is blocked
       * or no entrance can lead out. Counted tile by tile, or from the summed-area tables when given.
       */
      scoreSpot(shape, x, y, tables) {
          const site = this.siteOf(shape, x, y);
          let score;
          if (tables) {
              const stride = this.width + 1;
              const sum = (table) => table[(site.bottom + 1) * stride + site.right + 1] - table[site.top * stride + site.right + 1] - table[(site.bottom + 1) * stride + site.left] + table[site.top * stride + site.left];
              if (sum(tables.blocked) > 0)
                  return -1;
              score = sum(tables.floor);
          }
          else {
              score = this.floorInSite(site);
              if (score < 0)
                  return -1;
          }
          let usable = 0;
          for (const entrance of shape.entrances) {
              const reach = this.entranceReach(shape, entrance, x, y);
              if (reach < 0) {
                  score += 2 * ENTRANCE_LOOK;
                  continue;
              }
              usable++;
              score += reach;
          }
          return usable === 0 ? -1 : score;
      }
      /** Floor tiles in the site, or −1 when it covers another site or painted structure. */
      floorInSite(site) {
          var _a;
          const { width, kinds, inSite, approach } = this;
          const structure = (_a = this.options.structure) !== null && _a !== void 0 ? _a : null;
          let floor = 0;
          for (let row = site.top; row <= site.bottom; row++) {
              for (let tile = row * width + site.left, end = row * width + site.right; tile <= end; tile++) {
                  if (inSite[tile] || approach[tile] || (structure !== null && structure[tile]))
                      return -1;
                  const kind = kinds[tile];
                  if (kind === TileKind.Room || kind === TileKind.Corridor)
                      floor++;
              }
          }
          return floor;
      }
      /** The site (rectangle and margin, clipped to the map), inclusive tile coordinates. */
      siteOf(shape, x, y) {
          return {
              left: Math.max(0, x - 1),
              top: Math.max(0, y - this.marginRows),
              right: Math.min(this.width - 1, x + shape.width),
              bottom: Math.min(this.height - 1, y + shape.height - 1 + this.marginRows),
          };
      }
      /**
       * Steps from the end of an entrance's stub straight on to the first floor tile, up to
       * ENTRANCE_LOOK (that much when none); −1 when the stub leaves the frame.
       */
      entranceReach(shape, entrance, x, y) {
          const stub = this.stubOf(shape, entrance, x, y);
          if (stub === null)
              return -1;
          const { region } = this.options;
          let cx = stub.endX;
          let cy = stub.endY;
          for (let step = 1; step <= ENTRANCE_LOOK; step++) {
              cx += stub.dx;
              cy += stub.dy;
              if (cx < region.left || cx > region.right || cy < region.top || cy > region.bottom)
                  return ENTRANCE_LOOK;
              if (isFloor(this.kinds[cy * this.width + cx]))
                  return step;
          }
          return ENTRANCE_LOOK;
      }
      /**
       * The straight corridor from an entrance across the margin: direction and last tile; null when
       * it would leave the frame. Entrances on the top or bottom edge lead up or down (marginRows
       * tiles), those on a side lead sideways (one tile).
       */
      stubOf(shape, entrance, x, y) {
          const ex = entrance % shape.width;
          const ey = (entrance - ex) / shape.width;
          let dx = 0;
          let dy = 0;
          if (ey === 0)
              dy = -1;
          else if (ey === shape.height - 1)
              dy = 1;
          else if (ex === 0)
              dx = -1;
          else
              dx = 1;
          const length = dy !== 0 ? this.marginRows : 1;
          const endX = x + ex + dx * length;
          const endY = y + ey + dy * length;
          const { region } = this.options;
          if (endX < region.left || endX > region.right || endY < region.top || endY > region.bottom)
              return null;
          return { dx, dy, length, endX, endY };
      }
      // ── 2. clearSite ──────────────────────────────────────────────────────────────────────────
      /** Voids the site's tiles (they leave their areas) and marks it. */
      clearSite(shape, x, y) {
          const site = this.siteOf(shape, x, y);
          this.sites.push(site);
          const { width, kinds, areaOf } = this;
          for (let row = site.top; row <= site.bottom; row++) {
              for (let tile = row * width + site.left, end = row * width + site.right; tile <= end; tile++) {
                  if (areaOf[tile] !== 0) {
                      this.lostTiles[areaOf[tile] - 1] = 1;
                      areaOf[tile] = 0;
                  }
                  if (kinds[tile] === TileKind.Room || kinds[tile] === TileKind.Corridor)
                      this.erasedFloor = true;
                  kinds[tile] = TileKind.Void;
                  this.inSite[tile] = 1;
              }
          }
          this.keepApproachesClear(shape, x, y);
      }
      /** Marks the two tiles beyond each entrance's stub (inside the frame, outside every site) as the entrance's approach. */
      keepApproachesClear(shape, x, y) {
          const { region } = this.options;
          for (const entrance of shape.entrances) {
              const stub = this.stubOf(shape, entrance, x, y);
              if (stub === null)
                  continue;
              for (let k = 1; k <= 2; k++) {
                  const ax = stub.endX + k * stub.dx;
                  const ay = stub.endY + k * stub.dy;
                  if (ax < region.left || ax > region.right || ay < region.top || ay > region.bottom)
                      break;
                  const tile = ay * this.width + ax;
                  if (!this.inSite[tile])
                      this.approach[tile] = 1;
              }
          }
      }
      // ── 3. joinCutOffFloor ────────────────────────────────────────────────────────────────────
      /**
       * Labels the floor outside the sites by 4-connected components (the largest is the main floor)
       * and joins every other one back by the shortest corridor through void, or voids it when it is
       * a small remnant or cannot be joined. False when there is no floor outside the sites.
       */
      joinCutOffFloor() {
          var _a, _b;
          if (!this.erasedFloor) {
              // The layout's floor is connected and no site touched it: nothing to label or join.
              this.onMain = new Uint8Array(this.kinds.length);
              this.allFloorMain = true;
              return this.layout.areas.some((area) => area.kind !== "piece" && area.size > 0);
          }
          const parts = this.labelComponents();
          const onMain = this.onMain;
          for (const part of parts.others) {
              const size = part.runs.reduce((sum, run) => sum + parts.ends[run] - parts.starts[run], 0);
              // The way back is sought from the tiles beside a site first: the cut was made there.
              const all = () => part.runs.flatMap((run) => tilesOfRun(parts.starts[run], parts.ends[run]));
              const rim = part.rim.length > 0 ? part.rim : all();
              const way = size <= SMALL_REMNANT ? null : ((_b = (_a = this.findWay(rim, CLEAR_SEARCH_LIMIT)) !== null && _a !== void 0 ? _a : this.findWay(rim, 0)) !== null && _b !== void 0 ? _b : (part.rim.length > 0 ? this.findWay(all(), 0) : null));
              if (way === null) {
                  for (const run of part.runs)
                      this.voidRun(parts.starts[run], parts.ends[run]);
                  continue;
              }
              // An empty way: an earlier corridor passed right beside it and joined it already.
              if (way.length > 0)
                  this.carveCorridor(way, this.addArea("corridor"));
              for (const run of part.runs)
                  onMain.fill(1, parts.starts[run], parts.ends[run]);
          }
          return parts.mainExists;
      }
      /**
       * The floor's 4-connected components, from its horizontal runs (union–find over the runs of
       * neighbouring rows, as areas.ts labels areas): the largest is the main floor (marked in
       * `onMain`); each other component is returned as its runs and its tiles beside a site. Sites are
       * void when this runs.
       */
      labelComponents() {
          const { width, height, kinds } = this;
          const n = kinds.length;
          let starts = new Int32Array(Math.max(64, height * 16));
          let ends = new Int32Array(starts.length);
          let count = 0;
          const rowFirst = new Int32Array(height + 1);
          const words = width % 4 === 0 && kinds.byteOffset % 4 === 0 ? new Uint32Array(kinds.buffer, kinds.byteOffset, n >> 2) : null;
          for (let y = 0; y < height; y++) {
              rowFirst[y] = count;
              const rowEnd = (y + 1) * width;
              let tile = y * width;
              while (tile < rowEnd) {
                  // Void comes four tiles at a time when rows are whole 32-bit words.
                  if (words !== null && (tile & 3) === 0 && words[tile >> 2] === 0) {
                      tile += 4;
                      continue;
                  }
                  const kind = kinds[tile];
                  if (kind !== TileKind.Room && kind !== TileKind.Corridor) {
                      tile++;
                      continue;
                  }
                  const start = tile;
                  while (tile < rowEnd && (kinds[tile] === TileKind.Room || kinds[tile] === TileKind.Corridor))
                      tile++;
                  if (count === starts.length) {
                      starts = grown(starts);
                      ends = grown(ends);
                  }
                  starts[count] = start;
                  ends[count++] = tile;
              }
          }
          rowFirst[height] = count;
          const parent = new Int32Array(count);
          for (let run = 0; run < count; run++)
              parent[run] = run;
          for (let y = 1; y < height; y++) {
              let above = rowFirst[y - 1];
              const aboveEnd = rowFirst[y];
              for (let run = rowFirst[y]; run < rowFirst[y + 1]; run++) {
                  const from = starts[run] - width;
                  const to = ends[run] - width;
                  while (above < aboveEnd && ends[above] <= from)
                      above++;
                  for (let other = above; other < aboveEnd && starts[other] < to; other++)
                      join(parent, other, run);
              }
          }
          const size = new Int32Array(count);
          let main = -1;
          for (let run = 0; run < count; run++) {
              const root = findRoot$1(parent, run);
              size[root] += ends[run] - starts[run];
              if (main < 0 || size[root] > size[main])
                  main = root;
          }
          const onMain = (this.onMain = new Uint8Array(n));
          const partOf = new Map();
          for (let run = 0; run < count; run++) {
              const root = findRoot$1(parent, run);
              if (root === main) {
                  onMain.fill(1, starts[run], ends[run]);
                  continue;
              }
              let part = partOf.get(root);
              if (!part)
                  partOf.set(root, (part = { runs: [], rim: [] }));
              part.runs.push(run);
          }
          if (partOf.size > 0) {
              for (const site of this.sites) {
                  this.forEachBesideSite(site, (tile) => {
                      if (onMain[tile] || !isFloor(kinds[tile]))
                          return;
                      const run = runAt(ends, rowFirst, tile, (tile / width) | 0);
                      partOf.get(findRoot$1(parent, run)).rim.push(tile);
                  });
              }
          }
          return { mainExists: main >= 0, starts, ends, others: [...partOf.values()] };
      }
      /** Calls `visit` for each tile just outside the site's four sides (inside the map). */
      forEachBesideSite(site, visit) {
          const { width, height } = this;
          for (let x = site.left; x <= site.right; x++) {
              if (site.top > 0)
                  visit((site.top - 1) * width + x);
              if (site.bottom < height - 1)
                  visit((site.bottom + 1) * width + x);
          }
          for (let y = site.top; y <= site.bottom; y++) {
              if (site.left > 0)
                  visit(y * width + site.left - 1);
              if (site.right < width - 1)
                  visit(y * width + site.right + 1);
          }
      }
      // ── 4. stampPiece ─────────────────────────────────────────────────────────────────────────
      /** Writes the piece's kinds into its rectangle: floor (in the piece's area) and the designer's walls. */
      stampPiece(shape, x, y, area) {
          const { width, kinds, areaOf } = this;
          for (let py = 0; py < shape.height; py++) {
              for (let px = 0; px < shape.width; px++) {
                  const tile = (y + py) * width + x + px;
                  const kind = shape.kinds[py * shape.width + px];
                  const floor = kind === TileKind.Room || kind === TileKind.Corridor;
                  kinds[tile] = floor ? kind : TileKind.Wall;
                  areaOf[tile] = floor ? area + 1 : 0;
              }
          }
          this.grow(area, x, y, x + shape.width - 1, y + shape.height - 1);
      }
      // ── 5. joinEntrances ──────────────────────────────────────────────────────────────────────
      /**
       * Leads a corridor from each entrance to the main floor: the stub across the margin, then the
       * shortest way through void. Each joined entrance gets a corridor area and an "open" opening.
       * A piece holding the stairs is joined through its first joinable entrance only: with a second
       * way in, the way to the stairs could have no passage left for a lock to close (invariant 7
       * would cost the map its locks). True when at least one entrance is joined.
       */
      joinEntrances(shape, placed) {
          var _a;
          const { width, kinds } = this;
          let joined = 0;
          for (const entrance of shape.entrances) {
              const stub = this.stubOf(shape, entrance, placed.x, placed.y);
              if (stub === null)
                  continue;
              const entranceTile = (placed.y + ((entrance / shape.width) | 0)) * width + placed.x + (entrance % shape.width);
              const stubTiles = [];
              const step = stub.dy * width + stub.dx;
              for (let k = 1; k <= stub.length; k++)
                  stubTiles.push(entranceTile + k * step);
              if (stubTiles.some((tile) => kinds[tile] !== TileKind.Void))
                  continue;
              const end = stubTiles[stubTiles.length - 1];
              const way = (_a = this.findWay([end], CLEAR_SEARCH_LIMIT)) !== null && _a !== void 0 ? _a : this.findWay([end], 0);
              if (way === null)
                  continue;
              const area = this.addArea("corridor");
              this.carveCorridor(stubTiles, area);
              this.carveCorridor(way, area);
              this.entranceOpenings.push({ tile: entranceTile, from: placed.area, to: area, kind: "open" });
              placed.entrances.push(entranceTile);
              joined++;
              if (shape.source.spot === "stairs")
                  break;
          }
          return joined > 0;
      }
      /**
       * The shortest way (tiles to carve, in order, without the sources and the floor reached) from
       * `sources` through void inside the frame and outside every site to a tile of the main floor,
       * or null. With a `clearanceLimit` (the most tiles that search may reach), a tile that would
       * stand 2..wallHeight + 1 rows from floor in its column (a gap too low for a wall face and a
       * ceiling) is not stepped on; with 0 it is (restoreClearance fills such gaps afterwards).
       */
      findWay(sources, clearanceLimit) {
          var _a, _b;
          const { width, kinds, inSite } = this;
          const onMain = this.onMain;
          const clearance = clearanceLimit > 0;
          const n = kinds.length;
          const seen = ((_a = this.seen) !== null && _a !== void 0 ? _a : (this.seen = new Uint16Array(n)));
          const cameFrom = ((_b = this.cameFrom) !== null && _b !== void 0 ? _b : (this.cameFrom = new Uint8Array(n)));
          if (this.stamp === 0xffff) {
              seen.fill(0);
              this.stamp = 0;
          }
          const stamp = ++this.stamp;
          const { left, top, right, bottom } = this.options.region;
          let queue = this.queue;
          let tail = 0;
          for (let i = 0; i < sources.length; i++) {
              if (tail === queue.length)
                  queue = this.queue = grown(queue);
              seen[sources[i]] = stamp;
              cameFrom[sources[i]] = FROM_SOURCE;
              queue[tail++] = sources[i];
          }
          for (let head = 0; head < tail; head++) {
              if (clearance && tail > clearanceLimit)
                  return null;
              const tile = queue[head];
              const x = tile % width;
              const y = (tile - x) / width;
              for (let d = 0; d < 4; d++) {
                  // No step off the map or across a row's end (a source may lie on the map's edge).
                  if ((d === 0 && x === 0) || (d === 1 && x === width - 1) || (d === 2 && y === 0) || (d === 3 && y === this.height - 1))
                      continue;
                  const next = d === 0 ? tile - 1 : d === 1 ? tile + 1 : d === 2 ? tile - width : tile + width;
                  if (seen[next] === stamp)
                      continue;
                  seen[next] = stamp;
                  const kind = kinds[next];
                  if (kind === TileKind.Room || kind === TileKind.Corridor) {
                      if (onMain[next] || (this.allFloorMain && !inSite[next]))
                          return this.wayBack(tile);
                      continue;
                  }
                  if (kind !== TileKind.Void || inSite[next])
                      continue;
                  const nx = d === 0 ? x - 1 : d === 1 ? x + 1 : x;
                  const ny = d === 2 ? y - 1 : d === 3 ? y + 1 : y;
                  if (nx < left || nx > right || ny < top || ny > bottom)
                      continue;
                  if (clearance && !this.clearOfCeilings(next))
                      continue;
                  cameFrom[next] = d;
                  if (tail === queue.length)
                      queue = this.queue = grown(queue);
                  queue[tail++] = next;
              }
          }
          return null;
      }
      /** The tiles from a search's last step back to (not including) its source. */
      wayBack(last) {
          const cameFrom = this.cameFrom;
          const { width } = this;
          const way = [];
          // Step d went −1, +1, −width, +width; undoing it goes the other way.
          for (let tile = last; cameFrom[tile] !== FROM_SOURCE;) {
              way.push(tile);
              const d = cameFrom[tile];
              tile = d === 0 ? tile + 1 : d === 1 ? tile - 1 : d === 2 ? tile + width : tile - width;
          }
          return way.reverse();
      }
      /** True when floor on `tile` would leave no gap of 1..wallHeight non-floor tiles to the floor above or below it. */
      clearOfCeilings(tile) {
          const { width, kinds } = this;
          const reach = this.marginRows;
          for (let d = 1, up = tile - width; d <= reach && up >= 0; d++, up -= width) {
              if (isFloor(kinds[up])) {
                  if (d > 1)
                      return false;
                  break;
              }
          }
          for (let d = 1, down = tile + width; d <= reach && down < kinds.length; d++, down += width) {
              if (isFloor(kinds[down])) {
                  if (d > 1)
                      return false;
                  break;
              }
          }
          return true;
      }
      carveCorridor(tiles, area) {
          const onMain = this.onMain;
          for (let i = 0; i < tiles.length; i++) {
              const tile = tiles[i];
              this.kinds[tile] = TileKind.Corridor;
              this.areaOf[tile] = area + 1;
              onMain[tile] = 1;
              this.carved.push(tile);
              this.growTile(area, tile);
          }
      }
      /** Voids the tiles start … end − 1 of a row (a cut-off remnant): they leave their areas. */
      voidRun(start, end) {
          for (let tile = start; tile < end; tile++) {
              if (this.areaOf[tile] !== 0)
                  this.lostTiles[this.areaOf[tile] - 1] = 1;
              this.kinds[tile] = TileKind.Void;
              this.areaOf[tile] = 0;
              this.onMain[tile] = 0;
          }
      }
      /** Takes a placed piece out again: its rectangle becomes void (the site stays a site). */
      removePiece(placedIndex) {
          const placed = this.placed[placedIndex];
          if (!placed)
              return;
          const { width } = this;
          for (let y = placed.y; y < placed.y + placed.height; y++) {
              for (let tile = y * width + placed.x, end = tile + placed.width; tile < end; tile++) {
                  this.kinds[tile] = TileKind.Void;
                  this.areaOf[tile] = 0;
              }
          }
          this.lostTiles[placed.area] = 1;
          this.placed[placedIndex] = null;
      }
      addArea(kind) {
          const id = this.layout.areas.length;
          this.layout.areas.push({ id, kind, bounds: { x: 0, y: 0, width: 0, height: 0 }, size: 0 });
          this.lostTiles.push(0);
          return id;
      }
      /** Records that area `id` gained tiles within (left, top)–(right, bottom). */
      grow(id, left, top, right, bottom) {
          const box = this.gained.get(id);
          if (!box) {
              this.gained.set(id, [left, top, right, bottom]);
              return;
          }
          if (left < box[0])
              box[0] = left;
          if (top < box[1])
              box[1] = top;
          if (right > box[2])
              box[2] = right;
          if (bottom > box[3])
              box[3] = bottom;
      }
      growTile(id, tile) {
          const x = tile % this.width;
          const y = (tile - x) / this.width;
          this.grow(id, x, y, x, y);
      }
      // ── after every piece: restoreClearance and the Layout's bookkeeping ──────────────────────
      finish() {
          this.restoreClearance();
          const renumber = this.remeasureAreas();
          const placed = [];
          for (const piece of this.placed) {
              if (piece === null)
                  continue;
              piece.area = renumber[piece.area];
              placed.push(piece);
          }
          this.mendOpenings(renumber);
          return placed;
      }
      /**
       * Invariant 6 where corridors were added: a gap of 1..wallHeight non-floor tiles between a new
       * corridor tile and floor above or below it in its column becomes corridor floor (of the area of
       * the floor above the gap). Only new corridors can make such a gap (clearing and voiding only
       * widen gaps), and sites never hold one (their margins are wallHeight + 1 rows).
       */
      restoreClearance() {
          const { width, kinds, areaOf } = this;
          const reach = this.marginRows;
          const made = this.carved.length;
          for (let i = 0; i < made; i++) {
              const tile = this.carved[i];
              for (const step of [-width, width]) {
                  let far = -1;
                  for (let d = 1, t = tile + step; d <= reach && t >= 0 && t < kinds.length; d++, t += step) {
                      if (isFloor(kinds[t])) {
                          if (d > 1)
                              far = t;
                          break;
                      }
                  }
                  if (far < 0)
                      continue;
                  let open = true;
                  for (let t = tile + step; t !== far; t += step)
                      if (this.inSite[t])
                          open = false;
                  if (!open)
                      continue;
                  const upper = step < 0 ? far : tile;
                  const area = areaOf[upper] - 1;
                  for (let t = tile + step; t !== far; t += step) {
                      kinds[t] = TileKind.Corridor;
                      areaOf[t] = area + 1;
                      this.carved.push(t);
                      this.growTile(area, t);
                  }
              }
          }
      }
      /**
       * Measures again the areas that lost or gained tiles (over their old bounds and what they
       * gained, not the map) and drops the ones left without tiles, giving each dropped id to the last
       * area; returns old id → new id (−1 for a dropped one).
       */
      remeasureAreas() {
          const { width, areaOf } = this;
          const areas = this.layout.areas;
          const count = areas.length;
          let dropped = 0;
          for (let id = 0; id < count; id++) {
              const box = this.gained.get(id);
              if (!this.lostTiles[id] && !box)
                  continue;
              // Where its tiles can be: its old bounds (when it had any) and the box of what it gained.
              const old = areas[id].bounds;
              const hadTiles = areas[id].size > 0 && Number.isFinite(old.x) && old.width > 0;
              let left = hadTiles ? old.x : this.width;
              let top = hadTiles ? old.y : this.height;
              let right = hadTiles ? old.x + old.width - 1 : -1;
              let bottom = hadTiles ? old.y + old.height - 1 : -1;
              if (box) {
                  left = Math.min(left, box[0]);
                  top = Math.min(top, box[1]);
                  right = Math.max(right, box[2]);
                  bottom = Math.max(bottom, box[3]);
              }
              const measured = measureBox(areaOf, width, id + 1, left, top, right, bottom);
              areas[id] = { id, kind: areas[id].kind, bounds: measured.bounds, size: measured.size };
              if (measured.size === 0)
                  dropped++;
          }
          const renumber = new Int32Array(count);
          for (let id = 0; id < count; id++)
              renumber[id] = id;
          if (dropped === 0)
              return renumber;
          // An emptied area's id goes to the last area (its tiles relabelled within its bounds), so
          // no pass over the map is needed; ids stay 0 … count − 1.
          let end = count;
          for (let id = 0; id < end; id++) {
              if (areas[id].size > 0)
                  continue;
              renumber[id] = -1;
              while (end - 1 > id && areas[end - 1].size === 0)
                  renumber[--end] = -1;
              if (end - 1 === id) {
                  end--;
                  break;
              }
              const moved = --end;
              const { x, y, width: w, height: h } = areas[moved].bounds;
              for (let row = y; row < y + h; row++) {
                  for (let tile = row * width + x, stop = tile + w; tile < stop; tile++)
                      if (areaOf[tile] === moved + 1)
                          areaOf[tile] = id + 1;
              }
              areas[id] = { ...areas[moved], id };
              renumber[moved] = id;
          }
          areas.length = end;
          return renumber;
      }
      /**
       * The openings made to match: the layout's openings renumbered, one that no longer stands on its
       * boundary moved to another tile of the same boundary (searched in its area's bounds) or
       * dropped when the areas no longer meet; the joined entrances' "open" openings; and an "open"
       * opening for every pair of areas that meet at a tile this stage made and have none yet.
       */
      mendOpenings(renumber) {
          var _a, _b;
          const { width, areaOf } = this;
          const areas = this.layout.areas;
          const areaCount = areas.length;
          const pairs = new Set();
          const openings = [];
          const pairOf = (a, b) => (a < b ? a * areaCount + b : b * areaCount + a);
          const add = (opening) => {
              if (pairs.has(pairOf(opening.from, opening.to)) && opening.kind === "open")
                  return;
              openings.push(opening);
              pairs.add(pairOf(opening.from, opening.to));
          };
          const stale = [];
          for (const opening of this.layout.openings) {
              const from = (_a = renumber[opening.from]) !== null && _a !== void 0 ? _a : -1;
              const to = (_b = renumber[opening.to]) !== null && _b !== void 0 ? _b : -1;
              if (from < 0 || to < 0 || from === to)
                  continue;
              if (!this.meets(opening.tile, from, to)) {
                  stale.push({ ...opening, from, to });
                  continue;
              }
              openings.push({ ...opening, from, to });
              pairs.add(pairOf(from, to));
          }
          // After every opening that still stands: a pair that has one needs no moved one.
          for (const opening of stale) {
              if (pairs.has(pairOf(opening.from, opening.to)))
                  continue;
              const moved = this.boundaryTile(opening.from, opening.to);
              if (moved >= 0)
                  add({ ...opening, tile: moved });
          }
          for (const opening of this.entranceOpenings) {
              const from = renumber[opening.from];
              const to = renumber[opening.to];
              if (from >= 0 && to >= 0 && this.meets(opening.tile, from, to))
                  add({ ...opening, from, to });
          }
          for (const tile of this.carved) {
              const here = areaOf[tile];
              const x = tile % width;
              for (let d = 0; d < 4; d++) {
                  if ((d === 0 && x === 0) || (d === 1 && x === width - 1))
                      continue;
                  const next = d === 0 ? tile - 1 : d === 1 ? tile + 1 : d === 2 ? tile - width : tile + width;
                  if (next < 0 || next >= areaOf.length)
                      continue;
                  const there = areaOf[next];
                  if (there === 0 || there === here || pairs.has(pairOf(here - 1, there - 1)))
                      continue;
                  add({ tile, from: here - 1, to: there - 1, kind: "open" });
              }
          }
          this.layout.openings = openings;
      }
      /** True when `tile` is in area `from` and 4-adjacent to a tile of area `to`. */
      meets(tile, from, to) {
          const { width, areaOf } = this;
          if (areaOf[tile] !== from + 1)
              return false;
          const x = tile % width;
          return (x > 0 && areaOf[tile - 1] === to + 1) || (x < width - 1 && areaOf[tile + 1] === to + 1) || (tile >= width && areaOf[tile - width] === to + 1) || (tile + width < areaOf.length && areaOf[tile + width] === to + 1);
      }
      /** A tile of area `from` that meets area `to`, searched in `from`'s bounds in map order; −1 when they no longer meet. */
      boundaryTile(from, to) {
          const { x, y, width: w, height: h } = this.layout.areas[from].bounds;
          for (let row = y; row < y + h; row++) {
              for (let tile = row * this.width + x, end = tile + w; tile < end; tile++)
                  if (this.meets(tile, from, to))
                      return tile;
          }
          return -1;
      }
  }
  /** Bounds and size of the tiles labelled `label` inside a box of the map. */
  function measureBox(areaOf, width, label, left, top, right, bottom) {
      let minX = width;
      let minY = -1;
      let maxX = -1;
      let maxY = -1;
      let size = 0;
      for (let y = top; y <= bottom; y++) {
          for (let x = left, tile = y * width + left; x <= right; x++, tile++) {
              if (areaOf[tile] !== label)
                  continue;
              if (x < minX)
                  minX = x;
              if (x > maxX)
                  maxX = x;
              if (minY < 0)
                  minY = y;
              maxY = y;
              size++;
          }
      }
      return { bounds: size === 0 ? { x: 0, y: 0, width: 0, height: 0 } : { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 }, size };
  }
  /** The run of row `y` that holds `tile` (a floor tile: one does). */
  function runAt(ends, rowFirst, tile, y) {
      let low = rowFirst[y];
      let high = rowFirst[y + 1] - 1;
      while (low < high) {
          const middle = (low + high) >> 1;
          if (ends[middle] <= tile)
              low = middle + 1;
          else
              high = middle;
      }
      return low;
  }
  function tilesOfRun(start, end) {
      const tiles = [];
      for (let tile = start; tile < end; tile++)
          tiles.push(tile);
      return tiles;
  }
  /** A copy twice as long. */
  function grown(array) {
      const copy = new Int32Array(array.length * 2);
      copy.set(array);
      return copy;
  }
  /** Positions from `min` to `max` on a stride from `min + offset`, plus `max` itself. */
  function axisPositions(min, max, stride, offset) {
      if (max < min)
          return new Int32Array(0);
      const first = Math.min(min + offset, max);
      const count = Math.floor((max - first) / stride) + 1;
      const last = first + (count - 1) * stride;
      const extra = (last !== max ? 1 : 0) + (first !== min ? 1 : 0);
      const out = new Int32Array(count + extra);
      let k = 0;
      if (first !== min)
          out[k++] = min;
      for (let i = 0; i < count; i++)
          out[k++] = first + i * stride;
      if (last !== max)
          out[k++] = max;
      return out;
  }
  function shapeOf$2(source, piece, mirrored) {
      const { width, height } = source;
      if (!mirrored)
          return { piece, source, width, height, kinds: source.kinds, entrances: source.entrances, mirrored };
      return { piece, source, width, height, kinds: mirroredKinds(source.kinds, width, height), entrances: source.entrances.map((tile) => mirrorTile(tile, width)), mirrored };
  }

  /**
   * The placed set pieces as the content planner sees them (docs/architecture.md, "Set pieces" and
   * "Content, runs and fog"): their floor, their own events' tiles, the pieces the arrival and the
   * stairs ask for, and each placed piece by name with its rectangle, so an event template can ask
   * for a piece (`<Dungeon Place: piece vault>`) and a lock can stand on a piece's door.
   */
  /** The content planner's view of the placed pieces on the walled grid. */
  function describePieces(grid, areaCount, pieces, placed) {
      const { width } = grid;
      const pieceAreas = new Uint8Array(areaCount);
      const eventTiles = [];
      const sites = [];
      const content = { pieceAreas, eventTiles, arrivalArea: -1, stairsArea: -1, sites };
      for (const piece of placed) {
          const source = pieces[piece.piece];
          if (piece.area >= 0 && piece.area < areaCount)
              pieceAreas[piece.area] = 1;
          for (const at of source.eventTiles) {
              const local = piece.mirrored ? mirrorTile(at, piece.width) : at;
              const lx = local % piece.width;
              eventTiles.push((piece.y + (local - lx) / piece.width) * width + piece.x + lx);
          }
          sites.push({ name: source.name, area: piece.area, x: piece.x, y: piece.y, width: piece.width, height: piece.height });
          if (source.spot === "arrival" && content.arrivalArea < 0)
              (content.arrivalArea = piece.area), (content.arrivalName = source.name);
          if (source.spot === "stairs" && content.stairsArea < 0)
              (content.stairsArea = piece.area), (content.stairsName = source.name);
      }
      return content;
  }
  /** True when `tile` lies in the site's rectangle. */
  function insideSite(site, tile, width) {
      const x = tile % width;
      const y = (tile - x) / width;
      return x >= site.x && x < site.x + site.width && y >= site.y && y < site.y + site.height;
  }
  /**
   * The piece's door: its one floor tile on the rectangle's edge that floor outside touches (an
   * entrance a corridor joined), or −1 when none or several do — one event there closes the whole
   * piece off, so a lock may stand there and gate everything inside.
   */
  function siteDoor(grid, site) {
      const { width, height, kinds } = grid;
      let door = -1;
      for (let y = site.y; y < site.y + site.height; y++) {
          for (let x = site.x; x < site.x + site.width; x++) {
              const onEdge = y === site.y || y === site.y + site.height - 1 || x === site.x || x === site.x + site.width - 1;
              const tile = y * width + x;
              if (!onEdge || !isFloor(kinds[tile]))
                  continue;
              for (let d = 0; d < 4; d++) {
                  const next = neighbourOf(tile, d, width, height);
                  if (next < 0 || !isFloor(kinds[next]) || insideSite(site, next, width))
                      continue;
                  if (door >= 0 && door !== tile)
                      return -1;
                  door = tile;
              }
          }
      }
      return door;
  }

  /**
   * The content planner: where the player arrives, and which tile each copy of each event template
   * gets. Every copy stands on floor the player can reach; keys are reachable before their locks,
   * the stairs after every lock; nothing but a lock or the boss is ever the only way through.
   *
   * The MZ side reads event note tags into requests (content-request.ts) — a role (stairs, key 2,
   * boss, treasure …), a count range, a chance per copy, an exclusive group and the floor kind it may
   * stand on — and this module, pure and seeded, answers with a tile per copy. It reads only the
   * shared Layout (areas, areaOf, openings; layout/contract.ts) and the area graph of areas.ts, so
   * every registered layout gets content.
   *
   * Sources (read, not copied):
   *   - counts, chances and exactly-one groups: nz_prism RandomDungeon's <random:n> / <unique:n>,
   *     SAN_MapGenerator's RateMap; a group's one copy is drawn weighted by each copy's chance, so
   *     "exactly one" holds even when every chance roll would fail;
   *   - lock and key: Brogue locks only chokepoints and builds the key holder outside the gated part;
   *     Metazelda nests key levels (key n behind lock n − 1); the generic recipe — flood what is
   *     reachable without the key, put the key there, gate new territory, then simulate "collect
   *     reachable keys, open reachable locks" — is what the property tests replay;
   *   - stairs in the farthest area by path and the boss as the goal's gate: Brogue / Metazelda.
   *
   * Chokepoints are taken at tile level: an area-graph bridge whose doorway is two tiles wide cannot
   * be closed by one event, so a lock goes on a floor tile whose removal separates the arrival from
   * the stairs (an articulation point: floor-tree.ts), preferring the doorway tiles of the area
   * graph's bridges. Every other event that blocks the way (anything but a door) must pass a local
   * test — its free neighbours stay joined around its 3×3 ring — so no event but a lock or the boss
   * is ever the only way through, and the regions the locks cut out never change after.
   *
   * Set pieces (piece-sites.ts): their floor is the designer's, taken except for the arrival's and
   * the stairs' piece and for copies whose request names the piece (`<Dungeon Place: piece vault>`),
   * which stand on its floor by their usual rules. A lock naming a piece joined to the rest by one
   * entrance stands on that entrance, its door: it gates the piece's floor alone, never the way to
   * the stairs, so its key goes anywhere the player reaches before the door, and nothing but copies
   * naming the piece goes behind it. A name no placed piece has, or a piece a lock cannot close,
   * leaves the copy where it would go without the name, with one message.
   *
   * Order of work (ContentPlanner.run): the arrival (placement.ts's rule), door tiles reserved,
   * stairs, locks on pieces' doors, locks on the way, keys (a lock whose key finds no tile is taken
   * back), boss, entrance, doors, then treasure, wall events, monsters, traps and plain events. The arrival and the copies draw from
   * random streams of their own derived from the seed, so (grid, layout, requests, seed) give the
   * same arrival and content whatever the layout drew, and asking for content never moves the arrival.
   */
  // Tile kinds as plain numbers for the hot loops.
  const ROOM = TileKind.Room;
  const CORRIDOR = TileKind.Corridor;
  const WALL = TileKind.Wall;
  /** Samples a "spread" or "far" pick looks at. */
  const SPREAD_SAMPLES = 6;
  /** How many times over the map the whole-floor way checks may search, in all (a bound, not a clock). */
  const SEARCH_SWEEPS = 64;
  /** Which splitmix32 outputs of the seed start the content's and the arrival's generators (indices neither the Random constructor nor decor.ts uses). */
  const CONTENT_STREAM = 16;
  const ARRIVAL_STREAM = 18;
  /**
   * Places the arrival, then (when `requests` is given, anything at all) the content around it. A
   * function of (grid, layout, requests, seed) only: neither reads the layout's random numbers.
   */
  function placeArrivalAndContent(grid, layout, requests, seed, walls, pieces) {
      const problems = [];
      const { tile: arrival, relaxation: arrivalRelaxation } = placeArrivalAmongPieces(grid, layout, new Random(mixSeed(normalizeSeed(seed), ARRIVAL_STREAM)), pieces, problems);
      if (requests === undefined)
          return { arrival, arrivalRelaxation, ...(problems.length > 0 ? { pieceProblems: problems } : {}) };
      const wishes = resolveWishes(requests, problems);
      const gates = walls ? buildGatehouses({ grid, layout, arrival, locksWanted: lockLevelsAsked(wishes, grid, pieces), wallHeight: walls.wallHeight, keep: walls.keep, goal: stairsPieceTile(layout, wishes, pieces) }) : [];
      return { arrival, arrivalRelaxation, content: planContent(grid, layout, arrival, wishes, problems, seed, gates, pieces) };
  }
  /**
   * The arrival by placement.ts's rule: inside the arrival's piece when there is one (two tiles or
   * more from its events when it can), else anywhere off the pieces' floor and their event tiles.
   */
  function placeArrivalAmongPieces(grid, layout, random, pieces, problems) {
      var _a;
      if (!pieces)
          return placeArrival(grid, random);
      const { width, height, kinds } = grid;
      // 2 beside a piece's event, 3 on one.
      const events = new Uint8Array(kinds.length);
      for (const tile of pieces.eventTiles) {
          const x = tile % width;
          const y = (tile - x) / width;
          for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++)
              for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++)
                  events[ny * width + nx] = 2;
      }
      for (const tile of pieces.eventTiles)
          events[tile] = 3;
      const { pieceAreas } = pieces;
      const { areaOf } = layout;
      if (pieces.arrivalArea >= 0) {
          const label = pieces.arrivalArea + 1;
          const spaced = placeArrival(grid, random, (t) => areaOf[t] === label && events[t] === 0);
          if (spaced.tile >= 0)
              return spaced;
          const crowded = placeArrival(grid, random, (t) => areaOf[t] === label && events[t] < 3);
          if (crowded.tile >= 0)
              return crowded;
          problems.push(`set piece "${(_a = pieces.arrivalName) !== null && _a !== void 0 ? _a : "?"}" has no free floor for the arrival; the party arrives elsewhere`);
      }
      const outside = placeArrival(grid, random, (t) => pieceAreas[areaOf[t] - 1] !== 1 && events[t] === 0);
      return outside.tile >= 0 ? outside : placeArrival(grid, random, (t) => events[t] < 3);
  }
  /**
   * A floor tile of the set piece the first stairs will stand in — the piece their request names,
   * else the one whose spot is "stairs" — so the gatehouses gate the way there; −1 when the stairs
   * go by the usual rule (behind the chokepoints the map has).
   */
  function stairsPieceTile(layout, wishes, pieces) {
      var _a;
      const stairs = wishes.find((wish) => wish.role === "stairs" && wish.max > 0);
      if (!stairs || !pieces)
          return -1;
      const named = stairs.piece === null ? undefined : ((_a = pieces.sites) !== null && _a !== void 0 ? _a : []).find((site) => pieceKey(site.name) === pieceKey(stairs.piece));
      const area = named ? named.area : pieces.stairsArea;
      if (area < 0)
          return -1;
      const label = area + 1;
      return layout.areaOf.indexOf(label);
  }
  /**
   * Lock levels the requests can play on the way to the stairs: a level with both a Lock and a Key
   * template that may appear, unless its locks name a placed piece with a door (they stand there,
   * and a gatehouse would be a gate no lock takes).
   */
  function lockLevelsAsked(wishes, grid, pieces) {
      const appears = (wish) => wish.max > 0 && wish.chance > 0;
      const onDoor = (wish) => { var _a; return wish.piece !== null && ((_a = pieces === null || pieces === void 0 ? void 0 : pieces.sites) !== null && _a !== void 0 ? _a : []).some((site) => pieceKey(site.name) === pieceKey(wish.piece) && siteDoor(grid, site) >= 0); };
      const levels = new Set();
      const doorLevels = new Set();
      for (const wish of wishes) {
          if (wish.role !== "lock" || !appears(wish) || !wishes.some((key) => key.role === "key" && key.level === wish.level && appears(key)))
              continue;
          levels.add(wish.level);
          if (onDoor(wish))
              doorLevels.add(wish.level);
      }
      // A level whose every lock template names a piece with a door needs no chokepoint on the way.
      for (const wish of wishes)
          if (wish.role === "lock" && appears(wish) && !onDoor(wish))
              doorLevels.delete(wish.level);
      return levels.size - doorLevels.size;
  }
  /** placeContent for requests already read into wishes (their messages in `problems`). */
  function planContent(grid, layout, arrival, wishes, problems, seed, gates, pieces) {
      const random = new Random(mixSeed(normalizeSeed(seed), CONTENT_STREAM));
      const planner = new ContentPlanner(grid, layout, arrival, wishes, random, problems, gates, pieces);
      return { copies: planner.run(), problems };
  }
  /** Tile lists at least this long are copied into borrowed memory (scratch.ts), shorter ones are cheap to copy afresh. */
  const BORROWED_LIST_LENGTH = 4096;
  class ContentPlanner {
      constructor(grid, layout, arrival, wishes, random, problems, gates, pieces) {
          this.grid = grid;
          this.layout = layout;
          this.arrival = arrival;
          this.wishes = wishes;
          this.random = random;
          this.problems = problems;
          this.pieces = pieces;
          /** Which tiles separate the arrival from which (floor-tree.ts), made when a rule first asks: plain events on open floor never do. */
          this.treeMade = null;
          this.pools = new Map();
          /** Copies no tile was found for, by request, for one message each. */
          this.missed = new Map();
          /** Bumped whenever the lock regions change, so the keys' pools start afresh. */
          this.regionsVersion = 0;
          /** The lock regions once the locks are final (see `lockRegions`); null when no lock was asked for. */
          this.finalRegions = null;
          /** Floor tiles by distance from the arrival (built when the entrance needs it) and how far it was read. */
          this.byDistance = null;
          this.byDistanceCursor = 0;
          this.drafts = [];
          this.stairsTile = -1;
          /** Placed locks, nearest the arrival first. */
          this.locks = [];
          /** Scratch for sidesJoinedWithout, and how many tiles its searches may still visit (a few sweeps of the map). */
          this.searchQueue = null;
          this.searchSeen = null;
          this.searchStamp = 0;
          /** The placed pieces by name (pieceKey), for requests that name one. */
          this.sitesByName = new Map();
          /** Locks on pieces' doors: each gates its piece's floor, not the way to the stairs. */
          this.pieceLocks = [];
          /** Requests already given their one message about the piece they name. */
          this.pieceReported = new Set();
          const { width, height, kinds } = grid;
          this.width = width;
          this.height = height;
          this.kinds = kinds;
          const n = kinds.length;
          this.areaOf = layout.areaOf.length === n ? layout.areaOf : new Uint16Array(n);
          // Per-tile state is borrowed (scratch.ts) and given back when the plan is made (`run`): a map
          // entry then reuses the last entry's memory instead of touching a dozen fresh arrays.
          this.occupied = borrowUint8(n);
          this.crowd = borrowUint16(n);
          this.blocked = borrowUint8(n);
          this.gate = borrowUint8(n);
          this.reserved = borrowUint8(n);
          this.openingTile = borrowUint8(n);
          this.bridgeTile = borrowUint8(n);
          this.pieceFloor = borrowUint8(n);
          this.pieceEvent = borrowUint8(n);
          this.copyAt = borrowUint8(n);
          // A gatehouse's gate (gatehouse.ts) is where its lock reads as a door in the wall: the best chokepoint there is.
          for (const gate of gates)
              if (gate >= 0 && gate < n)
                  this.bridgeTile[gate] = 1;
          const areaCount = layout.areas.length;
          const openings = layout.openings.filter((o) => o.from >= 0 && o.to >= 0 && o.from < areaCount && o.to < areaCount && o.tile >= 0 && o.tile < n);
          const graph = buildAreaGraph(areaCount, openings);
          openings.forEach((opening, edge) => {
              this.openingTile[opening.tile] = 1;
              if (graph.bridge[edge])
                  this.bridgeTile[opening.tile] = 1;
          });
          const validArrival = arrival >= 0 && arrival < n && isFloor(kinds[arrival]);
          this.arrivalArea = validArrival ? this.areaOf[arrival] - 1 : -1;
          this.areaDistance = areaDistances(graph, this.arrivalArea);
          this.deadEnd = graph.deadEnd;
          this.distance = validArrival ? floorDistances(grid, arrival, borrowInt32(n)) : borrowInt32(n, -1);
          this.treeRoot = validArrival ? arrival : -1;
          this.searchBudget = SEARCH_SWEEPS * n;
          // Only floor the arrival reaches is used (a layout's floor is connected: that is all of it).
          // Two scans of the map on every entry: locals, not fields, in the loops.
          const { distance, areaOf } = this;
          let floorCount = 0;
          const areaCounts = new Int32Array(areaCount + 1);
          for (let t = 0; t < n; t++) {
              if (distance[t] < 0)
                  continue;
              floorCount++;
              const label = areaOf[t];
              if (label > 0 && label <= areaCount)
                  areaCounts[label]++;
          }
          // The floor lists are views of borrowed map-sized arrays (their sizes change from map to map).
          this.listMemory = [borrowInt32(n), borrowInt32(n)];
          const floorTiles = (this.floorTiles = this.listMemory[0].subarray(0, floorCount));
          const areaStart = (this.areaStart = new Int32Array(areaCount + 1));
          for (let a = 0; a < areaCount; a++)
              areaStart[a + 1] = areaStart[a] + areaCounts[a + 1];
          const areaTiles = (this.areaTiles = this.listMemory[1].subarray(0, areaStart[areaCount]));
          const areaKinds = (this.areaKinds = new Uint8Array(areaCount));
          const fill = areaStart.slice(0, areaCount);
          floorCount = 0;
          for (let t = 0; t < n; t++) {
              if (distance[t] < 0)
                  continue;
              floorTiles[floorCount++] = t;
              const label = areaOf[t];
              if (label > 0 && label <= areaCount) {
                  areaTiles[fill[label - 1]++] = t;
                  areaKinds[label - 1] |= 1 << kinds[t];
              }
          }
          if (validArrival) {
              this.occupied[arrival] = 1;
              this.markCrowd(arrival, 1);
          }
          if (pieces)
              this.takePieces(pieces);
      }
      /** The pieces' floor is the designer's (nothing generated stands there) and their events' tiles are taken, spaced from. */
      takePieces(pieces) {
          var _a, _b;
          const n = this.kinds.length;
          for (let area = 0; area < this.layout.areas.length; area++) {
              if (pieces.pieceAreas[area] !== 1)
                  continue;
              for (const tile of this.areaTileList(area))
                  this.occupied[tile] = this.pieceFloor[tile] = 1;
          }
          for (const tile of pieces.eventTiles) {
              if (tile < 0 || tile >= n)
                  continue;
              this.occupied[tile] = this.pieceEvent[tile] = 1;
              this.markCrowd(tile, 1);
          }
          for (const site of (_a = pieces.sites) !== null && _a !== void 0 ? _a : []) {
              if (site.area < 0 || site.area >= this.layout.areas.length)
                  continue;
              const key = pieceKey(site.name);
              this.sitesByName.set(key, [...((_b = this.sitesByName.get(key)) !== null && _b !== void 0 ? _b : []), site]);
          }
      }
      get tree() {
          var _a;
          (_a = this.treeMade) !== null && _a !== void 0 ? _a : (this.treeMade = new FloorTree(this.grid, this.treeRoot));
          return this.treeMade;
      }
      /** The plan, after which the planner's per-tile arrays are given back (it must not be used again). */
      run() {
          var _a;
          try {
              return this.plan();
          }
          finally {
              (_a = this.treeMade) === null || _a === void 0 ? void 0 : _a.release();
              giveBack(...this.listMemory);
              giveBack(this.occupied, this.crowd, this.blocked, this.gate, this.reserved, this.openingTile, this.bridgeTile, this.pieceFloor, this.pieceEvent, this.copyAt, this.distance, this.searchQueue, this.searchSeen);
          }
      }
      /** The stages in order: roll the copies, keep the doorways, the way to the goal and its gates, then the rest. */
      plan() {
          var _a;
          const stairsPiece = this.pieces && this.pieces.stairsArea >= 0;
          if (stairsPiece && !this.wishes.some((wish) => wish.role === "stairs" && wish.max > 0)) {
              this.problems.push(`set piece "${(_a = this.pieces.stairsName) !== null && _a !== void 0 ? _a : "?"}" is for the stairs, but no stairs event is asked for; it stays as painted`);
          }
          if (this.arrival < 0 || this.floorTiles.length === 0) {
              if (this.wishes.length > 0)
                  this.problems.push("the dungeon has no floor for content; nothing is placed");
              return [];
          }
          this.reportPiecesNotUsed();
          this.roll();
          this.reserveDoorOpenings();
          this.placeWayAndGates();
          this.placeTheRest();
          this.reportMissed();
          return this.copiesThatAppear();
      }
      byRole(role) {
          return this.drafts.filter((draft) => this.wishes[draft.request].role === role);
      }
      /** Door copies own their openings: nothing else stands there (a lock may take one over). */
      reserveDoorOpenings() {
          for (const draft of this.drafts)
              if (draft.doorTile >= 0)
                  this.reserved[draft.doorTile] = 1;
          const { reserved, occupied } = this;
          for (let t = 0; t < reserved.length; t++)
              if (reserved[t])
                  occupied[t] = 1;
      }
      /** The goal and what stands on the way to it: stairs, locks and their keys, the boss, the entrance, doors. */
      placeWayAndGates() {
          const keys = this.byRole("key");
          const lockLevels = this.lockLevels(this.byRole("lock"), keys);
          // Locks naming a piece with a door gate that piece; the rest gate the way to the stairs.
          const doorLevels = [];
          const wayLevels = [];
          for (const entry of lockLevels) {
              if (this.wishes[entry.draft.request].piece === null)
                  wayLevels.push(entry);
              else if (this.doorSites(entry.draft).length > 0)
                  doorLevels.push(entry);
              else
                  (this.reportNoDoor(entry), wayLevels.push(entry));
          }
          this.byRole("stairs").forEach((draft, i) => this.placeStairsCopy(draft, i, wayLevels.length));
          const fellBack = this.placePieceLocks(doorLevels);
          this.placeLocksAndKeys([...wayLevels, ...fellBack].sort((a, b) => a.level - b.level), keys);
          this.byRole("boss").forEach((draft) => this.placeBoss(draft));
          // After the locks: a ring test that knows them never lets the entrance shut the arrival in.
          this.byRole("entrance").forEach((draft) => this.placeEntrance(draft));
          this.placeDoors();
      }
      /** Events off the way: treasure, wall events, monsters, traps, then plain events. */
      placeTheRest() {
          const treasureAreas = new Uint8Array(this.layout.areas.length);
          const treasureOrder = this.areaOrder((a, b) => this.deadEnd[b] - this.deadEnd[a] || this.areaDistance[b] - this.areaDistance[a] || a - b);
          const underWall = (t) => t >= this.width && this.kinds[t - this.width] === WALL;
          const offDoorways = (t) => !this.openingTile[t] && !this.onAreaBoundary(t);
          this.byRole("treasure").forEach((draft) => this.placeInNamedPiece(draft, null) || this.placeTreasure(draft, treasureAreas, treasureOrder));
          this.byRole("wall").forEach((draft) => this.placeInNamedPiece(draft, underWall) || this.placeFromPool(draft, underWall, "wall"));
          const monsters = [];
          for (const draft of this.byRole("monster")) {
              if (this.placeInNamedPiece(draft, null))
                  monsters.push(draft.tile);
              else
                  this.placeMonster(draft, monsters);
          }
          this.byRole("trap").forEach((draft) => this.placeInNamedPiece(draft, offDoorways) || this.placeFromPool(draft, offDoorways, "trap"));
          this.byRole("none").forEach((draft) => this.placeInNamedPiece(draft, null) || this.placeFromPool(draft, null, "none"));
      }
      /** Placed copies, and the essential ones no tile was found for, by request, then copy. */
      copiesThatAppear() {
          const kept = this.drafts.filter((draft) => draft.tile >= 0 || (draft.relaxation === Relaxation.Unplaced && this.isEssential(draft)));
          kept.sort((a, b) => a.request - b.request || a.copy - b.copy);
          return kept.map(({ request, copy, tile, relaxation }) => ({ request, copy, tile, relaxation }));
      }
      // ── rolling: counts, chances, groups ─────────────────────────────────────────────────────
      /** Draws every request's copies, then each copy's chance, then one copy per group. */
      roll() {
          var _a;
          const { wishes, random } = this;
          const candidates = [];
          const doorOpenings = this.doorOpenings();
          wishes.forEach((wish, request) => {
              if (isDoorRole(wish.role))
                  return;
              const count = random.smallInt(wish.min, wish.max);
              for (let copy = 0; copy < count; copy++)
                  candidates.push(this.draft(request, copy, -1));
          });
          for (const role of ["door", "secretDoor"]) {
              const templates = wishes.map((wish, request) => (wish.role === role ? request : -1)).filter((request) => request >= 0);
              if (templates.length === 0)
                  continue;
              const ranks = new Int32Array(wishes.length);
              for (const tile of doorOpenings[role]) {
                  const request = templates[random.smallInt(0, templates.length - 1)];
                  candidates.push(this.draft(request, ranks[request]++, tile));
              }
          }
          const groups = new Map();
          for (const draft of candidates) {
              const wish = wishes[draft.request];
              if (wish.group === null) {
                  if (random.percent(wish.chance))
                      this.drafts.push(draft);
                  continue;
              }
              const members = (_a = groups.get(wish.group)) !== null && _a !== void 0 ? _a : [];
              members.push(draft);
              groups.set(wish.group, members);
          }
          for (const members of groups.values()) {
              const weights = members.map((draft) => wishes[draft.request].chance);
              const total = weights.reduce((sum, weight) => sum + weight, 0);
              let pick = 0;
              if (total === 0)
                  pick = random.smallInt(0, members.length - 1);
              else {
                  let rest = random.smallInt(0, total - 1);
                  while (rest >= weights[pick])
                      rest -= weights[pick++];
              }
              this.drafts.push(members[pick]);
          }
      }
      draft(request, copy, doorTile) {
          return { request, copy, doorTile, tile: -1, relaxation: Relaxation.Unplaced };
      }
      /** Tiles of the layout's door and secret openings, once each, in opening order (never the arrival's). */
      doorOpenings() {
          const seen = borrowUint8(this.kinds.length);
          const result = { door: [], secretDoor: [] };
          for (const { tile, kind } of this.layout.openings) {
              if (kind === "open" || tile < 0 || tile >= seen.length || seen[tile] || tile === this.arrival || this.distance[tile] < 0)
                  continue;
              seen[tile] = 1;
              result[kind === "door" ? "door" : "secretDoor"].push(tile);
          }
          giveBack(seen);
          return result;
      }
      /** The first copy of a plain event, the stairs or the entrance: a game needs it even on a crowded map. */
      isEssential(draft) {
          const role = this.wishes[draft.request].role;
          return draft.copy === 0 && (role === "none" || role === "stairs" || role === "entrance");
      }
      // ── state ────────────────────────────────────────────────────────────────────────────────
      markCrowd(tile, delta) {
          const { width, height } = this;
          const x = tile % width;
          const y = (tile - x) / width;
          for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
              for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++)
                  this.crowd[ny * width + nx] += delta;
          }
      }
      put(draft, tile, relaxation) {
          draft.tile = tile;
          draft.relaxation = relaxation;
          this.occupied[tile] = 1;
          this.copyAt[tile] = 1;
          const role = this.wishes[draft.request].role;
          if (blocks(role))
              this.blocked[tile] = 1;
          if (role === "lock" || role === "boss")
              this.gate[tile] = 1;
          this.markCrowd(tile, 1);
      }
      takeBack(draft) {
          const tile = draft.tile;
          this.occupied[tile] = this.reserved[tile] | this.pieceFloor[tile];
          this.copyAt[tile] = 0;
          this.blocked[tile] = 0;
          this.gate[tile] = 0;
          this.markCrowd(tile, -1);
          draft.tile = -1;
          draft.relaxation = Relaxation.Unplaced;
      }
      /** 1: floor anyone walks; 2: a lock or the boss (walkable once opened); 0: not walkable. */
      walkState(x, y) {
          if (x < 0 || y < 0 || x >= this.width || y >= this.height)
              return 0;
          const tile = y * this.width + x;
          if (!isFloor(this.kinds[tile]))
              return 0;
          return this.blocked[tile] === 0 ? 1 : this.gate[tile] ? 2 : 0;
      }
      /**
       * True when a blocker on `tile` leaves every way past it open, both with the locks and the boss
       * closed (so the regions the locks cut out stay as they are: a key never ends up behind its own
       * lock) and with them open (so nothing but them is ever the only way through); and when it can
       * be reached at all (a walkable side with the gates closed).
       */
      keepsWayOpen(tile) {
          const x = tile % this.width;
          const y = (tile - x) / this.width;
          let closed = 0;
          let open = 0;
          for (let i = 0; i < 8; i++) {
              const state = this.walkState(x + RING_DX[i], y + RING_DY[i]);
              if (state === 1)
                  closed |= 1 << i;
              if (state > 0)
                  open |= 1 << i;
          }
          if ((closed & 0x55) === 0)
              return false;
          // The ring joins its sides nearly always; where it does not (a one-wide passage), a way around may still exist farther off.
          if (RING_KEEPS_PATHS[closed] === 0 && !this.sidesJoinedWithout(tile, false))
              return false;
          if (RING_KEEPS_PATHS[open] === 0 && !this.sidesJoinedWithout(tile, true))
              return false;
          // An event beside it must keep a walkable side of its own, or it could no longer be reached.
          for (let d = 0; d < 4; d++) {
              const next = neighbourOf(tile, d, this.width, this.height);
              if (next >= 0 && this.blocked[next] && !this.hasWalkableSide(next, tile))
                  return false;
          }
          return true;
      }
      /**
       * The ring test's question asked of the whole floor: with a blocker on `tile`, are its walkable
       * 4-neighbours still joined (with the locks and the boss open when `gatesOpen`)? A one-wide
       * passage in a loop — a braided maze is nothing else — may take an event after all. A tile whose
       * removal cuts floor off from the arrival (floor-tree.ts) never can, so that costs no search;
       * the searches stop at a budget of tiles per map, after which the ring's answer stands.
       */
      sidesJoinedWithout(tile, gatesOpen) {
          var _a, _b;
          if (this.tree.cutOff[tile] > 0 || this.searchBudget <= 0)
              return false;
          const walkable = (next) => isFloor(this.kinds[next]) && (this.blocked[next] === 0 || (gatesOpen && this.gate[next] === 1));
          const sides = [];
          for (let d = 0; d < 4; d++) {
              const next = neighbourOf(tile, d, this.width, this.height);
              if (next >= 0 && walkable(next))
                  sides.push(next);
          }
          if (sides.length <= 1)
              return true;
          const queue = ((_a = this.searchQueue) !== null && _a !== void 0 ? _a : (this.searchQueue = borrowInt32(this.kinds.length)));
          const seen = ((_b = this.searchSeen) !== null && _b !== void 0 ? _b : (this.searchSeen = borrowInt32(this.kinds.length)));
          const stamp = ++this.searchStamp;
          seen[tile] = stamp;
          seen[sides[0]] = stamp;
          queue[0] = sides[0];
          let missing = sides.length - 1;
          let tail = 1;
          for (let head = 0; head < tail && missing > 0; head++) {
              const at = queue[head];
              for (let d = 0; d < 4; d++) {
                  const next = neighbourOf(at, d, this.width, this.height);
                  if (next < 0 || seen[next] === stamp || !walkable(next))
                      continue;
                  seen[next] = stamp;
                  if (sides.includes(next))
                      missing--;
                  queue[tail++] = next;
              }
          }
          this.searchBudget -= tail;
          return missing === 0;
      }
      /** True when `tile` has a 4-neighbour other than `except` that anyone can walk on. */
      hasWalkableSide(tile, except) {
          for (let d = 0; d < 4; d++) {
              const next = neighbourOf(tile, d, this.width, this.height);
              if (next >= 0 && next !== except && isFloor(this.kinds[next]) && !this.blocked[next])
                  return true;
          }
          return false;
      }
      touchesCorridor(tile) {
          return touchesKind(this.grid, tile, CORRIDOR);
      }
      /** A floor tile 4-adjacent to floor of another area: where areas meet. */
      onAreaBoundary(tile) {
          const label = this.areaOf[tile];
          for (let d = 0; d < 4; d++) {
              const next = neighbourOf(tile, d, this.width, this.height);
              if (next >= 0 && this.areaOf[next] !== 0 && this.areaOf[next] !== label)
                  return true;
          }
          return false;
      }
      /** The floor-kind and spacing rule of one relaxation level (placement.ts's rule, plus OtherFloor). */
      fits(tile, level, place) {
          if (this.occupied[tile] || this.distance[tile] < 0)
              return false;
          const kind = this.kinds[tile];
          if (level === Relaxation.Crowded)
              return isFloor(kind);
          if (this.crowd[tile] > 0)
              return false;
          switch (level) {
              case Relaxation.None:
                  if (place === "room")
                      return kind === ROOM && !this.touchesCorridor(tile);
                  if (place === "corridor")
                      return kind === CORRIDOR;
                  return isFloor(kind);
              case Relaxation.NearCorridor:
                  return kind === ROOM;
              case Relaxation.OnCorridor:
                  return kind === CORRIDOR;
              default:
                  return isFloor(kind);
          }
      }
      /** fits + the role's own rule + (for blockers) the ring test. */
      acceptor(draft, level, extra, ring = true) {
          const wish = this.wishes[draft.request];
          const needsRing = ring && blocks(wish.role);
          return (tile) => this.fits(tile, level, wish.place) && (extra === null || extra(tile)) && (!needsRing || this.keepsWayOpen(tile));
      }
      /**
       * The pool of `tiles` kept under `family` for later copies of the same rule: a tile once
       * refused is not offered again (occupancy and crowding only grow; a ring test that would pass
       * later is a chance missed, never a wrong pick), so many copies cost one pass over the tiles.
       */
      keptPool(family, tiles) {
          let pool = this.pools.get(family);
          if (!pool) {
              pool = new Pool(this.copyOfTiles(tiles()));
              this.pools.set(family, pool);
          }
          return pool;
      }
      /** A pool's own copy of its tiles: long lists in borrowed memory (given back with the rest), short ones fresh. */
      copyOfTiles(source) {
          if (source.length < BORROWED_LIST_LENGTH)
              return source.slice();
          const memory = borrowInt32(this.kinds.length);
          this.listMemory.push(memory);
          const copy = memory.subarray(0, source.length);
          copy.set(source);
          return copy;
      }
      /** A random accepted tile of the family's pool, or −1. */
      firstFit(family, tiles, accept) {
          return this.keptPool(family, tiles).take(this.random, accept);
      }
      /** Of up to SPREAD_SAMPLES accepted tiles of the family's pool, the farthest from the arrival by path. */
      farFit(family, tiles, accept) {
          return this.keptPool(family, tiles).best(this.random, accept, SPREAD_SAMPLES, (tile) => this.distance[tile]);
      }
      /** False when no tile of the area can pass `level` for `place` (by the tile kinds it holds): saves scanning it. */
      areaCanFit(area, level, place) {
          const kinds = this.areaKinds[area];
          if (level === Relaxation.NearCorridor || (level === Relaxation.None && place === "room"))
              return (kinds & (1 << ROOM)) !== 0;
          if (level === Relaxation.OnCorridor || (level === Relaxation.None && place === "corridor"))
              return (kinds & (1 << CORRIDOR)) !== 0;
          return kinds !== 0;
      }
      areaTileList(area) {
          return this.areaTiles.subarray(this.areaStart[area], this.areaStart[area + 1]);
      }
      pool(family, level) {
          return this.keptPool(`${family}:${level}`, () => this.floorTiles);
      }
      /**
       * The last resort of plain events, stairs and the entrance (a map whose areas could not be read,
       * or too full for their rules): any free floor that keeps every way open and is not behind a
       * lock. Where there is none the copy stays without a tile (the MZ side stacks it on another
       * event): an event never becomes the only way through (invariant 7).
       */
      placeAnywhere(draft) {
          const regions = this.finalRegions;
          const tile = this.pool("anywhere", Relaxation.Crowded).take(this.random, (t) => !this.occupied[t] && (regions === null || regions[t] === 0 || this.wishes[draft.request].role !== "entrance") && this.keepsWayOpen(t));
          if (tile >= 0)
              this.put(draft, tile, Relaxation.Crowded);
      }
      /** A copy no rule found a tile for: plain events, stairs and entrances still take any free floor; the rest are counted for one message per request. */
      unplaced(draft, why) {
          if (this.isEssential(draft)) {
              this.placeAnywhere(draft);
              if (draft.tile >= 0)
                  return;
              // Still kept without a tile (copiesThatAppear): the MZ side stacks it on another event.
          }
          const missed = this.missed.get(draft.request);
          if (missed)
              missed.copies.push(draft.copy);
          else
              this.missed.set(draft.request, { why, copies: [draft.copy] });
      }
      /** One message per request whose copies found no tile. */
      reportMissed() {
          for (const [request, { why, copies }] of [...this.missed].sort((a, b) => a[0] - b[0])) {
              const which = copies.length === 1 ? `copy ${copies[0] + 1} is` : `${copies.length} copies are`;
              this.problems.push(`${this.wishes[request].label}: ${why}; ${which} not placed`);
          }
      }
      // ── set pieces a request names (<Dungeon Place: piece NAME>) ──────────────────────────────
      /** The placed pieces the draft's request names; null when it names none, or (one message per request) a piece no copy of which was placed. */
      namedSites(draft) {
          const { piece } = this.wishes[draft.request];
          if (piece === null)
              return null;
          const sites = this.sitesByName.get(pieceKey(piece));
          if (sites)
              return sites;
          this.reportPiece(draft, `no set piece "${piece}" is in this dungeon; placed as if it named none`);
          return null;
      }
      reportPiece(draft, text) {
          if (this.pieceReported.has(draft.request))
              return;
          this.pieceReported.add(draft.request);
          this.problems.push(`${this.wishes[draft.request].label}: ${text}`);
      }
      /** Roles that stand where the way needs them, never inside a piece for its name. */
      reportPiecesNotUsed() {
          this.wishes.forEach((wish, request) => {
              if (wish.piece === null || !["boss", "entrance", "door", "secretDoor"].includes(wish.role))
                  return;
              this.pieceReported.add(request);
              this.problems.push(`${wish.label}: the ${wish.role} does not go inside a set piece; "${wish.piece}" is not used`);
          });
      }
      isLocked(site) {
          return this.pieceLocks.some((lock) => lock.site === site);
      }
      /**
       * The named pieces a lock can close: one door (piece-sites.ts), reached, free, with floor
       * outside it that nothing blocks, and neither the arrival nor the stairs inside (what lies behind
       * the lock is the piece's floor alone, and nothing on the way to the stairs).
       */
      doorSites(draft) {
          const sites = this.namedSites(draft);
          if (!sites)
              return [];
          const result = [];
          for (const site of sites) {
              const door = siteDoor(this.grid, site);
              if (door < 0 || this.distance[door] < 0 || this.pieceEvent[door] || this.copyAt[door] || this.isLocked(site))
                  continue;
              if (insideSite(site, this.arrival, this.width) || (this.stairsTile >= 0 && insideSite(site, this.stairsTile, this.width)))
                  continue;
              if (this.hasFreeSideOutside(door, site))
                  result.push({ site, door });
          }
          return result;
      }
      hasFreeSideOutside(door, site) {
          for (let d = 0; d < 4; d++) {
              const next = neighbourOf(door, d, this.width, this.height);
              if (next >= 0 && isFloor(this.kinds[next]) && !insideSite(site, next, this.width) && !this.blocked[next])
                  return true;
          }
          return false;
      }
      /** Each lock that names a piece goes on the door of the first such piece it can close; the levels that cannot go on the way to the stairs, with a message. */
      placePieceLocks(levels) {
          const fellBack = [];
          for (const entry of levels) {
              const { level, draft } = entry;
              const choice = this.doorSites(draft)[0];
              if (!choice) {
                  this.reportNoDoor(entry);
                  fellBack.push(entry);
                  continue;
              }
              this.put(draft, choice.door, Relaxation.None);
              this.pieceLocks.push({ level, draft, site: choice.site });
          }
          return fellBack;
      }
      /** A piece's door (piece-sites.ts) with nothing on it: a lock of the way may stand there when the way runs through the piece. */
      isFreePieceDoor(tile) {
          if (!this.pieceFloor[tile] || this.pieceEvent[tile] || this.copyAt[tile])
              return false;
          for (const sites of this.sitesByName.values())
              for (const site of sites)
                  if (insideSite(site, tile, this.width))
                      return siteDoor(this.grid, site) === tile;
          return false;
      }
      /** A lock naming a piece it cannot close (when that piece was placed at all: else namedSites said so). */
      reportNoDoor({ level, draft }) {
          const sites = this.namedSites(draft);
          if (!sites)
              return;
          this.reportPiece(draft, `set piece "${sites[0].name}" has no door Lock ${level} can close (one joined entrance, neither the arrival nor the stairs inside); the lock stands on the way to the stairs`);
      }
      /** Keys of the locks on pieces' doors: anywhere the player reaches before the door (its lock region or an earlier one); a lock whose key finds no tile is taken back. */
      placePieceKeys(regions, keys) {
          for (let i = 0; i < this.pieceLocks.length; i++) {
              const { level, draft: lock } = this.pieceLocks[i];
              let placedAny = false;
              for (const key of keys)
                  if (this.wishes[key.request].level === level)
                      placedAny = this.placeKey(key, regions, regions[lock.tile]) || placedAny;
              if (placedAny)
                  continue;
              this.problems.push(`${this.wishes[lock.request].label}: no free floor for Key ${level} before the door of set piece "${this.pieceLocks[i].site.name}"; the lock is not placed`);
              this.takeBack(lock);
              this.pieceLocks.splice(i--, 1);
          }
      }
      /** The first stairs copy in the piece its request names, else in the piece whose spot is "stairs"; the others (and those that fail) by the stairs' rule. */
      placeStairsCopy(draft, index, locksWanted) {
          const inPiece = (this.wishes[draft.request].piece !== null && this.placeInNamedPiece(draft, null, true)) || (index === 0 && this.placeStairsInPiece(draft));
          if (inPiece) {
              if (this.stairsTile < 0)
                  this.stairsTile = draft.tile;
              return;
          }
          this.placeStairs(draft, index === 0 ? locksWanted : 0);
      }
      /**
       * A copy whose request names a piece: on the floor of a placed piece of that name — locked
       * pieces first (a vault's treasure belongs behind its lock) — by its floor kind's ladder and
       * `extra`; false (one message per request) when it names none or no tile there fits.
       */
      placeInNamedPiece(draft, extra, far = false) {
          const sites = this.namedSites(draft);
          if (!sites)
              return false;
          const locked = sites.filter((site) => this.isLocked(site));
          const open = sites.filter((site) => !this.isLocked(site));
          for (const [group, which] of [[locked, "locked"], [open, "open"]]) {
              if (group.length > 0 && this.placeInSites(draft, group, `${this.wishes[draft.request].role}:${which}`, extra, far))
                  return true;
          }
          return false;
      }
      /** placeInNamedPiece over the given sites, their floor opened for this one copy. */
      placeInSites(draft, sites, family, extra, far) {
          const wish = this.wishes[draft.request];
          const tiles = this.siteTiles(sites);
          const opened = [];
          for (const t of tiles) {
              if (!this.occupied[t] || !this.pieceFloor[t] || this.pieceEvent[t] || this.copyAt[t] || this.reserved[t] || t === this.arrival)
                  continue;
              this.occupied[t] = 0;
              opened.push(t);
          }
          let placed = false;
          for (const level of ladder(wish.place)) {
              const name = `piece:${draft.request}:${family}:${level}`;
              const tile = far ? this.farFit(name, () => tiles, this.acceptor(draft, level, extra)) : this.firstFit(name, () => tiles, this.acceptor(draft, level, extra));
              if (tile < 0)
                  continue;
              this.put(draft, tile, level);
              placed = true;
              break;
          }
          for (const t of opened)
              this.occupied[t] = 1;
          if (!placed)
              this.reportPiece(draft, `set piece "${sites[0].name}" has no free floor for it; placed as if it named none`);
          return placed;
      }
      /** The reached floor of the given pieces. */
      siteTiles(sites) {
          if (sites.length === 1)
              return this.areaTileList(sites[0].area);
          const lists = sites.map((site) => this.areaTileList(site.area));
          const tiles = new Int32Array(lists.reduce((sum, list) => sum + list.length, 0));
          let at = 0;
          for (const list of lists)
              (tiles.set(list, at), (at += list.length));
          return tiles;
      }
      // ── roles ────────────────────────────────────────────────────────────────────────────────
      /** Plain events, traps and wall events: random tiles by the ladder, each level's pool kept for the next copy. */
      placeFromPool(draft, extra, family) {
          const wish = this.wishes[draft.request];
          for (const level of ladder(wish.place)) {
              const tile = this.pool(`${family}:${wish.place}`, level).take(this.random, this.acceptor(draft, level, extra));
              if (tile >= 0)
                  return this.put(draft, tile, level);
          }
          const rule = wish.role === "wall" ? "no free floor right under a north wall face" : wish.role === "trap" ? "no free floor off the doorways where a trap leaves a way round" : "no free floor";
          this.unplaced(draft, rule);
      }
      /** Monsters: out of the arrival's area, each the most spread of a few samples (far from the arrival and the others). */
      placeMonster(draft, monsters) {
          const wish = this.wishes[draft.request];
          const { width } = this;
          const spread = (tile) => {
              let nearest = this.distance[tile];
              const x = tile % width;
              const y = (tile - x) / width;
              for (const other of monsters) {
                  const ox = other % width;
                  const apart = Math.abs(ox - x) + Math.abs((other - ox) / width - y);
                  if (apart < nearest)
                      nearest = apart;
              }
              return nearest;
          };
          for (const awayFromArrival of [true, false]) {
              const extra = awayFromArrival ? (t) => this.areaOf[t] - 1 !== this.arrivalArea : null;
              for (const level of ladder(wish.place)) {
                  const family = `monster:${wish.place}:${awayFromArrival}`;
                  const tile = this.pool(family, level).best(this.random, this.acceptor(draft, level, extra), SPREAD_SAMPLES, spread);
                  if (tile >= 0) {
                      monsters.push(tile);
                      return this.put(draft, tile, level);
                  }
              }
          }
          this.unplaced(draft, "no free floor");
      }
      /** Treasure: dead-end areas first, then the farthest; one per area while areas last. */
      placeTreasure(draft, holding, order) {
          const wish = this.wishes[draft.request];
          for (const tier of LADDERS[wish.place]) {
              for (const sharing of [false, true]) {
                  for (const area of order) {
                      if (holding[area] && !sharing)
                          continue;
                      for (const level of tier) {
                          if (!this.areaCanFit(area, level, wish.place))
                              continue;
                          const tile = this.firstFit(`treasure:${wish.place}:${area}:${level}`, () => this.areaTileList(area), this.acceptor(draft, level, null));
                          if (tile >= 0) {
                              holding[area] = 1;
                              return this.put(draft, tile, level);
                          }
                      }
                  }
              }
          }
          this.unplaced(draft, "no free floor");
      }
      /** Reached areas sorted by `compare`. */
      areaOrder(compare) {
          const areas = [];
          for (let a = 0; a < this.layout.areas.length; a++)
              if (this.areaStart[a + 1] > this.areaStart[a])
                  areas.push(a);
          return areas.sort(compare);
      }
      /**
       * Stairs: in the area farthest from the arrival by path. With locks to place, among the tiles
       * behind as many chokepoints as there are locks (or the most the map has), so the locks can gate them.
       */
      placeStairs(draft, locksWanted) {
          const wish = this.wishes[draft.request];
          // The chokepoint counts (and the floor tree under them) only matter when locks are to gate the stairs.
          const separators = locksWanted > 0 ? spacedChokepointCounts(this.tree, MIN_REGION) : null;
          let most = 0;
          if (separators)
              for (const tile of this.floorTiles)
                  if (separators[tile] > most)
                      most = separators[tile];
          const needed = Math.min(locksWanted, most);
          const farthest = new Int32Array(this.layout.areas.length);
          for (const tile of this.floorTiles) {
              const area = this.areaOf[tile] - 1;
              if (area >= 0 && area < farthest.length && this.distance[tile] > farthest[area])
                  farthest[area] = this.distance[tile];
          }
          const order = this.areaOrder((a, b) => this.areaDistance[b] - this.areaDistance[a] || farthest[b] - farthest[a] || a - b);
          for (const need of needed > 0 ? [needed, 0] : [0]) {
              const extra = need > 0 && separators ? (t) => separators[t] >= need : null;
              for (const tier of LADDERS[wish.place]) {
                  for (const area of order) {
                      for (const level of tier) {
                          if (!this.areaCanFit(area, level, wish.place))
                              continue;
                          const tile = this.farFit(`stairs:${wish.place}:${need}:${area}:${level}`, () => this.areaTileList(area), this.acceptor(draft, level, extra));
                          if (tile >= 0) {
                              this.put(draft, tile, level);
                              if (this.stairsTile < 0)
                                  this.stairsTile = tile;
                              return;
                          }
                      }
                  }
              }
          }
          this.unplaced(draft, "no free floor");
      }
      /**
       * The first stairs copy on the floor of the piece whose spot is "stairs" (a boss arena), the
       * farthest of a few free tiles there by the stairs' ladder; false (with a message) when there
       * is no such piece or no free tile in it.
       */
      placeStairsInPiece(draft) {
          var _a;
          const pieces = this.pieces;
          if (!pieces || pieces.stairsArea < 0 || pieces.stairsArea >= this.layout.areas.length)
              return false;
          const area = pieces.stairsArea;
          const tiles = this.areaTileList(area);
          const isEvent = new Set(pieces.eventTiles);
          // The piece's floor is opened for this one copy only.
          const opened = Array.from(tiles).filter((t) => this.occupied[t] && !isEvent.has(t) && t !== this.arrival);
          for (const t of opened)
              this.occupied[t] = 0;
          let tile = -1;
          let level = Relaxation.None;
          for (const step of ladder("any")) {
              tile = this.farFit(`stairs-piece:${step}`, () => tiles, this.acceptor(draft, step, null));
              if (tile >= 0) {
                  level = step;
                  break;
              }
          }
          for (const t of opened)
              this.occupied[t] = 1;
          if (tile < 0) {
              this.problems.push(`set piece "${(_a = pieces.stairsName) !== null && _a !== void 0 ? _a : "?"}" has no free floor for the stairs; they go elsewhere`);
              return false;
          }
          this.occupied[tile] = 0;
          this.put(draft, tile, level);
          this.stairsTile = tile;
          return true;
      }
      /** Entrance (stairs up): beside the arrival — north first, then the sides, then diagonals; else the nearest free tile; never behind a lock. */
      placeEntrance(draft) {
          var _a;
          const { width, height, arrival } = this;
          const x = arrival % width;
          const y = (arrival - x) / width;
          const around = [
              [0, -1],
              [-1, 0],
              [1, 0],
              [0, 1],
              [-1, -1],
              [1, -1],
              [-1, 1],
              [1, 1],
          ];
          // Never behind a lock, beside the arrival (a diagonal tile may be reached only through one) or farther out: the way back up must not need a key.
          const regions = this.finalRegions;
          const usable = (tile) => !this.occupied[tile] && this.distance[tile] >= 0 && (regions === null || regions[tile] === 0) && this.keepsWayOpen(tile);
          for (const [dx, dy] of around) {
              const nx = x + dx;
              const ny = y + dy;
              if (nx < 0 || ny < 0 || nx >= width || ny >= height)
                  continue;
              const tile = ny * width + nx;
              if (usable(tile))
                  return this.put(draft, tile, Relaxation.None);
          }
          const byDistance = ((_a = this.byDistance) !== null && _a !== void 0 ? _a : (this.byDistance = this.floorByDistance()));
          while (this.byDistanceCursor < byDistance.length) {
              const tile = byDistance[this.byDistanceCursor++];
              if (usable(tile))
                  return this.put(draft, tile, Relaxation.Crowded);
          }
          this.unplaced(draft, "no free floor near the arrival");
      }
      /** Floor tiles nearest the arrival first (a counting sort by path distance). */
      floorByDistance() {
          let far = 0;
          for (const tile of this.floorTiles)
              if (this.distance[tile] > far)
                  far = this.distance[tile];
          const start = new Int32Array(far + 2);
          for (const tile of this.floorTiles)
              start[this.distance[tile] + 1]++;
          for (let d = 0; d <= far; d++)
              start[d + 1] += start[d];
          const sorted = new Int32Array(this.floorTiles.length);
          for (const tile of this.floorTiles)
              sorted[start[this.distance[tile]]++] = tile;
          return sorted;
      }
      /**
       * Lock levels that can be played: the first lock of each level that has at least one key copy,
       * sorted by level. Extra locks of a level, locks without keys and keys without locks are reported
       * (a copy that only lost its chance roll is not).
       */
      lockLevels(locks, keys) {
          const levels = new Map();
          const hasTemplate = (role, level) => this.wishes.some((wish) => wish.role === role && wish.level === level);
          for (const draft of locks) {
              const { level, label } = this.wishes[draft.request];
              if (levels.has(level)) {
                  this.problems.push(`${label}: only one Lock ${level} is placed per dungeon; copy ${draft.copy + 1} is not placed`);
                  continue;
              }
              if (!keys.some((key) => this.wishes[key.request].level === level)) {
                  if (!hasTemplate("key", level))
                      this.problems.push(`${label}: there is no Key ${level} event; the lock is not placed`);
                  continue;
              }
              levels.set(level, draft);
          }
          for (const wish of this.wishes) {
              if (wish.role === "key" && !hasTemplate("lock", wish.level))
                  this.problems.push(`${wish.label}: there is no Lock ${wish.level} event; the key is not placed`);
          }
          return [...levels.entries()].sort((a, b) => a[0] - b[0]).map(([level, draft]) => ({ level, draft }));
      }
      /**
       * Locks on chokepoints of the way to the stairs (nearest the arrival = lowest level), spread so
       * each region before a lock has room; then each level's keys in the region behind the lock
       * before it (key n behind lock n − 1), the farthest of a few samples. A lock whose key finds no
       * tile is taken back, and its keys are not placed.
       */
      placeLocksAndKeys(levels, keys) {
          if (levels.length === 0 && this.pieceLocks.length === 0)
              return;
          const goal = this.stairsTile >= 0 ? this.stairsTile : this.farthestTile();
          // Door openings and pieces' doors (the stairs' boss arena) may take a lock; other events never stand on a chokepoint (ring test).
          const chain = this.tree.chain(goal).filter((tile) => tile !== goal && (!this.occupied[tile] || this.reserved[tile] === 1 || this.isFreePieceDoor(tile)));
          let previousBefore = 0;
          let index = 0;
          for (const { level, draft } of levels) {
              const remaining = levels.length - index;
              const target = ((index + 1) * this.tree.reached) / (levels.length + 1);
              let pick = -1;
              let pickCost = Infinity;
              for (let i = 0; i < chain.length; i++) {
                  const tile = chain[i];
                  const before = this.tree.before(tile);
                  // Room before it, and enough spaced chokepoints left after it for the remaining levels.
                  if (before - previousBefore < MIN_REGION || chain.length - i < remaining || this.spacedAfter(chain, i, before) < remaining - 1)
                      continue;
                  const cost = Math.abs(before - target) + (this.bridgeTile[tile] ? 0 : this.openingTile[tile] || this.onAreaBoundary(tile) ? 8 : 24) + (this.crowd[tile] > 0 ? 4 : 0);
                  if (cost < pickCost) {
                      pick = i;
                      pickCost = cost;
                  }
              }
              if (pick < 0) {
                  this.problems.push(`${this.wishes[draft.request].label}: no chokepoint left on the way to the stairs for Lock ${level}; the lock and its keys are not placed`);
                  continue;
              }
              this.put(draft, chain[pick], Relaxation.None);
              previousBefore = this.tree.before(chain[pick]);
              chain.splice(0, pick + 1);
              this.locks.push({ level, draft });
              index++;
          }
          // Keys, level by level: a key that finds no tile takes its lock back (the regions then merge).
          let regions = this.lockRegions();
          for (let n = 0; n < this.locks.length; n++) {
              const { level, draft: lock } = this.locks[n];
              const levelKeys = keys.filter((key) => this.wishes[key.request].level === level);
              let placedAny = false;
              for (const key of levelKeys)
                  placedAny = this.placeKey(key, regions, n) || placedAny;
              if (!placedAny) {
                  this.problems.push(`${this.wishes[lock.request].label}: no free floor for Key ${level} before it; the lock is not placed`);
                  this.takeBack(lock);
                  this.locks.splice(n--, 1);
                  regions = this.lockRegions();
                  this.regionsVersion++;
              }
          }
          this.placePieceKeys(regions, keys);
          this.finalRegions = regions;
      }
      /** How many locks chain[i + 1 …] could still take after a lock with `before` tiles before it (spaced as placeLocksAndKeys spaces them). */
      spacedAfter(chain, i, before) {
          let taken = 0;
          let last = before;
          for (let k = i + 1; k < chain.length; k++) {
              const next = this.tree.before(chain[k]);
              if (next - last < MIN_REGION)
                  continue;
              taken++;
              last = next;
          }
          return taken;
      }
      /** The floor tile farthest from the arrival (the goal when there are no stairs). */
      farthestTile() {
          let far = this.arrival;
          for (const tile of this.floorTiles)
              if (this.distance[tile] > this.distance[far])
                  far = tile;
          return far;
      }
      /**
       * Per floor tile: how many placed locks (nearest the arrival first) must be open to reach it —
       * region n lies behind lock n − 1 and before lock n; a lock's own tile is behind itself.
       */
      lockRegions() {
          const n = this.kinds.length;
          const region = new Int32Array(n).fill(-1);
          const lockAt = new Int32Array(n).fill(-1);
          this.locks.forEach(({ draft }, i) => (lockAt[draft.tile] = i));
          const queue = new Int32Array(n);
          const seen = new Uint8Array(n);
          region[this.arrival] = 0;
          for (let open = 0; open <= this.locks.length; open++) {
              seen.fill(0);
              seen[this.arrival] = 1;
              queue[0] = this.arrival;
              let head = 0;
              let tail = 1;
              while (head < tail) {
                  const tile = queue[head++];
                  for (let d = 0; d < 4; d++) {
                      const next = neighbourOf(tile, d, this.width, this.height);
                      if (next < 0 || seen[next] || !isFloor(this.kinds[next]) || lockAt[next] >= open)
                          continue;
                      seen[next] = 1;
                      if (region[next] < 0)
                          region[next] = open;
                      queue[tail++] = next;
                  }
              }
          }
          return region;
      }
      /** Key of the lock at chain position n: behind lock n − 1 first (region n), else anywhere before lock n; inside the piece its request names when that piece is not locked. */
      placeKey(draft, regions, n) {
          var _a;
          const wish = this.wishes[draft.request];
          const insides = [(r) => r === n, (r) => r >= 0 && r <= n];
          if (wish.piece !== null) {
              const sites = (_a = this.namedSites(draft)) !== null && _a !== void 0 ? _a : [];
              const open = sites.filter((site) => !this.isLocked(site));
              if (open.length === 0 && sites.length > 0)
                  this.reportPiece(draft, `set piece "${sites[0].name}" is behind a lock, where no key goes; placed as if it named none`);
              if (open.length > 0 && this.placeInSites(draft, open, `key:${this.regionsVersion}:${n}`, (t) => insides[1](regions[t]), false))
                  return true;
          }
          for (let which = 0; which < insides.length; which++) {
              const tiles = () => this.floorTiles.filter((tile) => insides[which](regions[tile]));
              for (const tier of LADDERS[wish.place]) {
                  for (const level of tier) {
                      const tile = this.farFit(`key:${this.regionsVersion}:${n}:${which}:${wish.place}:${level}`, tiles, this.acceptor(draft, level, null));
                      if (tile >= 0) {
                          this.put(draft, tile, level);
                          return true;
                      }
                  }
              }
          }
          return false;
      }
      /**
       * Boss: on the way to the stairs past the last lock — the chokepoint nearest the stairs, best in
       * or at the door of the stairs' area — else beside the stairs, else in the stairs' area.
       */
      placeBoss(draft) {
          var _a;
          const goal = this.stairsTile >= 0 ? this.stairsTile : this.farthestTile();
          const lastLock = this.locks.length > 0 ? this.locks[this.locks.length - 1].draft.tile : -1;
          const pastLock = lastLock < 0 ? 0 : this.tree.before(lastLock) + 1;
          const goalArea = this.areaOf[goal];
          const free = (tile) => !this.occupied[tile] || (this.reserved[tile] === 1 && !this.blocked[tile]);
          const chain = this.tree.chain(goal).filter((tile) => tile !== goal && this.tree.before(tile) >= pastLock && free(tile));
          const atGoalArea = (tile) => this.areaOf[tile] === goalArea || this.touchesArea(tile, goalArea);
          const gate = (_a = [...chain].reverse().find(atGoalArea)) !== null && _a !== void 0 ? _a : chain[chain.length - 1];
          if (gate !== undefined)
              return this.put(draft, gate, Relaxation.None);
          const { width, height } = this;
          const x = goal % width;
          const y = (goal - x) / width;
          for (let i = 0; i < 8; i++) {
              const nx = x + RING_DX[i];
              const ny = y + RING_DY[i];
              if (nx < 0 || ny < 0 || nx >= width || ny >= height)
                  continue;
              const tile = ny * width + nx;
              if (!this.occupied[tile] && this.distance[tile] >= 0 && this.keepsWayOpen(tile))
                  return this.put(draft, tile, Relaxation.None);
          }
          if (goalArea > 0) {
              for (const level of ladder("any")) {
                  const tile = this.firstFit(`boss:${goalArea}:${level}`, () => this.areaTileList(goalArea - 1), this.acceptor(draft, level, null));
                  if (tile >= 0)
                      return this.put(draft, tile, level);
              }
          }
          this.placeFromPool(draft, null, "boss");
      }
      touchesArea(tile, label) {
          for (let d = 0; d < 4; d++) {
              const next = neighbourOf(tile, d, this.width, this.height);
              if (next >= 0 && this.areaOf[next] === label)
                  return true;
          }
          return false;
      }
      /** Door copies on their openings; an opening a lock took gets none. */
      placeDoors() {
          for (const draft of this.drafts) {
              if (draft.doorTile < 0)
                  continue;
              if (this.locks.some((lock) => lock.draft.tile === draft.doorTile) || this.blocked[draft.doorTile])
                  continue;
              this.put(draft, draft.doorTile, Relaxation.None);
          }
      }
  }

  /**
   * generateDungeon: (map size, options, seed) → Dungeon, pure and deterministic.
   * The layout carves with its own Random; walls follow by the shared rule; then the content
   * planner (content.ts) places the arrival and the content on streams of their own derived from the
   * seed, so a change to a layout's number of draws never moves the arrival or any event.
   *
   * Every argument may be anything a plugin parameter, a note tag or a script could hand over: bad
   * sizes give `{ ok: false, reason }`, bad options and seeds fall back with a message in
   * `problems`. Nothing here throws on bad input.
   */
  /** Which splitmix32 output of the seed starts the set-piece stage's generator (one no other stream uses: content.ts, decor.ts). */
  const PIECES_STREAM = 19;
  /** How many optional set pieces a request without `pieceCount` places. */
  const DEFAULT_PIECE_COUNT = 2;
  const MAX_PIECE_COUNT = 50;
  /** The options a request without `layout` gets: the default layout's. */
  findLayout(DEFAULT_LAYOUT).defaults;
  findLayout(DEFAULT_LAYOUT).ranges;
  /** The algorithm a request names: unknown or missing names give the default with a message. */
  function resolveLayout(given) {
      const name = isOptionsObject(given) ? readLayoutName(given) : undefined;
      const algorithm = findLayout(name !== null && name !== void 0 ? name : DEFAULT_LAYOUT);
      if (algorithm)
          return { algorithm, problems: [] };
      return {
          algorithm: findLayout(DEFAULT_LAYOUT),
          problems: [`unknown layout ${safeFormat(name)}; known layouts: ${LAYOUT_NAMES.join(", ")}; using ${DEFAULT_LAYOUT}`],
      };
  }
  function readLayoutName(given) {
      try {
          return given.layout;
      }
      catch {
          return "(unreadable)";
      }
  }
  /** Validates `given` (any value) for its layout and fits option combinations; never throws. */
  function resolveDungeonOptions(given) {
      const { algorithm, problems } = resolveLayout(given);
      const merged = mergeOptions(algorithm.defaults, algorithm.ranges, given);
      const fitted = algorithm.fitOptions(merged.options);
      return { options: merged.options, algorithm, problems: [...problems, ...merged.problems, ...fitted] };
  }
  /** The request's prefabs that are whole and consistent; every other entry is reported and skipped. */
  function readPrefabs(given, problems) {
      if (!isOptionsObject(given))
          return [];
      let prefabs;
      try {
          prefabs = given.prefabs;
      }
      catch {
          problems.push("the request's prefabs could not be read; none are used");
          return [];
      }
      if (prefabs === undefined || prefabs === null)
          return [];
      if (!Array.isArray(prefabs)) {
          problems.push(`the request's prefabs are ${safeFormat(prefabs)}, not a list; none are used`);
          return [];
      }
      const usable = [];
      prefabs.forEach((prefab, index) => {
          const flaw = prefabFlaw(prefab);
          if (flaw)
              problems.push(`prefab ${index + 1} is skipped: ${flaw}`);
          else
              usable.push(prefab);
      });
      return usable;
  }
  /** What makes a prefab unusable (the shape parsePrefabs builds: src/core/prefab.ts), or null when it is whole. */
  function prefabFlaw(prefab) {
      try {
          if (!isOptionsObject(prefab))
              return `${safeFormat(prefab)} is not a prefab`;
          const { name, width, height, kinds, connections } = prefab;
          if (typeof name !== "string")
              return "its name is not text";
          if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
              return `its size ${safeFormat(width)}×${safeFormat(height)} is not two whole numbers above 0`;
          if (!(kinds instanceof Uint8Array) || kinds.length !== width * height)
              return `its tiles are not one byte per tile of ${width}×${height}`;
          if (!Array.isArray(connections) || connections.some((tile) => !Number.isInteger(tile) || tile < 0 || tile >= kinds.length))
              return "its connections are not tiles inside it";
          return null;
      }
      catch {
          return "it could not be read";
      }
  }
  /** The painted structure when it is a byte per tile of this map, else null (a wrong size is reported). */
  function readStructure$1(given, width, height, problems) {
      if (!isOptionsObject(given))
          return null;
      try {
          const structure = given.structure;
          if (structure === undefined || structure === null)
              return null;
          if (structure instanceof Uint8Array && structure.length === width * height)
              return structure;
          problems.push(`the painted structure is not one byte per tile of the ${width}×${height} map; it is ignored`);
          return null;
      }
      catch {
          return null;
      }
  }
  function generateDungeon(width, height, given, seed, onPhase) {
      var _a, _b, _c, _d, _e, _f;
      const { options, algorithm, problems } = resolveDungeonOptions(given);
      const badSize = (_a = checkGridSize(width, height)) !== null && _a !== void 0 ? _a : algorithm.checkSize(width, height, options);
      if (badSize)
          return { ok: false, reason: badSize, problems };
      if (!isUsableSeed(seed))
          problems.push(`seed ${safeFormat(seed)} is not a number; using 0`);
      const usedSeed = normalizeSeed(seed);
      const grid = createGrid(width, height);
      const input = { prefabs: readPrefabs(given, problems), structure: readStructure$1(given, width, height, problems) };
      const layout = algorithm.carve(grid, options, new Random(usedSeed), input, onPhase);
      const pieces = readPieces(given, problems);
      const placed = pieces.length === 0 ? [] : placePieces(grid, layout, pieces, readPieceCount(given, problems), options, (_b = input.structure) !== null && _b !== void 0 ? _b : null, usedSeed, problems);
      if (pieces.length > 0)
          ;
      addNorthWalls(grid, options.wallHeight);
      const content = readContent(given);
      // The tiles the gatehouses keep as painted matter only when content is asked for.
      const keep = content === undefined ? input.structure : paintedTiles((_c = input.structure) !== null && _c !== void 0 ? _c : null, placed, width, height);
      const plan = placeArrivalAndContent(grid, layout, content, usedSeed, { wallHeight: options.wallHeight, keep }, placed.length > 0 ? describePieces(grid, layout.areas.length, pieces, placed) : undefined);
      problems.push(...((_d = plan.pieceProblems) !== null && _d !== void 0 ? _d : []));
      const { arrival } = plan;
      const placements = placementsOf(plan);
      const dungeon = { width, height, seed: usedSeed, options, grid, layout, arrival, ...(plan.content ? { content: plan.content } : {}), placements, pieces: placed };
      // What of the map's input (a vault larger than the map) the layout could not use, said by the layout itself.
      problems.push(...((_f = (_e = algorithm.inputProblems) === null || _e === void 0 ? void 0 : _e.call(algorithm, input, width, height, options)) !== null && _f !== void 0 ? _f : []));
      return { ok: true, dungeon, problems };
  }
  /** The set-piece stage on a random stream of its own, inside the layout's frame (kit/frame.ts). */
  function placePieces(grid, layout, pieces, count, options, structure, seed, problems) {
      var _a;
      const { wallHeight } = options;
      const frame = regionOf(grid.width, grid.height, { border: (_a = options.border) !== null && _a !== void 0 ? _a : 1, wallHeight });
      // Floor never on the map's edge, nor within wallHeight rows of the top, whatever the border.
      const region = { left: Math.max(1, frame.left), top: Math.max(1, wallHeight, frame.top), right: Math.min(grid.width - 2, frame.right), bottom: Math.min(grid.height - 2, frame.bottom) };
      return placeSetPieces(grid, layout, pieces, { wallHeight, region, count, structure }, new Random(mixSeed(seed, PIECES_STREAM)), problems);
  }
  /**
   * The tiles later stages must leave as they are (the gatehouse never walls them): the structure
   * the game maker painted on the map and every placed piece's rectangle. Null when there are none.
   */
  function paintedTiles(structure, placed, width, height) {
      if (placed.length === 0)
          return structure;
      const keep = new Uint8Array(width * height);
      if (structure)
          keep.set(structure);
      for (const piece of placed) {
          for (let y = piece.y; y < piece.y + piece.height; y++)
              keep.fill(1, y * width + piece.x, y * width + piece.x + piece.width);
      }
      return keep;
  }
  /** The request's set pieces that are whole and consistent; every other entry is reported and skipped. */
  function readPieces(given, problems) {
      if (!isOptionsObject(given))
          return [];
      let pieces;
      try {
          pieces = given.pieces;
      }
      catch {
          problems.push("the request's set pieces could not be read; none are used");
          return [];
      }
      if (pieces === undefined || pieces === null)
          return [];
      if (!Array.isArray(pieces)) {
          problems.push(`the request's set pieces are ${safeFormat(pieces)}, not a list; none are used`);
          return [];
      }
      const usable = [];
      pieces.forEach((piece, index) => {
          const flaw = pieceFlaw(piece);
          if (flaw)
              problems.push(`set piece ${pieceLabel(piece, index)} is skipped: ${flaw}`);
          else
              usable.push(piece);
      });
      return usable;
  }
  function pieceLabel(piece, index) {
      try {
          const name = piece === null || piece === void 0 ? void 0 : piece.name;
          return typeof name === "string" ? `"${name}"` : `${index + 1}`;
      }
      catch {
          return `${index + 1}`;
      }
  }
  /** What makes a set piece unusable (the shape of set-piece.ts), or null when it is whole. */
  function pieceFlaw(piece) {
      try {
          if (!isOptionsObject(piece))
              return `${safeFormat(piece)} is not a set piece`;
          const { name, width, height, kinds, entrances, eventTiles, required, weight, max, mirror, spot } = piece;
          if (typeof name !== "string")
              return "its name is not text";
          if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
              return `its size ${safeFormat(width)}×${safeFormat(height)} is not two whole numbers above 0`;
          if (!(kinds instanceof Uint8Array) || kinds.length !== width * height || kinds.some((kind) => kind > TileKind.Wall))
              return `its tiles are not one tile kind per tile of ${width}×${height}`;
          const inside = (tile) => Number.isInteger(tile) && tile >= 0 && tile < kinds.length;
          if (!Array.isArray(entrances) || !entrances.every(inside))
              return "its entrances are not tiles inside it";
          if (entrances.length === 0)
              return "it has no entrance";
          const bad = entrances.find((tile) => !onOuterEdge(tile, width, height) || (kinds[tile] !== TileKind.Room && kinds[tile] !== TileKind.Corridor));
          if (bad !== undefined)
              return `its entrance at (${bad % width},${Math.floor(bad / width)}) is not floor on its outer edge`;
          if (!Array.isArray(eventTiles) || !eventTiles.every(inside))
              return "its event tiles are not tiles inside it";
          if (typeof required !== "boolean" || typeof mirror !== "boolean")
              return "its Required and Mirror flags are not true or false";
          if (typeof weight !== "number" || !Number.isFinite(weight) || weight < 0)
              return `its weight ${safeFormat(weight)} is not a number of 0 or more`;
          if (!Number.isInteger(max) || max < 1)
              return `its Max ${safeFormat(max)} is not a whole number above 0`;
          if (!PIECE_SPOTS.includes(spot))
              return `its spot ${safeFormat(spot)} is not one of ${PIECE_SPOTS.join(", ")}`;
          return null;
      }
      catch {
          return "it could not be read";
      }
  }
  function onOuterEdge(tile, width, height) {
      const x = tile % width;
      const y = (tile - x) / width;
      return x === 0 || y === 0 || x === width - 1 || y === height - 1;
  }
  /** How many optional pieces to place: a whole number 0–MAX_PIECE_COUNT, else the default with a message. */
  function readPieceCount(given, problems) {
      let count;
      try {
          count = given.pieceCount;
      }
      catch {
          count = "(unreadable)";
      }
      if (count === undefined)
          return DEFAULT_PIECE_COUNT;
      if (typeof count === "number" && Number.isInteger(count) && count >= 0 && count <= MAX_PIECE_COUNT)
          return count;
      problems.push(`the set piece count ${safeFormat(count)} is not a whole number from 0 to ${MAX_PIECE_COUNT}; using ${DEFAULT_PIECE_COUNT}`);
      return DEFAULT_PIECE_COUNT;
  }
  /** The request's content list, or undefined when none is given. */
  function readContent(given) {
      if (!isOptionsObject(given))
          return undefined;
      try {
          return given.content;
      }
      catch {
          return "(unreadable)";
      }
  }
  /** The arrival first, then every content copy, as one list of tiles. */
  function placementsOf({ arrival, arrivalRelaxation, content }) {
      var _a;
      const copies = (_a = content === null || content === void 0 ? void 0 : content.copies) !== null && _a !== void 0 ? _a : [];
      const tiles = new Int32Array(copies.length + 1);
      const relaxations = new Uint8Array(copies.length + 1);
      tiles[0] = arrival;
      relaxations[0] = arrivalRelaxation;
      copies.forEach((copy, i) => {
          tiles[i + 1] = copy.tile;
          relaxations[i + 1] = copy.relaxation;
      });
      return { tiles, relaxations };
  }

  /**
   * RPG Maker MZ tile ids, autotile kinds and the shape rules the map editor applies, written from
   * docs/architecture.md, "Autotiles" (no engine code). Everything here is a pure function of tile ids, or of a
   * `TileLayer` view onto one layer of `$dataMap.data`, so painting, tests and previews share it.
   *
   * Sameness is always "same base id": for an autotile its kind's first id, for any other tile the
   * id itself. Layer reads normalise on the fly, so a layer may hold bare base ids or finished ids
   * (base + shape) in any mix. The rules themselves are small functions of neighbour ids
   * (`floorShape`/`neighbourDiffers`, `roofEdges`, `joinsWallSide`, `waterfallEdges`, `shadowFor`):
   * the `…At(layer, x, y)` functions gather neighbours from a layer, paint.ts gathers them from the
   * dungeon grid in a single fast pass, and both apply the same rules.
   */
  // Sheet start ids (docs/architecture.md, "Tile ids").
  const TILE_ID_E = 768;
  const TILE_ID_A5 = 1536;
  const TILE_ID_A1 = 2048;
  const TILE_ID_A2 = 2816;
  const TILE_ID_A3 = 4352;
  const TILE_ID_A4 = 5888;
  const TILE_ID_MAX = 8192;
  /** Ids per autotile kind: 48 shapes (wall-type and waterfall kinds use only the first 16 / 4). */
  const AUTOTILE_SHAPES = 48;
  /** Index into a tileset's `tilesetNames` for each sheet. */
  const SheetIndex = { A1: 0, A2: 1, A3: 2, A4: 3, A5: 4, B: 5};
  /** Which shape rule an autotile kind follows; None for plain tiles. */
  const ShapeFamily = { None: 0, Floor: 1, Wall: 2, Waterfall: 3 };
  /** Neighbour bits of a floor-type neighbourhood mask ("this neighbour differs"). */
  const Neighbour = {
      Left: 1,
      Top: 2,
      Right: 4,
      Bottom: 8,
      TopLeft: 16,
      TopRight: 32,
      BottomRight: 64,
      BottomLeft: 128,
  };
  /** Edge bits of a wall-type shape (the shape number is the mask). */
  const WallEdge = { Left: 1, Top: 2, Right: 4, Bottom: 8 };
  /** Edge bits of a waterfall shape. */
  const WaterfallEdge = { Left: 1, Right: 2 };
  /** Stands for a neighbour beyond the map edge, which counts as same as anything. */
  const OFF_MAP = -1;
  /** z4 value darkening the left half of a tile (1 top-left + 4 bottom-left). */
  const SHADOW_LEFT_HALF = 5;
  // ---------------------------------------------------------------------------------------------
  // Ids and kinds
  /** A tile id the engine can hold: an integer from 0 to 8191. */
  function isValidTileId(id) {
      return Number.isInteger(id) && id >= 0 && id < TILE_ID_MAX;
  }
  function isAutotile(id) {
      return id >= TILE_ID_A1 && id < TILE_ID_MAX;
  }
  /** The autotile kind (0–127) of an autotile id. */
  function autotileKind(id) {
      return Math.floor((id - TILE_ID_A1) / AUTOTILE_SHAPES);
  }
  /** The first id of an autotile kind. */
  function autotileBase(kind) {
      return TILE_ID_A1 + AUTOTILE_SHAPES * kind;
  }
  function autotileId(kind, shape) {
      return autotileBase(kind) + shape;
  }
  // Kind classification. Within A3 and A4 each row of 8 kinds alternates: the first row of every
  // 16 kinds is roofs / wall tops, the second walls / wall sides.
  function isWaterfallKind(kind) {
      return kind >= 5 && kind < 16 && kind % 2 === 1;
  }
  function isRoofKind(kind) {
      return kind >= 48 && kind < 80 && kind % 16 < 8;
  }
  function isWallTopKind(kind) {
      return kind >= 80 && kind < 128 && kind % 16 < 8;
  }
  /** A3 walls and A4 wall sides. */
  function isWallSideKind(kind) {
      return kind >= 48 && kind < 128 && kind % 16 >= 8;
  }
  function shapeFamilyOfKind(kind) {
      if (kind < 0 || kind >= 128)
          return ShapeFamily.None;
      if (isWaterfallKind(kind))
          return ShapeFamily.Waterfall;
      if (isRoofKind(kind) || isWallSideKind(kind))
          return ShapeFamily.Wall;
      return ShapeFamily.Floor;
  }
  // Per-id lookups, decided once at load: painting asks these for every neighbour of every tile,
  // and a table load is much cheaper than the divisions behind kind and shape.
  const Trait = { Roof: 1, WallTop: 2, WallSide: 4, Waterfall: 8 };
  const BASE_IDS = new Uint16Array(TILE_ID_MAX);
  const TRAITS = new Uint8Array(TILE_ID_MAX);
  const FAMILIES = new Uint8Array(TILE_ID_MAX);
  for (let id = 0; id < TILE_ID_MAX; id++) {
      const kind = isAutotile(id) ? autotileKind(id) : -1;
      BASE_IDS[id] = kind < 0 ? id : autotileBase(kind);
      FAMILIES[id] = shapeFamilyOfKind(kind);
      if (kind < 0)
          continue;
      TRAITS[id] =
          (isRoofKind(kind) ? Trait.Roof : 0) |
              (isWallTopKind(kind) ? Trait.WallTop : 0) |
              (isWallSideKind(kind) ? Trait.WallSide : 0) |
              (isWaterfallKind(kind) ? Trait.Waterfall : 0);
  }
  function hasTrait(id, trait) {
      return id >= 0 && id < TILE_ID_MAX && (TRAITS[id] & trait) !== 0;
  }
  /** The id that stands for a tile's whole kind: the kind's base id for autotiles, else the id. */
  function baseTileId(id) {
      return id >= 0 && id < TILE_ID_MAX ? BASE_IDS[id] : id;
  }
  function shapeFamily(id) {
      return id >= 0 && id < TILE_ID_MAX ? FAMILIES[id] : ShapeFamily.None;
  }
  function isWaterfall(id) {
      return hasTrait(id, Trait.Waterfall);
  }
  function isRoof(id) {
      return hasTrait(id, Trait.Roof);
  }
  function isWallTop(id) {
      return hasTrait(id, Trait.WallTop);
  }
  /** A3 walls and A4 wall sides. */
  function isWallSide(id) {
      return hasTrait(id, Trait.WallSide);
  }
  /** A3 or A4: roofs, walls, wall tops and wall sides — the tiles that stand above the ground. */
  function isRaised(id) {
      return id >= TILE_ID_A3 && id < TILE_ID_MAX;
  }
  /** Tiles on each of the B–E sheets. */
  const SHEET_TILES = 256;
  /** Index into `tilesetNames` of the sheet holding this id, or −1 when no sheet holds it. */
  function tileSheetIndex(id) {
      if (!isValidTileId(id))
          return -1;
      if (id >= TILE_ID_A4)
          return SheetIndex.A4;
      if (id >= TILE_ID_A3)
          return SheetIndex.A3;
      if (id >= TILE_ID_A2)
          return SheetIndex.A2;
      if (id >= TILE_ID_A1)
          return SheetIndex.A1;
      if (id >= TILE_ID_A5)
          return SheetIndex.A5;
      if (id >= TILE_ID_E + SHEET_TILES)
          return -1; // past E and before A5: no sheet holds these
      return SheetIndex.B + Math.floor(id / SHEET_TILES); // B, C, D, E follow each other
  }
  /**
   * Whether a tileset can draw this id: its sheet has an image name. Id 0 is the empty tile and
   * draws nothing, so every tileset has it.
   */
  function hasTileSheet(tilesetNames, id) {
      if (id === 0)
          return true;
      const sheet = tileSheetIndex(id);
      return sheet >= 0 && typeof tilesetNames[sheet] === "string" && tilesetNames[sheet] !== "";
  }
  // ---------------------------------------------------------------------------------------------
  // Shape rules on neighbourhood masks
  /**
   * Floor-type shape (0–46) for a mask of differing neighbours (`Neighbour` bits). A diagonal only
   * counts when both sides beside it are same. Within a family the diagonal bits run clockwise
   * (top-left, top-right, bottom-right, bottom-left) starting after the differing side(s) — the
   * order the engine's quarter table uses.
   */
  function floorShape(differs) {
      return FLOOR_SHAPES[differs & 0xff];
  }
  function floorShapeRule(differs) {
      const left = (differs & Neighbour.Left) !== 0;
      const top = (differs & Neighbour.Top) !== 0;
      const right = (differs & Neighbour.Right) !== 0;
      const bottom = (differs & Neighbour.Bottom) !== 0;
      const topLeft = !left && !top && (differs & Neighbour.TopLeft) !== 0 ? 1 : 0;
      const topRight = !top && !right && (differs & Neighbour.TopRight) !== 0 ? 1 : 0;
      const bottomRight = !bottom && !right && (differs & Neighbour.BottomRight) !== 0 ? 1 : 0;
      const bottomLeft = !bottom && !left && (differs & Neighbour.BottomLeft) !== 0 ? 1 : 0;
      const sides = differs & 0x0f;
      switch (sides) {
          case 0:
              return topLeft | (topRight << 1) | (bottomRight << 2) | (bottomLeft << 3);
          case Neighbour.Left:
              return 16 | topRight | (bottomRight << 1);
          case Neighbour.Top:
              return 20 | bottomRight | (bottomLeft << 1);
          case Neighbour.Right:
              return 24 | bottomLeft | (topLeft << 1);
          case Neighbour.Bottom:
              return 28 | topLeft | (topRight << 1);
          case Neighbour.Left | Neighbour.Right:
              return 32;
          case Neighbour.Top | Neighbour.Bottom:
              return 33;
          case Neighbour.Top | Neighbour.Left:
              return 34 + bottomRight;
          case Neighbour.Top | Neighbour.Right:
              return 36 + bottomLeft;
          case Neighbour.Bottom | Neighbour.Right:
              return 38 + topLeft;
          case Neighbour.Bottom | Neighbour.Left:
              return 40 + topRight;
          case Neighbour.Left | Neighbour.Top | Neighbour.Right:
              return 42; // only bottom same
          case Neighbour.Left | Neighbour.Top | Neighbour.Bottom:
              return 43; // only right same
          case Neighbour.Left | Neighbour.Right | Neighbour.Bottom:
              return 44; // only top same
          case Neighbour.Top | Neighbour.Right | Neighbour.Bottom:
              return 45; // only left same
          default:
              return 46;
      }
  }
  /** All 256 neighbourhoods, decided once so painting is a table lookup. */
  const FLOOR_SHAPES = (() => {
      const table = new Uint8Array(256);
      for (let differs = 0; differs < 256; differs++)
          table[differs] = floorShapeRule(differs);
      return table;
  })();
  /** Waterfall shape (0–3): only the left and right sides matter. */
  function waterfallShape(leftDiffers, rightDiffers) {
      return (leftDiffers ? WaterfallEdge.Left : 0) | (rightDiffers ? WaterfallEdge.Right : 0);
  }
  /** A view onto layer z of `$dataMap.data` (or any array laid out the same way). */
  function mapLayer(data, width, height, z) {
      return { data, offset: z * width * height, width, height };
  }
  function baseAt(layer, x, y) {
      return baseTileId(layer.data[layer.offset + y * layer.width + x]);
  }
  /** The shape the editor gives the autotile at (x, y), from its own kind; 0 for plain tiles. */
  function autotileShapeAt(layer, x, y) {
      const base = baseAt(layer, x, y);
      switch (shapeFamily(base)) {
          case ShapeFamily.Floor:
              return floorShapeAt(layer, x, y);
          case ShapeFamily.Wall:
              return wallShapeAt(layer, x, y);
          case ShapeFamily.Waterfall:
              return waterfallShapeAt(layer, x, y);
          default:
              return 0;
      }
  }
  /** Floor-type rule: each side and corner compared with this tile; the map edge counts as same. */
  function floorShapeAt(layer, x, y) {
      return floorShape(floorDiffers(layer, x, y));
  }
  /** The `Neighbour` mask of neighbours whose kind differs from (x, y)'s; off-map is same. */
  function floorDiffers(layer, x, y) {
      return neighbourDiffers(neighbourAt(layer, x - 1, y - 1), neighbourAt(layer, x, y - 1), neighbourAt(layer, x + 1, y - 1), neighbourAt(layer, x - 1, y), baseAt(layer, x, y), neighbourAt(layer, x + 1, y), neighbourAt(layer, x - 1, y + 1), neighbourAt(layer, x, y + 1), neighbourAt(layer, x + 1, y + 1));
  }
  /** Base id at (x, y), or OFF_MAP beyond the map's edge. */
  function neighbourAt(layer, x, y) {
      return x < 0 || y < 0 || x >= layer.width || y >= layer.height ? OFF_MAP : baseAt(layer, x, y);
  }
  /** A neighbour (base id or OFF_MAP) that differs from the centre tile's base id. */
  function differsFrom(neighbour, centre) {
      return neighbour !== centre && neighbour !== OFF_MAP;
  }
  /** The `Neighbour` mask of a 3×3 neighbourhood of base ids (OFF_MAP beyond the edge), row by row. */
  function neighbourDiffers(topLeft, top, topRight, left, centre, right, bottomLeft, bottom, bottomRight) {
      return ((differsFrom(left, centre) ? Neighbour.Left : 0) |
          (differsFrom(top, centre) ? Neighbour.Top : 0) |
          (differsFrom(right, centre) ? Neighbour.Right : 0) |
          (differsFrom(bottom, centre) ? Neighbour.Bottom : 0) |
          (differsFrom(topLeft, centre) ? Neighbour.TopLeft : 0) |
          (differsFrom(topRight, centre) ? Neighbour.TopRight : 0) |
          (differsFrom(bottomRight, centre) ? Neighbour.BottomRight : 0) |
          (differsFrom(bottomLeft, centre) ? Neighbour.BottomLeft : 0));
  }
  /** Roof rule: the `WallEdge` mask of 4-neighbours (base ids or OFF_MAP) that differ. */
  function roofEdges(top, left, centre, right, bottom) {
      return ((differsFrom(left, centre) ? WallEdge.Left : 0) |
          (differsFrom(top, centre) ? WallEdge.Top : 0) |
          (differsFrom(right, centre) ? WallEdge.Right : 0) |
          (differsFrom(bottom, centre) ? WallEdge.Bottom : 0));
  }
  /** Waterfall rule on the left and right neighbours (base ids or OFF_MAP). */
  function waterfallEdges(left, centre, right) {
      return waterfallShape(differsFrom(left, centre), differsFrom(right, centre));
  }
  /**
   * Wall-type rule (A3 roofs and walls, A4 wall sides): the `WallEdge` mask of sides showing an
   * edge. Roofs edge wherever the neighbour differs. Wall sides follow the editor's run rule.
   */
  function wallShapeAt(layer, x, y) {
      return isWallSide(baseAt(layer, x, y)) ? wallSideEdges(layer, x, y) : plainEdges(layer, x, y);
  }
  /** Edges where the 4-neighbour differs; the map edge counts as same. */
  function plainEdges(layer, x, y) {
      const top = neighbourAt(layer, x, y - 1);
      const bottom = neighbourAt(layer, x, y + 1);
      return roofEdges(top, neighbourAt(layer, x - 1, y), baseAt(layer, x, y), neighbourAt(layer, x + 1, y), bottom);
  }
  /**
   * Wall sides: up/down edge where the neighbour is another kind (a two-high wall is one piece).
   * Left/right: the side is joined only when the neighbouring column can carry the wall on at
   * BOTH the top and the bottom row of this tile's vertical run; so a wall running under the
   * ceiling continues seamlessly, while one next to floor or a wall of another height shows its edge.
   */
  function wallSideEdges(layer, x, y) {
      const base = baseAt(layer, x, y);
      const top = runTop(layer, x, y, base);
      const bottom = runBottom(layer, x, y, base);
      let edges = 0;
      if (y > 0 && baseAt(layer, x, y - 1) !== base)
          edges |= WallEdge.Top;
      if (y < layer.height - 1 && baseAt(layer, x, y + 1) !== base)
          edges |= WallEdge.Bottom;
      if (x > 0 && !columnCarriesWall(layer, x - 1, top, bottom, base))
          edges |= WallEdge.Left;
      if (x < layer.width - 1 && !columnCarriesWall(layer, x + 1, top, bottom, base))
          edges |= WallEdge.Right;
      return edges;
  }
  function columnCarriesWall(layer, x, top, bottom, wall) {
      return joinsWallSide(baseAt(layer, x, top), wall) && joinsWallSide(baseAt(layer, x, bottom), wall);
  }
  /** What a wall side continues into sideways: the same wall kind, or a wall top, roof or waterfall. */
  function joinsWallSide(neighbour, wall) {
      return neighbour === wall || isWallTop(neighbour) || isRoof(neighbour) || isWaterfall(neighbour);
  }
  /** Topmost row of the vertical run of `base` through (x, y). */
  function runTop(layer, x, y, base) {
      let top = y;
      while (top > 0 && baseAt(layer, x, top - 1) === base)
          top--;
      return top;
  }
  /** Bottom row of the vertical run of `base` through (x, y). */
  function runBottom(layer, x, y, base) {
      let bottom = y;
      while (bottom < layer.height - 1 && baseAt(layer, x, bottom + 1) === base)
          bottom++;
      return bottom;
  }
  /** Waterfall rule: left and right edges where the neighbour differs; the map edge is same. */
  function waterfallShapeAt(layer, x, y) {
      return waterfallEdges(neighbourAt(layer, x - 1, y), baseAt(layer, x, y), neighbourAt(layer, x + 1, y));
  }
  // ---------------------------------------------------------------------------------------------
  // Shadows
  /** The z4 shadow the editor adds at (x, y): the left half (5) when the left neighbour stands
   * higher than this tile, else 0 (see `shadowFor`). */
  function shadowAt(layer, x, y) {
      const here = baseAt(layer, x, y);
      const left = neighbourAt(layer, x - 1, y);
      const aboveLeft = neighbourAt(layer, x - 1, y - 1);
      const leftIsTaller = isWallSide(left) && wallRunLength(layer, x - 1, y, left) > wallRunLength(layer, x, y, here);
      return shadowFor(here, left, aboveLeft, leftIsTaller);
  }
  /**
   * The shadow rule on tile ids. The left neighbour stands higher, and darkens this tile's left
   * half, when it is
   *   - a wall top or roof with a raised tile (A3/A4) above it: the body of a ceiling block, not
   *     its top row (as the editor and SAN_MapGenerator do), or
   *   - a wall side whose vertical run is taller than this tile's own (`leftRunIsTaller`; a tile
   *     that is not a wall side counts as height 0, so any wall side shades the floor beside it).
   * Wall tops and roofs never get a shadow: they are the high ground. `left` and `aboveLeft` may
   * be OFF_MAP (so column 0 never has a shadow, and a row-0 wall top casts none).
   */
  function shadowFor(here, left, aboveLeft, leftRunIsTaller) {
      if (isWallTop(here) || isRoof(here))
          return 0;
      if (isWallSide(left))
          return leftRunIsTaller ? SHADOW_LEFT_HALF : 0;
      if (isWallTop(left) || isRoof(left))
          return isRaised(aboveLeft) ? SHADOW_LEFT_HALF : 0;
      return 0;
  }
  /** Height of the wall-side run through (x, y); 0 when the tile is not a wall side. */
  function wallRunLength(layer, x, y, base) {
      if (!isWallSide(base))
          return 0;
      return runBottom(layer, x, y, base) - runTop(layer, x, y, base) + 1;
  }

  const MAP_LAYER_COUNT = 6;
  const SHADOW_LAYER = 4;
  const REGION_LAYER$1 = 5;
  /** Autotiles reduced to their kind's base id, other tiles unchanged. */
  function normalizeDungeonTiles(tiles) {
      return { voidTile: baseTileId(tiles.voidTile), floorTile: baseTileId(tiles.floorTile), wallTile: baseTileId(tiles.wallTile) };
  }
  /**
   * Writes the dungeon into `data` in place. Throws a RangeError when `data` does not have the
   * dungeon's size (width*height*6): the caller checks the map before generating.
   */
  function paintDungeon(data, dungeon, settings) {
      const { width, height } = dungeon;
      const expected = width * height * MAP_LAYER_COUNT;
      if (data.length !== expected) {
          throw new RangeError(`map data has ${data.length} entries; a ${width}×${height} map needs ${expected}`);
      }
      const painter = new DungeonPainter(dungeon.grid.kinds, width, height, settings);
      for (let y = 0; y < height; y++)
          painter.paintRow(data, y);
  }
  /*
   * How a tile's neighbourhood is read. Each column of a row's 3×3 window is one small number, its
   * column code: the TileKinds (0–3) of the tiles above, at and below the row, 2 bits each
   * (above << 4 | at << 2 | below). A (left, centre) and a (centre, right) pair of column codes
   * index tables of the `Neighbour` bits they show (the left one also holds the shadow), and the
   * tile's kind with its whole mask indexes the finished id. The map edge counts as "same" for
   * every rule; beyond it the window reads the centre row (or column) again, which gives the same
   * shapes: a missing side then equals the centre, and a missing corner equals a side next to it,
   * which either equals the centre too or shows an edge that hides the corner (floor-type shapes
   * ignore a corner beside a differing side). Shadows are the exception (a wall top casts one only
   * with a raised tile above-left), so row 0 has its own table, with nothing above.
   */
  const KIND_COUNT = 4;
  const KIND_BITS = 2;
  const KIND_MASK = 3;
  /** Column codes: 3 kinds of 2 bits. */
  const COLUMN_CODES = 64;
  const COLUMN_BITS = 6;
  /** Neighbour masks: 8 bits. */
  const MASKS = 256;
  const MASK_BITS = 8;
  const MASK_ALL = 0xff;
  /** Left-pair entries hold the shadow above the Neighbour bits. */
  const SHADOW_SHIFT = 8;
  /** A shadow that depends on the wall runs' heights, decided per tile after the row. */
  const SHADOW_BY_RUNS = 0xff;
  const SHADOW_BY_RUNS_ENTRY = SHADOW_BY_RUNS << SHADOW_SHIFT;
  /** The top bit of a left-pair entry: set only for SHADOW_BY_RUNS. */
  const SHADOW_BY_RUNS_BIT = 15;
  /** The finished-id entry of a wall side, whose shape is decided per tile after the row. */
  const WALL_SIDE_ENTRY = -1;
  function columnCode(kinds, above, at, below) {
      return (kinds[above] << (2 * KIND_BITS)) | (kinds[at] << KIND_BITS) | kinds[below];
  }
  function middleKind(code) {
      return (code >> KIND_BITS) & KIND_MASK;
  }
  function topKind(code) {
      return code >> (2 * KIND_BITS);
  }
  function bottomKind(code) {
      return code & KIND_MASK;
  }
  /**
   * Layers z0–z5 of one row, `row` being its first tile and `above`/`below` the first tiles of the
   * rows read above and below it. The window slides along the row one new column per tile; the
   * columns of wall sides (and of tiles whose shadow depends on wall runs) are noted in `pending`,
   * shifted left by one with bit 0 set when the shadow is to be decided; returns how many.
   */
  function paintRowLayers(data, kinds, row, above, below, width, size, leftMasks, { tiles, rightMasks }, regions, pending) {
      let pendingCount = 0;
      let centre = columnCode(kinds, above, row, below);
      let left = centre;
      for (let x = 0; x < width; x++) {
          const right = x + 1 < width ? columnCode(kinds, above + x + 1, row + x + 1, below + x + 1) : centre;
          const leftEntry = leftMasks[(left << COLUMN_BITS) | centre];
          const kind = middleKind(centre);
          const tile = tiles[(kind << MASK_BITS) | (leftEntry & MASK_ALL) | rightMasks[(centre << COLUMN_BITS) | right]];
          const i = row + x;
          data[i] = tile;
          data[i + size] = 0;
          data[i + 2 * size] = 0;
          data[i + 3 * size] = 0;
          data[i + SHADOW_LAYER * size] = leftEntry >> SHADOW_SHIFT;
          data[i + REGION_LAYER$1 * size] = regions[kind];
          if (tile === WALL_SIDE_ENTRY || leftEntry >= SHADOW_BY_RUNS_ENTRY)
              pending[pendingCount++] = (x << 1) | (leftEntry >> SHADOW_BY_RUNS_BIT);
          left = centre;
          centre = right;
      }
      return pendingCount;
  }
  /**
   * Paints one row at a time, all six layers of each tile in one loop, reading the grid's
   * TileKinds (never `data`, so shapes are written while neighbours are still being read). The
   * few tiles whose shape or shadow depends on a whole wall run (wall sides, and tiles beside
   * them) are noted in the loop and finished after it, so the loop itself is table lookups only.
   */
  class DungeonPainter {
      constructor(kinds, width, height, settings) {
          this.kinds = kinds;
          this.width = width;
          this.height = height;
          this.tables = paintTables(normalizeDungeonTiles(settings.tiles));
          this.regions = Int32Array.of(0, settings.roomRegion, settings.corridorRegion, 0);
          this.size = width * height;
          this.pending = new Int32Array(width);
          this.runTops = new Int32Array(width).fill(-1);
          this.runBottoms = new Int32Array(width).fill(-1);
          this.runSides = new Int32Array(width);
      }
      /** All six layers of row y; the tiles that depend on wall runs are finished after the row. */
      paintRow(data, y) {
          const { kinds, width, height, tables } = this;
          const row = y * width;
          const above = y > 0 ? row - width : row;
          const below = y < height - 1 ? row + width : row;
          const leftMasks = y > 0 ? tables.leftMasks : tables.topRowLeftMasks;
          const pendingCount = paintRowLayers(data, kinds, row, above, below, width, this.size, leftMasks, tables, this.regions, this.pending);
          this.finishRow(data, y, pendingCount);
      }
      /**
       * The pending tiles of row y, all wall sides: z0 by the run rule (see `wallShapeAt` in
       * autotile.ts) and, where bit 0 of the entry says so, z4 by whether the wall side to the left
       * is taller. Tiles are finished left to right and rows top-down, so the run of the column to
       * the left (a wall side too) is already known.
       */
      finishRow(data, y, count) {
          const { kinds, width, size, pending, runTops, runBottoms, runSides } = this;
          const { bases } = this.tables;
          const row = y * width;
          const lastRow = this.height - 1;
          for (let k = 0; k < count; k++) {
              const x = pending[k] >> 1;
              const i = row + x;
              if (y > runBottoms[x])
                  this.findRun(x, y);
              const top = runTops[x];
              const bottom = runBottoms[x];
              const vertical = (top === y && y > 0 ? WallEdge.Top : 0) | (bottom === y && y < lastRow ? WallEdge.Bottom : 0);
              data[i] = bases[kinds[i]] + (runSides[x] | vertical);
              if ((pending[k] & 1) !== 0) {
                  const leftIsTaller = x > 0 && runBottoms[x - 1] - runTops[x - 1] > bottom - top;
                  data[i + SHADOW_LAYER * size] = leftIsTaller ? SHADOW_LEFT_HALF : 0;
              }
          }
      }
      /** Makes runTops[x]..runBottoms[x] the run of equal tiles through (x, y), runSides[x] its side edges. */
      findRun(x, y) {
          if (y >= this.runTops[x] && y <= this.runBottoms[x])
              return;
          const { kinds, width, height } = this;
          const { alike } = this.tables;
          const kind = kinds[y * width + x];
          let top = y;
          while (top > 0 && alike[kinds[(top - 1) * width + x]] === alike[kind])
              top--;
          let bottom = y;
          while (bottom < height - 1 && alike[kinds[(bottom + 1) * width + x]] === alike[kind])
              bottom++;
          this.runTops[x] = top;
          this.runBottoms[x] = bottom;
          this.runSides[x] = this.sideEdges(x, top, bottom, kind);
      }
      /**
       * Left/right `WallEdge`s of a wall-side run from `top` to `bottom` in column x: joined only where
       * the next column carries the wall on at both the run's top and bottom row (0 for other tiles).
       */
      sideEdges(x, top, bottom, kind) {
          if (this.tables.wallSides[kind] === 0)
              return 0;
          let edges = 0;
          if (x > 0 && !this.carriesWall(x - 1, top, bottom, kind))
              edges |= WallEdge.Left;
          if (x < this.width - 1 && !this.carriesWall(x + 1, top, bottom, kind))
              edges |= WallEdge.Right;
          return edges;
      }
      carriesWall(x, top, bottom, wallKind) {
          const { kinds, width } = this;
          const { joins } = this.tables;
          return joins[(kinds[top * width + x] << KIND_BITS) | wallKind] === 1 && joins[(kinds[bottom * width + x] << KIND_BITS) | wallKind] === 1;
      }
  }
  // A map is painted with the same three tiles again and again (one plugin setting, a template
  // per map): the tables of the last tiles are kept, as making them takes longer than a small map.
  let lastTables = null;
  function paintTables(tiles) {
      const key = `${tiles.voidTile},${tiles.floorTile},${tiles.wallTile}`;
      if (lastTables === null || lastTables.key !== key)
          lastTables = { key, tables: buildPaintTables(tiles) };
      return lastTables.tables;
  }
  function buildPaintTables(tiles) {
      const bases = new Int32Array(KIND_COUNT);
      bases[TileKind.Void] = tiles.voidTile;
      bases[TileKind.Room] = tiles.floorTile; // room and corridor floor are one tile
      bases[TileKind.Corridor] = tiles.floorTile;
      bases[TileKind.Wall] = tiles.wallTile;
      const alike = Uint8Array.from(bases, (base) => bases.indexOf(base));
      const joins = new Uint8Array(KIND_COUNT * KIND_COUNT);
      for (let kind = 0; kind < KIND_COUNT; kind++) {
          for (let wall = 0; wall < KIND_COUNT; wall++)
              joins[(kind << KIND_BITS) | wall] = joinsWallSide(bases[kind], bases[wall]) ? 1 : 0;
      }
      const leftMasks = new Uint16Array(COLUMN_CODES * COLUMN_CODES);
      const topRowLeftMasks = new Uint16Array(COLUMN_CODES * COLUMN_CODES);
      const rightMasks = new Uint8Array(COLUMN_CODES * COLUMN_CODES);
      for (let side = 0; side < COLUMN_CODES; side++) {
          for (let centre = 0; centre < COLUMN_CODES; centre++) {
              const kind = middleKind(centre);
              const differs = (code, kindOf, bit) => (alike[kindOf(code)] !== alike[kind] ? bit : 0);
              const leftBits = differs(side, middleKind, Neighbour.Left) |
                  differs(side, topKind, Neighbour.TopLeft) |
                  differs(side, bottomKind, Neighbour.BottomLeft) |
                  differs(centre, topKind, Neighbour.Top) |
                  differs(centre, bottomKind, Neighbour.Bottom);
              const pair = (side << COLUMN_BITS) | centre;
              leftMasks[pair] = leftBits | (shadowEntry(bases, side, kind, false) << SHADOW_SHIFT);
              topRowLeftMasks[pair] = leftBits | (shadowEntry(bases, side, kind, true) << SHADOW_SHIFT);
              rightMasks[(centre << COLUMN_BITS) | side] =
                  differs(side, middleKind, Neighbour.Right) | differs(side, topKind, Neighbour.TopRight) | differs(side, bottomKind, Neighbour.BottomRight);
          }
      }
      const wallSides = Uint8Array.from(bases, (base) => (isWallSide(base) ? 1 : 0));
      const finished = new Int32Array(KIND_COUNT * MASKS);
      for (let kind = 0; kind < KIND_COUNT; kind++) {
          for (let mask = 0; mask < MASKS; mask++) {
              finished[(kind << MASK_BITS) | mask] = wallSides[kind] === 1 ? WALL_SIDE_ENTRY : bases[kind] + shapeOf$1(bases[kind], mask);
          }
      }
      return { bases, wallSides, alike, joins, tiles: finished, leftMasks, topRowLeftMasks, rightMasks };
  }
  /**
   * `shadowFor` a tile of `kind` whose left column has code `left` (the left tile and the one above
   * it); SHADOW_BY_RUNS where it depends on the wall runs' heights. Row 0 has nothing above.
   */
  function shadowEntry(bases, left, kind, topRow) {
      const here = bases[kind];
      const leftBase = bases[middleKind(left)];
      const aboveLeft = topRow ? OFF_MAP : bases[topKind(left)];
      // A tile that is no wall side has height 0: any wall side beside it is taller.
      if (!isWallSide(here))
          return shadowFor(here, leftBase, aboveLeft, isWallSide(leftBase));
      const lower = shadowFor(here, leftBase, aboveLeft, false);
      return lower === shadowFor(here, leftBase, aboveLeft, true) ? lower : SHADOW_BY_RUNS;
  }
  /** The editor's shape of a tile that is not a wall side, from the Neighbour mask of its 3×3. */
  function shapeOf$1(base, differs) {
      const left = (differs & Neighbour.Left) !== 0;
      const right = (differs & Neighbour.Right) !== 0;
      switch (shapeFamily(base)) {
          case ShapeFamily.Floor:
              return floorShape(differs);
          case ShapeFamily.Waterfall:
              return waterfallShape(left, right);
          case ShapeFamily.Wall: // roofs: every differing side is an edge
              return ((left ? WallEdge.Left : 0) |
                  ((differs & Neighbour.Top) !== 0 ? WallEdge.Top : 0) |
                  (right ? WallEdge.Right : 0) |
                  ((differs & Neighbour.Bottom) !== 0 ? WallEdge.Bottom : 0));
          default:
              return 0;
      }
  }
  /**
   * The designer's own tiles, painted on layer z0 of row 0 at x = 0, 1, 2 (void, floor, wall).
   * Returns them (autotiles as their kind's base id) when floor and wall are set and differ; void
   * may be 0 (empty) but not the floor kind (the void would become walkable). Returns null for a
   * map without such a template, e.g. one filled with a single tile.
   */
  function readTemplateTiles(data, width, height) {
      if (width < 3 || height < 1 || data.length < width * height)
          return null;
      const given = { voidTile: data[0], floorTile: data[1], wallTile: data[2] };
      if (!isValidTileId(given.voidTile) || !isValidTileId(given.floorTile) || !isValidTileId(given.wallTile))
          return null;
      const tiles = normalizeDungeonTiles(given);
      const { voidTile, floorTile, wallTile } = tiles;
      if (floorTile === 0 || wallTile === 0 || floorTile === wallTile || voidTile === floorTile)
          return null;
      return tiles;
  }
  /** The tiles (by field name) that this tileset cannot draw: invalid ids or sheets without an image. */
  function tilesWithoutSheet(tiles, tilesetNames) {
      const fields = ["voidTile", "floorTile", "wallTile"];
      return fields.filter((field) => !hasTileSheet(tilesetNames, tiles[field]));
  }

  var base = [
  	{
  		name: "layout",
  		group: "choice",
  		type: "select",
  		"default": "cells",
  		en: {
  			text: "Layout",
  			desc: "How dungeons are laid out, unless a map's note says otherwise with <Dungeon Layout: NAME> ({layouts}). Each layout's settings are in its group below."
  		},
  		ja: {
  			text: "配置",
  			desc: "ダンジョンの配置方法。マップのメモの<Dungeon Layout: 名前>で個別に変更できます（{layouts.ja}）。各配置の設定は下のグループにあります。"
  		}
  	},
  	{
  		name: "voidTile",
  		group: "tiles",
  		type: "number",
  		"default": 5888,
  		min: 0,
  		max: 8191,
  		en: {
  			text: "Void Tile",
  			desc: "Tile id drawn around rooms and corridors (any shape of an autotile picks that autotile). Default 5888: the first A4 wall top, the dark ceiling of the Dungeon tileset. 0 = leave empty."
  		},
  		ja: {
  			text: "空白タイル",
  			desc: "部屋と通路の周りに描くタイルID（オートタイルはどの形でも可）。既定値5888：A4の最初の壁の上面（ダンジョンタイルセットの暗い天井）。0＝空白。"
  		}
  	},
  	{
  		name: "floorTile",
  		group: "tiles",
  		type: "number",
  		"default": 2816,
  		min: 1,
  		max: 8191,
  		en: {
  			text: "Floor Tile",
  			desc: "Tile id of room and corridor floor. Default 2816: the first A2 ground autotile."
  		},
  		ja: {
  			text: "床タイル",
  			desc: "部屋と通路の床のタイルID。既定値2816：A2の最初の地面オートタイル。"
  		}
  	},
  	{
  		name: "wallTile",
  		group: "tiles",
  		type: "number",
  		"default": 6272,
  		min: 1,
  		max: 8191,
  		en: {
  			text: "Wall Tile",
  			desc: "Tile id of the two-high wall faces on north edges. Default 6272: the first A4 wall side, below the default ceiling."
  		},
  		ja: {
  			text: "壁タイル",
  			desc: "北側の高さ2の壁面のタイルID。既定値6272：A4の最初の壁の側面（既定の天井の下）。"
  		}
  	},
  	{
  		name: "roomRegion",
  		group: "regions",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 255,
  		en: {
  			text: "Room Region",
  			desc: "Region id written on room floor (for encounters or other plugins). 0 = none."
  		},
  		ja: {
  			text: "部屋のリージョン",
  			desc: "部屋の床に書くリージョンID（エンカウントや他のプラグイン用）。0＝なし。"
  		}
  	},
  	{
  		name: "corridorRegion",
  		group: "regions",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 255,
  		en: {
  			text: "Corridor Region",
  			desc: "Region id written on corridor floor. 0 = none."
  		},
  		ja: {
  			text: "通路のリージョン",
  			desc: "通路の床に書くリージョンID。0＝なし。"
  		}
  	}
  ];

  var layoutInputs = [
  	{
  		name: "vaultMap",
  		reads: "prefabs",
  		role: "map",
  		group: "vaults",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		en: {
  			text: "Vault Map",
  			desc: "Id of a map where you paint vaults for the digger (0 = none). Each painted shape, separated from the others by empty tiles, is one vault: tiles the player can walk on are its floor, the rest its walls; mark where it joins the dungeon with the Vault Connection Region on floor at the shape's edge."
  		},
  		ja: {
  			text: "ヴォールトマップ",
  			desc: "ディガー用のヴォールトを描くマップのID（0＝なし）。空白で区切られた一つの形が一つのヴォールトです。歩けるタイルが床、それ以外が壁。ダンジョンとつながる場所は、形の端の床に「ヴォールト接続リージョン」を塗ります。"
  		}
  	},
  	{
  		name: "vaultRegion",
  		reads: "prefabs",
  		role: "connectionRegion",
  		group: "vaults",
  		type: "number",
  		"default": 63,
  		min: 1,
  		max: 255,
  		en: {
  			text: "Vault Connection Region",
  			desc: "Region id that marks a vault's connections on the Vault Map (floor tiles on the edge of the shape)."
  		},
  		ja: {
  			text: "ヴォールト接続リージョン",
  			desc: "ヴォールトマップでヴォールトの接続点（形の端の床）を示すリージョンID。"
  		}
  	},
  	{
  		name: "crawlersFloorRegion",
  		reads: "structure",
  		role: "floorRegion",
  		group: "crawlers",
  		type: "number",
  		"default": 61,
  		min: 0,
  		max: 255,
  		en: {
  			text: "Kept Floor Region",
  			desc: "Region id painted on a crawlers map where floor must stay (rooms, story spots, no-wall zones): no wall is built there. 0 = none. Default 61 (0 to 255)."
  		},
  		ja: {
  			text: "床を残すリージョン",
  			desc: "クローラーのマップで床を残す場所（部屋・イベントの場所・壁を置かない所）に塗るリージョンID。そこには壁が作られません。0＝なし。既定値61（0～255）。"
  		}
  	},
  	{
  		name: "crawlersWallRegion",
  		reads: "structure",
  		role: "wallRegion",
  		group: "crawlers",
  		type: "number",
  		"default": 62,
  		min: 0,
  		max: 255,
  		en: {
  			text: "Structural Wall Region",
  			desc: "Region id painted on a crawlers map where a wall must stand from the start; structural crawlers may start from it and join it. 0 = none. Default 62 (0 to 255)."
  		},
  		ja: {
  			text: "構造壁のリージョン",
  			desc: "クローラーのマップで最初から壁を立てる場所に塗るリージョンID。構造クローラーはそこから出発したり、そこにつながったりします。0＝なし。既定値62（0～255）。"
  		}
  	}
  ];

  const parts = [
  	"crawlers",
  	"content",
  	"pieces",
  	"runs",
  	"fog",
  	"decor"
  ];
  var meta = {
  	parts: parts};

  var content = [
  	{
  		name: "selfSwitches",
  		group: "content",
  		type: "select",
  		"default": "reset",
  		options: [
  			{
  				value: "reset",
  				en: "reset: clear self switches A-D of the map's events on each new dungeon (chests refill)",
  				ja: "reset：新しいダンジョンごとにマップのイベントのセルフスイッチA～Dをオフにする（宝箱が復活）"
  			},
  			{
  				value: "keep",
  				en: "keep: self switches stay as they are (an opened chest stays open in later dungeons)",
  				ja: "keep：セルフスイッチをそのまま残す（開けた宝箱は次のダンジョンでも開いたまま）"
  			}
  		],
  		tags: [
  			"Self Switches"
  		],
  		en: {
  			text: "Self Switches on a New Dungeon",
  			desc: "What happens to the self switches of a dungeon map's events (and their copies) when a new dungeon is made there. Menu, battles and loading always keep them. Per map: <Dungeon Self Switches: keep>; per event: <Dungeon Keep Self Switches>."
  		},
  		ja: {
  			text: "新しいダンジョンでのセルフスイッチ",
  			desc: "ダンジョンマップで新しいダンジョンが作られたとき、イベント（とその複製）のセルフスイッチをどうするか。メニュー・戦闘・ロードでは常に保持されます。マップごと：<Dungeon Self Switches: keep>、イベントごと：<Dungeon Keep Self Switches>。"
  		}
  	}
  ];

  var runs = [
  	{
  		name: "runs",
  		group: "heading",
  		en: {
  			text: "Runs: floors and seeds",
  			desc: "A run of many floors: the floor counter, where the seeds come from. Plugin commands NextFloor, Regenerate, SetFloor, SetSeed, GetInfo and StartRun drive it from events."
  		},
  		ja: {
  			text: "ラン：階層とシード",
  			desc: "複数階層のラン：階層の番号と、シードの決め方。プラグインコマンドNextFloor・Regenerate・SetFloor・SetSeed・GetInfo・StartRunでイベントから操作します。"
  		}
  	},
  	{
  		name: "floorVariable",
  		group: "runs",
  		type: "variable",
  		"default": 0,
  		min: 0,
  		max: 5000,
  		parent: "runs",
  		en: {
  			text: "Floor Variable",
  			desc: "A game variable that holds the floor number (0 = none). The plugin writes the floor there, and takes the number over when the game changes the variable (it applies to the next new dungeon). Plugin-wide: a note tag does not change it."
  		},
  		ja: {
  			text: "階層変数",
  			desc: "階層の番号を入れるゲーム変数（0 = なし）。プラグインが階層を書き込み、ゲームが変数を変えるとその番号を使います（次の新しいダンジョンから）。プラグイン全体の設定で、メモタグでは変わりません。"
  		}
  	},
  	{
  		name: "seedMode",
  		group: "runs",
  		type: "select",
  		"default": "random",
  		parent: "runs",
  		options: [
  			{
  				value: "random",
  				en: "random: every new dungeon gets a random seed",
  				ja: "random：新しいダンジョンごとにランダムなシード"
  			},
  			{
  				value: "run",
  				en: "run: each floor's seed comes from the run seed, the map and the floor (the same run seed gives the same floors)",
  				ja: "run：各階層のシードをランのシード・マップ・階層から決める（同じランのシードなら同じ階層）"
  			},
  			{
  				value: "variable",
  				en: "variable: the seed is the value of the Seed Variable when the map is entered",
  				ja: "variable：マップに入ったときのシード変数の値をシードにする"
  			}
  		],
  		en: {
  			text: "Seed Mode",
  			desc: "Where a new dungeon's seed comes from. SetSeed overrides it once. Per map: <Dungeon Seed Mode: run>."
  		},
  		ja: {
  			text: "シードの決め方",
  			desc: "新しいダンジョンのシードをどこから取るか。SetSeedで一度だけ上書きできます。マップごと：<Dungeon Seed Mode: run>。"
  		}
  	},
  	{
  		name: "seedVariable",
  		group: "runs",
  		type: "variable",
  		"default": 0,
  		min: 0,
  		max: 5000,
  		parent: "runs",
  		en: {
  			text: "Seed Variable",
  			desc: "With Seed Mode \"variable\": the game variable whose value is the seed of each new dungeon (whole numbers; negative ones wrap to 32 bits). Per map: <Dungeon Seed Variable: 12>."
  		},
  		ja: {
  			text: "シード変数",
  			desc: "シードの決め方が「variable」のとき、その値を新しいダンジョンのシードにするゲーム変数（整数。負の数は32ビットに折り返し）。マップごと：<Dungeon Seed Variable: 12>。"
  		}
  	}
  ];

  var fog = [
  	{
  		name: "fog",
  		group: "heading",
  		en: {
  			text: "Fog of War",
  			desc: "Line of sight and a minimap on dungeon maps. Off unless Fog Radius (or a map's <Dungeon Fog: 6>) is above 0."
  		},
  		ja: {
  			text: "戦場の霧",
  			desc: "ダンジョンマップの視界とミニマップ。視界の半径（またはマップの<Dungeon Fog: 6>）が0より大きいときだけ有効です。"
  		}
  	},
  	{
  		name: "fogRadius",
  		group: "fog",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 64,
  		tags: [
  			"Fog"
  		],
  		parent: "fog",
  		en: {
  			text: "Fog Radius",
  			desc: "How far the player sees, in tiles (walls and the dark void block sight). 0 = no fog. Per map: <Dungeon Fog: 6>. Never-seen tiles are black, tiles seen before are dimmed (without their events), tiles in sight are clear."
  		},
  		ja: {
  			text: "視界の半径",
  			desc: "プレイヤーが見える距離（タイル数。壁と暗い空白は視線を遮ります）。0＝霧なし。マップごと：<Dungeon Fog: 6>。見たことのないタイルは黒、以前見たタイルは暗く（イベントは表示されません）、視界内のタイルははっきり表示されます。"
  		}
  	},
  	{
  		name: "fogDimOpacity",
  		group: "fog",
  		type: "number",
  		"default": 150,
  		min: 0,
  		max: 255,
  		parent: "fog",
  		en: {
  			text: "Fog Dim Opacity",
  			desc: "How dark tiles seen before but out of sight are drawn: 0 = as clear as in sight, 255 = as black as never seen."
  		},
  		ja: {
  			text: "霧の暗さ",
  			desc: "以前見たが今は視界外のタイルの暗さ：0＝視界内と同じ明るさ、255＝未踏と同じ黒。"
  		}
  	},
  	{
  		name: "minimapCorner",
  		group: "fog",
  		type: "select",
  		"default": "topRight",
  		options: [
  			{
  				value: "topRight",
  				en: "topRight: top right corner",
  				ja: "topRight：右上"
  			},
  			{
  				value: "topLeft",
  				en: "topLeft: top left corner",
  				ja: "topLeft：左上"
  			},
  			{
  				value: "bottomRight",
  				en: "bottomRight: bottom right corner",
  				ja: "bottomRight：右下"
  			},
  			{
  				value: "bottomLeft",
  				en: "bottomLeft: bottom left corner",
  				ja: "bottomLeft：左下"
  			},
  			{
  				value: "off",
  				en: "off: no minimap",
  				ja: "off：ミニマップなし"
  			}
  		],
  		parent: "fog",
  		en: {
  			text: "Minimap Corner",
  			desc: "Where the minimap of explored tiles is drawn on maps with fog (explored floor, walls, the player, the stairs once seen), or off. Per map: <Dungeon Minimap Corner: off>."
  		},
  		ja: {
  			text: "ミニマップの位置",
  			desc: "霧のあるマップで、探索済みのタイルのミニマップを描く画面の隅（探索済みの床・壁・プレイヤー・見つけた階段）、またはoff。マップごと：<Dungeon Minimap Corner: off>。"
  		}
  	},
  	{
  		name: "minimapScale",
  		group: "fog",
  		type: "number",
  		"default": 3,
  		min: 1,
  		max: 16,
  		parent: "fog",
  		en: {
  			text: "Minimap Scale",
  			desc: "Pixels per tile on the minimap. A big map is shrunk so the minimap never covers more than 40% of the screen's width or height."
  		},
  		ja: {
  			text: "ミニマップの倍率",
  			desc: "ミニマップの1タイルあたりのピクセル数。大きなマップは、ミニマップが画面の幅・高さの40%を超えないよう縮小されます。"
  		}
  	},
  	{
  		name: "minimapOpacity",
  		group: "fog",
  		type: "number",
  		"default": 200,
  		min: 0,
  		max: 255,
  		parent: "fog",
  		en: {
  			text: "Minimap Opacity",
  			desc: "Opacity of the whole minimap: 0 = invisible, 255 = opaque."
  		},
  		ja: {
  			text: "ミニマップの不透明度",
  			desc: "ミニマップ全体の不透明度：0＝見えない、255＝不透明。"
  		}
  	},
  	{
  		name: "minimapKey",
  		group: "fog",
  		type: "number",
  		"default": 9,
  		min: 0,
  		max: 255,
  		parent: "fog",
  		en: {
  			text: "Minimap Key",
  			desc: "Key code that shows or hides the minimap: 9 = Tab (default), 77 = M, 0 = no key. A key the game already uses (e.g. 13 Enter) keeps that use too."
  		},
  		ja: {
  			text: "ミニマップのキー",
  			desc: "ミニマップの表示・非表示を切り替えるキーコード：9＝Tab（既定）、77＝M、0＝キーなし。ゲームが既に使っているキー（13 Enterなど）は元の働きも残ります。"
  		}
  	}
  ];

  var decor = [
  	{
  		name: "decor",
  		group: "heading",
  		en: {
  			text: "Decorations",
  			desc: "Floor patches, tile variants and decorations on floor, wall faces and the void. The tiles come from a palette painted in rows 0-7 of the dungeon map (see the help), from note tags such as <Dungeon Floor Decor: 32, 40, 48/56>, or from Stock Decorations. Every number below set to 0 turns that part off."
  		},
  		ja: {
  			text: "装飾",
  			desc: "床のパッチ、タイルのバリエーション、床・壁面・空白への装飾。タイルはダンジョンマップの0～7行目に描いたパレット（ヘルプ参照）、<Dungeon Floor Decor: 32, 40, 48/56>のようなメモタグ、または「標準の装飾」から取ります。下の数値を0にするとその部分は無効になります。"
  		}
  	},
  	{
  		name: "decorStock",
  		group: "decor",
  		type: "select",
  		"default": "off",
  		parent: "decor",
  		options: [
  			{
  				value: "off",
  				en: "off: only what the map's palette or note tags give",
  				ja: "off：マップのパレットかメモタグで指定したものだけ"
  			},
  			{
  				value: "on",
  				en: "on: ready-made choices for the stock Dungeon tileset where the map gives none",
  				ja: "on：マップで指定がない種類には標準のDungeonタイルセット用の既製の選択を使う"
  			}
  		],
  		tags: [
  			"Decorations"
  		],
  		en: {
  			text: "Stock Decorations",
  			desc: "on: with the stock Dungeon tileset, each kind the map's palette and note tags leave out gets a ready-made choice that suits the floor's cave (dark ground patches; gravel, boulders, tall rocks, bones; moss, ferns, fissures, webs on walls). Per map: <Dungeon Stock Decorations: on>."
  		},
  		ja: {
  			text: "標準の装飾",
  			desc: "on：標準のDungeonタイルセットで、パレットやメモタグで指定のない種類に、床の洞窟に合った既製の選択を使います（暗い地面のパッチ、砂利・岩・大きな岩・骨、壁の苔・シダ・亀裂・クモの巣）。マップごと：<Dungeon Stock Decorations: on>。"
  		}
  	},
  	{
  		name: "decorPatches",
  		group: "decor",
  		type: "number",
  		"default": 6,
  		min: 0,
  		max: 100,
  		parent: "decor",
  		en: {
  			text: "Floor Patches",
  			desc: "Patches of floor variants per 1,000 floor tiles (at least one when above 0). 0 = no patches. Per map: <Dungeon Floor Patches: 10>."
  		},
  		ja: {
  			text: "床のパッチ",
  			desc: "床1,000タイルあたりの床バリエーションのパッチ数（0より大きければ最低1つ）。0＝パッチなし。マップごと：<Dungeon Floor Patches: 10>。"
  		}
  	},
  	{
  		name: "decorPatchRadius",
  		group: "decor",
  		type: "number",
  		"default": 3,
  		min: 1,
  		max: 10,
  		parent: "decor",
  		en: {
  			text: "Patch Radius",
  			desc: "Radius of a floor patch in tiles."
  		},
  		ja: {
  			text: "パッチの半径",
  			desc: "床のパッチの半径（タイル数）。"
  		}
  	},
  	{
  		name: "decorPatchChance",
  		group: "decor",
  		type: "number",
  		"default": 75,
  		min: 0,
  		max: 100,
  		parent: "decor",
  		en: {
  			text: "Patch Chance (%)",
  			desc: "Chance that a floor tile within a patch's radius takes the patch's variant. 0 = no patches."
  		},
  		ja: {
  			text: "パッチの確率(%)",
  			desc: "パッチの半径内の床タイルがパッチのバリエーションになる確率。0＝パッチなし。"
  		}
  	},
  	{
  		name: "decorPatchSmoothing",
  		group: "decor",
  		type: "number",
  		"default": 2,
  		min: 0,
  		max: 10,
  		parent: "decor",
  		en: {
  			text: "Patch Smoothing",
  			desc: "Smoothing passes that round the patches off (cellular automaton, as Essentials). 0 = ragged patches."
  		},
  		ja: {
  			text: "パッチの平滑化",
  			desc: "パッチの形を丸める平滑化の回数（セル・オートマトン、Essentialsと同様）。0＝ぎざぎざのパッチ。"
  		}
  	},
  	{
  		name: "decorVariantChance",
  		group: "decor",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 100,
  		parent: "decor",
  		en: {
  			text: "Variant Chance (%)",
  			desc: "Share of floor tiles outside patches that become a single random floor variant (best with plain A5 variants). 0 = none."
  		},
  		ja: {
  			text: "バリエーションの確率(%)",
  			desc: "パッチの外の床タイルのうち、単独のランダムな床バリエーションになる割合（A5の通常タイルのバリエーション向き）。0＝なし。"
  		}
  	},
  	{
  		name: "decorFloorDensity",
  		group: "decor",
  		type: "number",
  		"default": 2,
  		min: 0,
  		max: 100,
  		parent: "decor",
  		en: {
  			text: "Floor Decor Density",
  			desc: "Floor decorations per 100 floor tiles. Decorations the tileset marks impassable never block a path, an opening, an event or the arrival. 0 = none."
  		},
  		ja: {
  			text: "床の装飾の密度",
  			desc: "床100タイルあたりの床の装飾の数。タイルセットで通行不可の装飾が通路・出入口・イベント・到着地点をふさぐことはありません。0＝なし。"
  		}
  	},
  	{
  		name: "decorWallDensity",
  		group: "decor",
  		type: "number",
  		"default": 1,
  		min: 0,
  		max: 100,
  		parent: "decor",
  		en: {
  			text: "Wall Decor Density",
  			desc: "Wall-face decorations per 100 floor tiles. 0 = none."
  		},
  		ja: {
  			text: "壁の装飾の密度",
  			desc: "床100タイルあたりの壁面の装飾の数。0＝なし。"
  		}
  	},
  	{
  		name: "decorVoidDensity",
  		group: "decor",
  		type: "number",
  		"default": 2,
  		min: 0,
  		max: 100,
  		parent: "decor",
  		en: {
  			text: "Void Decor Density",
  			desc: "Decorations on the void (the ceiling) per 100 floor tiles, away from its edges. 0 = none."
  		},
  		ja: {
  			text: "空白の装飾の密度",
  			desc: "床100タイルあたりの空白（天井）の装飾の数。端からは離して置きます。0＝なし。"
  		}
  	},
  	{
  		name: "decorFloorVariants",
  		group: "decor",
  		type: "text",
  		"default": "",
  		noteOnly: true,
  		parent: "decor",
  		en: {
  			text: "Floor Variants",
  			desc: "Note tag: floor variant tile ids for patches, e.g. <Dungeon Floor Variants: 2912>."
  		},
  		ja: {
  			text: "床のバリエーション",
  			desc: "メモタグ：パッチに使う床バリエーションのタイルID。例：<Dungeon Floor Variants: 2912>。"
  		}
  	},
  	{
  		name: "decorFloorTiles",
  		group: "decor",
  		type: "text",
  		"default": "",
  		noteOnly: true,
  		parent: "decor",
  		en: {
  			text: "Floor Decor",
  			desc: "Note tag: floor decorations as tile ids, commas between decorations, / between the rows of one, spaces between its columns, e.g. <Dungeon Floor Decor: 32, 40, 48/56, 200 201/208 209>."
  		},
  		ja: {
  			text: "床の装飾",
  			desc: "メモタグ：床の装飾のタイルID。装飾の間はカンマ、1つの装飾の行の間は/、列の間は空白。例：<Dungeon Floor Decor: 32, 40, 48/56, 200 201/208 209>。"
  		}
  	},
  	{
  		name: "decorWallTiles",
  		group: "decor",
  		type: "text",
  		"default": "",
  		noteOnly: true,
  		parent: "decor",
  		en: {
  			text: "Wall Decor",
  			desc: "Note tag: wall-face decorations as tile ids, e.g. <Dungeon Wall Decor: 1, 9, 187/195>."
  		},
  		ja: {
  			text: "壁の装飾",
  			desc: "メモタグ：壁面の装飾のタイルID。例：<Dungeon Wall Decor: 1, 9, 187/195>。"
  		}
  	},
  	{
  		name: "decorVoidTiles",
  		group: "decor",
  		type: "text",
  		"default": "",
  		noteOnly: true,
  		parent: "decor",
  		en: {
  			text: "Void Decor",
  			desc: "Note tag: decorations on the void as tile ids, e.g. <Dungeon Void Decor: 17>."
  		},
  		ja: {
  			text: "空白の装飾",
  			desc: "メモタグ：空白の装飾のタイルID。例：<Dungeon Void Decor: 17>。"
  		}
  	}
  ];

  var pieces = [
  	{
  		name: "pieces",
  		group: "heading",
  		en: {
  			text: "Set pieces",
  			desc: "Rooms you paint in the editor (a shrine, a treasure vault, a boss arena), placed whole into every layout with their art and events. Paint them on set-piece maps; see the help, Set pieces."
  		},
  		ja: {
  			text: "セットピース",
  			desc: "エディタで描いた部屋（祠・宝物庫・ボスの間など）を、絵とイベントごとどの配置にもそのまま組み込みます。セットピース用のマップに描きます。ヘルプの「セットピース」を参照。"
  		}
  	},
  	{
  		name: "pieceMaps",
  		group: "pieces",
  		type: "text",
  		"default": "",
  		parent: "pieces",
  		tags: [
  			"Set Pieces"
  		],
  		en: {
  			text: "Set Piece Maps",
  			desc: "Ids of the maps where set pieces are painted, separated by commas (e.g. 11, 14). Empty = none. Per map: <Dungeon Set Pieces: 11, 14>. The Vault Map's marked pieces are set pieces too."
  		},
  		ja: {
  			text: "セットピースマップ",
  			desc: "セットピースを描いたマップのID。カンマ区切り（例：11, 14）。空欄＝なし。マップごと：<Dungeon Set Pieces: 11, 14>。ヴォールトマップに印を付けたピースもセットピースになります。"
  		}
  	},
  	{
  		name: "pieceCount",
  		group: "pieces",
  		type: "number",
  		"default": 2,
  		min: 0,
  		max: 50,
  		parent: "pieces",
  		en: {
  			text: "Set Piece Count",
  			desc: "How many optional set pieces a dungeon gets, drawn by their weights (pieces marked Required come in addition). Per map: <Dungeon Set Piece Count: 3>. Default 2 (0 to 50)."
  		},
  		ja: {
  			text: "セットピースの数",
  			desc: "ダンジョンに入る任意のセットピースの数。重みで選ばれます（Requiredのピースはこれとは別に入ります）。マップごと：<Dungeon Set Piece Count: 3>。既定値2（0～50）。"
  		}
  	},
  	{
  		name: "pieceRegion",
  		group: "pieces",
  		type: "number",
  		"default": 60,
  		min: 1,
  		max: 255,
  		parent: "pieces",
  		en: {
  			text: "Piece Region",
  			desc: "Region id painted over a set piece's tiles on a set-piece map. Each group of touching tiles of this region (and the entrance region) is one piece; its bounding rectangle is copied. Default 60 (1 to 255)."
  		},
  		ja: {
  			text: "ピースのリージョン",
  			desc: "セットピースマップでピースのタイルに塗るリージョンID。このリージョン（と入口のリージョン）のつながったタイルの集まりが一つのピースで、それを囲む長方形がコピーされます。既定値60（1～255）。"
  		}
  	},
  	{
  		name: "pieceEntranceRegion",
  		group: "pieces",
  		type: "number",
  		"default": 63,
  		min: 1,
  		max: 255,
  		parent: "pieces",
  		en: {
  			text: "Piece Entrance Region",
  			desc: "Region id that marks a set piece's entrances: walkable tiles on the edge of its rectangle where the dungeon joins it. Default 63 (1 to 255)."
  		},
  		ja: {
  			text: "ピースの入口リージョン",
  			desc: "セットピースの入口を示すリージョンID。ダンジョンとつながる、長方形の端の歩けるタイルに塗ります。既定値63（1～255）。"
  		}
  	}
  ];

  /**
   * Every plugin parameter, in the Plugin Manager's order. Code, tests and the header builder
   * (build-header.js) all read the table from here:
   *   1. parameters.json: the Layout choice, tiles and regions;
   *   2. per registered layout, made from its declaration (src/core/layout/NAME/): its group
   *      heading, its presets' choice, the parameters for what it reads from the map
   *      (layout-inputs.json, listed under the first layout that reads that input) and one
   *      parameter per option, whose description ends with "Default N (min to max)";
   *   3. each feature's parts/NAME.parameters.json, in the order of meta.json's "parts".
   */
  /** The name of the parameter that gives `role` of what layouts read (`reads`): inputParameter("structure", "floorRegion"). */
  function inputParameter(reads, role) {
      var _a;
      return (_a = layoutInputs.find((entry) => entry.reads === reads && entry.role === role)) === null || _a === void 0 ? void 0 : _a.name;
  }
  /** The parameter name of a layout's option or preset key: prefix + Key, or the key itself without a prefix. */
  function layoutParameterName(layout, key) {
      const prefix = layout.parameterPrefix;
      return prefix === "" ? key : prefix + key[0].toUpperCase() + key.slice(1);
  }
  /** "Default 36 (1 to 90)." and "既定値36（1～90）。" after an option's own description. */
  function withRange(spec) {
      return {
          en: { text: spec.en.text, desc: `${spec.en.desc} Default ${spec.default} (${spec.min} to ${spec.max}).` },
          ja: { text: spec.ja.text, desc: `${spec.ja.desc}既定値${spec.default}（${spec.min}～${spec.max}）。` },
      };
  }
  function optionEntry(layout, spec) {
      const entry = {
          name: spec.shared ? spec.key : layoutParameterName(layout, spec.key),
          group: "layout",
          type: "number",
          default: spec.default,
          min: spec.min,
          max: spec.max,
          key: spec.key,
          ...withRange(spec),
      };
      if (spec.tags)
          entry.tags = [...spec.tags];
      if (!spec.shared)
          Object.assign(entry, { layout: layout.name, layouts: [layout.name], parent: layout.name });
      return entry;
  }
  function presetEntry(layout) {
      const presets = layout.presets;
      if (!presets)
          return [];
      return [
          {
              name: layoutParameterName(layout, presets.key),
              group: "preset",
              type: "select",
              default: presets.default,
              layout: layout.name,
              layouts: [layout.name],
              parent: layout.name,
              options: presets.choices.map((choice) => ({ value: choice.value, en: choice.en, ja: choice.ja })),
              ...(presets.tags ? { tags: [...presets.tags] } : {}),
              en: presets.en,
              ja: presets.ja,
          },
      ];
  }
  /** The Layout choice: one option per registered layout, its description naming them all. */
  function layoutChoice(entry) {
      const names = LAYOUTS.map((layout) => layout.name);
      return {
          ...entry,
          options: LAYOUTS.map((layout) => ({ value: layout.name, en: layout.texts.choice.en, ja: layout.texts.choice.ja })),
          en: { ...entry.en, desc: entry.en.desc.replace("{layouts}", names.join(", ")) },
          ja: { ...entry.ja, desc: entry.ja.desc.replace("{layouts.ja}", names.join("、")) },
      };
  }
  /** The parameters of every layout, each group: heading, presets, map inputs, options. */
  function layoutEntries() {
      const entries = [];
      const inputsListed = new Set();
      const sharedListed = new Set();
      for (const layout of LAYOUTS) {
          entries.push({ name: layout.name, group: "heading", en: layout.texts.heading.en, ja: layout.texts.heading.ja });
          entries.push(...presetEntry(layout));
          if (!inputsListed.has(layout.reads)) {
              inputsListed.add(layout.reads);
              const readers = LAYOUTS.filter((other) => other.reads === layout.reads).map((other) => other.name);
              for (const input of layoutInputs.filter((entry) => entry.reads === layout.reads)) {
                  const { reads, role, ...entry } = input;
                  entries.push({ ...entry, layout: layout.name, layouts: readers, parent: layout.name, input: { reads, role } });
              }
          }
          for (const spec of layout.options) {
              if (spec.shared && sharedListed.has(spec.key))
                  continue;
              if (spec.shared)
                  sharedListed.add(spec.key);
              entries.push(optionEntry(layout, spec));
          }
      }
      return entries;
  }
  const PARTS = { content, pieces, runs, fog, decor };
  /** Each feature's parameters, in meta.json's order (a part without parameters adds none). */
  function partEntries() {
      return meta.parts.flatMap((name) => { var _a; return ((_a = PARTS[name]) !== null && _a !== void 0 ? _a : []); });
  }
  const PARAMETER_TABLE = [
      ...base.map((entry) => (entry.name === "layout" ? layoutChoice(entry) : entry)),
      ...layoutEntries(),
      ...partEntries(),
  ];

  const PLUGIN_NAME = "RandomDungeons";
  function createConsoleLogger(output = console) {
      const said = new Set();
      return {
          said,
          warn(message) {
              if (said.has(message))
                  return;
              said.add(message);
              output.warn(`${PLUGIN_NAME}: ${message}`);
          },
      };
  }
  /**
   * A bad value as a warning shows it: strings quoted, numbers as written, anything else by its
   * JSON or its type. Never throws, whatever the value (a toJSON that throws, a cycle, a BigInt).
   */
  function showValue(value) {
      if (typeof value === "number" || typeof value === "boolean" || value === undefined || typeof value === "bigint")
          return String(value);
      try {
          const json = JSON.stringify(value);
          if (typeof json === "string")
              return json.length > 60 ? `${json.slice(0, 57)}...` : json;
      }
      catch {
          // fall through to the type name
      }
      return `(a ${typeof value})`;
  }

  /**
   * What the plugin keeps in $gameSystem, so it travels inside save files: the seed of each dungeon
   * map, and the run (floor counter, run seed, requests of the plugin commands).
   *
   * The engine re-reads the map JSON after the menu, a battle, a load and a same-map transfer,
   * while events and the player keep their live positions (docs/architecture.md, "Saves"). The layout is
   * therefore a pure function of the stored seed (and the floor it was made on), and a new seed is
   * drawn only on a real entry.
   *
   * Saves are files a player (or a save editor, or another plugin) can change: whatever is found in
   * them is checked, and anything unusable is replaced with a warning, never trusted or thrown on.
   * Saves from before a field existed simply lack it: it is added with its starting value, silently
   * (the upgrade happens on the first read after the load). Fields this module does not know (the
   * fog's explored tiles, content's spawn records) are left as they are.
   */
  /** Seeds are 32-bit unsigned, the generator's whole range. */
  const MAX_SEED = 0xffffffff;
  /** Floors go up to the largest number a game variable is meant to hold. */
  const MAX_FLOOR = 99999999;
  const MEMORY_VERSION = 3;
  function isRecord$3(value) {
      return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  function isValidSeed(seed) {
      return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;
  }
  function isValidFloor(floor) {
      return typeof floor === "number" && Number.isInteger(floor) && floor >= 1 && floor <= MAX_FLOOR;
  }
  function isRenewRequest(value) {
      return isRecord$3(value) && Number.isInteger(value.mapId) && value.mapId > 0 && isValidFloor(value.floor) && typeof value.reroll === "boolean";
  }
  /**
   * One check per field: [name, is it usable, the starting value, what a bad one is called].
   * A missing field is an old save (filled in silently); a present but unusable one is warned about.
   */
  const FIELDS = [
      ["floors", isRecord$3, () => ({}), "the saved floors of the dungeon maps"],
      ["floor", isValidFloor, () => 1, "the saved floor number"],
      ["runSeed", (value) => value === null || isValidSeed(value), () => null, "the saved run seed"],
      ["rerolls", (value) => Number.isInteger(value) && value >= 0, () => 0, "the saved count of regenerations"],
      ["nextSeeds", isRecord$3, () => ({}), "the saved seeds set by SetSeed"],
      ["renew", (value) => value === null || isRenewRequest(value), () => null, "the saved new-dungeon request"],
      ["fingerprints", isRecord$3, () => ({}), "the saved fingerprints of the dungeon maps' settings"],
  ];
  /** Brings a memory from any earlier version up to this one, repairing what is unusable. */
  function upgrade(memory, warn) {
      if (typeof memory.version === "number" && memory.version > MEMORY_VERSION) {
          // A newer plugin wrote it: read what this version understands, keep every other field as found.
          warn === null || warn === void 0 ? void 0 : warn(`the save was made by a newer version of the plugin (memory version ${showValue(memory.version)}, this one reads ${MEMORY_VERSION}); its dungeon data is read as far as this version understands it`);
      }
      if (!isRecord$3(memory.seeds)) {
          warn === null || warn === void 0 ? void 0 : warn(`the saved seeds ($gameSystem._randomDungeons.seeds = ${showValue(memory.seeds)}) are not a table of seeds; every dungeon map gets a new dungeon`);
          memory.seeds = {};
      }
      for (const [name, usable, start, label] of FIELDS) {
          if (name in memory && usable(memory[name]))
              continue;
          const fresh = start();
          if (name in memory)
              warn === null || warn === void 0 ? void 0 : warn(`${label} ($gameSystem._randomDungeons.${name} = ${showValue(memory[name])}) is not valid; using ${showValue(fresh)}`);
          memory[name] = fresh;
      }
      memory.version = MEMORY_VERSION;
      return memory;
  }
  /** True when every field is there and usable: the common case, checked without writing. */
  function isCurrent(memory) {
      return memory.version === MEMORY_VERSION && isRecord$3(memory.seeds) && FIELDS.every(([name, usable]) => usable(memory[name]));
  }
  /**
   * The memory on $gameSystem, created on first use (saves from before the plugin have none),
   * upgraded when a save holds an older one, repaired when it holds something else there; other
   * fields of a valid memory are kept.
   */
  function dungeonMemory(gameSystem, warn) {
      const memory = gameSystem._randomDungeons;
      if (isRecord$3(memory))
          return isCurrent(memory) ? memory : upgrade(memory, warn);
      if (memory !== undefined) {
          warn === null || warn === void 0 ? void 0 : warn(`the saved dungeon memory ($gameSystem._randomDungeons = ${showValue(memory)}) is not valid; every dungeon map gets a new dungeon`);
      }
      const fresh = upgrade({ seeds: {} });
      gameSystem._randomDungeons = fresh;
      return fresh;
  }
  /** The stored seed of a map, or undefined when there is none or it is unusable (said in a warning). */
  function storedSeed(gameSystem, mapId, warn) {
      const seed = dungeonMemory(gameSystem, warn).seeds[String(mapId)];
      if (seed === undefined)
          return undefined;
      if (isValidSeed(seed))
          return seed;
      warn === null || warn === void 0 ? void 0 : warn(`the saved seed ${showValue(seed)} is not a whole number from 0 to ${MAX_SEED}; a new dungeon is made`);
      return undefined;
  }
  function storeSeed(gameSystem, mapId, seed, warn) {
      dungeonMemory(gameSystem, warn).seeds[String(mapId)] = seed >>> 0;
  }
  /** The floor a map's dungeon was made on, or undefined when there is none or it is unusable (said in a warning). */
  function storedFloor(gameSystem, mapId, warn) {
      const floor = dungeonMemory(gameSystem, warn).floors[String(mapId)];
      if (floor === undefined || isValidFloor(floor))
          return floor;
      warn === null || warn === void 0 ? void 0 : warn(`the saved floor ${showValue(floor)} of this map is not a whole number from 1 to ${MAX_FLOOR}; using the run's floor`);
      return undefined;
  }
  /** A fresh 32-bit seed. Only the engine side draws from Math.random; the core never does. */
  function drawSeed() {
      return Math.floor(Math.random() * (MAX_SEED + 1)) >>> 0;
  }

  /**
   * Runs: the floor counter, which seed a dungeon map gets when it loads, and per-floor steps in
   * note tags (docs/architecture.md, "Content, runs and fog").
   *
   * A real entry (or a NextFloor / Regenerate transfer, even to the same map) makes a new dungeon:
   * its floor is the run's floor, its seed comes from SetSeed, else from the Seed Mode — random,
   * derived from the run seed, the map id and the floor ("run": the same run seed gives the same
   * floors in every new game), or the value of a game variable. Any other load (menu, battle, load,
   * same-map transfer, project update) takes the map's stored seed and stored floor, so the same
   * dungeon comes back even when the floor counter changed meanwhile.
   *
   * Everything lives in $gameSystem._randomDungeons (persistence.ts).
   */
  function variables(engine) {
      const found = engine.$gameVariables;
      return found && typeof found.value === "function" && typeof found.setValue === "function" ? found : null;
  }
  // ── the floor counter ──────────────────────────────────────────────────────────────────────
  /**
   * The run's floor. With a Floor Variable, a value the game put there (a whole number from 1) is
   * taken over; the variable's starting 0 is filled in silently; anything else is warned about and
   * overwritten with the floor.
   */
  function runFloor(engine, floorVariable, warn) {
      const memory = dungeonMemory(engine.$gameSystem, warn);
      const game = variables(engine);
      if (floorVariable > 0 && game) {
          const value = game.value(floorVariable);
          if (value !== memory.floor) {
              if (isValidFloor(value)) {
                  memory.floor = value;
                  memory.rerolls = 0;
              }
              else {
                  if (value !== 0)
                      warn(`Floor Variable #${floorVariable} holds ${showValue(value)}, not a floor from 1 to ${MAX_FLOOR}; it is set back to ${memory.floor}`);
                  game.setValue(floorVariable, memory.floor);
              }
          }
      }
      return memory.floor;
  }
  /** Sets the run's floor (a valid one: callers check) and mirrors it into the Floor Variable. */
  function setRunFloor(engine, floorVariable, floor, warn) {
      const memory = dungeonMemory(engine.$gameSystem, warn);
      if (memory.floor !== floor)
          memory.rerolls = 0;
      memory.floor = floor;
      const game = variables(engine);
      if (floorVariable > 0 && game)
          game.setValue(floorVariable, floor);
  }
  /** True when a NextFloor or Regenerate asked for a new dungeon on this map's next load. Reads only. */
  function renewRequested(engine, mapId) {
      var _a;
      const memory = (_a = engine.$gameSystem) === null || _a === void 0 ? void 0 : _a._randomDungeons;
      return typeof memory === "object" && memory !== null && typeof memory.renew === "object" && memory.renew !== null && memory.renew.mapId === mapId;
  }
  /**
   * The floor of the dungeon about to be made on this map. On an entry: the run's floor, after a
   * waiting NextFloor / Regenerate of this map is applied (one aimed elsewhere is dropped with a
   * warning); it is stored for the map. Otherwise: the floor the map's dungeon was made on.
   */
  function enterFloor(engine, floorVariable, mapId, reason, warn) {
      rememberMapKind(engine, mapId, true);
      const memory = dungeonMemory(engine.$gameSystem, warn);
      const key = String(mapId);
      if (reason !== "entry") {
          const stored = storedFloor(engine.$gameSystem, mapId, warn);
          if (stored !== undefined)
              return stored;
      }
      else if (memory.renew) {
          const request = memory.renew;
          memory.renew = null;
          if (request.mapId === mapId) {
              const rerolls = request.reroll ? memory.rerolls + 1 : 0;
              setRunFloor(engine, floorVariable, request.floor, warn);
              memory.rerolls = rerolls;
          }
          else {
              warn(`a new floor was asked for map ${request.mapId}, but map ${mapId} was entered; the floor stays ${memory.floor}`);
          }
      }
      const floor = runFloor(engine, floorVariable, warn);
      memory.floors[key] = floor;
      return floor;
  }
  /**
   * Which maps this session has loaded, dungeon or not (per engine object), so NextFloor and SetSeed
   * can refuse a map known not to be a dungeon before transferring there. Not saved: a project edit
   * may change a map's note.
   */
  const mapKinds = new WeakMap();
  function rememberMapKind(engine, mapId, isDungeon) {
      let kinds = mapKinds.get(engine);
      if (!kinds)
          mapKinds.set(engine, (kinds = new Map()));
      kinds.set(mapId, isDungeon);
  }
  /** True / false when this session has loaded the map (a dungeon or not); undefined when it has not. */
  function knownDungeon(engine, mapId) {
      var _a;
      return (_a = mapKinds.get(engine)) === null || _a === void 0 ? void 0 : _a.get(mapId);
  }
  /**
   * A map that is not a dungeon was loaded (hooks.ts): remembered, and a NextFloor aimed at it is
   * dropped with a warning — the floor stays. Returns null, what prepareDungeonMap returns then.
   */
  function nonDungeonLoaded(engine, mapId, warn) {
      rememberMapKind(engine, mapId, false);
      if (!engine.$gameSystem || !renewRequested(engine, mapId))
          return null;
      const memory = dungeonMemory(engine.$gameSystem, warn);
      memory.renew = null;
      warn(`NextFloor: map ${mapId} is not a dungeon map (no <Dungeon> in its note); the floor stays ${memory.floor}`);
      return null;
  }
  // ── seeds ──────────────────────────────────────────────────────────────────────────────────
  /**
   * The seed of floor `floor` of map `mapId` in the run `runSeed`; `rerolls` counts Regenerates of
   * that floor. splitmix32 rounds, one per input: every input bit changes about half the output.
   */
  function runFloorSeed(runSeed, mapId, floor, rerolls = 0) {
      return mixSeed(mixSeed(mixSeed(runSeed >>> 0, mapId), floor), rerolls);
  }
  /** The run's seed, drawn (and kept) the first time a floor needs it when no StartRun gave one. */
  function runSeed(gameSystem, warn) {
      const memory = dungeonMemory(gameSystem, warn);
      if (memory.runSeed === null)
          memory.runSeed = drawSeed();
      return memory.runSeed;
  }
  /** A number a game variable holds, as a seed: whole numbers wrap to 32 bits; anything else is null. */
  function seedFromValue(value) {
      return typeof value === "number" && Number.isFinite(value) ? Math.trunc(value) >>> 0 : null;
  }
  /** SetSeed's seed for this map (or for any map), used once. */
  function takeSetSeed(gameSystem, mapId, warn) {
      const seeds = dungeonMemory(gameSystem, warn).nextSeeds;
      for (const key of [String(mapId), "0"]) {
          const seed = seeds[key];
          if (seed === undefined)
              continue;
          delete seeds[key];
          if (isValidSeed(seed))
              return seed;
          warn(`the seed ${showValue(seed)} set by SetSeed is not a whole number from 0 to 4294967295; it is ignored`);
      }
      return undefined;
  }
  /** A new dungeon's seed: SetSeed's, else the Seed Mode's. */
  function newSeed(engine, mapId, runs, warn) {
      var _a;
      const system = engine.$gameSystem;
      const set = takeSetSeed(system, mapId, warn);
      if (set !== undefined)
          return set;
      const mode = runs.seedMode;
      if (mode === "run") {
          const memory = dungeonMemory(system, warn);
          return runFloorSeed(runSeed(system, warn), mapId, (_a = storedFloor(system, mapId)) !== null && _a !== void 0 ? _a : memory.floor, memory.rerolls);
      }
      if (mode === "variable") {
          const variableId = Number(runs.seedVariable);
          const game = variables(engine);
          if (!(variableId > 0))
              warn(`Seed Mode is "variable" but no Seed Variable is chosen; a random seed is used`);
          else if (game) {
              const seed = seedFromValue(game.value(variableId));
              if (seed !== null)
                  return seed;
              warn(`Seed Variable #${variableId} holds ${showValue(game.value(variableId))}, not a number; a random seed is used`);
          }
      }
      return drawSeed();
  }
  /**
   * A new seed on entry; else the stored one — a new one only if it is missing or unusable (then
   * `recovering`). `runs` are the map's run settings (Seed Mode and Seed Variable may be per map;
   * absent ones are the defaults: a random seed).
   */
  function dungeonSeed(engine, mapId, reason, warn, runs = {}) {
      const system = engine.$gameSystem;
      const stored = reason === "entry" ? undefined : storedSeed(system, mapId, warn);
      if (stored !== undefined)
          return { seed: stored, recovering: false };
      const seed = newSeed(engine, mapId, runs, warn);
      storeSeed(system, mapId, seed, warn);
      return { seed, recovering: reason !== "entry" }; // e.g. a save from before the plugin
  }
  const FLOOR_STEP = /^(.*?)\s*([+-])\s*(\d+)\s*\/\s*(\d*)\s*floors?\s*$/i;
  /**
   * Splits a trailing per-floor step off a note value: "70 -5/floor", "2+1/3floors", "2-5 +1/2 floors"
   * (rest "2-5": the caller reads the rest as it reads the value without a step). Null when there is
   * no step, or its floor count is 0.
   */
  function splitFloorStep(text) {
      if (typeof text !== "string")
          return null;
      const match = FLOOR_STEP.exec(text.trim());
      if (!match || match[1].trim() === "")
          return null;
      const every = match[4] === "" ? 1 : Number(match[4]);
      if (!(every >= 1))
          return null;
      return { rest: match[1].trim(), step: (match[2] === "-" ? -1 : 1) * Number(match[3]), every };
  }
  /** What a step adds on `floor`: nothing on floor 1, `step` on floor 1 + every, … (floors below 1 count as 1). */
  function stepAt(step, floor) {
      const reached = Math.floor((Math.max(1, Math.floor(floor) || 1) - 1) / step.every);
      return step.step * reached + 0;
  }

  var _a;
  const TABLE = PARAMETER_TABLE;
  const NUMBER_TYPES = new Set(["number", "variable", "switch"]);
  const PARAMETERS = TABLE.filter((entry) => { var _a; return NUMBER_TYPES.has((_a = entry.type) !== null && _a !== void 0 ? _a : ""); });
  /** Choices and texts, the Layout choice excepted (it has rules of its own). */
  const WORD_PARAMETERS = TABLE.filter((entry) => (entry.type === "select" || entry.type === "text") && entry.name !== "layout");
  /** The name of the Layout parameter (the value of `parameters.layout`). */
  const LAYOUT_PARAMETER = "layout";
  /** The decoration amounts: the core's decoration options (src/core/decor.ts), one parameter each. */
  const DECOR_AMOUNTS = ["decorPatches", "decorPatchRadius", "decorPatchChance", "decorPatchSmoothing", "decorVariantChance", "decorFloorDensity", "decorWallDensity", "decorVoidDensity"];
  const DEFAULT_VALUES = Object.freeze({
      [LAYOUT_PARAMETER]: DEFAULT_LAYOUT,
      ...Object.fromEntries(PARAMETERS.map((spec) => [spec.name, spec.default])),
      ...Object.fromEntries(WORD_PARAMETERS.map((spec) => { var _a; return [spec.name, (_a = spec.default) !== null && _a !== void 0 ? _a : ""]; })),
  });
  /**
   * A note's tags as DataManager.extractMetadata reads them, without touching the map: the plugin
   * reads the note before the engine's own onLoad has run (see hooks.ts). Not a string → no tags.
   */
  function extractNoteMeta(note) {
      const meta = {};
      if (typeof note !== "string")
          return meta;
      const tag = /<([^<>:]+)(:?)([^>]*)>/g;
      for (let match = tag.exec(note); match; match = tag.exec(note))
          meta[match[1]] = match[2] === ":" ? match[3] : true;
      return meta;
  }
  /** The map's meta when something already extracted it, else read from its note. */
  function mapNoteMeta(map) {
      return isRecord$2(map.meta) ? map.meta : extractNoteMeta(map.note);
  }
  function isRecord$2(value) {
      return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  /** Case and punctuation do not matter in tag names: "Dungeon Room Chance" = "dungeonroomchance". */
  function normalizeTagName(name) {
      return name.toLowerCase().replace(/[^a-z0-9]/g, "");
  }
  /** True when the parameter is used by that layout (shared parameters by every layout). */
  function belongsTo(spec, layout) {
      return spec.layouts === undefined || spec.layouts.includes(layout);
  }
  /**
   * Each parameter answers to its name, its Plugin Manager text and its option key:
   * <Dungeon Border Width> = <DungeonBorderX>; <Dungeon Cave Chance> = <Dungeon caveChance> = <Dungeon diggerCaveChance>.
   * Texts and keys repeat across layouts, so a tag may name several parameters; the map's layout picks one.
   */
  const TAG_TO_PARAMETERS = new Map();
  for (const spec of PARAMETERS) {
      for (const name of tagNames(spec))
          TAG_TO_PARAMETERS.set(name, [...((_a = TAG_TO_PARAMETERS.get(name)) !== null && _a !== void 0 ? _a : []), spec]);
  }
  const TAG_TO_WORDS = new Map();
  for (const spec of WORD_PARAMETERS)
      for (const name of tagNames(spec))
          TAG_TO_WORDS.set(name, spec);
  /** The normalized tag names an entry answers to: its name, text, option key and extra tags. */
  function tagNames(spec) {
      var _a, _b;
      const names = [spec.name, spec.en.text, (_a = spec.key) !== null && _a !== void 0 ? _a : spec.name, ...((_b = spec.tags) !== null && _b !== void 0 ? _b : [])];
      return new Set(names.map((name) => normalizeTagName(`dungeon${name}`)));
  }
  /** Tags that are ours but no parameter: the layout choice and the ASCII vault block's markers. */
  const LAYOUT_TAG = normalizeTagName("Dungeon Layout");
  const VAULTS_TAG = normalizeTagName("Dungeon Vaults");
  /** A tag's text for a parameter: its Plugin Manager text without the "(%)" sign. */
  function tagText(spec) {
      return `<Dungeon ${spec.en.text.replace(/ \(%\)$/, "")}>`;
  }
  /** The note tags a map of this layout understands, for the unknown-tag warning. */
  function knownTags(layout) {
      const words = WORD_PARAMETERS.map((spec) => `<Dungeon ${spec.en.text}>`);
      return [...PARAMETERS.filter((spec) => belongsTo(spec, layout)).map(tagText), ...words, "<Dungeon Layout>"];
  }
  /** How a parameter is named in a warning: cells' and shared ones by their text, others with their layout's heading. */
  function parameterLabel(spec) {
      if (spec.layout === undefined || spec.layout === DEFAULT_LAYOUT)
          return spec.en.text;
      const heading = TABLE.find((entry) => entry.name === spec.parent);
      return `${heading ? heading.en.text : spec.layout}: ${spec.en.text}`;
  }
  function parseWholeNumber(raw, spec) {
      if (typeof raw !== "string" || !/^\s*[+-]?\d+\s*$/.test(raw))
          return null;
      const value = Number(raw) + 0; // "-0" reads as 0, not −0
      return value >= spec.min && value <= spec.max ? value : null;
  }
  /**
   * A note tag's number on `floor`: a whole number, or one with a per-floor step ("70 -5/floor",
   * "2+1/3floors"). The value on floor 1 must lie in the range; deeper floors are clamped to it.
   */
  function parseNoteNumber(raw, spec, floor) {
      const step = splitFloorStep(raw);
      if (!step)
          return parseWholeNumber(raw, spec);
      const base = parseWholeNumber(step.rest, spec);
      return base === null ? null : Math.min(spec.max, Math.max(spec.min, base + stepAt(step, floor)));
  }
  function describeProblem(where, raw, spec, fallback) {
      const shown = raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
      return `${where} = ${shown} is not a whole number from ${spec.min} to ${spec.max}; using ${fallback}`;
  }
  /** A choice's option value as written (any case, spaces around), or null; a text as trimmed. */
  function parseWord(raw, spec) {
      var _a, _b, _c;
      if (typeof raw !== "string")
          return null;
      if (spec.type === "text")
          return raw.trim();
      const wanted = raw.trim().toLowerCase();
      return (_c = (_b = (_a = spec.options) === null || _a === void 0 ? void 0 : _a.find((option) => option.value.toLowerCase() === wanted)) === null || _b === void 0 ? void 0 : _b.value) !== null && _c !== void 0 ? _c : null;
  }
  function describeWordProblem(where, raw, spec, fallback) {
      var _a;
      const shown = raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
      // A text has no options to list (a tag without a value is the usual way to get here).
      if (spec.type === "text")
          return `${where} = ${shown} is not a text; using ${showValue(fallback)}`;
      const known = ((_a = spec.options) !== null && _a !== void 0 ? _a : []).map((option) => option.value).join(", ");
      return `${where} = ${shown} is not one of ${known}; using ${fallback}`;
  }
  function toDungeonSettings(values, layoutName, floor, options) {
      const number = (name) => values[name];
      return {
          layout: options,
          layoutName,
          paint: {
              tiles: { voidTile: number("voidTile"), floorTile: number("floorTile"), wallTile: number("wallTile") },
              roomRegion: number("roomRegion"),
              corridorRegion: number("corridorRegion"),
          },
          vaults: { mapId: number("vaultMap"), connectionRegion: number("vaultRegion") },
          ...featureSettings(values),
          values: Object.freeze({ ...values, [LAYOUT_PARAMETER]: layoutName }),
          floor,
      };
  }
  /**
   * Each feature's slice, read once from the values. Every name here is a parameter of the table
   * (test/mz/settings.test.ts checks that no slice field is missing), and choices hold one of their
   * options: settings.ts checked them when it read the parameters and note tags.
   */
  function featureSettings(values) {
      const number = (name) => values[name];
      const word = (name) => String(values[name]);
      return {
          runs: { seedMode: word("seedMode"), seedVariable: number("seedVariable") },
          fog: {
              radius: number("fogRadius"),
              dimOpacity: number("fogDimOpacity"),
              minimapCorner: word("minimapCorner"),
              minimapScale: number("minimapScale"),
              minimapOpacity: number("minimapOpacity"),
          },
          decor: {
              stock: word("decorStock") === "on",
              amounts: Object.fromEntries(DECOR_AMOUNTS.map((name) => [name, number(name)])),
              tiles: { variants: word("decorFloorVariants").trim(), floor: word("decorFloorTiles").trim(), wall: word("decorWallTiles").trim(), void: word("decorVoidTiles").trim() },
          },
          content: { selfSwitches: word("selfSwitches") },
          pieces: { maps: word("pieceMaps").trim(), count: number("pieceCount"), region: number("pieceRegion"), entranceRegion: number("pieceEntranceRegion") },
      };
  }
  function pluginSettings(values) {
      return { floorVariable: Number(values.floorVariable) || 0, minimapKey: typeof values.minimapKey === "number" ? values.minimapKey : 9 };
  }
  /**
   * The layout's options for this map. A layout with presets (<Dungeon Crawler Style: halls>) takes
   * the chosen preset's value for every option that neither a note tag of this map sets nor the
   * plugin parameters change from its default: what the game maker wrote wins over the preset.
   */
  function layoutOptions(values, layoutName, plugin, setByNote) {
      var _a, _b, _c, _d;
      const options = {};
      for (const spec of PARAMETERS)
          if (spec.group === "layout" && belongsTo(spec, layoutName))
              options[(_a = spec.key) !== null && _a !== void 0 ? _a : spec.name] = values[spec.name];
      const layout = findLayout(layoutName);
      const presets = layout === null || layout === void 0 ? void 0 : layout.presets;
      if (!layout || !presets)
          return options;
      const chosen = String((_b = values[layoutParameterName(layout, presets.key)]) !== null && _b !== void 0 ? _b : presets.default);
      const preset = (_c = presets.choices.find((choice) => choice.value === chosen)) !== null && _c !== void 0 ? _c : presets.choices.find((choice) => choice.value === presets.default);
      for (const [key, value] of Object.entries((_d = preset === null || preset === void 0 ? void 0 : preset.options) !== null && _d !== void 0 ? _d : {})) {
          const spec = PARAMETERS.find((candidate) => candidate.group === "layout" && candidate.key === key && belongsTo(candidate, layoutName));
          if (!spec || typeof value !== "number" || setByNote.has(spec.name) || plugin[spec.name] !== spec.default)
              continue;
          options[key] = value;
      }
      return options;
  }
  /** The registry's name for a layout name as written (any case, spaces around), or null. */
  function layoutNamed(raw) {
      var _a, _b;
      return typeof raw === "string" ? (_b = (_a = findLayout(raw)) === null || _a === void 0 ? void 0 : _a.name) !== null && _b !== void 0 ? _b : null : null;
  }
  function unknownLayout(where, raw) {
      const shown = raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
      return `${where} = ${shown} is not a known layout (known layouts: ${LAYOUT_NAMES.join(", ")}); using ${DEFAULT_LAYOUT}`;
  }
  /** Plugin parameters (strings from PluginManager.parameters) → values; missing ones take their default silently. */
  function parsePluginParameters(raw, warn) {
      var _a;
      const values = {};
      const source = isRecord$2(raw) ? raw : {};
      if (source !== raw)
          warn(`the plugin parameters are not readable (${showValue(raw)}); using the defaults`);
      const layout = source[LAYOUT_PARAMETER];
      values[LAYOUT_PARAMETER] = layout === undefined || layout === "" ? DEFAULT_LAYOUT : (_a = layoutNamed(layout)) !== null && _a !== void 0 ? _a : DEFAULT_LAYOUT;
      if (layout !== undefined && layout !== "" && layoutNamed(layout) === null)
          warn(unknownLayout('parameter "Layout"', layout));
      for (const spec of PARAMETERS) {
          const given = source[spec.name];
          const value = given === undefined || given === "" ? spec.default : parseWholeNumber(given, spec);
          if (value === null)
              warn(describeProblem(`parameter "${parameterLabel(spec)}"`, given, spec, spec.default));
          values[spec.name] = value !== null && value !== void 0 ? value : spec.default;
      }
      for (const spec of WORD_PARAMETERS) {
          const given = source[spec.name];
          const value = given === undefined || given === "" ? spec.default : parseWord(given, spec);
          if (value === null)
              warn(describeWordProblem(`parameter "${spec.en.text}"`, given, spec, spec.default));
          values[spec.name] = value !== null && value !== void 0 ? value : spec.default;
      }
      return values;
  }
  /** True when the map's note holds <Dungeon> (any letter case; a value after it is ignored with a warning). */
  function isDungeonMap(meta) {
      return dungeonTagValue(meta) !== undefined;
  }
  function dungeonTagValue(meta) {
      if (!isRecord$2(meta))
          return undefined;
      for (const key of Object.keys(meta))
          if (normalizeTagName(key) === "dungeon")
              return meta[key];
      return undefined;
  }
  /** The layout of a map: its <Dungeon Layout: NAME> tag, else the Layout parameter; an unknown name is warned and gives cells. */
  function mapLayout(plugin, meta, warn) {
      var _a;
      const key = Object.keys(meta).find((name) => normalizeTagName(name) === LAYOUT_TAG);
      if (key === undefined)
          return (_a = layoutNamed(plugin[LAYOUT_PARAMETER])) !== null && _a !== void 0 ? _a : DEFAULT_LAYOUT;
      const name = layoutNamed(meta[key]);
      if (name === null)
          warn(unknownLayout(`note tag <${key}>`, meta[key]));
      return name !== null && name !== void 0 ? name : DEFAULT_LAYOUT;
  }
  /**
   * The plugin's values with this map's note tags applied, grouped for the core and the painter.
   * `floor` is the run's floor (from 1): note tags with a per-floor step are read for it.
   */
  function mapSettings(plugin, given, warn, floor = 1) {
      const values = { ...plugin };
      const meta = isRecord$2(given) ? given : {};
      const tagValue = dungeonTagValue(meta);
      if (typeof tagValue === "string" && tagValue.trim() !== "") {
          warn(`<Dungeon> takes no value; ignoring "${tagValue.trim()}" (per-map settings are tags like <Dungeon Room Chance: 50>)`);
      }
      const layout = mapLayout(plugin, meta, warn);
      /** Parameters a note tag of this map sets (they win over a layout's preset). */
      const setByNote = new Set();
      for (const key of Object.keys(meta)) {
          const name = normalizeTagName(key);
          if (!name.startsWith("dungeon") || name === "dungeon" || name === LAYOUT_TAG || name === VAULTS_TAG)
              continue;
          const word = TAG_TO_WORDS.get(name);
          if (word) {
              const value = parseWord(meta[key], word);
              if (value === null)
                  warn(describeWordProblem(`note tag <${key}>`, meta[key], word, String(values[word.name])));
              else
                  values[word.name] = value;
              continue;
          }
          const named = TAG_TO_PARAMETERS.get(name);
          if (!named) {
              warn(`unknown note tag <${key}>; known tags: ${knownTags(layout).join(", ")}`);
              continue;
          }
          const spec = named.find((candidate) => belongsTo(candidate, layout));
          if (!spec) {
              const owners = [...new Set(named.map((candidate) => candidate.layout))].join(", ");
              warn(`note tag <${key}> is a setting of the ${owners} layout; this map's layout is ${layout}, so it is ignored`);
              continue;
          }
          const value = parseNoteNumber(meta[key], spec, floor);
          if (value === null)
              warn(describeProblem(`note tag <${key}>`, meta[key], spec, values[spec.name]));
          else
              values[spec.name] = value;
          setByNote.add(spec.name);
      }
      return toDungeonSettings(values, layout, floor, layoutOptions(values, layout, plugin, setByNote));
  }
  /** The block of ASCII vaults in a note: the text between <Dungeon Vaults> and </Dungeon Vaults> (any case, spaces). */
  const VAULT_BLOCK = /<\s*dungeon\s*vaults\s*>([\s\S]*?)<\s*\/\s*dungeon\s*vaults\s*>/i;
  /** The ASCII vaults written in a map's note (src/core/prefab.ts's format); each problem is one message. */
  function noteVaults(note) {
      if (typeof note !== "string")
          return { prefabs: [], problems: [] };
      const block = VAULT_BLOCK.exec(note);
      if (!block) {
          const opened = /<\s*dungeon\s*vaults\s*>/i.test(note);
          return { prefabs: [], problems: opened ? ["<Dungeon Vaults> has no closing </Dungeon Vaults>; its vaults are ignored"] : [] };
      }
      // Blank lines in front keep the line numbers of the problems those of the note.
      const linesBefore = note.slice(0, block.index).split("\n").length - 1;
      const parsed = parsePrefabs("\n".repeat(linesBefore) + block[1]);
      return { prefabs: parsed.prefabs, problems: parsed.problems.map((problem) => `<Dungeon Vaults>: ${problem}`) };
  }

  /**
   * Checks on map data read from files the game maker (or another plugin) wrote: shared by the
   * hooks, the vault map reader and the event spawner.
   */
  function isObject(value) {
      return typeof value === "object" && value !== null;
  }
  /** Why the map's shape cannot be painted (sizes, tile data, event list), or null when it can. */
  function unusableMapReason(map) {
      const { width, height, data } = map;
      if (!isWholeNumber(width) || !isWholeNumber(height))
          return `the map size ${showValue(width)}×${showValue(height)} is not two whole numbers`;
      if (!Array.isArray(data))
          return "the map has no tile data";
      const expected = width * height * 6;
      if (data.length !== expected)
          return `the tile data holds ${data.length} values, but a ${width}×${height} map needs ${expected}`;
      if (!Array.isArray(map.events))
          return "the map has no event list";
      return null;
  }
  function isWholeNumber(value) {
      return typeof value === "number" && Number.isInteger(value) && value >= 0;
  }
  /** The passability flags of the tileset `tilesetId` in $dataTilesets (by full tile id), or null when there is no such tileset. */
  function tilesetFlags(tilesets, tilesetId) {
      const tileset = Array.isArray(tilesets) && typeof tilesetId === "number" ? tilesets[tilesetId] : undefined;
      return isObject(tileset) && Array.isArray(tileset.flags) ? tileset.flags : null;
  }

  /** The global the vault map is read into (DataManager.loadDataFile sets window[name]). */
  const VAULT_MAP_GLOBAL = "$dataRandomDungeonsVaultMap";
  function mapFileName(mapId) {
      return `Map${String(mapId).padStart(3, "0")}.json`;
  }
  /** missingVaultMap for a dungeon map whose settings are read already. */
  function vaultMapNeeded(engine, settings, mapId, vaultMaps, log) {
      const vaultMapId = settings.vaults.mapId;
      if (!usesPrefabs(settings) || vaultMapId <= 0 || vaultMaps.has(vaultMapId))
          return 0;
      if (!vaultMapExists(engine, vaultMapId))
          return 0;
      if (typeof engine.DataManager.loadDataFile !== "function") {
          log.warn(`Map ${mapId}: the engine has no DataManager.loadDataFile to read vault map ${vaultMapId}; no vaults from it`);
          return 0;
      }
      return vaultMapId;
  }
  /** True when the map's layout reads prefabs and its options use them (LayoutAlgorithm.reads, usesInput). */
  function usesPrefabs(settings) {
      var _a, _b;
      const layout = findLayout(settings.layoutName);
      return layout !== undefined && layout.reads === "prefabs" && ((_b = (_a = layout.usesInput) === null || _a === void 0 ? void 0 : _a.call(layout, settings.layout)) !== null && _b !== void 0 ? _b : true);
  }
  /** False only when the editor's map list is there and has no such map (set-piece maps are looked up the same way). */
  function vaultMapExists(engine, vaultMapId) {
      const infos = engine.$dataMapInfos;
      return !Array.isArray(infos) || isObject(infos[vaultMapId]);
  }
  /** The vaults for this map's layout: ASCII vaults in its note, then the shapes painted on the vault map. */
  function dungeonVaults(engine, map, settings, vaultMaps, warn) {
      const written = noteVaults(map.note);
      written.problems.forEach(warn);
      const { mapId, connectionRegion } = settings.vaults;
      if (mapId <= 0)
          return written.prefabs;
      if (!vaultMapExists(engine, mapId)) {
          warn(`vault map ${mapId} does not exist; no vaults from it`);
          return written.prefabs;
      }
      const vaultMap = vaultMaps.get(mapId);
      if (!vaultMap) {
          if (usesPrefabs(settings))
              warn(`vault map ${mapId} could not be read; no vaults from it`);
          return written.prefabs;
      }
      return [...written.prefabs, ...paintedVaults(vaultMap, mapId, engine.$dataTilesets, connectionRegion, warn, settings.pieces.region)];
  }
  /** Tile ids from the first A3 tile to the end of A4: building and dungeon walls and their tops. */
  const WALL_AUTOTILES = { first: 4352, end: 8192 };
  /**
   * The vaults painted on a vault map: each 4-connected group of painted tiles (any of layers 0–3
   * not empty) is one vault. A tile is floor when its top non-star tile lets the player pass at least
   * one way and is not an A3/A4 wall or ceiling autotile; every other painted tile is wall. Floor
   * tiles on the edge of the group's box with region `connectionRegion` are its connections. A group
   * holding a tile of `pieceRegion` is a set piece (src/mz/pieces.ts reads it), not a vault.
   */
  function paintedVaults(vaultMap, vaultMapId, tilesets, connectionRegion, warn, pieceRegion = 0) {
      const map = vaultMap;
      const unusable = unusableMapReason(map);
      if (unusable) {
          warn(`vault map ${vaultMapId}: ${unusable}; no vaults from it`);
          return [];
      }
      const { width, height, data } = map;
      const flags = tilesetFlags(tilesets, map.tilesetId);
      if (!flags) {
          warn(`vault map ${vaultMapId}: tileset ${showValue(map.tilesetId)} does not exist; no vaults from it`);
          return [];
      }
      const area = width * height;
      const kinds = new Uint8Array(area);
      for (let tile = 0; tile < area; tile++)
          kinds[tile] = paintedKind(data, area, tile, flags);
      const seen = new Uint8Array(area);
      const prefabs = [];
      for (let tile = 0; tile < area; tile++) {
          if (kinds[tile] === TileKind.Void || seen[tile])
              continue;
          const group = paintedGroup(kinds, seen, width, height, tile);
          if (pieceRegion > 0 && group.some((t) => data[5 * area + t] === pieceRegion))
              continue;
          const prefab = groupPrefab(group, kinds, data, area, width, vaultMapId, connectionRegion);
          if (typeof prefab === "string")
              warn(prefab);
          else
              prefabs.push(prefab);
      }
      return prefabs;
  }
  /** Void for an unpainted tile, else Room (floor) or Wall, as paintedVaults describes (set pieces read their tiles the same way). */
  function paintedKind(data, area, tile, flags) {
      var _a;
      for (let layer = 3; layer >= 0; layer--) {
          const tileId = data[layer * area + tile];
          if (!tileId)
              continue;
          const flag = (_a = flags[tileId]) !== null && _a !== void 0 ? _a : 0;
          if (flag & 0x10)
              continue; // a star tile (drawn above the player) does not decide
          const wallAutotile = tileId >= WALL_AUTOTILES.first && tileId < WALL_AUTOTILES.end;
          return wallAutotile || (flag & 0x0f) === 0x0f ? TileKind.Wall : TileKind.Room;
      }
      for (let layer = 0; layer < 4; layer++)
          if (data[layer * area + tile])
              return TileKind.Wall; // only star tiles
      return TileKind.Void;
  }
  /** The painted tiles 4-connected to `start` (marked in `seen`). */
  function paintedGroup(kinds, seen, width, height, start) {
      const queue = new Int32Array(kinds.length);
      const count = floodFill(width, height, start, (tile) => kinds[tile] !== TileKind.Void, seen, queue);
      return queue.subarray(0, count);
  }
  /** One painted group as a prefab in its bounding box, or the reason it is skipped. */
  function groupPrefab(group, kinds, data, area, width, vaultMapId, region) {
      const { left, top, right, bottom } = tileBounds(group, width);
      const name = `vault at ${left},${top} of map ${vaultMapId}`;
      const w = right - left + 1;
      const h = bottom - top + 1;
      const prefabKinds = new Uint8Array(w * h);
      const connections = [];
      let misplaced = 0;
      for (const tile of group) {
          const x = (tile % width) - left;
          const y = Math.floor(tile / width) - top;
          const local = y * w + x;
          prefabKinds[local] = kinds[tile];
          if (kinds[tile] !== TileKind.Room || data[5 * area + tile] !== region)
              continue;
          if (x === 0 || y === 0 || x === w - 1 || y === h - 1)
              connections.push(local);
          else
              misplaced++;
      }
      if (misplaced > 0)
          return `${name}: ${misplaced} tile(s) of region ${region} are not on the shape's outer edge; the vault is skipped`;
      if (connections.length === 0)
          return `${name}: no floor tile of region ${region} on the shape's outer edge marks where it joins the dungeon; the vault is skipped`;
      if (!floorIsConnected(prefabKinds, w, h))
          return `${name}: its floor is not all connected; the vault is skipped`;
      return { name, width: w, height: h, kinds: prefabKinds, connections };
  }

  const TAG$1 = {
      piece: normalizeTagName("Dungeon Piece"),
      required: normalizeTagName("Dungeon Piece Required"),
      weight: normalizeTagName("Dungeon Piece Weight"),
      max: normalizeTagName("Dungeon Piece Max"),
      floors: normalizeTagName("Dungeon Piece Floors"),
      mirror: normalizeTagName("Dungeon Piece Mirror"),
      at: normalizeTagName("Dungeon Piece At"),
  };
  /** Largest weight and copy count a note may ask for. */
  const MAX_WEIGHT = 100;
  const MAX_COPIES = 20;
  /** The map ids a list such as "11, 14" names; anything else in it is warned about and skipped. */
  function parseMapList(text, warn) {
      const ids = [];
      for (const part of text.split(/[,\s]+/)) {
          if (part === "")
              continue;
          const id = /^\d+$/.test(part) ? Number(part) : NaN;
          if (!Number.isInteger(id) || id < 1 || id > 9999)
              warn(`set-piece map "${part}" is not a map id from 1 to 9999; it is skipped`);
          else if (!ids.includes(id))
              ids.push(id);
      }
      return ids;
  }
  // ── reading a set-piece map ─────────────────────────────────────────────────────────────────
  /**
   * Every piece marked on a set-piece map, with its art; one warning per piece that cannot be used
   * (no entrance, floor in two parts, marks overlapping another piece). The map is only read.
   */
  function readPieceMap(source, mapId, tilesets, regions, warn) {
      const catalog = { pieces: [], art: [] };
      const map = source;
      const unusable = unusableMapReason(map);
      if (unusable) {
          warn(`set-piece map ${mapId}: ${unusable}; no pieces from it`);
          return catalog;
      }
      const { width, height, data } = map;
      const flags = tilesetFlags(tilesets, map.tilesetId);
      if (!flags) {
          warn(`set-piece map ${mapId}: tileset ${showValue(map.tilesetId)} does not exist; no pieces from it`);
          return catalog;
      }
      const boxes = markedBoxes({ width, height, data }, regions);
      boxes.forEach((box, index) => {
          const overlapping = boxes.findIndex((other, j) => j !== index && overlaps(box, other));
          if (overlapping >= 0) {
              warn(`set-piece map ${mapId}: the piece marked at ${box.left},${box.top} overlaps the one at ${boxes[overlapping].left},${boxes[overlapping].top}; both are skipped (leave an unmarked tile between pieces)`);
              return;
          }
          const read = readPiece(map, mapId, box, flags, regions, warn);
          if (!read)
              return;
          catalog.pieces.push(read.piece);
          catalog.art.push(read.art);
      });
      return catalog;
  }
  /**
   * The bounding boxes of the 4-connected groups of tiles carrying the piece or the entrance
   * region that hold at least one piece-region tile: the pieces' rectangles, in map order. Entrance
   * marks alone are no piece: on the Vault Map the same region marks the vaults' connections.
   */
  function markedBoxes(map, regions) {
      const { width, height, data } = map;
      const area = width * height;
      const marked = (tile) => data[5 * area + tile] === regions.piece || data[5 * area + tile] === regions.entrance;
      const seen = new Uint8Array(area);
      const queue = new Int32Array(area);
      const boxes = [];
      for (let tile = 0; tile < area; tile++) {
          if (seen[tile] || !marked(tile))
              continue;
          const group = queue.subarray(0, floodFill(width, height, tile, marked, seen, queue));
          if (group.some((t) => data[5 * area + t] === regions.piece))
              boxes.push(tileBounds(group, width));
      }
      return boxes;
  }
  function overlaps(a, b) {
      return a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;
  }
  /** One marked rectangle as a piece, or null (with its warning) when it cannot be used. */
  function readPiece(map, mapId, box, flags, regions, warn) {
      var _a, _b;
      const { left, top } = box;
      const width = box.right - left + 1;
      const height = box.bottom - top + 1;
      const area = map.width * map.height;
      const events = eventsInside(map, box);
      const rules = readRules(events.map((entry) => entry.event), warn);
      const name = (_a = rules.name) !== null && _a !== void 0 ? _a : `piece at ${left},${top} of map ${mapId}`;
      const label = `set piece "${name}" (map ${mapId})`;
      const kinds = new Uint8Array(width * height);
      const entrances = [];
      const pieceData = new Array(width * height * 6).fill(0);
      let strayEntrances = 0;
      for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
              const source = (top + y) * map.width + left + x;
              const local = y * width + x;
              const kind = paintedKind(map.data, area, source, flags);
              kinds[local] = kind === TileKind.Room ? TileKind.Room : TileKind.Wall;
              for (let z = 0; z < 6; z++)
                  pieceData[(z * height + y) * width + x] = (_b = map.data[z * area + source]) !== null && _b !== void 0 ? _b : 0;
              const region = map.data[5 * area + source];
              if (region === regions.piece || region === regions.entrance)
                  pieceData[(5 * height + y) * width + x] = 0;
              if (region !== regions.entrance)
                  continue;
              const onEdge = x === 0 || y === 0 || x === width - 1 || y === height - 1;
              if (!onEdge)
                  strayEntrances++;
              else if (kinds[local] !== TileKind.Room)
                  warn(`${label}: the entrance at ${left + x},${top + y} is not a tile the player can walk on; it is not used`);
              else
                  entrances.push(local);
          }
      }
      if (strayEntrances > 0)
          warn(`${label}: ${strayEntrances} entrance tile(s) are not on the rectangle's outer edge; they are not used`);
      if (entrances.length === 0) {
          warn(`${label}: no entrance (a walkable tile of region ${regions.entrance} on the rectangle's edge); the piece is skipped`);
          return null;
      }
      if (!floorIsConnected(kinds, width, height)) {
          warn(`${label}: its walkable tiles are not all connected, so part of it could never be reached; the piece is skipped`);
          return null;
      }
      const eventTiles = events.map((entry) => entry.y * width + entry.x);
      const piece = { name, width, height, kinds, entrances, eventTiles, required: rules.required, weight: rules.weight, max: rules.max, mirror: rules.mirror, spot: rules.spot };
      const art = { mapId, left, top, width, height, data: pieceData, events, floors: rules.floors };
      return { piece, art };
  }
  /** The map's events standing inside the rectangle, with their spot in it. */
  function eventsInside(map, box) {
      const inside = [];
      for (const event of map.events) {
          if (!isObject(event))
              continue;
          const { x, y } = event;
          if (typeof x !== "number" || typeof y !== "number")
              continue;
          if (x < box.left || x > box.right || y < box.top || y > box.bottom)
              continue;
          inside.push({ event: event, x: x - box.left, y: y - box.top });
      }
      return inside;
  }
  /** The piece's rules from its events' notes (the first event that sets a rule wins). */
  function readRules(events, warn) {
      var _a, _b;
      const rules = { name: null, required: false, weight: 1, max: 1, mirror: false, spot: "anywhere", floors: null };
      const tags = new Map();
      for (const event of events) {
          const meta = extractNoteMeta(event.note);
          for (const key of Object.keys(meta)) {
              const name = normalizeTagName(key);
              if (!tags.has(name) && meta[key] !== undefined)
                  tags.set(name, meta[key]);
          }
      }
      const text = (name) => {
          const value = tags.get(name);
          return typeof value === "string" ? value.trim() : value === true ? "" : null;
      };
      const named = text(TAG$1.piece);
      if (named)
          rules.name = named;
      const label = `set piece "${(_a = rules.name) !== null && _a !== void 0 ? _a : "(unnamed)"}"`;
      rules.required = tags.has(TAG$1.required);
      rules.mirror = tags.has(TAG$1.mirror);
      const weight = text(TAG$1.weight);
      if (weight !== null)
          rules.weight = wholeNumber(weight, 1, MAX_WEIGHT, `${label}: <Dungeon Piece Weight: ${weight}>`, 1, warn);
      const max = text(TAG$1.max);
      if (max !== null)
          rules.max = wholeNumber(max, 1, MAX_COPIES, `${label}: <Dungeon Piece Max: ${max}>`, 1, warn);
      const at = text(TAG$1.at);
      if (at !== null) {
          const spot = PIECE_SPOTS.find((value) => value === at.toLowerCase());
          if (spot)
              rules.spot = spot;
          else
              warn(`${label}: <Dungeon Piece At: ${at}> is not one of ${PIECE_SPOTS.join(", ")}; the piece goes anywhere`);
      }
      const floors = text(TAG$1.floors);
      if (floors !== null) {
          const range = /^(\d+)\s*(?:-\s*(\d+))?$/.exec(floors);
          const min = range ? Number(range[1]) : NaN;
          const most = range ? Number((_b = range[2]) !== null && _b !== void 0 ? _b : range[1]) : NaN;
          if (!range || min < 1 || most < min)
              warn(`${label}: <Dungeon Piece Floors: ${floors}> is not a floor or a range such as 3-5; the piece may appear on every floor`);
          else
              rules.floors = { min, max: most };
      }
      return rules;
  }
  function wholeNumber(raw, min, max, where, fallback, warn) {
      const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (Number.isInteger(value) && value >= min && value <= max)
          return value;
      warn(`${where} is not a whole number from ${min} to ${max}; using ${fallback}`);
      return fallback;
  }
  /** The catalog's pieces allowed on this floor of a run, still paired with their art. */
  function piecesForFloor(catalog, floor) {
      const keep = catalog.art.map((art) => art.floors === null || (floor >= art.floors.min && floor <= art.floors.max));
      return { pieces: catalog.pieces.filter((_, i) => keep[i]), art: catalog.art.filter((_, i) => keep[i]) };
  }
  // ── painting a placed piece ─────────────────────────────────────────────────────────────────
  /**
   * Copies each placed piece's six layers onto its rectangle (mirrored when the core mirrored it),
   * then gives every autotile on the rim — the rectangle's edge and the ring around it — the shape
   * the editor would draw there now that both sides are known, and recomputes the rim's shadows.
   * Inside a mirrored piece every autotile is reshaped (a mirrored corner is another shape).
   */
  function paintPieces(data, width, height, dungeon, art) {
      var _a, _b;
      const area = width * height;
      for (const placed of (_a = dungeon.pieces) !== null && _a !== void 0 ? _a : []) {
          const piece = art[placed.piece];
          if (!piece)
              continue;
          for (let y = 0; y < piece.height; y++) {
              for (let x = 0; x < piece.width; x++) {
                  const sourceX = placed.mirrored ? piece.width - 1 - x : x;
                  const target = (placed.y + y) * width + placed.x + x;
                  for (let z = 0; z < 6; z++)
                      data[z * area + target] = piece.data[(z * piece.height + y) * piece.width + sourceX];
              }
          }
      }
      for (const placed of (_b = dungeon.pieces) !== null && _b !== void 0 ? _b : []) {
          if (!art[placed.piece])
              continue;
          reshapeRim(data, width, height, placed, placed.mirrored);
      }
  }
  /** Reshapes autotiles and shadows on the rim of one rectangle (and inside it when mirrored). */
  function reshapeRim(data, width, height, rect, whole) {
      const left = Math.max(0, rect.x - 1);
      const top = Math.max(0, rect.y - 2);
      const right = Math.min(width - 1, rect.x + rect.width);
      const bottom = Math.min(height - 1, rect.y + rect.height + 1);
      const onRim = (x, y) => whole || x <= rect.x || y <= rect.y + 1 || x >= rect.x + rect.width - 1 || y >= rect.y + rect.height - 2;
      for (let z = 0; z < 4; z++) {
          const layer = mapLayer(data, width, height, z);
          for (let y = top; y <= bottom; y++) {
              for (let x = left; x <= right; x++) {
                  if (!onRim(x, y))
                      continue;
                  const at = layer.offset + y * width + x;
                  const id = data[at];
                  if (!isAutotile(id))
                      continue;
                  data[at] = autotileId(autotileKind(id), autotileShapeAt(layer, x, y));
              }
          }
      }
      const ground = mapLayer(data, width, height, 0);
      const shadows = 4 * width * height;
      for (let y = top; y <= bottom; y++) {
          for (let x = left; x <= right; x++) {
              const inside = x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
              // Inside, the designer's shadows stay as painted (they may have drawn or erased them on purpose); the rim outside and a mirrored piece's follow the editor's rule.
              if (inside && !whole && x !== rect.x)
                  continue;
              data[shadows + y * width + x] = shadowAt(ground, x, y);
          }
      }
  }
  // ── the pieces' events ──────────────────────────────────────────────────────────────────────
  /** How many ids the catalog's events may need: each event of each piece, times its copies. */
  function pieceIdCount(catalog) {
      let count = 0;
      catalog.art.forEach((art, i) => (count += art.events.length * catalog.pieces[i].max));
      return count;
  }
  /**
   * Writes the placed pieces' events into $dataMap.events as deep copies at their spots (mirrored
   * with the piece). Ids: a block per piece of the catalog (its events × its Max copies) from
   * `firstId`, in catalog order, so copy k of a piece's event has the same id in every dungeon made
   * from the same catalog, and a reload (menu, battle, load) rebuilds the same list.
   */
  function spawnPieceEvents(map, dungeon, catalog, firstId) {
      var _a, _b;
      const events = map.events;
      const blockStart = [];
      let next = firstId;
      catalog.art.forEach((art, i) => {
          blockStart.push(next);
          next += art.events.length * catalog.pieces[i].max;
      });
      const copyOf = new Map();
      const ids = [];
      for (const placed of (_a = dungeon.pieces) !== null && _a !== void 0 ? _a : []) {
          const art = catalog.art[placed.piece];
          if (!art)
              continue;
          const copy = (_b = copyOf.get(placed.piece)) !== null && _b !== void 0 ? _b : 0;
          copyOf.set(placed.piece, copy + 1);
          art.events.forEach((entry, e) => {
              const id = blockStart[placed.piece] + copy * art.events.length + e;
              const clone = JSON.parse(JSON.stringify(entry.event));
              clone.id = id;
              clone.x = placed.x + (placed.mirrored ? art.width - 1 - entry.x : entry.x);
              clone.y = placed.y + entry.y;
              while (events.length <= id)
                  events.push(null);
              events[id] = clone;
              ids.push(id);
          });
      }
      return ids;
  }
  // ── which set-piece maps a dungeon reads ────────────────────────────────────────────────────
  /**
   * The set-piece maps of a dungeon map's settings: the maps its list names (`listed` of them), then
   * the Vault Map when the list leaves it out (its marked pieces count too).
   */
  function pieceMapIds(settings, warn) {
      const ids = parseMapList(settings.pieces.maps, warn);
      const listed = ids.length;
      if (settings.vaults.mapId > 0 && !ids.includes(settings.vaults.mapId))
          ids.push(settings.vaults.mapId);
      return { ids, listed };
  }
  /**
   * The set-piece map this freshly loaded dungeon map needs and this session has not read yet (0
   * when none): like the vault map, it must be in before the dungeon is made, or the same seed would
   * give another dungeon once it arrived. Maps the project does not have are warned about later.
   */
  function missingPieceMap(engine, settings, sourceMaps) {
      if (typeof engine.DataManager.loadDataFile !== "function")
          return 0;
      for (const id of pieceMapIds(settings, () => { }).ids)
          if (!sourceMaps.has(id) && vaultMapExists(engine, id))
              return id;
      return 0;
  }
  /** Every piece of the dungeon's set-piece maps that may appear on this floor, with its art. */
  function dungeonPieceCatalog(engine, settings, sourceMaps, warn) {
      const catalog = { pieces: [], art: [] };
      const regions = { piece: settings.pieces.region, entrance: settings.pieces.entranceRegion };
      const { ids, listed } = pieceMapIds(settings, warn);
      for (const [index, id] of ids.entries()) {
          // The Vault Map may hold no pieces at all: only the maps the list names are warned about.
          const fromList = index < listed;
          if (!vaultMapExists(engine, id)) {
              if (fromList)
                  warn(`set-piece map ${id} does not exist; no pieces from it`);
              continue;
          }
          const source = sourceMaps.get(id);
          if (!source) {
              if (fromList)
                  warn(`set-piece map ${id} could not be read; no pieces from it`);
              continue;
          }
          const read = readPieceMap(source, id, engine.$dataTilesets, regions, warn);
          if (fromList && read.pieces.length === 0)
              warn(`set-piece map ${id} has no usable piece (paint region ${regions.piece} over a piece's tiles and region ${regions.entrance} on its entrances)`);
          catalog.pieces.push(...read.pieces);
          catalog.art.push(...read.art);
      }
      return piecesForFloor(catalog, settings.floor);
  }

  /**
   * The map file's own events: the editor writes event i at index i with id i. Entries other
   * plugins link in (a spawned copy sharing another event's data object, a template's data) carry
   * another id; they are neither counted nor moved, so their data objects are never written to.
   */
  function fileEventIds(events) {
      const ids = [];
      for (let index = 0; index < events.length; index++) {
          const event = events[index];
          if (isObject(event) && event.id === index)
              ids.push(index);
      }
      return ids;
  }
  // ── note tags ───────────────────────────────────────────────────────────────────────────────
  const TAG = {
      spawn: normalizeTagName("Dungeon Spawn"),
      chance: normalizeTagName("Dungeon Chance"),
      unique: normalizeTagName("Dungeon Unique"),
      role: normalizeTagName("Dungeon Role"),
      place: normalizeTagName("Dungeon Place"),
      keep: normalizeTagName("Dungeon Keep Self Switches"),
  };
  const EVENT_TAGS = "<Dungeon Spawn: 3> or <Dungeon Spawn: 2-5>, <Dungeon Chance: 40>, <Dungeon Unique: group>, " +
      "<Dungeon Role: Stairs|Entrance|Boss|Treasure|Monster|Trap|Door|Secret Door|Lock N|Key N|Wall>, " +
      "<Dungeon Place: room|corridor|any>, <Dungeon Place: piece NAME>, <Dungeon Keep Self Switches>";
  const ROLE_WORDS = {
      stairs: "stairs",
      entrance: "entrance",
      boss: "boss",
      treasure: "treasure",
      monster: "monster",
      trap: "trap",
      door: "door",
      secretdoor: "secretDoor",
      wall: "wall",
  };
  const ROLE_VALUES = "Stairs, Entrance, Boss, Treasure, Monster, Trap, Door, Secret Door, Lock N, Key N, Wall (N = 1 … 99)";
  function shown(raw) {
      return raw === true ? "(no value)" : showValue(typeof raw === "string" ? raw.trim() : raw);
  }
  /** A role as written (any case and spacing), with its lock/key level, or null. */
  function parseRole(raw) {
      if (typeof raw !== "string")
          return null;
      const word = raw.toLowerCase().replace(/\s+/g, "");
      // Own keys only: "constructor" or "__proto__" must not find what every object inherits.
      if (Object.prototype.hasOwnProperty.call(ROLE_WORDS, word))
          return { role: ROLE_WORDS[word], level: 1 };
      const levelled = /^(lock|key)(\d*)$/.exec(word);
      if (!levelled)
          return null;
      const level = levelled[2] === "" ? 1 : Number(levelled[2]);
      return level >= 1 && level <= MAX_LEVEL ? { role: levelled[1], level } : null;
  }
  /** A Place value: a floor kind (any case), or "piece NAME" (the name as written, spaces trimmed); null when neither. */
  function parsePlace(raw) {
      if (typeof raw !== "string")
          return null;
      const place = raw.trim().toLowerCase();
      if (place === "room" || place === "corridor" || place === "any")
          return { floor: place };
      const piece = /^piece(?:\s+(.*))?$/i.exec(raw.trim());
      if (!piece || piece[1] === undefined || piece[1].trim() === "")
          return null;
      return { piece: piece[1].trim().replace(/\s+/g, " ") };
  }
  /** "3" → 3–3, "2-5" (or 2~5) → 2–5; null when not a count range from 0 to MAX_COPIES. */
  function parseSpawn(raw) {
      if (typeof raw !== "string")
          return null;
      const match = /^\s*(\d+)\s*(?:[-~]\s*(\d+)\s*)?$/.exec(raw);
      if (!match)
          return null;
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : Number(match[2]);
      return min <= max && max <= MAX_COPIES$1 ? { min, max } : null;
  }
  /**
   * A Spawn value on `floor`: "3", "2-5", or either with a per-floor step ("2+1/3floors",
   * "2-5 +1/2floors": both ends move by the step, kept within 0 … MAX_COPIES). Null when unreadable.
   */
  function spawnOnFloor(raw, floor) {
      const step = splitFloorStep(raw);
      const range = parseSpawn(step ? step.rest : raw);
      if (!range || !step)
          return range;
      const clamp = (value) => Math.min(MAX_COPIES$1, Math.max(0, value + stepAt(step, floor)));
      return { min: clamp(range.min), max: clamp(range.max) };
  }
  /** A Chance value on `floor`: "40", or with a per-floor step ("40 +10/2floors"), kept within 0 … 100. */
  function chanceOnFloor(raw, floor) {
      const step = splitFloorStep(raw);
      const chance = parseChance(step ? step.rest : raw);
      if (chance === null || !step)
          return chance;
      return Math.min(100, Math.max(0, chance + stepAt(step, floor)));
  }
  function parseChance(raw) {
      if (typeof raw !== "string")
          return null;
      const match = /^\s*(\d+)\s*%?\s*$/.exec(raw);
      return match && Number(match[1]) <= 100 ? Number(match[1]) : null;
  }
  /**
   * Reads each file event's note; every bad or unknown tag is one warning and is ignored. Spawn and
   * Chance may step per floor (runs): their values are read for `floor`.
   */
  function readEventTemplates(map, eventIds, warn, floor = 1) {
      return eventIds.map((eventId) => {
          const event = map.events[eventId];
          const label = `event ${eventId} ${showValue(event.name)}`;
          const meta = extractNoteMeta(event.note);
          const request = { label };
          let tagged = false;
          let spawns = false;
          let keepSelfSwitches = false;
          const bad = (key, accepted) => warn(`${label}: note tag <${key}> = ${shown(meta[key])} is not ${accepted}; the tag is ignored`);
          for (const key of Object.keys(meta)) {
              const name = normalizeTagName(key);
              if (!name.startsWith("dungeon"))
                  continue;
              const raw = meta[key];
              tagged = true;
              if (name === TAG.spawn) {
                  const range = spawnOnFloor(raw, floor);
                  if (!range)
                      bad(key, `a count from 0 to ${MAX_COPIES$1} or a range like 2-5 (with an optional step per floor, like 2+1/3floors)`);
                  else
                      [request.min, request.max, spawns] = [range.min, range.max, true];
              }
              else if (name === TAG.chance) {
                  const chance = chanceOnFloor(raw, floor);
                  if (chance === null)
                      bad(key, "a whole number from 0 to 100 (with an optional step per floor, like 40 +10/2floors)");
                  else
                      request.chance = chance;
              }
              else if (name === TAG.unique) {
                  if (typeof raw !== "string" || raw.trim() === "")
                      bad(key, "a group name");
                  else
                      request.group = raw.trim().toLowerCase();
              }
              else if (name === TAG.role) {
                  const role = parseRole(raw);
                  if (!role)
                      bad(key, `one of ${ROLE_VALUES}`);
                  else
                      [request.role, request.level] = [role.role, role.level];
              }
              else if (name === TAG.place) {
                  const place = parsePlace(raw);
                  if (!place)
                      bad(key, /^\s*piece\s*$/i.test(typeof raw === "string" ? raw : "") ? "piece NAME (the set piece's name is missing)" : "room, corridor or any");
                  else if ("piece" in place)
                      request.piece = place.piece;
                  else
                      request.place = place.floor;
              }
              else if (name === TAG.keep) {
                  keepSelfSwitches = true;
                  if (typeof raw === "string" && raw.trim() !== "")
                      warn(`${label}: note tag <${key}> takes no value; ignoring ${shown(raw)}`);
              }
              else {
                  warn(`${label}: unknown note tag <${key}>; event tags: ${EVENT_TAGS}`);
              }
          }
          if (request.role === "door" || request.role === "secretDoor")
              spawns = true;
          return { eventId, label, tagged, spawns, keepSelfSwitches, request };
      });
  }
  // ── ids ─────────────────────────────────────────────────────────────────────────────────────
  /**
   * Copies' ids: a block per counted spawning template (its Spawn maximum), then `reserved` ids for
   * the set pieces' events, then door copies in order.
   */
  function allocateIds(map, templates, copies, reserved) {
      let highest = map.events.length - 1;
      for (const event of map.events) {
          const id = isObject(event) ? event.id : undefined;
          if (typeof id === "number" && Number.isInteger(id) && id > highest)
              highest = id;
      }
      let next = Math.max(highest, 0) + 1;
      const blockStart = templates.map((template) => {
          var _a;
          if (!template.spawns || isDoorTemplate(template))
              return -1;
          const start = next;
          next += (_a = template.request.max) !== null && _a !== void 0 ? _a : 1;
          return start;
      });
      const reservedStart = next;
      next += reserved;
      const variableStart = next;
      const ids = copies.map((copy) => {
          const template = templates[copy.request];
          if (!template.spawns)
              return template.eventId;
          if (blockStart[copy.request] >= 0)
              return blockStart[copy.request] + copy.copy;
          return next++;
      });
      return { ids, blockStart, reservedStart, variableStart, end: next };
  }
  function isDoorTemplate(template) {
      return template.request.role === "door" || template.request.role === "secretDoor";
  }
  // ── writing ─────────────────────────────────────────────────────────────────────────────────
  /**
   * Writes the plan into $dataMap.events: spawning templates and events that do not appear this
   * time become null (Game_Map.setup skips them), copies are added under their ids, every other
   * event moves to its tile. Relaxed placements are warned about, one warning per event.
   * `reserved` ids are kept free for the set pieces' events (SpawnResult.reservedStart).
   */
  function spawnContent(map, templates, dungeon, warn, reserved = 0) {
      const plan = dungeon.content;
      // No content was asked for: the events stay as they are (nothing to place them by).
      if (!plan) {
          const free = allocateIds(map, [], [], reserved);
          return { copies: [], blockStart: templates.map(() => -1), reservedStart: free.reservedStart, variableStart: Math.max(free.variableStart, map.events.length), end: Math.max(free.end, map.events.length) };
      }
      plan.problems.forEach(warn);
      const width = dungeon.width;
      const { ids, blockStart, reservedStart, variableStart, end } = allocateIds(map, templates, plan.copies, reserved);
      const events = map.events;
      const originals = templates.map((template) => events[template.eventId]);
      const appearing = new Set(plan.copies.map((copy) => copy.request));
      templates.forEach((template, index) => {
          // A template is never placed itself; an event whose only copy did not come up sits this dungeon out.
          if (template.spawns || !appearing.has(index))
              events[template.eventId] = null;
      });
      const stackable = plan.copies.filter((copy) => copy.tile >= 0).map((copy) => copy.tile);
      // A layout without rooms (a maze without rooms) has only corridors to offer: no warning for using them.
      const corridorsOnly = !dungeon.grid.kinds.includes(TileKind.Room);
      const relaxed = new Map();
      const placed = [];
      plan.copies.forEach((copy, i) => {
          var _a;
          const template = templates[copy.request];
          let tile = copy.tile;
          if (tile < 0) {
              // Every floor tile is taken: share an event's tile (or the arrival's) rather than stay in the void.
              tile = stackable.length > 0 ? stackable[i % stackable.length] : dungeon.arrival;
              warn(`${template.label}: no free floor left (${plan.copies.length} events on a small map); it shares a tile with another event`);
          }
          else if (copy.relaxation !== Relaxation.None && !(copy.relaxation <= Relaxation.OnCorridor && (corridorsOnly || roleFirst(template)))) {
              relaxed.set(copy.request, [...((_a = relaxed.get(copy.request)) !== null && _a !== void 0 ? _a : []), copy.relaxation]);
          }
          const id = ids[i];
          const x = tile % width;
          const y = Math.floor(tile / width);
          if (template.spawns) {
              const clone = JSON.parse(JSON.stringify(originals[copy.request]));
              clone.id = id;
              clone.name = `${typeof clone.name === "string" ? clone.name : ""} #${copy.copy + 1}`;
              clone.x = x;
              clone.y = y;
              while (events.length < id)
                  events.push(null);
              events[id] = clone;
          }
          else {
              const event = originals[copy.request];
              events[id] = event;
              event.x = x;
              event.y = y;
          }
          placed.push({ template: copy.request, copy: copy.copy, id, x, y });
      });
      for (const [index, relaxations] of relaxed)
          warnRelaxed(templates[index], relaxations, warn);
      return { copies: placed, blockStart, reservedStart, variableStart, end };
  }
  /**
   * Events with a role go where the role says first (the farthest area, a dead end, beside the
   * arrival…): there a tile next to or on a corridor is the role's choice, not a lack of floor.
   */
  function roleFirst(template) {
      var _a;
      return ((_a = template.request.role) !== null && _a !== void 0 ? _a : "none") !== "none";
  }
  function warnRelaxed(template, relaxations, warn) {
      const how = [...new Set(relaxations)].map((relaxation) => RELAXATION_NAMES[relaxation]).join(", ");
      if (!template.spawns)
          warn(`${template.label}: not enough room floor for the spacing rules; placed ${how}`);
      else
          warn(`${template.label}: not enough room floor for the spacing rules; ${relaxations.length} copies placed ${how}`);
  }
  const SELF_SWITCH_LETTERS = ["A", "B", "C", "D"];
  function spawnRecords(gameSystem) {
      const memory = dungeonMemory(gameSystem);
      if (typeof memory.spawned !== "object" || memory.spawned === null || Array.isArray(memory.spawned))
          memory.spawned = {};
      return memory.spawned;
  }
  function readRecord(value) {
      if (!isObject(value))
          return null;
      const { seed, end } = value;
      return typeof seed === "number" && typeof end === "number" && Number.isInteger(end) && end >= 0 && end <= 100000 ? { seed, end } : null;
  }
  /**
   * On a new dungeon of this map (an entry, or a seed other than the one last spawned here — a
   * floor change of a run), clears self switches A–D of every event and copy id of the map that is
   * not kept (policy "keep", or <Dungeon Keep Self Switches>), up to the highest id any earlier
   * dungeon of the map used. Reloads (menu, battle, load, project update) keep them.
   * Returns whether the switches were cleared.
   */
  function applySelfSwitchPolicy(engine, mapId, seed, entering, policy, templates, spawned) {
      var _a, _b, _c;
      if (!engine.$gameSystem)
          return false;
      const records = spawnRecords(engine.$gameSystem);
      const previous = readRecord(records[String(mapId)]);
      const fresh = entering || (previous !== null && previous.seed !== seed);
      records[String(mapId)] = { seed, end: Math.max(spawned.end, fresh ? 0 : (_a = previous === null || previous === void 0 ? void 0 : previous.end) !== null && _a !== void 0 ? _a : 0) };
      const switches = engine.$gameSelfSwitches;
      if (!fresh || policy === "keep" || !switches || typeof switches.setValue !== "function")
          return false;
      const kept = new Set((_b = spawned.keptIds) !== null && _b !== void 0 ? _b : []);
      templates.forEach((template, index) => {
          var _a;
          if (!template.keepSelfSwitches)
              return;
          kept.add(template.eventId);
          const start = spawned.blockStart[index];
          for (let copy = 0; start >= 0 && copy < ((_a = template.request.max) !== null && _a !== void 0 ? _a : 1); copy++)
              kept.add(start + copy);
      });
      // Door copies' ids change with the number of doors: kept only when every door template keeps.
      const doorTemplates = templates.filter(isDoorTemplate);
      const keepDoors = doorTemplates.length > 0 && doorTemplates.every((template) => template.keepSelfSwitches);
      const last = Math.max(spawned.end, (_c = previous === null || previous === void 0 ? void 0 : previous.end) !== null && _c !== void 0 ? _c : 0);
      const fileIds = templates.map((template) => template.eventId);
      const ids = [...fileIds];
      for (let id = (fileIds.length > 0 ? Math.max(...fileIds) : 0) + 1; id < last; id++)
          ids.push(id);
      for (const id of ids) {
          if (kept.has(id) || (keepDoors && id >= spawned.variableStart))
              continue;
          for (const letter of SELF_SWITCH_LETTERS)
              switches.setValue([mapId, id, letter], false);
      }
      return true;
  }
  /** True when an event's note holds <Dungeon Keep Self Switches> (for events that are no template, such as a set piece's). */
  function keepsSelfSwitches(event) {
      if (!isObject(event))
          return false;
      return Object.keys(extractNoteMeta(event.note)).some((key) => normalizeTagName(key) === TAG.keep);
  }

  /** The live event's map entry; undefined when even the event list is gone (event() then throws). */
  function entryOfLive(event) {
      try {
          return event.event();
      }
      catch {
          return undefined;
      }
  }
  /** Erases, with a warning, a live event whose map entry is gone, before the engine reads its pages. */
  function guardDeadEvents(engine, warn) {
      var _a;
      const prototype = (_a = engine.Game_Event) === null || _a === void 0 ? void 0 : _a.prototype;
      if (!prototype || typeof prototype.refresh !== "function")
          return;
      const refresh = prototype.refresh;
      prototype.refresh = function () {
          if (!this._erased && !isObject(entryOfLive(this))) {
              this._erased = true; // the engine's own erase: no page, never drawn, never triggered
              // One message per map (the log shows each message once), however many events it concerns.
              warn(`Map ${showValue(this._mapId)}: live events this map no longer has (a save with more Spawn copies, another dungeon or deleted events) are erased`);
          }
          return refresh.apply(this, arguments);
      };
  }
  function dungeonFingerprint(request, width, height) {
      var _a;
      const options = Object.entries(request)
          .filter(([key, value]) => key !== "layout" && typeof value === "number")
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([key, value]) => `${key}=${value}`)
          .join(",");
      return { layout: String((_a = request.layout) !== null && _a !== void 0 ? _a : ""), size: `${width}x${height}`, options };
  }
  function isFingerprint(value) {
      return isObject(value) && typeof value.layout === "string" && typeof value.size === "string" && typeof value.options === "string";
  }
  /** What differs between the saved fingerprint and this load's, in words; empty when nothing does. */
  function describeChange(saved, now) {
      const changes = [];
      if (saved.layout !== now.layout)
          changes.push(`the layout (${saved.layout} → ${now.layout})`);
      if (saved.size !== now.size)
          changes.push(`the map size (${saved.size} → ${now.size})`);
      if (saved.options !== now.options)
          changes.push("the layout's options");
      return changes;
  }
  /**
   * Stores this load's fingerprint for the map and says what changed since the last one stored (an
   * empty list: nothing, or nothing stored yet — saves from before fingerprints load as they did).
   */
  function checkFingerprint(gameSystem, mapId, now, warn) {
      const memory = dungeonMemory(gameSystem, warn);
      const saved = memory.fingerprints[String(mapId)];
      memory.fingerprints[String(mapId)] = now;
      return isFingerprint(saved) ? describeChange(saved, now) : [];
  }
  // ── the live events ──────────────────────────────────────────────────────────────────────
  /** Brings the live events and the player onto the dungeon just made; see the header. */
  function reconcileLiveEvents(engine, map, dungeon, dungeonChanged, warn) {
      if (engine.$gamePlayer.isTransferring())
          return; // setup rebuilds the events from $dataMap, the transfer places the player
      const events = engine.$gameMap._events;
      if (!Array.isArray(events))
          return;
      addMissingEvents(engine, events, map, warn);
      if (!dungeonChanged)
          return;
      for (const event of events) {
          const entry = event ? entryOf(map, event.eventId()) : null;
          if (event && entry)
              event.locate(entry.x, entry.y); // another plugin's linked events are its to place
      }
      moveOntoFloor(engine.$gamePlayer, dungeon);
  }
  function entryOf(map, id) {
      const entry = Array.isArray(map.events) ? map.events[id] : undefined;
      return isObject(entry) && entry.id === id ? entry : null;
  }
  function addMissingEvents(engine, events, map, warn) {
      const GameEvent = engine.Game_Event;
      if (typeof GameEvent !== "function" || !Array.isArray(map.events))
          return;
      const added = [];
      for (let id = 1; id < map.events.length; id++) {
          const entry = entryOf(map, id);
          if (entry === null || events[id])
              continue;
          const event = new GameEvent(engine.$gameMap.mapId(), id);
          event.locate(entry.x, entry.y);
          events[id] = event;
          added.push(id);
      }
      if (added.length > 0)
          warn(`the save lacks ${added.length} event(s) of this map (id ${added.join(", ")}); they are added where the dungeon puts them`);
  }
  /** A character off floor (a wall, the ceiling, outside the map) goes to the nearest floor tile. */
  function moveOntoFloor(character, dungeon) {
      if (floorAt(dungeon, character.x, character.y))
          return;
      const tile = nearestFloor(dungeon, character.x, character.y);
      if (tile >= 0)
          character.locate(tile % dungeon.width, Math.floor(tile / dungeon.width));
  }
  function floorAt(dungeon, x, y) {
      if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= dungeon.width || y >= dungeon.height)
          return false;
      return isFloor(dungeon.grid.kinds[y * dungeon.width + x]);
  }
  /** Breadth-first over every tile from (x, y) (clamped into the map): the first floor tile, else the arrival. */
  function nearestFloor(dungeon, x, y) {
      const { width, height } = dungeon;
      const kinds = dungeon.grid.kinds;
      const clamp = (value, size) => (Number.isFinite(value) ? Math.min(size - 1, Math.max(0, Math.round(value))) : 0);
      const start = clamp(y, height) * width + clamp(x, width);
      const seen = new Uint8Array(width * height);
      const queue = new Int32Array(width * height);
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      seen[start] = 1;
      while (head < tail) {
          const tile = queue[head++];
          if (isFloor(kinds[tile]))
              return tile;
          const tx = tile % width;
          const push = (next) => {
              if (seen[next] === 0) {
                  seen[next] = 1;
                  queue[tail++] = next;
              }
          };
          if (tx > 0)
              push(tile - 1);
          if (tx < width - 1)
              push(tile + 1);
          if (tile >= width)
              push(tile - width);
          if (tile < width * (height - 1))
              push(tile + width);
      }
      return dungeon.arrival;
  }

  /**
   * Lakes: blobs of a floor variant no one can walk on (water, lava), which src/core/decor.ts places
   * like patches, but only where the rest of the floor stays one piece (Brogue's lakes: each candidate
   * is checked with a flood fill and dropped when it would cut the level). This file holds that check.
   *
   * The rule it relies on: take tiles S out of a connected set of walkable tiles; what remains is
   * still connected exactly when the shore of S (remaining tiles 4-beside S) is. A path between two
   * remaining tiles that crossed S enters it from a shore tile and leaves it to one, so joining the
   * shore joins everything; and two shore tiles that cannot reach each other are two pieces. So the
   * fill starts at one shore tile and stops as soon as it has met the whole shore: for a lake in a
   * room that is a few dozen tiles. It looks near the lake first (the lake's box grown by a margin)
   * and spreads over the rest of the map only when the shore does not meet there, up to a budget of
   * tiles past which it says no (never a wrong yes).
   *
   * Pure and deterministic; work memory (typed arrays, marks by generation so nothing is cleared per
   * call) is kept between calls.
   */
  // Marks by generation: tile t was reached by the current fill when seenAt[t] === generation, and
  // is on the current shore when shoreAt[t] === generation.
  let seenAt = new Int32Array(0);
  let shoreAt = new Int32Array(0);
  let generation = 0;
  /** The fill's queue (near the lake, then beyond), and the tiles it met beyond the near box, kept aside until needed. */
  let nearQueue = new Int32Array(0);
  let farQueue = new Int32Array(0);
  /** Room for a map of `size` tiles (kept for smaller maps: marks past `size` are never read) and a new generation. */
  function prepare(size) {
      if (seenAt.length < size) {
          seenAt = new Int32Array(size);
          shoreAt = new Int32Array(size);
          nearQueue = new Int32Array(size);
          farQueue = new Int32Array(size);
          generation = 0;
      }
      if (generation >= 0x3fffffff) {
          seenAt.fill(0);
          shoreAt.fill(0);
          generation = 0;
      }
      generation++;
  }
  /**
   * True when the open tiles 4-beside the `count` lake tiles `lake[0…count − 1]` (already closed in
   * `ground`) still reach one another through open tiles, so the lake cuts no walkable floor apart.
   * False for a lake with no shore at all (nothing would see it), and for bad input. `margin`: how
   * far past the lake's box the fill looks first; `farBudget`: how many tiles beyond that it may
   * take before it answers false (a safe answer: the caller then leaves the lake out).
   */
  function shoreStaysConnected(ground, lake, count, margin, farBudget) {
      const { width, height, closed } = ground;
      const size = width * height;
      if (!(width > 0 && height > 0) || closed.length < size || count <= 0)
          return false;
      prepare(size);
      const mark = generation;
      // The shore, each tile once, and the lake's box.
      let shore = 0;
      let first = -1;
      let left = width;
      let top = height;
      let right = -1;
      let bottom = -1;
      for (let i = 0; i < count; i++) {
          const tile = lake[i];
          if (!(tile >= 0 && tile < size))
              return false;
          const x = tile % width;
          const y = (tile - x) / width;
          if (x < left)
              left = x;
          if (x > right)
              right = x;
          if (y < top)
              top = y;
          if (y > bottom)
              bottom = y;
          for (let side = 0; side < 4; side++) {
              const next = neighbour(tile, x, y, side, width, height);
              if (next < 0 || closed[next] !== 0 || shoreAt[next] === mark)
                  continue;
              shoreAt[next] = mark;
              shore++;
              if (first < 0)
                  first = next;
          }
      }
      if (shore === 0)
          return false;
      return fillMeetsShore(ground, first, shore, mark, left - margin, top - margin, right + margin, bottom + margin, farBudget);
  }
  /**
   * Breadth-first over open tiles from `first` until `shore` shore tiles are met: within the near
   * box first, tiles beyond it kept aside; only when the near part is used up does the fill go on
   * from those, over the whole map, for at most `farBudget` more tiles.
   */
  function fillMeetsShore(ground, first, shore, mark, nearLeft, nearTop, nearRight, nearBottom, farBudget) {
      const { width, height, closed } = ground;
      seenAt[first] = mark;
      let met = 1;
      if (met === shore)
          return true;
      nearQueue[0] = first;
      let head = 0;
      let tail = 1;
      let farCount = 0;
      let near = true;
      let limit = Infinity;
      for (;;) {
          while (head < tail) {
              if (head > limit)
                  return false;
              const tile = nearQueue[head++];
              const x = tile % width;
              const y = (tile - x) / width;
              for (let side = 0; side < 4; side++) {
                  const next = neighbour(tile, x, y, side, width, height);
                  if (next < 0 || closed[next] !== 0 || seenAt[next] === mark)
                      continue;
                  seenAt[next] = mark;
                  if (shoreAt[next] === mark && ++met === shore)
                      return true;
                  const nx = next % width;
                  const ny = (next - nx) / width;
                  if (!near || (nx >= nearLeft && nx <= nearRight && ny >= nearTop && ny <= nearBottom))
                      nearQueue[tail++] = next;
                  else
                      farQueue[farCount++] = next;
              }
          }
          if (!near || farCount === 0)
              return false;
          // The shore does not meet near the lake: go on from the tiles kept aside, over the whole map.
          near = false;
          limit = tail + farBudget;
          nearQueue.set(farQueue.subarray(0, farCount), tail);
          tail += farCount;
      }
  }
  /** The tile beside `tile` (at x, y) on `side` (0 left, 1 right, 2 up, 3 down), or −1 off the map. */
  function neighbour(tile, x, y, side, width, height) {
      switch (side) {
          case 0:
              return x > 0 ? tile - 1 : -1;
          case 1:
              return x < width - 1 ? tile + 1 : -1;
          case 2:
              return y > 0 ? tile - width : -1;
          default:
              return y < height - 1 ? tile + width : -1;
      }
  }

  /**
   * Decoration: which floor tiles become a floor variant (patches and single tiles) and where the
   * palette's decorations stand, on the floor, on wall faces and on the void. Pure: it reads the
   * shared grid and Layout (areas for the floor count, openings) and returns choices per tile; the
   * MZ side (src/mz/decor.ts) turns them into tile ids and layers.
   *
   * After Pokémon Essentials v21.1's dungeon decorations (what v21.1 adds to its random
   * dungeons: FloorPatches radius/chance/smoothing, floor and void decorations of 1×1 and 2×2,
   * random tile variants), with our own rules on top so a decoration never blocks the way:
   *
   * - A decoration the tileset marks impassable ("blocking") stands only where the 1-tile ring
   *   around the rectangle of its blocking tiles is floor that nothing else blocks: no other
   *   blocking decoration, event, arrival or opening in or beside it (Chebyshev distance ≥ 2
   *   between blocking rectangles). A path through the rectangle can then always go around it on
   *   the ring (the ring of a rectangle is a 4-connected cycle), so every floor tile that is not
   *   blocked stays reachable (invariant 1 with blocking decorations counted as walls); a blocking
   *   tile is never an articulation tile, never in a 1-wide passage, never on or beside an opening.
   * - No decoration and no floor variant covers an event's or the arrival's tile, or an opening.
   * - Floor patches never touch a wall (no wall among a patch tile's 8 neighbours), so the shapes
   *   of wall faces and the shadows stay as they are; only floor shapes change.
   * - Lakes: a floor variant no one can walk on (water, lava: DecorPalette.lakeCount) is drawn as
   *   lakes, blobs made like patches (the same amounts) that also keep a tile away from events,
   *   the arrival, openings and other lakes. Each is kept only when all other floor stays
   *   4-connected (a flood fill from its shore, lakes.ts), else another spot is tried. No
   *   decoration stands on a lake and no blocking one beside it, so their ring rule still holds.
   *
   * Deterministic: the caller passes a Random derived from the dungeon's seed on a stream of its
   * own (`decorRandom`), so decoration settings never change the layout or the placements.
   *
   * Fast (issue 16: decoration adds at most 20% to the 256×256 pipeline; `npm run bench` times it
   * as `decor`): work follows the decorations and patches asked for, never the map. Spots are drawn
   * within areas drawn by their size (never a scan, few misses; in an area that fills its box, the
   * first), and the draw of the area also picks the piece; each patch is worked out in its own box as
   * rows of bits, smoothed by bitwise adders (smoothRow); what is taken lives in bit sets (8 KB per
   * 256×256 map) emptied by one fill; the plan is a few typed arrays, not an object per decoration;
   * nothing at all is done when every option is 0 or the palette is empty.
   */
  const DECOR_DEFAULTS = Object.freeze({
      decorPatches: 6,
      decorPatchRadius: 3,
      decorPatchChance: 75,
      decorPatchSmoothing: 2,
      decorVariantChance: 0,
      decorFloorDensity: 2,
      decorWallDensity: 1,
      decorVoidDensity: 2,
  });
  const DECOR_RANGES = Object.freeze({
      decorPatches: { min: 0, max: 100 },
      decorPatchRadius: { min: 1, max: 10 },
      decorPatchChance: { min: 0, max: 100 },
      decorPatchSmoothing: { min: 0, max: 10 },
      decorVariantChance: { min: 0, max: 100 },
      decorFloorDensity: { min: 0, max: 100 },
      decorWallDensity: { min: 0, max: 100 },
      decorVoidDensity: { min: 0, max: 100 },
  });
  /** Validated options: bad values fall back to their defaults with one message each. */
  function resolveDecorOptions(given) {
      return mergeOptions(DECOR_DEFAULTS, DECOR_RANGES, given);
  }
  /** Where a decoration stands. */
  const DecorKind = { Floor: 0, Wall: 1, Void: 2 };
  /** The largest decoration side in tiles (a 3×3 statue group still fits; larger painted groups are single tiles). */
  const MAX_DECOR_SIDE = 3;
  /** A plan with nothing in it. */
  function emptyPlan() {
      return {
          variantTiles: new Int32Array(0),
          variants: new Uint8Array(0),
          decorationTiles: new Int32Array(0),
          decorationKinds: new Uint8Array(0),
          decorationIndexes: new Int32Array(0),
          blockedTiles: new Int32Array(0),
          lakeTiles: new Int32Array(0),
      };
  }
  /** Which splitmix32 output of the seed starts decoration's generator (content uses 16; the Random constructor 0–3). */
  const DECOR_STREAM = 17;
  /** The generator decoration draws from: derived from the dungeon's seed, apart from the layout's and content's. */
  function decorRandom(seed) {
      return new Random(mixSeed(normalizeSeed(seed), DECOR_STREAM));
  }
  /** Random tile draws allowed per tile wanted (of a kind), before giving up on that one. */
  const TILE_DRAWS = 24;
  /** Void tiles a wall draw looks down past, from an area's top row, before giving up on that column. */
  const WALL_SEARCH = 16;
  /** Placement attempts per decoration wanted (a drawn spot may not fit). */
  const ATTEMPTS_PER_DECORATION = 4;
  /**
   * The largest patch radius used (DECOR_RANGES' maximum): a patch's box, 2r + 1 columns and one
   * either side, then fits the bits of one 32-bit row.
   */
  const MAX_PATCH_RADIUS = 10;
  /** Smoothing passes past DECOR_RANGES' maximum are not run. */
  const MAX_SMOOTHING = 10;
  /** Spots tried per lake wanted: one may cut the floor, or be clipped to nothing near events. */
  const LAKE_ATTEMPTS = 4;
  /** How far past a lake's box the check of its shore looks before it spreads over the map. */
  const LAKE_SHORE_MARGIN = 6;
  /**
   * Tiles the check may look at beyond that before it drops the lake: a shore that meets only by a
   * long way round (a lake across a maze's corridor) would cost a fill of the whole map per try, and
   * a dropped lake cuts nothing. Counted in tiles, so the same map always gets the same lakes.
   */
  const LAKE_FAR_BUDGET = 1024;
  /**
   * Plans the variants and decorations of one dungeon. `reserved` holds the tiles of events and
   * the arrival. Never throws on odd palettes: empty lists, zero sizes and shapes larger than
   * MAX_DECOR_SIDE are simply never placed.
   */
  function planDecor(grid, layout, reserved, palette, options, random) {
      var _a;
      const variantCount = clampWhole(palette.variantCount, 0, MAX_VARIANTS);
      const lakeCount = clampWhole((_a = palette.lakeCount) !== null && _a !== void 0 ? _a : 0, 0, MAX_VARIANTS - variantCount);
      const wantsVariants = (variantCount > 0 && (options.decorPatches > 0 || options.decorVariantChance > 0)) || (lakeCount > 0 && options.decorPatches > 0);
      const wantsDecorations = (options.decorFloorDensity > 0 && palette.floor.length > 0) || (options.decorWallDensity > 0 && palette.wall.length > 0) || (options.decorVoidDensity > 0 && palette.void.length > 0);
      if (!wantsVariants && !wantsDecorations)
          return emptyPlan();
      // The planner reads the areas once: their boxes, and the floor they hold (the counts go by it).
      const planner = new DecorPlanner(grid, layout, random);
      const floorCount = planner.layoutFloor;
      const counts = [
          share(floorCount, options.decorFloorDensity, 100, palette.floor.length),
          share(floorCount, options.decorWallDensity, 100, palette.wall.length),
          share(floorCount, options.decorVoidDensity, 100, palette.void.length),
      ];
      if (floorCount === 0 || (!wantsVariants && counts[0] + counts[1] + counts[2] === 0)) {
          planner.clearMarks();
          return emptyPlan();
      }
      try {
          planner.reserve(reserved, layout);
          if (wantsVariants)
              planner.variants(variantCount, lakeCount, floorCount, options);
          if (counts[0] + counts[1] + counts[2] > 0) {
              const lists = [palette.floor, palette.wall, palette.void];
              for (const kind of [DecorKind.Floor, DecorKind.Wall, DecorKind.Void])
                  planner.decorate(kind, lists[kind], counts[kind]);
          }
          return planner.plan();
      }
      finally {
          planner.clearMarks();
      }
  }
  /** Variants a plan tells apart (a byte each). */
  const MAX_VARIANTS = 255;
  /** round(total × per / scale), 0 when nothing can be drawn from. */
  function share(total, per, scale, available) {
      if (available === 0 || per <= 0)
          return 0;
      return Math.floor((total * per + scale / 2) / scale);
  }
  /** A whole number within [min, max]; NaN gives min. */
  function clampWhole(value, min, max) {
      return value >= min ? Math.min(max, Math.floor(value)) : min;
  }
  /** The reach of a single tile: nothing around it. */
  const ONE_TILE = Object.freeze({ left: 0, top: 0, right: 0, bottom: 0 });
  /**
   * The tiles a floor decoration needs to be floor, relative to its top-left tile (inclusive): its
   * own, and the ring around its blocking rectangle when it has one.
   */
  function reachOf(shape, bounds) {
      const right = Math.max(0, shape.width - 1);
      const bottom = Math.max(0, shape.height - 1);
      if (bounds === null)
          return { left: 0, top: 0, right, bottom };
      return { left: Math.min(0, bounds.left - 1), top: Math.min(0, bounds.top - 1), right: Math.max(right, bounds.right + 1), bottom: Math.max(bottom, bounds.bottom + 1) };
  }
  /** The blocking rectangle of a shape (inclusive bounds), or null when no tile blocks. */
  function blockingBounds(shape) {
      let left = shape.width;
      let top = shape.height;
      let right = -1;
      let bottom = -1;
      for (let y = 0; y < shape.height; y++) {
          for (let x = 0; x < shape.width; x++) {
              if (!shape.blocking[y * shape.width + x])
                  continue;
              left = Math.min(left, x);
              right = Math.max(right, x);
              top = Math.min(top, y);
              bottom = Math.max(bottom, y);
          }
      }
      return right < 0 ? null : { left, top, right, bottom };
  }
  /**
   * A shape that can be placed: 1 to MAX_DECOR_SIDE on each side, and no walkable tile walled in by
   * its own blocking tiles (within 3×3 only the centre can be: all four of its sides blocking), which
   * would be floor no one reaches.
   */
  function usableShape(shape) {
      const { width, height, blocking } = shape;
      const sized = Number.isInteger(width) && Number.isInteger(height) && width >= 1 && height >= 1 && width <= MAX_DECOR_SIDE && height <= MAX_DECOR_SIDE;
      if (!sized || blocking.length < width * height)
          return false;
      if (width < 3 || height < 3)
          return true;
      const centre = width + 1;
      return Boolean(blocking[centre]) || !(blocking[centre - 1] && blocking[centre + 1] && blocking[centre - width] && blocking[centre + width]);
  }
  // ---------------------------------------------------------------------------------------------
  // Work memory, kept between calls (a map is decorated on every load) and left all 0 by each call.
  /**
   * Sets of tiles as bits (tile t is bit t & 31 of word t >> 5 of its set's section), kept between
   * calls and left empty by each. A set for a 256×256 map is 8 KB, so the thousands of random
   * look-ups of a plan stay in the nearest cache, where a byte per tile would spread them over
   * 64 KB; emptying all of them is one fill of 24 KB, cheaper than keeping a list of the words set.
   */
  class TileSets {
      constructor() {
          this.words = new Int32Array(0);
          this.wordsPerSet = 0;
      }
      /** Room for `sets` sets of `size` tiles. */
      prepare(size, sets) {
          const perSet = (size + 31) >>> 5;
          if (perSet !== this.wordsPerSet || this.words.length !== perSet * sets) {
              this.words = new Int32Array(perSet * sets);
              this.wordsPerSet = perSet;
          }
      }
      has(set, tile) {
          return (this.words[set * this.wordsPerSet + (tile >>> 5)] & (1 << (tile & 31))) !== 0;
      }
      add(set, tile) {
          this.words[set * this.wordsPerSet + (tile >>> 5)] |= 1 << (tile & 31);
      }
      /**
       * Adds the tiles `start + i` for each bit i of `bits` (bit 0 never set, tiles on the map) and
       * returns the bits of those that were not in the set yet: a row of a patch in one or two words.
       */
      addRow(set, start, bits) {
          if (bits === 0)
              return 0;
          const offset = set * this.wordsPerSet;
          // Bit 0 is never set, so start + 1 is the first tile that can be added (start may be −1).
          const first = start + 1;
          const word = offset + (first >>> 5);
          const shift = first & 31;
          const shifted = bits >>> 1;
          const low = shifted << shift;
          const high = shift === 0 ? 0 : shifted >>> (32 - shift);
          const newLow = low & ~this.words[word];
          this.words[word] |= newLow;
          let newHigh = 0;
          if (high !== 0) {
              newHigh = high & ~this.words[word + 1];
              this.words[word + 1] |= newHigh;
          }
          return ((newLow >>> shift) | (shift === 0 ? 0 : newHigh << (32 - shift))) << 1;
      }
      /**
       * The set's tiles `start + i` as bit i, for i = 1…31 (bit 0 is 0), as addRow counts them (start
       * may be −1). Bits of tiles past the map's last are meaningless: callers mask them off.
       */
      rowAt(set, start) {
          const first = start + 1;
          const word = set * this.wordsPerSet + (first >>> 5);
          const shift = first & 31;
          const low = this.words[word] >>> shift;
          const high = shift === 0 || word + 1 >= this.words.length ? 0 : this.words[word + 1] << (32 - shift);
          return (low | high) << 1;
      }
      /** True when a tile from `first` to `last` (at most 32 apart) is in the set. */
      anyIn(set, first, last) {
          const offset = set * this.wordsPerSet;
          const firstWord = first >>> 5;
          const lastWord = last >>> 5;
          const from = -1 << (first & 31);
          const upTo = (2 << (last & 31)) - 1; // bits 0…last & 31 (all 32 when it is 31: 2 << 31 is 0), kept a signed 32-bit integer
          if (firstWord === lastWord)
              return (this.words[offset + firstWord] & from & upTo) !== 0;
          return (this.words[offset + firstWord] & from) !== 0 || (this.words[offset + lastWord] & upTo) !== 0;
      }
      /** Empties every set. */
      clear() {
          this.words.fill(0);
      }
  }
  const tileSets = new TileSets();
  /** A list of whole numbers growing in a typed array kept between calls; `copy` gives what it holds. */
  class NumberList {
      constructor() {
          this.values = new Int32Array(256);
          this.length = 0;
      }
      push(value) {
          if (this.length === this.values.length) {
              const longer = new Int32Array(this.values.length * 2);
              longer.set(this.values);
              this.values = longer;
          }
          this.values[this.length++] = value;
      }
      /** What the list holds, as a view valid until the next push. */
      view() {
          return this.values.subarray(0, this.length);
      }
      /** Copies what the list holds into `into` from `at` on; returns the copy (a view of `into`). */
      copyInto(into, at) {
          into.set(this.values.subarray(0, this.length), at);
          return into.subarray(at, at + this.length);
      }
  }
  // The plan's lists, emptied at the start of each call and copied out at its end.
  const variantTileList = new NumberList();
  const variantList = new NumberList();
  const decorationTileList = new NumberList();
  const decorationKindList = new NumberList();
  const decorationIndexList = new NumberList();
  const blockedTileList = new NumberList();
  const lakeTileList = new NumberList();
  const PLAN_LISTS = [variantTileList, variantList, decorationTileList, decorationKindList, decorationIndexList, blockedTileList, lakeTileList];
  /** The tiles of the lake being checked. */
  const lakeCandidate = new NumberList();
  /** The tiles guarded this call (events, the arrival, openings), for the lakes' ground. */
  const guardedTileList = new NumberList();
  /** Tiles that took a floor variant. */
  const VARIANT = 0;
  /** Tiles where nothing more goes: a decoration's, an event's, the arrival's or an opening. */
  const OCCUPIED = 1;
  /**
   * Tiles beside which no blocking tile goes: events, the arrival, openings, and blocking
   * decorations' blocking rectangles (another blocking one keeps a tile away).
   */
  const NO_BLOCKING = 2;
  const TILE_SETS = 3;
  // Drawing an area by its size: running totals of the sizes (area i owns the draws from
  // areaEnds[i − 1] to areaEnds[i] − 1), a guide table (guide[k]: the first area a draw in the k-th
  // of as many equal slices can fall in, so a draw looks at one or two areas, not a binary search's
  // dozen; GUIDE_SLICES_PER_AREA slices an area, so most draws look at one), each area's bounding
  // box clipped to the map (left, top, columns, rows), and 1 in areaFilled where the area fills its
  // box (a rectangular room: every tile of the box is its floor).
  const GUIDE_SLICES_PER_AREA = 4;
  let areaEnds = new Int32Array(64);
  let areaGuide = new Int32Array(64 * GUIDE_SLICES_PER_AREA);
  let areaBoxes = new Int32Array(256);
  let areaFilled = new Uint8Array(64);
  // A patch's rows as bits (bit i + 1 is the box's column i), kept between patches.
  const PATCH_ROWS = 2 * MAX_PATCH_RADIUS + 3;
  /** Floor tiles with no wall among their 8 neighbours, per box row (rows 1…h; 0 and h + 1 stay 0). */
  const patchableRows = new Int32Array(PATCH_ROWS);
  /** Wall tiles per row of the box grown by one (row 0 is the row above the box). */
  const wallRows = new Int32Array(PATCH_ROWS);
  /** Guarded tiles and lakes per row of the box grown by one (row 0 is the row above the box): a lake keeps a tile away. */
  const guardRows = new Int32Array(PATCH_ROWS);
  /** The patch, and the row buffer smoothing writes into (rows 0 and h + 1 stay 0). */
  let patchCells = new Int32Array(PATCH_ROWS);
  let smoothedCells = new Int32Array(PATCH_ROWS);
  /** Per tile, 1 where no one walks, for the lakes' check (lakes.ts); filled when a plan has lakes. */
  let lakeGround = { width: 0, height: 0, closed: new Uint8Array(0) };
  /** Per radius, the half-widths of its disc's rows by distance from the centre row (made once). */
  const DISC_HALVES = [];
  /** floor(√(r² + r − dy²)) for dy = 0…r: r² + r is a disc that includes the four tips' neighbours, rounder on small radii than r². */
  function discHalves(radius) {
      let halves = DISC_HALVES[radius];
      if (halves === undefined) {
          halves = new Int32Array(radius + 1);
          for (let dy = 0; dy <= radius; dy++)
              halves[dy] = Math.floor(Math.sqrt(radius * radius + radius - dy * dy));
          DISC_HALVES[radius] = halves;
      }
      return halves;
  }
  /**
   * One cellular-automaton step of a row of cells (bits), from the rows above and below: a cell
   * with 5+ of its 8 neighbours on turns on where `allowed`, one with 3 or fewer turns off, one
   * with 4 stays. The eight neighbour bits are summed for all columns at once with bitwise adders
   * into a count of ones, twos, fours and eights.
   */
  function smoothRow(above, row, below, allowed) {
      const aboveLeft = above << 1;
      const aboveRight = above >>> 1;
      const left = row << 1;
      const right = row >>> 1;
      const belowLeft = below << 1;
      const belowRight = below >>> 1;
      // Three full adders and a half adder: sums (weight 1) and carries (weight 2).
      const sum1 = aboveLeft ^ above ^ aboveRight;
      const carry1 = (aboveLeft & above) | (aboveRight & (aboveLeft ^ above));
      const sum2 = left ^ right ^ belowLeft;
      const carry2 = (left & right) | (belowLeft & (left ^ right));
      const sum3 = below ^ belowRight;
      const carry3 = below & belowRight;
      const ones = sum1 ^ sum2 ^ sum3;
      const carry4 = (sum1 & sum2) | (sum3 & (sum1 ^ sum2));
      // Four weight-2 bits: twos, and carries of weight 4.
      const pairA = carry1 ^ carry2;
      const pairB = carry3 ^ carry4;
      const twos = pairA ^ pairB;
      const foursA = carry1 & carry2;
      const foursB = carry3 & carry4;
      const foursC = pairA & pairB;
      // At most two weight-4 bits are set (the count is at most 8).
      const fours = foursA ^ foursB ^ foursC;
      const eights = (foursA & foursB) | (foursC & (foursA ^ foursB));
      const atLeastFour = fours | eights;
      const atLeastFive = eights | (fours & (ones | twos));
      return (row | (atLeastFive & allowed)) & atLeastFour;
  }
  /**
   * Decoration's random numbers: the outputs of splitmix32 (mixSeed) from a base drawn once from
   * the Random, one per draw by a counter. Decoration draws thousands of numbers per map (a tile,
   * a chance per patch tile), and a hash of a counter costs a fraction of a generator whose 32-bit
   * state the engine keeps in boxed numbers.
   */
  class Draws {
      constructor(random) {
          this.counter = 0;
          this.base = (random.smallInt(0, 0xffff) << 16) | random.smallInt(0, 0xffff);
      }
      /**
       * The next output as a signed 32-bit integer: mixSeed(base, n) for n = 0, 1, 2, … (splitmix32,
       * written out here and kept signed so no call boxes a number above 2^31 on the heap: a plan
       * draws thousands).
       */
      next() {
          let z = (this.base + Math.imul(++this.counter, SPLITMIX_GAMMA)) | 0;
          z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
          z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
          return z ^ (z >>> 16);
      }
      /**
       * A whole number from 0 to count − 1 (1 ≤ count ≤ 2^21): 31 bits of an output scaled down,
       * exactly (the product stays below 2^53). Each value's chance is off by less than count ÷ 2^31,
       * far below anything visible. 31 bits, not 32: an unsigned 32-bit value above 2^31 is no small
       * integer to the engine, which then boxes it.
       */
      below(count) {
          return ((this.next() >>> 1) * count * TWO_TO_MINUS_31) | 0;
      }
  }
  /** splitmix32's increment, as mixSeed (random.ts) adds it. */
  const SPLITMIX_GAMMA = 0x9e3779b9 | 0;
  const TWO_TO_MINUS_31 = 1 / 0x80000000;
  /** A half draw (16 bits) scaled to a count: off by less than count ÷ 2^16 per value, for a box's rows or columns. */
  const TWO_TO_MINUS_16 = 1 / 0x10000;
  /** The work of one planDecor call. */
  class DecorPlanner {
      constructor(grid, layout, random) {
          /** Floor of all the layout's areas (floorCount leaves out areas with no box on the map). */
          this.layoutFloor = 0;
          /** Where the last spot drawn lies. */
          this.spotX = 0;
          this.spotY = 0;
          /** The last floor spot drawn lies, with all the floor its shape needs, in an area that fills its box. */
          this.spotFilled = false;
          /** The fraction the last area draw left over (see drawArea). */
          this.leftOver = 0;
          /** The box of the last blob (see blob). */
          this.blobLeft = 0;
          this.blobTop = 0;
          this.blobRows = 0;
          /** What readRowBits read last. */
          this.rowWalls = 0;
          this.rowFloor = 0;
          this.kinds = grid.kinds;
          this.kindWords = LITTLE_ENDIAN$2 && grid.kinds.byteOffset % 4 === 0 ? new Uint32Array(grid.kinds.buffer, grid.kinds.byteOffset, grid.kinds.length >>> 2) : null;
          this.width = grid.width;
          this.height = grid.height;
          this.size = grid.width * grid.height;
          tileSets.prepare(this.size, TILE_SETS);
          this.sets = tileSets;
          this.draws = new Draws(random);
          for (const list of PLAN_LISTS)
              list.length = 0;
          guardedTileList.length = 0;
          this.areaCount = layout.areas.length;
          this.floorCount = this.listAreas(layout.areas);
      }
      /** Fills areaEnds, areaGuide, areaBoxes and areaFilled for the layout's areas; returns the floor they own. */
      listAreas(areas) {
          const count = areas.length;
          if (areaEnds.length < count) {
              areaEnds = new Int32Array(count * 2);
              areaGuide = new Int32Array(count * 2 * GUIDE_SLICES_PER_AREA);
              areaBoxes = new Int32Array(count * 8);
              areaFilled = new Uint8Array(count * 2);
          }
          let total = 0;
          let all = 0;
          for (let i = 0; i < count; i++) {
              const { size, bounds } = areas[i];
              all += size;
              const left = Math.max(0, bounds.x);
              const top = Math.max(0, bounds.y);
              const columns = Math.min(this.width, bounds.x + bounds.width) - left;
              const rows = Math.min(this.height, bounds.y + bounds.height) - top;
              // An area without a box on the map cannot be drawn from: it owns no draws.
              total += columns > 0 && rows > 0 && size > 0 ? size : 0;
              areaEnds[i] = total;
              areaBoxes[4 * i] = left;
              areaBoxes[4 * i + 1] = top;
              areaBoxes[4 * i + 2] = columns;
              areaBoxes[4 * i + 3] = rows;
              areaFilled[i] = size === columns * rows ? 1 : 0;
          }
          // Slice k's first draw is floor(k · total / slices); it falls in area i when areaEnds[i − 1] ≤ it
          // < areaEnds[i], that is for k from ceil(areaEnds[i − 1] · slices / total) up to (not including)
          // ceil(areaEnds[i] · slices / total): one division per area, not per slice (the quotients of
          // whole numbers below 2^53 are exact enough for ceil: a fraction is at least 1 / total from a whole number).
          const slices = count * GUIDE_SLICES_PER_AREA;
          for (let area = 0, slice = 0; area < count && total > 0; area++) {
              const end = Math.ceil((areaEnds[area] * slices) / total);
              for (; slice < end; slice++)
                  areaGuide[slice] = area;
          }
          this.layoutFloor = all;
          return total;
      }
      /**
       * The plan: copies of the lists in one new buffer, the whole numbers first and the bytes after
       * them (one allocation: a typed array's buffer costs microseconds to allocate, more than copying
       * the few thousand numbers of a plan).
       */
      plan() {
          const numberCount = variantTileList.length + decorationTileList.length + decorationIndexList.length + blockedTileList.length + lakeTileList.length;
          const buffer = new ArrayBuffer(numberCount * 4 + variantList.length + decorationKindList.length);
          const numbers = new Int32Array(buffer, 0, numberCount);
          const bytes = new Uint8Array(buffer, numberCount * 4);
          return {
              variantTiles: variantTileList.copyInto(numbers, 0),
              variants: variantList.copyInto(bytes, 0),
              decorationTiles: decorationTileList.copyInto(numbers, variantTileList.length),
              decorationKinds: decorationKindList.copyInto(bytes, variantList.length),
              decorationIndexes: decorationIndexList.copyInto(numbers, variantTileList.length + decorationTileList.length),
              blockedTiles: blockedTileList.copyInto(numbers, variantTileList.length + decorationTileList.length + decorationIndexList.length),
              lakeTiles: lakeTileList.copyInto(numbers, variantTileList.length + decorationTileList.length + decorationIndexList.length + blockedTileList.length),
          };
      }
      /** Leaves the tile sets empty for the next call. */
      clearMarks() {
          this.sets.clear();
      }
      /** An area drawn by its size (index into the layout's areas), or −1 when there is no floor. */
      drawArea() {
          if (this.floorCount === 0)
              return -1;
          // One 31-bit draw r gives both the draw and its slice: r·n / 2^31 is exact in doubles for n ≤ 2^21.
          const r = this.draws.next() >>> 1;
          const scaled = r * this.floorCount * TWO_TO_MINUS_31;
          const drawn = scaled | 0;
          // What is left of the draw (a fraction, as uniform as the draw, whatever area it picked) makes
          // one more small choice without another draw: a decoration of the palette, a variant.
          this.leftOver = scaled - drawn;
          let area = areaGuide[(r * this.areaCount * GUIDE_SLICES_PER_AREA * TWO_TO_MINUS_31) | 0];
          while (areaEnds[area] <= drawn)
              area++;
          return area;
      }
      /**
       * A whole number from 0 to count − 1 from what the last area draw left over. The fraction has
       * 31 − log2(floor) bits (over 10 for any map the engine holds), plenty for a palette's few
       * entries: use it for at most one choice per area draw, and only for small counts.
       */
      leftOverBelow(count) {
          return (this.leftOver * count) | 0;
      }
      /**
       * A random floor tile, or −1 after TILE_DRAWS misses: an area drawn by its size, then tiles of
       * its bounding box until one is floor (the first, in a rectangular room). Drawing within an
       * area keeps the draws few and close together, never a scan of the map.
       */
      drawFloorTile() {
          const area = this.drawArea();
          return area < 0 ? -1 : this.drawFloorSpot(area, ONE_TILE);
      }
      /**
       * Where a floor decoration could stand, or −1 after TILE_DRAWS misses: within `area` (drawn by
       * its size), spots in its bounding box where all the floor the shape needs (its tiles, and the
       * ring around a blocking rectangle) lies within the box, until the spot's own tile is floor.
       * fits() still checks every tile, unless the area fills its box (spotFilled): then every tile
       * the shape needs is floor already, and the first draw is taken.
       */
      drawFloorSpot(area, reach) {
          const { kinds, width } = this;
          const left = areaBoxes[4 * area] - reach.left;
          const top = areaBoxes[4 * area + 1] - reach.top;
          const columns = areaBoxes[4 * area + 2] - (reach.right - reach.left);
          const rows = areaBoxes[4 * area + 3] - (reach.bottom - reach.top);
          if (columns <= 0 || rows <= 0)
              return -1;
          const filled = areaFilled[area] === 1;
          for (let draw = 0; draw < TILE_DRAWS; draw++) {
              // One draw for both: its high half picks the row, its low half the column.
              const r = this.draws.next();
              const y = top + (((r >>> 16) * rows * TWO_TO_MINUS_16) | 0);
              const x = left + (((r & 0xffff) * columns * TWO_TO_MINUS_16) | 0);
              if (filled || isFloor(kinds[y * width + x])) {
                  this.spotFilled = filled;
                  return this.spot(x, y);
              }
          }
          return -1;
      }
      // -------------------------------------------------------------------------------------------
      // Variants
      /**
       * Lakes (variants `count` to `count + lakes − 1`), then patches of the walkable variants, each
       * smoothed on its own, then single variant tiles. The patch amount counts lakes and patches
       * together, shared by how many variants of each kind there are; without lakes the patches are
       * drawn exactly as they were before lakes existed.
       */
      variants(count, lakes, floorCount, options) {
          if (options.decorPatches > 0) {
              const all = Math.max(1, share(floorCount, options.decorPatches, 1000, 1));
              const radius = clampWhole(options.decorPatchRadius, 1, MAX_PATCH_RADIUS);
              const passes = clampWhole(options.decorPatchSmoothing, 0, MAX_SMOOTHING);
              const lakeShare = lakes === 0 ? 0 : count === 0 ? all : Math.max(1, Math.round((all * lakes) / (count + lakes)));
              if (lakeShare > 0)
                  this.lakes(lakeShare, count, lakes, radius, options.decorPatchChance, passes);
              const patches = count === 0 ? 0 : all - lakeShare;
              for (let p = 0; p < patches; p++) {
                  if (this.drawFloorTile() < 0)
                      continue;
                  const { spotX, spotY } = this;
                  const variant = this.leftOverBelow(count);
                  this.patch(spotX, spotY, variant, radius, options.decorPatchChance, passes);
              }
          }
          if (count > 0 && options.decorVariantChance > 0)
              this.singles(share(floorCount, options.decorVariantChance, 100, 1), count);
      }
      /**
       * One patch, worked out in its box (2r + 1 tiles square around (cx, cy), clipped to the map) as
       * rows of bits: each patchable tile within `radius` takes the variant by chance, `passes`
       * cellular-automaton steps round it off (within the box: a tile outside it has at most 3
       * neighbours inside), and its tiles not yet a variant of an earlier patch take `variant`.
       * Smoothing each patch on its own keeps the work to the patch's box, never the map.
       */
      patch(cx, cy, variant, radius, chance, passes) {
          if (this.blob(cx, cy, radius, chance, passes, false))
              this.stampPatch(patchCells, this.blobRows, this.blobTop * this.width + this.blobLeft - 1, variant);
      }
      /**
       * A blob worked out in its box (2r + 1 tiles square around (cx, cy), clipped to the map) as rows
       * of bits in patchCells (bit x − blobLeft + 1 of row y − blobTop + 1): each patchable tile within
       * `radius` is in by chance, and `passes` cellular-automaton steps round it off (within the box: a
       * tile outside it has at most 3 neighbours inside). A lake's blob also keeps a tile away from
       * events, the arrival, openings and other lakes. False when the blob is empty.
       */
      blob(cx, cy, radius, chance, passes, lake) {
          const { width, height } = this;
          const left = Math.max(0, cx - radius);
          const right = Math.min(width - 1, cx + radius);
          const top = Math.max(0, cy - radius);
          const bottom = Math.min(height - 1, cy + radius);
          const rows = bottom - top + 1;
          this.blobLeft = left;
          this.blobTop = top;
          this.blobRows = rows;
          this.readPatchable(left, right, top, bottom);
          if (lake)
              this.keepAwayFromGuards(left, right, top, bottom);
          const threshold = Math.round((Math.min(100, Math.max(0, chance)) * 256) / 100);
          let cells = patchCells;
          let any = 0;
          const halves = discHalves(radius);
          for (let row = 1; row <= rows; row++) {
              const dy = top + row - 1 - cy;
              const half = halves[dy < 0 ? -dy : dy];
              const first = Math.max(left, cx - half) - left + 1;
              const last = Math.min(right, cx + half) - left + 1;
              let candidates = patchableRows[row] & (((2 << (last - first)) - 1) << first);
              let on = 0;
              // One 32-bit draw decides four tiles, a byte each (byte < threshold: 75% is exactly 192 of 256).
              let bytes = 0;
              let left4 = 0;
              while (candidates !== 0) {
                  const bit = candidates & -candidates;
                  candidates ^= bit;
                  if (left4 === 0) {
                      bytes = this.draws.next();
                      left4 = 4;
                  }
                  // Without a branch: a 75% chance is no pattern a predictor learns. byte − threshold < 0 sets the sign.
                  on |= bit & (((bytes & 0xff) - threshold) >> 31);
                  bytes >>>= 8;
                  left4--;
              }
              cells[row] = on;
              any |= on;
          }
          if (any === 0)
              return false;
          cells[0] = 0;
          cells[rows + 1] = 0;
          let next = smoothedCells;
          for (let pass = 0; pass < passes; pass++) {
              let changed = 0;
              for (let row = 1; row <= rows; row++) {
                  const turned = smoothRow(cells[row - 1], cells[row], cells[row + 1], patchableRows[row]);
                  changed |= turned ^ cells[row];
                  next[row] = turned;
              }
              next[0] = 0;
              next[rows + 1] = 0;
              const done = cells;
              cells = next;
              next = done;
              if (changed === 0)
                  break;
          }
          patchCells = cells;
          smoothedCells = next;
          return true;
      }
      /** Clears from patchableRows the tiles in or beside a guarded tile or a lake (the NO_BLOCKING set), over the box's rows. */
      keepAwayFromGuards(left, right, top, bottom) {
          const { width, height, sets } = this;
          const rows = bottom - top + 1;
          const firstColumn = Math.max(0, left - 1);
          const lastColumn = Math.min(width - 1, right + 1);
          for (let row = 0; row <= rows + 1; row++) {
              const y = top + row - 1;
              let guards = 0;
              if (y >= 0 && y < height) {
                  for (let x = firstColumn; x <= lastColumn; x++)
                      if (sets.has(NO_BLOCKING, y * width + x))
                          guards |= 1 << (x - left + 1);
              }
              guardRows[row] = guards;
          }
          for (let row = 1; row <= rows; row++) {
              const near = guardRows[row - 1] | guardRows[row] | guardRows[row + 1];
              patchableRows[row] &= ~(near | (near << 1) | (near >>> 1));
          }
      }
      // -------------------------------------------------------------------------------------------
      // Lakes
      /**
       * `wanted` lakes, taking the lake variants first…first + kinds − 1 in turn. Each is a blob like a
       * patch that keeps a tile away from events, the arrival, openings and other lakes, tried at up
       * to LAKE_ATTEMPTS spots until one keeps all other floor connected.
       */
      lakes(wanted, first, kinds, radius, chance, passes) {
          this.readLakeGround();
          for (let lake = 0; lake < wanted; lake++) {
              for (let attempt = 0; attempt < LAKE_ATTEMPTS; attempt++) {
                  if (this.drawFloorTile() < 0)
                      continue;
                  if (!this.blob(this.spotX, this.spotY, radius, chance, passes, true))
                      continue;
                  if (this.settleLake(first + (lake % kinds)))
                      break;
              }
          }
      }
      /** lakeGround for this map: closed where there is no floor and on guarded tiles (a lake's check walks around them). */
      readLakeGround() {
          const { kinds, width, height, size } = this;
          if (lakeGround.closed.length < size)
              lakeGround = { width, height, closed: new Uint8Array(size) };
          lakeGround.width = width;
          lakeGround.height = height;
          const closed = lakeGround.closed;
          for (let tile = 0; tile < size; tile++)
              closed[tile] = IS_FLOOR[kinds[tile]] ^ 1;
          const guarded = guardedTileList.view();
          for (let i = 0; i < guarded.length; i++)
              closed[guarded[i]] = 1;
      }
      /**
       * The blob in patchCells as a lake of `variant`, when its shore stays connected (lakes.ts):
       * then its tiles take the variant and nothing else goes on or beside them. Otherwise nothing
       * changes and the answer is false.
       */
      settleLake(variant) {
          const { width, sets } = this;
          const closed = lakeGround.closed;
          lakeCandidate.length = 0;
          for (let row = 1; row <= this.blobRows; row++) {
              const rowStart = (this.blobTop + row - 1) * width + this.blobLeft - 1;
              let bits = patchCells[row];
              while (bits !== 0) {
                  const bit = bits & -bits;
                  bits ^= bit;
                  lakeCandidate.push(rowStart + 31 - Math.clz32(bit));
              }
          }
          const tiles = lakeCandidate.view();
          for (let i = 0; i < tiles.length; i++)
              closed[tiles[i]] = 1;
          if (!shoreStaysConnected(lakeGround, tiles, tiles.length, LAKE_SHORE_MARGIN, LAKE_FAR_BUDGET)) {
              for (let i = 0; i < tiles.length; i++)
                  closed[tiles[i]] = 0;
              return false;
          }
          for (let i = 0; i < tiles.length; i++) {
              const tile = tiles[i];
              sets.add(VARIANT, tile);
              sets.add(OCCUPIED, tile);
              sets.add(NO_BLOCKING, tile);
              variantTileList.push(tile);
              variantList.push(variant);
              lakeTileList.push(tile);
          }
          return true;
      }
      /**
       * patchableRows[1…rows] for the box: floor tiles with no wall among their 8 neighbours (a
       * variant there leaves every wall face as it is), bit x − left + 1 for column x.
       */
      readPatchable(left, right, top, bottom) {
          const { kinds, width, height } = this;
          const rows = bottom - top + 1;
          const firstColumn = Math.max(0, left - 1);
          const lastColumn = Math.min(width - 1, right + 1);
          const inside = ((1 << (right - left + 1)) - 1) << 1;
          for (let row = 0; row <= rows + 1; row++) {
              const y = top + row - 1;
              let walls = 0;
              let floor = 0;
              const first = y * width + firstColumn;
              const last = y * width + lastColumn;
              if (y >= 0 && y < height && this.kindWords !== null && last >>> 2 < this.kindWords.length) {
                  const shift = firstColumn - left + 1;
                  const columns = (1 << (lastColumn - firstColumn + 1)) - 1;
                  this.readRowBits(first, last);
                  walls = ((this.rowWalls >>> (first & 3)) & columns) << shift;
                  floor = ((this.rowFloor >>> (first & 3)) & columns) << shift;
              }
              else if (y >= 0 && y < height) {
                  // By table, not by branches: a box's tiles mix kinds in no order a branch predictor learns.
                  for (let i = first, shift = firstColumn - left + 1; i <= last; i++, shift++) {
                      const kind = kinds[i];
                      walls |= IS_WALL[kind] << shift;
                      floor |= IS_FLOOR[kind] << shift;
                  }
              }
              wallRows[row] = walls;
              patchableRows[row] = floor & inside;
          }
          for (let row = 1; row <= rows; row++) {
              const near = wallRows[row - 1] | wallRows[row] | wallRows[row + 1];
              patchableRows[row] &= ~(near | (near << 1) | (near >>> 1));
          }
          patchableRows[0] = 0;
          patchableRows[rows + 1] = 0;
      }
      /**
       * rowWalls and rowFloor: one bit per tile of the 4-tile words holding tiles first…last (at most
       * 28 tiles), bit 0 for the first word's first tile, 1 where the tile is a wall / floor. Four
       * tiles a step: a TileKind is 2 bits in its byte, Wall = 3 (both set), Room = 1 and Corridor = 2
       * (the two differ); a multiplication gathers the four bytes' low bits.
       */
      readRowBits(first, last) {
          const words = this.kindWords;
          let walls = 0;
          let floor = 0;
          for (let word = first >>> 2, nibble = 0; word <= last >>> 2; word++, nibble += 4) {
              const pair = words[word];
              walls |= ((Math.imul(pair & (pair >>> 1) & 0x01010101, 0x204081) >>> 21) & 15) << nibble;
              floor |= ((Math.imul((pair ^ (pair >>> 1)) & 0x01010101, 0x204081) >>> 21) & 15) << nibble;
          }
          this.rowWalls = walls;
          this.rowFloor = floor;
      }
      /** The patch's tiles (rows of bits from tile `origin` on, bit 1 its first column) that are not yet a variant take `variant`. */
      stampPatch(cells, rows, origin, variant) {
          for (let row = 1; row <= rows; row++) {
              const rowStart = origin + (row - 1) * this.width;
              const added = this.sets.addRow(VARIANT, rowStart, cells[row]);
              // An event's, the arrival's or an opening's tile is taken but left plain.
              let bits = added === 0 ? 0 : added & ~this.sets.rowAt(OCCUPIED, rowStart);
              while (bits !== 0) {
                  const bit = bits & -bits;
                  bits ^= bit;
                  const tile = rowStart + 31 - Math.clz32(bit);
                  variantTileList.push(tile);
                  variantList.push(variant);
              }
          }
      }
      /** Floor tile with no wall among its 8 neighbours: a variant there leaves every wall face as it is. */
      patchable(tile) {
          const { kinds, width, height } = this;
          if (!isFloor(kinds[tile]))
              return false;
          const x = tile % width;
          const y = (tile - x) / width;
          for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
              for (let i = ny * width + Math.max(0, x - 1), end = ny * width + Math.min(width - 1, x + 1); i <= end; i++)
                  if (kinds[i] === TileKind.Wall)
                      return false;
          }
          return true;
      }
      /** `count` draws of a floor tile; each patchable one still plain takes a random variant. */
      singles(count, variants) {
          for (let i = 0; i < count; i++) {
              const tile = this.drawFloorTile();
              if (tile < 0 || this.sets.has(VARIANT, tile) || this.sets.has(OCCUPIED, tile) || !this.patchable(tile))
                  continue;
              this.sets.add(VARIANT, tile);
              variantTileList.push(tile);
              variantList.push(this.leftOverBelow(variants));
          }
      }
      // -------------------------------------------------------------------------------------------
      // Decorations
      /** Events, the arrival and openings: nothing on them, nothing blocking on or beside them. */
      reserve(reserved, layout) {
          for (let i = 0; i < reserved.length; i++)
              this.guard(reserved[i]);
          for (const opening of layout.openings)
              this.guard(opening.tile);
      }
      guard(tile) {
          if (!Number.isInteger(tile) || tile < 0 || tile >= this.size)
              return;
          this.sets.add(OCCUPIED, tile);
          this.sets.add(NO_BLOCKING, tile);
          guardedTileList.push(tile);
      }
      /** Places up to `count` decorations of `kind`, drawn from `shapes`, at random spots that fit. */
      decorate(kind, shapes, count) {
          if (count === 0 || shapes.length === 0)
              return;
          const bounds = shapes.map(blockingBounds);
          const reaches = shapes.map((shape, index) => reachOf(shape, bounds[index]));
          const surface = kind === DecorKind.Floor ? TileKind.Room : kind === DecorKind.Wall ? TileKind.Wall : TileKind.Void;
          const usable = shapes.map(usableShape);
          let placed = 0;
          for (let attempt = 0; attempt < count * ATTEMPTS_PER_DECORATION && placed < count; attempt++) {
              // Floor and wall pieces go by an area drawn by its size, whose draw also picks the piece;
              // void pieces go anywhere in the void.
              const area = kind === DecorKind.Void ? 0 : this.drawArea();
              if (area < 0)
                  continue;
              const index = kind === DecorKind.Void ? this.draws.below(shapes.length) : this.leftOverBelow(shapes.length);
              if (!usable[index])
                  continue;
              const shape = shapes[index];
              const tile = kind === DecorKind.Floor ? this.drawFloorSpot(area, reaches[index]) : kind === DecorKind.Wall ? this.drawWallTile(area, shape.height) : this.drawVoidTile();
              if (tile < 0)
                  continue; // a run of misses: this map has little room for it
              const x = this.spotX;
              const y = this.spotY;
              if (!this.fits(kind, surface, shape, bounds[index], x, y))
                  continue;
              this.place(shape, kind === DecorKind.Floor ? bounds[index] : null, x, y);
              decorationTileList.push(tile);
              decorationKindList.push(kind);
              decorationIndexList.push(index);
              placed++;
          }
      }
      fits(kind, surface, shape, bounds, x, y) {
          const { kinds, sets, width, height } = this;
          if (x + shape.width > width || y + shape.height > height)
              return false;
          // On a floor spot in an area that fills its box, the shape's tiles and its ring are floor.
          const floorKnown = kind === DecorKind.Floor && this.spotFilled;
          for (let dy = 0; dy < shape.height; dy++) {
              const first = (y + dy) * width + x;
              const last = first + shape.width - 1;
              if (sets.anyIn(OCCUPIED, first, last))
                  return false;
              if (floorKnown)
                  continue;
              for (let i = first; i <= last; i++)
                  if (!sameSurface(kinds[i], surface))
                      return false;
          }
          if (kind === DecorKind.Void)
              return this.ringIs(x, y, x + shape.width - 1, y + shape.height - 1, TileKind.Void);
          if (kind === DecorKind.Wall || bounds === null)
              return true;
          // A blocking rectangle: its ring of floor must be free to walk around it, so the rectangle and
          // its ring hold no event, arrival or opening, nor another blocking rectangle (those keep a
          // tile between them: Chebyshev distance ≥ 2).
          const left = x + bounds.left;
          const top = y + bounds.top;
          const right = x + bounds.right;
          const bottom = y + bounds.bottom;
          return (floorKnown || this.ringIs(left, top, right, bottom, TileKind.Room)) && this.clearAround(left, top, right, bottom);
      }
      /** True when the rectangle grown by one lies inside the map and every tile of it is that surface. */
      ringIs(left, top, right, bottom, surface) {
          const { kinds, width, height } = this;
          if (left < 1 || top < 1 || right > width - 2 || bottom > height - 2)
              return false;
          for (let y = top - 1; y <= bottom + 1; y++) {
              for (let i = y * width + left - 1, end = y * width + right + 1; i <= end; i++)
                  if (!sameSurface(kinds[i], surface))
                      return false;
          }
          return true;
      }
      /** No guarded tile and no blocking rectangle in the rectangle grown by one (inside the map: ringIs held). */
      clearAround(left, top, right, bottom) {
          const { sets, width } = this;
          for (let y = top - 1; y <= bottom + 1; y++)
              if (sets.anyIn(NO_BLOCKING, y * width + left - 1, y * width + right + 1))
                  return false;
          return true;
      }
      /** Marks the decoration's tiles taken; `bounds` (floor decorations only: walls and the void block anyway) its blocking rectangle. */
      place(shape, bounds, x, y) {
          const { width } = this;
          for (let dy = 0; dy < shape.height; dy++) {
              for (let dx = 0; dx < shape.width; dx++)
                  this.sets.add(OCCUPIED, (y + dy) * width + x + dx);
          }
          if (bounds === null)
              return;
          for (let dy = bounds.top; dy <= bounds.bottom; dy++) {
              for (let dx = bounds.left; dx <= bounds.right; dx++)
                  this.sets.add(NO_BLOCKING, (y + dy) * width + x + dx);
          }
          for (let dy = 0; dy < shape.height; dy++) {
              for (let dx = 0; dx < shape.width; dx++)
                  if (shape.blocking[dy * shape.width + dx])
                      blockedTileList.push((y + dy) * width + x + dx);
          }
      }
      /** Notes where a draw landed (spotX, spotY: no division to find them again) and returns its tile. */
      spot(x, y) {
          this.spotX = x;
          this.spotY = y;
          return y * this.width + x;
      }
      /** A random void tile, or −1 after TILE_DRAWS misses (the void is most of a map). */
      drawVoidTile() {
          const { kinds, width, height } = this;
          for (let draw = 0; draw < TILE_DRAWS; draw++) {
              const y = this.draws.below(height);
              const x = this.draws.below(width);
              if (kinds[y * width + x] === TileKind.Void)
                  return this.spot(x, y);
          }
          return -1;
      }
      /**
       * A random wall-face tile, or −1: a random column of `area` (drawn by its size), down from the
       * area's top row past the void to the first wall there or the wall standing on the first floor
       * (north walls stand on floor), then a random tile of that wall where a decoration `height`
       * tall fits. Wall faces are a small share of the map: drawing them from the whole map would
       * take many misses per hit.
       */
      drawWallTile(area, height) {
          const { kinds, width } = this;
          // One draw for both: its high half picks the column, its low half where on the wall.
          const r = this.draws.next();
          const x = areaBoxes[4 * area] + (((r >>> 16) * areaBoxes[4 * area + 2] * TWO_TO_MINUS_16) | 0);
          let y = areaBoxes[4 * area + 1];
          // An area that fills its box has floor on the box's top row: the wall, if any, ends just above it.
          const filled = areaFilled[area] === 1;
          if (!filled) {
              for (let step = 0; step < WALL_SEARCH && kinds[y * width + x] === TileKind.Void; step++) {
                  if (++y >= this.height)
                      return -1;
              }
          }
          if (filled || kinds[y * width + x] !== TileKind.Wall) {
              if ((!filled && !isFloor(kinds[y * width + x])) || y === 0 || kinds[(y - 1) * width + x] !== TileKind.Wall)
                  return -1;
              y--;
          }
          let top = y;
          while (top > 0 && kinds[(top - 1) * width + x] === TileKind.Wall)
              top--;
          let bottom = y;
          if (!filled)
              while (bottom + 1 < this.height && kinds[(bottom + 1) * width + x] === TileKind.Wall)
                  bottom++;
          // A decoration `height` tall starts low enough on the wall to fit on it.
          const starts = bottom - top + 2 - height;
          return starts > 0 ? this.spot(x, top + (((r & 0xffff) * starts * TWO_TO_MINUS_16) | 0)) : -1;
      }
  }
  /** The kinds' bytes are read four to a word with the first byte lowest (every machine MZ runs on). */
  const LITTLE_ENDIAN$2 = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
  /** 1 for a wall kind / a floor kind (room or corridor), by the tile kind (a byte). */
  const IS_WALL = Uint8Array.from({ length: 256 }, (_, kind) => (kind === TileKind.Wall ? 1 : 0));
  const IS_FLOOR = Uint8Array.from({ length: 256 }, (_, kind) => (isFloor(kind) ? 1 : 0));
  /** Room and corridor floor are one surface; void and wall are their own. */
  function sameSurface(kind, surface) {
      return surface === TileKind.Room ? isFloor(kind) : kind === surface;
  }

  /** Rows of the map read as the palette. */
  const PALETTE_ROWS = 8;
  /** Decoration layers, z1–z3: a decoration keeps what was painted on each. */
  const DECOR_LAYERS = 3;
  const PASSAGE_BITS = 0x0f;
  const STAR = 0x10;
  const KIND_NAMES = ["floor", "wall", "void"];
  const KIND_LABEL = { floor: "floor decoration", wall: "wall decoration", void: "void decoration" };
  /** The amounts that, when all 0, mean nothing is drawn (the patch radius and smoothing only shape patches). */
  const DRAWING_AMOUNTS = ["decorPatches", "decorPatchChance", "decorVariantChance", "decorFloorDensity", "decorWallDensity", "decorVoidDensity"];
  const TAG_TEXT = {
      variants: "<Dungeon Floor Variants>",
      floor: "<Dungeon Floor Decor>",
      wall: "<Dungeon Wall Decor>",
      void: "<Dungeon Void Decor>",
  };
  function fromRows(rows) {
      const height = rows.length;
      const width = rows[0].length;
      const layers = [];
      for (const row of rows)
          for (const id of row)
              layers.push(...layersOf(id));
      return { width, height, layers };
  }
  /** A single id on the layer the editor would use: A tiles on z1, B–E on z2. */
  function layersOf(id) {
      return id >= TILE_ID_A5 ? [id, 0, 0] : [0, id, 0];
  }
  /**
   * Dungeon_A2 caves and their Dungeon_B pieces (names from the tileset's own tile list): the dark
   * ground of the same cave for patches; gravel (walkable), a boulder, a tall rock (1×2) and more.
   */
  const STOCK_CAVES = [
      { floor: 2816, variant: 2912, floorDecor: [[[32]], [[32]], [[40]], [[48], [56]], [[124]], [[216]], [[200, 201], [208, 209]]] }, // dirt cave
      { floor: 2864, variant: 2960, floorDecor: [[[36]], [[36]], [[44]], [[52], [60]]] }, // grass maze
      { floor: 3200, variant: 3296, floorDecor: [[[33]], [[33]], [[41]], [[49], [57]], [[120]], [[217]], [[202, 203], [210, 211]]] }, // rock cave
      { floor: 3248, variant: 3344, floorDecor: [[[37]], [[37]], [[45]], [[53], [61]]] }, // crystal
      { floor: 3584, variant: 3680, floorDecor: [[[34]], [[34]], [[42]], [[50], [58]]] }, // lava cave
      { floor: 3632, variant: null, floorDecor: [[[38]], [[38]], [[46]], [[54], [62]]] }, // in body
      { floor: 3968, variant: 4064, floorDecor: [[[35]], [[35]], [[43]], [[51], [59]], [[122]]] }, // ice cave
      { floor: 4016, variant: null, floorDecor: [[[39]], [[39]], [[47]], [[55], [63]]] }, // demonic world
  ];
  /** Bones A and B: at home in every cave. */
  const STOCK_BONES = [[[242]], [[250]]];
  /** Wall moss, wall fern, fissures A; fissures B and C (1×2); a spider web. */
  const STOCK_WALL = [[[1]], [[9]], [[8]], [[187], [195]], [[188], [196]], [[176]]];
  /** True for the stock Dungeon tileset's sheets (the ids above name its art). */
  function isStockDungeonTileset(names) {
      return names[1] === "Dungeon_A2" && names[5] === "Dungeon_B";
  }
  /** The ready-made choice for these tiles on this tileset; empty when the floor is no stock cave. */
  function stockPalette(tiles, tilesetNames) {
      const cave = isStockDungeonTileset(tilesetNames) ? STOCK_CAVES.find((entry) => entry.floor === baseTileId(tiles.floorTile)) : undefined;
      if (!cave)
          return { variants: [], floor: [], wall: [], void: [] };
      return {
          variants: cave.variant === null ? [] : [cave.variant],
          floor: [...cave.floorDecor, ...STOCK_BONES].map(fromRows),
          wall: STOCK_WALL.map(fromRows),
          void: [],
      };
  }
  // ---------------------------------------------------------------------------------------------
  // The painted palette
  /** What the palette holds, with the problems found (invalid tiles, oversized groups). */
  function readPalette(data, width, height, tiles) {
      const problems = [];
      const palette = {};
      if (!(width > 0 && height > 0) || data.length !== width * height * 6)
          return { palette, problems };
      const rows = Math.min(PALETTE_ROWS, height);
      const size = width * height;
      const area = width * rows;
      const kindOf = new Int8Array(area).fill(-1);
      const invalid = [];
      const variants = [];
      const base = normalTiles(tiles);
      for (let tile = 0; tile < area; tile++) {
          if (tile < 3)
              continue; // the template tiles
          const ground = data[tile];
          const z1 = data[tile + size];
          const z2 = data[tile + 2 * size];
          const z3 = data[tile + 3 * size];
          if (z1 !== 0 || z2 !== 0 || z3 !== 0) {
              if (!isValidTileId(z1) || !isValidTileId(z2) || !isValidTileId(z3))
                  invalid.push(`${z1}/${z2}/${z3} at ${tileName(tile, width)}`);
              else
                  kindOf[tile] = KIND_NAMES.indexOf(surfaceOf(ground, base));
              continue;
          }
          if (ground === 0)
              continue; // most of an unpainted palette
          if (!isValidTileId(ground)) {
              if (ground !== undefined && ground !== null)
                  invalid.push(`${String(ground)} at ${tileName(tile, width)}`);
              continue;
          }
          if (isVariantTile(ground, base) && !variants.includes(baseTileId(ground)))
              variants.push(baseTileId(ground));
      }
      if (invalid.length > 0)
          problems.push(`the palette (rows 0–${rows - 1}) holds tiles that are no tile ids: ${invalid.slice(0, 5).join(", ")}; they are skipped`);
      if (variants.length > 0)
          palette.variants = variants;
      const groups = decorationGroups(data, width, rows, size, kindOf, problems);
      for (const kind of KIND_NAMES)
          if (groups[kind].length > 0)
              palette[kind] = groups[kind];
      return { palette, problems };
  }
  function tileName(tile, width) {
      return `(${tile % width},${Math.floor(tile / width)})`;
  }
  function normalTiles(tiles) {
      return { voidTile: baseTileId(tiles.voidTile), floorTile: baseTileId(tiles.floorTile), wallTile: baseTileId(tiles.wallTile) };
  }
  /** Where a decoration painted over `ground` belongs. */
  function surfaceOf(ground, tiles) {
      const base = baseTileId(ground);
      if (base === tiles.wallTile || isWallSide(base))
          return "wall";
      if (!isValidTileId(ground) || base === 0 || base === tiles.voidTile || isWallTop(base) || isRoof(base))
          return "void";
      return "floor";
  }
  /** A ground tile that can be a floor variant: A1/A2 ground (no waterfall) or A5, none of the dungeon's own three. */
  function isVariantTile(ground, tiles) {
      const base = baseTileId(ground);
      if (base === tiles.floorTile || base === tiles.voidTile || base === tiles.wallTile)
          return false;
      const plain = base >= TILE_ID_A5 && base < TILE_ID_A1;
      const groundAutotile = base >= TILE_ID_A1 && base < TILE_ID_A3 && shapeFamily(base) === ShapeFamily.Floor && !isWaterfall(base);
      return plain || groundAutotile;
  }
  /**
   * Decoration tiles grouped: 4-neighbours of the same kind are one group; a group that fills a
   * rectangle up to MAX_DECOR_SIDE on each side is one decoration, a larger one gives one per tile.
   */
  function decorationGroups(data, width, rows, size, kindOf, problems) {
      const groups = { floor: [], wall: [], void: [] };
      const seen = new Uint8Array(width * rows);
      const split = [];
      for (let start = 0; start < width * rows; start++) {
          if (kindOf[start] < 0 || seen[start])
              continue;
          const members = connected(start, width, rows, kindOf, seen);
          const xs = members.map((tile) => tile % width);
          const ys = members.map((tile) => Math.floor(tile / width));
          const left = Math.min(...xs);
          const top = Math.min(...ys);
          const w = Math.max(...xs) - left + 1;
          const h = Math.max(...ys) - top + 1;
          const kind = KIND_NAMES[kindOf[start]];
          if (members.length === w * h && w <= MAX_DECOR_SIDE && h <= MAX_DECOR_SIDE) {
              groups[kind].push(decorationAt(data, width, size, left, top, w, h));
              continue;
          }
          split.push(`${members.length} tiles at (${left},${top})`);
          for (const tile of members)
              groups[kind].push(decorationAt(data, width, size, tile % width, Math.floor(tile / width), 1, 1));
      }
      if (split.length > 0) {
          problems.push(`palette decorations that touch make one decoration of at most ${MAX_DECOR_SIDE}×${MAX_DECOR_SIDE} filled tiles; ${split.slice(0, 3).join(", ")} are used tile by tile (leave a free tile between decorations)`);
      }
      return groups;
  }
  /** The tiles 4-connected to `start` with its kind, marked in `seen` (an explicit stack). */
  function connected(start, width, rows, kindOf, seen) {
      const members = [];
      const stack = [start];
      seen[start] = 1;
      while (stack.length > 0) {
          const tile = stack.pop();
          members.push(tile);
          const x = tile % width;
          const neighbours = [x > 0 ? tile - 1 : -1, x < width - 1 ? tile + 1 : -1, tile - width, tile + width];
          for (const next of neighbours) {
              if (next < 0 || next >= width * rows || seen[next] || kindOf[next] !== kindOf[start])
                  continue;
              seen[next] = 1;
              stack.push(next);
          }
      }
      return members;
  }
  function decorationAt(data, width, size, left, top, w, h) {
      const layers = [];
      for (let y = top; y < top + h; y++) {
          for (let x = left; x < left + w; x++)
              for (let z = 1; z <= DECOR_LAYERS; z++)
                  layers.push(data[z * size + y * width + x]);
      }
      return { width: w, height: h, layers };
  }
  // ---------------------------------------------------------------------------------------------
  // Note tags
  /** "32, 40, 48/56, 200 201/208 209" → decorations; each bad entry is one problem and is skipped. */
  function parseDecorText(text, tag) {
      const decorations = [];
      const problems = [];
      for (const entry of text.split(",").map((part) => part.trim())) {
          if (entry === "")
              continue;
          const rows = entry.split("/").map((row) => row.trim().split(/[\s+]+/).filter((id) => id !== ""));
          const width = rows[0].length;
          const ids = rows.flat().map(Number);
          const rectangular = rows.every((row) => row.length === width);
          const fits = width >= 1 && width <= MAX_DECOR_SIDE && rows.length <= MAX_DECOR_SIDE;
          if (!rectangular || !fits || !ids.every((id) => isValidTileId(id)) || ids.every((id) => id === 0)) {
              problems.push(`${tag}: "${entry}" is not a decoration (tile ids 0–8191, up to ${MAX_DECOR_SIDE} per row and ${MAX_DECOR_SIDE} rows: "48/56", "200 201/208 209"); it is skipped`);
              continue;
          }
          decorations.push({ width, height: rows.length, layers: ids.flatMap(layersOf) });
      }
      return { decorations, problems };
  }
  /** "2912, 3296" → base ids of floor variants; bad entries are problems. */
  function parseVariantText(text, tiles) {
      const variants = [];
      const problems = [];
      const base = normalTiles(tiles);
      for (const entry of text.split(",").map((part) => part.trim())) {
          if (entry === "")
              continue;
          const id = Number(entry);
          if (!/^\d+$/.test(entry) || !isValidTileId(id) || !isVariantTile(id, base)) {
              problems.push(`${TAG_TEXT.variants}: "${entry}" is not a ground tile other than the void, floor and wall (A1/A2 ground autotiles, A5 tiles); it is skipped`);
              continue;
          }
          if (!variants.includes(baseTileId(id)))
              variants.push(baseTileId(id));
      }
      return { variants, problems };
  }
  // ---------------------------------------------------------------------------------------------
  // Choosing, checking against the tileset
  /**
   * Everything decoration needs for this map, read before the dungeon is painted: options from the
   * values (parameters with note tags applied), tiles from note tags, else the palette, else the
   * stock choice when asked for. Null when nothing would be drawn (no palette, no tags, stock off,
   * or every option 0), so painting stays as it was. Problems are warned, each once per call.
   */
  function readDungeonDecor(map, tilesets, tiles, settings, warn) {
      var _a, _b, _c, _d, _e, _f, _g, _h;
      const { options, problems: optionProblems } = resolveDecorOptions(settings.amounts);
      optionProblems.forEach(warn);
      const tileset = Array.isArray(tilesets) ? tilesets[map.tilesetId] : null;
      const names = Array.isArray(tileset === null || tileset === void 0 ? void 0 : tileset.tilesetNames) ? tileset.tilesetNames : [];
      const flags = Array.isArray(tileset === null || tileset === void 0 ? void 0 : tileset.flags) ? tileset.flags : null;
      const painted = readPalette(map.data, map.width, map.height, tiles);
      painted.problems.forEach(warn);
      const stock = settings.stock ? stockPalette(tiles, names) : { variants: [], floor: [], wall: [], void: [] };
      const palette = {
          variants: (_b = (_a = tagVariants(settings.tiles.variants, tiles, warn)) !== null && _a !== void 0 ? _a : painted.palette.variants) !== null && _b !== void 0 ? _b : stock.variants,
          floor: (_d = (_c = tagDecorations(settings.tiles.floor, "floor", warn)) !== null && _c !== void 0 ? _c : painted.palette.floor) !== null && _d !== void 0 ? _d : stock.floor,
          wall: (_f = (_e = tagDecorations(settings.tiles.wall, "wall", warn)) !== null && _e !== void 0 ? _e : painted.palette.wall) !== null && _f !== void 0 ? _f : stock.wall,
          void: (_h = (_g = tagDecorations(settings.tiles.void, "void", warn)) !== null && _g !== void 0 ? _g : painted.palette.void) !== null && _h !== void 0 ? _h : stock.void,
      };
      const { palette: drawable, lakeCount } = keepDrawable(palette, names, flags, warn);
      const shapes = {
          variantCount: drawable.variants.length - lakeCount,
          lakeCount,
          floor: drawable.floor.map((decor) => shapeOf(decor, flags)),
          wall: drawable.wall.map((decor) => shapeOf(decor, flags)),
          void: drawable.void.map((decor) => shapeOf(decor, flags)),
      };
      const anything = drawable.variants.length + shapes.floor.length + shapes.wall.length + shapes.void.length > 0;
      const anyOption = DRAWING_AMOUNTS.some((name) => options[name] > 0);
      return anything && anyOption ? { palette: drawable, shapes, options } : null;
  }
  /** The floor variants a note tag names (its text), or undefined when it names none. */
  function tagVariants(text, tiles, warn) {
      if (text === "")
          return undefined;
      const { variants, problems } = parseVariantText(text, tiles);
      problems.forEach(warn);
      return variants.length > 0 ? variants : undefined;
  }
  /** The decorations of one kind a note tag names (its text), or undefined when it names none. */
  function tagDecorations(text, kind, warn) {
      if (text === "")
          return undefined;
      const { decorations, problems } = parseDecorText(text, TAG_TEXT[kind]);
      problems.forEach(warn);
      if (decorations.length === 0)
          warn(`${TAG_TEXT[kind]} gives no usable decoration; using the palette's or none`);
      return decorations.length > 0 ? decorations : undefined;
  }
  /**
   * Drops tiles this tileset cannot draw, and wall or void decorations one could walk on; one warning
   * per kind. The variants one cannot walk on (lakes) go after the others; lakeCount says how many.
   */
  function keepDrawable(palette, names, flags, warn) {
      const sheets = names.map((name) => (typeof name === "string" ? name : ""));
      const drawable = (id) => hasTileSheet(sheets, id);
      const missing = palette.variants.filter((id) => !drawable(id));
      if (missing.length > 0)
          warn(`floor variants ${missing.join(", ")} have no image in this tileset; they are skipped`);
      // A patch of water or lava could cut a corridor and strand events: those variants make lakes, which never do.
      const lakes = flags ? palette.variants.filter((id) => drawable(id) && isImpassableVariant(id, flags)) : [];
      const patches = palette.variants.filter((id) => drawable(id) && !lakes.includes(id));
      const result = { variants: [...patches, ...lakes], floor: [], wall: [], void: [] };
      for (const kind of KIND_NAMES) {
          const dropped = [];
          for (const decor of palette[kind]) {
              const noImage = decor.layers.filter((id) => id !== 0 && !drawable(id));
              if (noImage.length > 0) {
                  dropped.push(`${noImage[0]} (no image in this tileset)`);
                  continue;
              }
              if (kind !== "floor" && flags && walkableTile(decor, flags) >= 0) {
                  dropped.push(`${decor.layers.filter((id) => id !== 0)[0]} (walkable: it would open the ${kind})`);
                  continue;
              }
              result[kind].push(decor);
          }
          if (dropped.length > 0)
              warn(`${KIND_LABEL[kind]}s skipped: ${dropped.slice(0, 5).join(", ")}`);
      }
      return { palette: result, lakeCount: lakes.length };
  }
  /** A floor variant (base id) the tileset marks impassable in every direction, as the engine reads it for a ground tile. */
  function isImpassableVariant(id, flags) {
      const flag = flags[id];
      return typeof flag === "number" && (flag & PASSAGE_BITS) === PASSAGE_BITS;
  }
  /** The first tile of the decoration whose deciding layer lets one walk in some direction, or −1. */
  function walkableTile(decor, flags) {
      for (let tile = 0; tile < decor.width * decor.height; tile++) {
          const flag = decidingFlag(decor.layers, tile, flags);
          if (flag !== null && (flag & PASSAGE_BITS) !== PASSAGE_BITS)
              return tile;
      }
      return -1;
  }
  /** The flags of the first of z3, z2, z1 without the star (the one checkPassage stops at), or null when all are star or empty. */
  function decidingFlag(layers, tile, flags) {
      var _a;
      for (let z = DECOR_LAYERS; z >= 1; z--) {
          const id = layers[tile * DECOR_LAYERS + z - 1];
          if (id === 0)
              continue;
          const flag = flags ? (_a = flags[id]) !== null && _a !== void 0 ? _a : PASSAGE_BITS : PASSAGE_BITS; // unknown flags: count it as blocking
          if ((flag & STAR) !== 0)
              continue;
          return flag;
      }
      return null;
  }
  /** The core's view of a decoration: its size and which tiles block. */
  function shapeOf(decor, flags) {
      const blocking = [];
      for (let tile = 0; tile < decor.width * decor.height; tile++) {
          const flag = decidingFlag(decor.layers, tile, flags);
          blocking.push(flag !== null && (flag & PASSAGE_BITS) !== 0 ? 1 : 0);
      }
      return { width: decor.width, height: decor.height, blocking };
  }
  // ---------------------------------------------------------------------------------------------
  // Planning and writing
  /** The map's events and the arrival: tiles no decoration may cover. */
  function reservedTiles(map, arrival) {
      const tiles = arrival >= 0 ? [arrival] : [];
      for (const event of Array.isArray(map.events) ? map.events : []) {
          if (!event || !Number.isInteger(event.x) || !Number.isInteger(event.y))
              continue;
          if (event.x >= 0 && event.y >= 0 && event.x < map.width && event.y < map.height)
              tiles.push(event.y * map.width + event.x);
      }
      return tiles;
  }
  /**
   * Plans this dungeon's decorations (from its seed, on a stream of their own) and writes them into
   * the painted map; events must already stand where they go. Returns the plan (null without decor).
   * Warns (when given where to) that the palette asks for lakes and not one fits this dungeon.
   */
  function decorateDungeon(map, dungeon, decor, warn) {
      var _a;
      if (!decor)
          return null;
      const plan = planDecor(dungeon.grid, dungeon.layout, reservedTiles(map, dungeon.arrival), decor.shapes, decor.options, decorRandom(dungeon.seed));
      paintDecor(map.data, dungeon.width, dungeon.height, plan, decor.palette);
      const lakeCount = (_a = decor.shapes.lakeCount) !== null && _a !== void 0 ? _a : 0;
      if (warn && lakeCount > 0 && decor.options.decorPatches > 0 && plan.lakeTiles.length === 0) {
          const lakes = decor.palette.variants.slice(decor.shapes.variantCount);
          warn(`floor variants ${lakes.join(", ")} cannot be walked on in this tileset (water, lava, …), so they make lakes, but no lake fits this dungeon: each would cut the floor apart or touch a wall, an event, the arrival or a doorway; none is drawn`);
      }
      return plan;
  }
  /**
   * A player about to arrive on, or standing on, a blocking decoration or a lake (a transfer to a spot on the
   * same map, or a project update that changed the palette) could never step off it: they go to the
   * arrival tile instead. Decorations themselves never depend on the player, so reloads keep them.
   */
  function keepPlayerOffDecorations(player, mapId, dungeon, plan) {
      if (!plan || plan.blockedTiles.length + plan.lakeTiles.length === 0 || dungeon.arrival < 0)
          return;
      const { width, height } = dungeon;
      const blockedAt = (x, y) => {
          if (!(Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height))
              return false;
          return plan.blockedTiles.includes(y * width + x) || plan.lakeTiles.includes(y * width + x);
      };
      const arrivalX = dungeon.arrival % width;
      const arrivalY = (dungeon.arrival - arrivalX) / width;
      if (player.isTransferring() && player.newMapId() === mapId) {
          if (blockedAt(player._newX, player._newY)) {
              player._newX = arrivalX;
              player._newY = arrivalY;
          }
      }
      else if (blockedAt(player.x, player.y)) {
          player.locate(arrivalX, arrivalY);
      }
  }
  /**
   * Writes a plan over a painted dungeon: floor variants on z0 with the editor's shapes recomputed
   * for them and the floor around them (patches never touch a wall, so walls and shadows stay as
   * painted), then each decoration's layers; autotile decorations get their shapes on their layer.
   * Touches only the tiles the plan names and their neighbours.
   */
  function paintDecor(data, width, height, plan, palette) {
      if (plan.variantTiles.length > 0)
          paintVariants(data, width, height, plan.variantTiles, plan.variants, palette.variants);
      const size = width * height;
      const shaped = [];
      const lists = [palette.floor, palette.wall, palette.void];
      for (let i = 0; i < plan.decorationTiles.length; i++) {
          const { width: columns, height: rows, layers } = lists[plan.decorationKinds[i]][plan.decorationIndexes[i]];
          for (let dy = 0, piece = 0; dy < rows; dy++) {
              for (let dx = 0; dx < columns; dx++, piece += DECOR_LAYERS) {
                  const tile = plan.decorationTiles[i] + dy * width + dx;
                  for (let z = 1; z <= DECOR_LAYERS; z++) {
                      const id = layers[piece + z - 1];
                      if (id === 0)
                          continue;
                      if (isAutotile(id)) {
                          data[z * size + tile] = baseTileId(id);
                          shaped.push(z * size + tile);
                      }
                      else {
                          data[z * size + tile] = id;
                      }
                  }
              }
          }
      }
      for (const index of shaped) {
          const z = Math.floor(index / size);
          const tile = index - z * size;
          const x = tile % width;
          data[index] = baseTileId(data[index]) + autotileShapeAt(mapLayer(data, width, height, z), x, (tile - x) / width);
      }
  }
  // Variant tiles as rows of bits, kept between maps (a map is decorated on every load) and emptied
  // after each use: all variant tiles, and each variant's own when there are several. Each map row
  // takes whole 32-bit words with a bit of padding either side (tile (x, y) is bit x + 1 of its
  // row), so the rows above and below a word are a fixed number of words away, a tile's 3×3 window
  // is three small reads, and the ring around the variants is found 32 tiles at a time. A
  // 256×256 map's set is 9 KB, in the nearest cache, where a byte per tile would be 64 KB.
  let variantRows = new Int32Array(0);
  /** Words per padded row and per set, for the map last decorated. */
  let wordsPerRow = 0;
  let wordsPerSet = 0;
  /** Set 0: every variant tile; when there are several variants, variant v's tiles in set v + 1. */
  const ANY_VARIANT = 0;
  const LEFT_COLUMN = 0b001001001;
  const RIGHT_COLUMN = 0b100100100;
  const TOP_ROW = 0b000000111;
  const BOTTOM_ROW = 0b111000000;
  /** Bits start − 1…start + 1 of the row whose first word is `row` (start ≥ 1: a tile's bit). */
  function threeBits(row, start) {
      const from = start - 1;
      const word = row + (from >>> 5);
      const shift = from & 31;
      const low = variantRows[word] >>> shift;
      return (shift > 29 ? low | (variantRows[word + 1] << (32 - shift)) : low) & 7;
  }
  /**
   * The 3×3 window around `bit` of the row whose first word is `row`: bit (row · 3 + column) for each
   * spot in the set (row 0 above, column 0 left); the rows above and below read as empty where the
   * map has none.
   */
  function windowAt(row, bit, hasAbove, hasBelow) {
      return (hasAbove ? threeBits(row - wordsPerRow, bit) : 0) | (threeBits(row, bit) << 3) | (hasBelow ? threeBits(row + wordsPerRow, bit) << 6 : 0);
  }
  /**
   * A variant tile's 3×3 window in a set: bit (row · 3 + column) for each spot around it (row 0
   * above, column 0 left) that is in the set; spots beyond the map count as in it (the editor's
   * rule: the map edge is the same kind).
   */
  function sameWindow(set, x, y, width, height) {
      let window = windowAt(set * wordsPerSet + y * wordsPerRow, x + 1, y > 0, y < height - 1);
      if (y === 0)
          window |= TOP_ROW;
      if (y === height - 1)
          window |= BOTTOM_ROW;
      if (x === 0)
          window |= LEFT_COLUMN;
      if (x === width - 1)
          window |= RIGHT_COLUMN;
      return window;
  }
  /** By window: the Neighbour bits of the spots whose window bit is 0 (the centre left out). */
  const WINDOW_DIFFERS = (() => {
      const spots = [Neighbour.TopLeft, Neighbour.Top, Neighbour.TopRight, Neighbour.Left, 0, Neighbour.Right, Neighbour.BottomLeft, Neighbour.Bottom, Neighbour.BottomRight];
      return Uint8Array.from({ length: 512 }, (_, window) => spots.reduce((mask, bit, spot) => ((window >> spot) & 1 ? mask : mask | bit), 0));
  })();
  /**
   * The row of a tile: a multiplication by 1 / width in place of a division (exact: the half tile
   * added keeps the product well clear of whole numbers for any map the engine can hold).
   */
  function rowOf(tile, inverseWidth) {
      return ((tile + 0.5) * inverseWidth) | 0;
  }
  /**
   * For each floor shape, the Neighbour mask it stands for with the corners it ignores (beside a
   * differing side) cleared, or −1 for a number no mask gives. Two masks with the same shape differ
   * only in ignored corners, and adding differing neighbours only adds sides, so
   * floorShape(SHAPE_MASKS[floorShape(m)] | more) === floorShape(m | more) for every m and more.
   */
  const SHAPE_MASKS = (() => {
      const masks = new Int16Array(48).fill(-1);
      for (let mask = 0; mask < 256; mask++) {
          let kept = mask & 0x0f;
          if (!(mask & (Neighbour.Left | Neighbour.Top)))
              kept |= mask & Neighbour.TopLeft;
          if (!(mask & (Neighbour.Top | Neighbour.Right)))
              kept |= mask & Neighbour.TopRight;
          if (!(mask & (Neighbour.Bottom | Neighbour.Right)))
              kept |= mask & Neighbour.BottomRight;
          if (!(mask & (Neighbour.Bottom | Neighbour.Left)))
              kept |= mask & Neighbour.BottomLeft;
          masks[floorShape(mask)] = kept;
      }
      return masks;
  })();
  /**
   * Variant tiles on z0 with their shapes, then the shapes of the floor-type tiles around them, by
   * the editor's rule (floorShape; a neighbour of another kind differs, the map edge counts as same),
   * without reading the layer's neighbours back:
   * - a variant tile's neighbours differ unless they took the same variant (no tile the painter
   *   writes is a variant: variants are none of the dungeon's three tiles); inside a patch that is
   *   no neighbour, the full shape;
   * - a plain tile beside variant tiles (the ring) keeps what differed before (its painted shape,
   *   exact, says which sides and corners that counted) and now differs from those variants too (a
   *   floor tile's were its own kind before; for any other kind they differed already).
   */
  function paintVariants(data, width, height, tiles, chosen, variants) {
      // With one variant its set is the set of all variant tiles; with several each has its own.
      const several = variants.length > 1;
      const sets = several ? variants.length + 1 : 1;
      wordsPerRow = (width + 2 + 31) >>> 5;
      wordsPerSet = wordsPerRow * height;
      if (variantRows.length < wordsPerSet * sets)
          variantRows = new Int32Array(wordsPerSet * sets);
      const inverseWidth = 1 / width;
      for (let i = 0; i < tiles.length; i++) {
          const y = rowOf(tiles[i], inverseWidth);
          const bit = tiles[i] - y * width + 1;
          const word = y * wordsPerRow + (bit >>> 5);
          variantRows[word] |= 1 << (bit & 31);
          if (several)
              variantRows[(chosen[i] + 1) * wordsPerSet + word] |= 1 << (bit & 31);
      }
      for (let i = 0; i < tiles.length; i++) {
          const tile = tiles[i];
          const base = variants[chosen[i]];
          if (shapeFamily(base) !== ShapeFamily.Floor) {
              data[tile] = base;
              continue;
          }
          const y = rowOf(tile, inverseWidth);
          data[tile] = base + floorShape(WINDOW_DIFFERS[sameWindow(several ? chosen[i] + 1 : ANY_VARIANT, tile - y * width, y, width, height)]);
      }
      for (let y = 0; y < height; y++)
          paintRingRow(data, width, height, y);
      variantRows.fill(0, 0, wordsPerSet * sets);
  }
  /**
   * The ring tiles of row y: tiles that are no variant with a variant among their 8 neighbours,
   * found a word (32 tiles) at a time, each reshaped once.
   */
  function paintRingRow(data, width, height, y) {
      const row = y * wordsPerRow;
      const hasAbove = y > 0;
      const hasBelow = y < height - 1;
      let before = 0; // the column bits (above | here | below) of the word to the left
      let here = (hasAbove ? variantRows[row - wordsPerRow] : 0) | variantRows[row] | (hasBelow ? variantRows[row + wordsPerRow] : 0);
      for (let w = 0; w < wordsPerRow; w++) {
          const after = w + 1 < wordsPerRow ? (hasAbove ? variantRows[row - wordsPerRow + w + 1] : 0) | variantRows[row + w + 1] | (hasBelow ? variantRows[row + wordsPerRow + w + 1] : 0) : 0;
          // Beside a variant: in a column next to or in one with a variant above, here or below (the
          // first and last columns of the word look into the words either side).
          const near = here | (here << 1) | (here >>> 1) | (before >>> 31) | (after << 31);
          if (near !== 0) {
              let ring = near & ~variantRows[row + w];
              while (ring !== 0) {
                  const low = ring & -ring;
                  ring ^= low;
                  const x = w * 32 + 31 - Math.clz32(low) - 1;
                  if (x < 0 || x >= width)
                      continue; // the padding
                  paintRingTile(data, width, height, y * width + x, row, x + 1, hasAbove, hasBelow);
              }
          }
          before = here;
          here = after;
      }
  }
  /** One ring tile: its painted floor shape with the sides and corners where variants stand now differing too. */
  function paintRingTile(data, width, height, tile, row, bit, hasAbove, hasBelow) {
      const id = data[tile];
      if (shapeFamily(id) !== ShapeFamily.Floor)
          return;
      const beside = WINDOW_DIFFERS[~windowAt(row, bit, hasAbove, hasBelow) & 0x1ff];
      const base = baseTileId(id);
      const before = SHAPE_MASKS[id - base];
      const differs = before >= 0 ? before : floorDiffersAt(data, width, height, tile, base);
      data[tile] = base + floorShape(differs | beside);
  }
  /** The Neighbour mask of a tile on z0 read from the layer (for a shape no mask gives): neighbours of another kind differ, beyond the map counts as same. */
  function floorDiffersAt(data, width, height, tile, base) {
      const x = tile % width;
      const y = (tile - x) / width;
      const baseOr = (nx, ny) => (nx < 0 || ny < 0 || nx >= width || ny >= height ? OFF_MAP : baseTileId(data[ny * width + nx]));
      return neighbourDiffers(baseOr(x - 1, y - 1), baseOr(x, y - 1), baseOr(x + 1, y - 1), baseOr(x - 1, y), base, baseOr(x + 1, y), baseOr(x - 1, y + 1), baseOr(x, y + 1), baseOr(x + 1, y + 1));
  }

  /**
   * The painted structure a layout that reads it (LayoutReads "structure") gets as its stage 0:
   * what the game maker painted on the dungeon map with two region ids (the parameters of
   * src/header/layout-inputs.json with roles "floorRegion" and "wallRegion"), one StructureMark per
   * tile, read from the map file's region layer before the dungeon is painted over it.
   */
  /** The layer of $dataMap.data that holds region ids (src/mz/paint.ts writes z = 5 the same way). */
  const REGION_LAYER = 5;
  /**
   * One StructureMark per tile from the map's region layer: Floor where `floorRegion` is painted,
   * Wall where `wallRegion` is (a region of 0 marks nothing; the same id for both reads as floor,
   * so nothing painted is built over). Null when nothing is painted, or the data is too short.
   */
  function readStructure(map, floorRegion, wallRegion) {
      const { width, height, data } = map;
      const size = width * height;
      if (!(size > 0) || data.length < size * (REGION_LAYER + 1))
          return null;
      const marks = new Uint8Array(size);
      let painted = false;
      const offset = REGION_LAYER * size;
      for (let tile = 0; tile < size; tile++) {
          const region = data[offset + tile];
          if (region === 0)
              continue;
          if (region === floorRegion)
              marks[tile] = StructureMark.Floor;
          else if (region === wallRegion)
              marks[tile] = StructureMark.Wall;
          else
              continue;
          painted = true;
      }
      return painted ? marks : null;
  }
  /** The region id the settings give to a role of the painted structure (0 = none). */
  function structureRegion(settings, role) {
      var _a;
      const name = inputParameter("structure", role);
      return name === undefined ? 0 : Number((_a = settings.values[name]) !== null && _a !== void 0 ? _a : 0);
  }
  /** The structure painted on this map with the regions these settings name. */
  function paintedStructure(map, settings) {
      return readStructure(map, structureRegion(settings, "floorRegion"), structureRegion(settings, "wallRegion"));
  }

  /**
   * The one place that turns a map and its settings into the core's request (generateDungeon's
   * `given`): the layout's name and options (note tags and presets applied by settings.ts), what
   * the layout declares it reads from the map (LayoutAlgorithm.reads: the prefabs, the painted
   * structure, or nothing) and the content the map's event templates ask for. The hooks and the
   * end-to-end tool both build requests here, so neither knows which layout runs.
   */
  function dungeonRequest(map, settings, sources, content = []) {
      var _a, _b, _c, _d;
      const reads = (_b = (_a = findLayout(settings.layoutName)) === null || _a === void 0 ? void 0 : _a.reads) !== null && _b !== void 0 ? _b : "nothing";
      const request = { layout: settings.layoutName, ...settings.layout, content };
      if (reads === "prefabs")
          request.prefabs = sources.prefabs();
      if (reads === "structure")
          request.structure = paintedStructure(map, settings);
      const pieces = (_d = (_c = sources.pieces) === null || _c === void 0 ? void 0 : _c.call(sources)) !== null && _d !== void 0 ? _d : [];
      if (pieces.length > 0) {
          request.pieces = pieces;
          request.pieceCount = settings.pieces.count;
      }
      return request;
  }

  /** Why this map is loading now (LoadReason, src/mz/engine.ts): read from the pending transfer. */
  function loadReason(engine, mapId) {
      const player = engine.$gamePlayer;
      if (!player.isTransferring() || player.newMapId() !== mapId)
          return "return";
      return engine.$gameMap.mapId() === mapId && !renewRequested(engine, mapId) ? "within" : "entry";
  }
  function installHooks(engine, parameters, log) {
      const dataManager = engine.DataManager;
      guardDeadEvents(engine, log.warn);
      /** Vault and set-piece maps read this session, by map id (the parsed map JSON). */
      const sourceMaps = new Map();
      const listeners = [];
      let loadingMapId = 0;
      /** A dungeon map whose vault or set-piece maps are being read, one after the other: its onLoad resumes when the last is in. */
      let waiting = null;
      // Aliases pass `arguments` through whole, so parameters other plugins add still arrive.
      const loadMapData = dataManager.loadMapData;
      dataManager.loadMapData = function (mapId) {
          loadingMapId = mapId;
          return loadMapData.apply(this, arguments);
      };
      const prepare = (mapId) => {
          try {
              prepareDungeonMap(engine, parameters, mapId, log, sourceMaps, listeners);
          }
          catch (error) {
              // Never let our failure reach the engine's error screen: the map stays playable as authored.
              log.warn(`Map ${mapId}: left as authored after an unexpected error: ${describeError(error)}`);
          }
      };
      /** The next map this dungeon map reads before it is made (its vault map, then its set-piece maps), or 0. */
      const missingSourceMap = (mapId, map) => {
          try {
              const meta = mapNoteMeta(map);
              if (!isDungeonMap(meta))
                  return 0;
              const settings = mapSettings(parameters, meta, () => { }); // the warnings come when the dungeon is made
              return vaultMapNeeded(engine, settings, mapId, sourceMaps, log) || missingPieceMap(engine, settings, sourceMaps);
          }
          catch (error) {
              log.warn(`Map ${mapId}: its vault and set-piece maps are not read after an unexpected error: ${describeError(error)}`);
              return 0;
          }
      };
      /** Scene_Map waits while $dataMap is null; the map is handed back when its last source map is in. */
      const readSourceMap = (sourceMapId) => {
          engine.$dataMap = null;
          dataManager.loadDataFile(VAULT_MAP_GLOBAL, mapFileName(sourceMapId));
      };
      const onLoad = dataManager.onLoad;
      dataManager.onLoad = function (object) {
          // Before the chain: what the engine and the plugins above us do to the map lands on our dungeon.
          if (loadingMapId > 0 && object === engine.$dataMap && isObject(object)) {
              const mapId = loadingMapId;
              loadingMapId = 0;
              const sourceMapId = missingSourceMap(mapId, object);
              if (sourceMapId > 0) {
                  waiting = { mapId, sourceMapId, map: object, self: this, args: arguments };
                  readSourceMap(sourceMapId);
                  return;
              }
              prepare(mapId);
          }
          else if (waiting && isObject(object) && object === engine[VAULT_MAP_GLOBAL]) {
              const resumed = waiting;
              sourceMaps.set(resumed.sourceMapId, object);
              onLoad.apply(this, arguments); // the engine reads the source map's notes as for any file
              const next = missingSourceMap(resumed.mapId, resumed.map);
              if (next > 0 && next !== resumed.sourceMapId) {
                  resumed.sourceMapId = next;
                  readSourceMap(next);
                  return;
              }
              waiting = null;
              engine.$dataMap = resumed.map;
              prepare(resumed.mapId);
              return onLoad.apply(resumed.self, resumed.args);
          }
          return onLoad.apply(this, arguments);
      };
      return { onPrepared: (listener) => void listeners.push(listener) };
  }
  function describeError(error) {
      return isObject(error) && typeof error.stack === "string" ? error.stack : showValue(error);
  }
  /** Generates, paints and places for one freshly loaded $dataMap, if it is a dungeon. */
  function prepareDungeonMap(engine, parameters, mapId, log, sourceMaps = new Map(), listeners = []) {
      var _a;
      const map = engine.$dataMap;
      if (!isObject(map))
          return null;
      const meta = mapNoteMeta(map);
      if (!isDungeonMap(meta))
          return nonDungeonLoaded(engine, mapId, (message) => log.warn(`Map ${mapId}: ${message}`));
      const warn = (message) => log.warn(`Map ${mapId}: ${message}`);
      const unusable = (_a = unusableMapReason(map)) !== null && _a !== void 0 ? _a : (engine.$gameSystem ? null : "no game is running ($gameSystem is not set up)");
      if (unusable) {
          warn(`${unusable}; the map is left as authored`);
          return null;
      }
      const reason = loadReason(engine, mapId);
      const floor = enterFloor(engine, pluginSettings(parameters).floorVariable, mapId, reason, warn);
      const local = mapSettings(parameters, meta, warn, floor);
      const eventIds = fileEventIds(map.events);
      const { seed, recovering } = dungeonSeed(engine, mapId, reason, warn, local.runs);
      const catalog = dungeonPieceCatalog(engine, local, sourceMaps, warn);
      const request = dungeonRequest(map, local, { prefabs: () => dungeonVaults(engine, map, local, sourceMaps, warn), pieces: () => catalog.pieces });
      const templates = readEventTemplates(map, eventIds, warn, local.floor);
      request.content = templates.map((template) => template.request);
      const result = generateDungeon(map.width, map.height, request, seed);
      result.problems.forEach(warn);
      if (!result.ok) {
          warn(`${result.reason}; the map is left as authored`);
          return null;
      }
      const tiles = chooseTiles(map, engine.$dataTilesets, local.paint.tiles, warn);
      if (!tiles)
          return null;
      const dungeon = result.dungeon;
      // The palette lies on the map painted over next: read it first. Decorate once events stand where they go.
      const decor = readDungeonDecor(map, engine.$dataTilesets, tiles, local.decor, warn);
      paintDungeon(map.data, dungeon, { ...local.paint, tiles });
      const spawned = spawnContent(map, templates, dungeon, warn, pieceIdCount(catalog));
      placePlayer(engine, dungeon, reason, recovering);
      const decorations = decorateDungeon(map, dungeon, decor, warn);
      // The pieces' art goes over everything generated (decorations included): it is the designer's, as painted.
      paintPieces(map.data, map.width, map.height, dungeon, catalog.art);
      spawned.keptIds = spawnPieceEvents(map, dungeon, catalog, spawned.reservedStart).filter((id) => keepsSelfSwitches(map.events[id]));
      keepPlayerOffDecorations(engine.$gamePlayer, mapId, dungeon, decorations);
      applySelfSwitchPolicy(engine, mapId, seed, reason === "entry", local.content.selfSwitches, templates, spawned);
      const changes = checkFingerprint(engine.$gameSystem, mapId, dungeonFingerprint(request, map.width, map.height), warn);
      if (reason !== "entry" && changes.length > 0) {
          warn(`the dungeon's settings changed since this save (${changes.join(", ")}) while the project's version did not; the player and the events are moved onto the new dungeon's floor`);
      }
      if (reason === "return")
          reconcileLiveEvents(engine, map, dungeon, recovering || changes.length > 0, warn);
      for (const listener of listeners) {
          try {
              listener({ mapId, map, dungeon, reason, settings: local });
          }
          catch (error) {
              warn(`a part of the plugin failed after the dungeon was made (the dungeon stays): ${describeError(error)}`);
          }
      }
      return dungeon;
  }
  /** Template tiles painted on the map win over the parameters; every tile must exist in the tileset. */
  function chooseTiles(map, tilesets, parameterTiles, warn) {
      var _a;
      const tiles = { ...((_a = readTemplateTiles(map.data, map.width, map.height)) !== null && _a !== void 0 ? _a : parameterTiles) };
      const tileset = Array.isArray(tilesets) ? tilesets[map.tilesetId] : undefined;
      if (!isObject(tileset) || !Array.isArray(tileset.tilesetNames)) {
          warn(`tileset ${showValue(map.tilesetId)} does not exist; the map is left as authored`);
          return null;
      }
      for (const field of tilesWithoutSheet(tiles, tileset.tilesetNames)) {
          const fallback = DEFAULT_VALUES[field];
          if (tilesWithoutSheet({ ...tiles, [field]: fallback }, tileset.tilesetNames).includes(field)) {
              warn(`tileset ${map.tilesetId} has no image for ${field} ${tiles[field]} nor for the default ${fallback}; the map is left as authored. Pick tiles of this tileset in the plugin parameters or paint template tiles at x = 0, 1, 2 of row 0.`);
              return null;
          }
          warn(`tileset ${map.tilesetId} has no image for ${field} ${tiles[field]}; using the default ${fallback}`);
          tiles[field] = fallback;
      }
      return tiles;
  }
  /** Entry: arrive on the arrival tile. Otherwise keep the player's spot if it is floor. */
  function placePlayer(engine, dungeon, reason, recovering) {
      const player = engine.$gamePlayer;
      const arrivalX = dungeon.arrival % dungeon.width;
      const arrivalY = Math.floor(dungeon.arrival / dungeon.width);
      if (reason === "entry" || (reason === "within" && !isFloorAt(dungeon, player._newX, player._newY))) {
          player._newX = arrivalX;
          player._newY = arrivalY;
      }
      else if (reason === "return" && recovering && !isFloorAt(dungeon, player.x, player.y)) {
          player.locate(arrivalX, arrivalY);
      }
  }
  /** True when (x, y) is a whole-number tile inside the dungeon and floor there. */
  function isFloorAt(dungeon, x, y) {
      if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= dungeon.width || y >= dungeon.height)
          return false;
      return isFloor(dungeon.grid.kinds[y * dungeon.width + x]);
  }

  /**
   * The run's plugin commands (NextFloor, Regenerate, SetFloor, SetSeed, GetInfo, StartRun) and
   * `{floor}` in a dungeon map's display name. Texts and arguments: src/header/parts/runs.commands.json.
   *
   * A new dungeon on demand uses the engine's own transfer: the command records the request in
   * $gameSystem._randomDungeons.renew and reserves a transfer (to the same map with a map reload, so
   * Game_Map.setup rebuilds the events from the new $dataMap); when that map loads, the hooks see the
   * request (run.ts renewRequested) and make it an entry — new floor, new seed, events and player
   * placed anew — through the same load path as any other dungeon. The fade is the transfer's.
   *
   * Arguments arrive as the Plugin Manager's strings (or are missing, in events made with an older
   * version of the plugin: then their defaults apply). A bad argument gives one warning naming it,
   * and the command does nothing.
   */
  const COMMAND_NAMES = ["NextFloor", "Regenerate", "SetFloor", "SetSeed", "GetInfo", "StartRun"];
  /** Areas that are passages, not rooms, for GetInfo's room count. */
  const PASSAGE_KINDS = new Set(["corridor", "tunnel", "crossroads"]);
  function dungeonInfo(dungeon) {
      const rooms = dungeon.layout.areas.filter((area) => !PASSAGE_KINDS.has(area.kind)).length;
      const { kinds } = dungeon.grid;
      let floorTiles = -1;
      // Counted when GetInfo first asks, not on every map entry (a whole-map pass, 65,536 tiles at 256×256).
      return {
          seed: dungeon.seed,
          rooms,
          get floorTiles() {
              if (floorTiles < 0) {
                  floorTiles = 0;
                  for (let tile = 0; tile < kinds.length; tile++)
                      if (isFloor(kinds[tile]))
                          floorTiles++;
              }
              return floorTiles;
          },
      };
  }
  const MAX_MAP_ID = 9999;
  /** The editor's largest variable count. */
  const MAX_VARIABLE_ID = 5000;
  const DIRECTIONS = [0, 2, 4, 6, 8];
  const FADES = [0, 1, 2];
  /** An argument that is not usable: the command warns with `message` and stops. */
  class BadArgument extends Error {
  }
  function isRecord$1(value) {
      return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  /** A whole-number argument from `min` to `max`; missing or blank → `fallback`. */
  function wholeArg(args, name, min, max, fallback) {
      const raw = args[name];
      if (raw === undefined || raw === "")
          return fallback;
      const text = typeof raw === "number" ? String(raw) : raw;
      if (typeof text === "string" && /^\s*[+-]?\d+\s*$/.test(text)) {
          const value = Number(text) + 0;
          if (value >= min && value <= max)
              return value;
      }
      throw new BadArgument(`${name} = ${showValue(raw)} is not a whole number from ${min} to ${max}`);
  }
  function choiceArg(args, name, choices) {
      const value = wholeArg(args, name, Math.min(...choices), Math.max(...choices), choices[0]);
      if (choices.includes(value))
          return value;
      throw new BadArgument(`${name} = ${showValue(args[name])} is not one of ${choices.join(", ")}`);
  }
  /** A game variable argument: 0 = not chosen. */
  function variableArg(args, name) {
      return wholeArg(args, name, 0, MAX_VARIABLE_ID, 0);
  }
  /** The runs' commands, bound to one engine. Each warns once and changes nothing when an argument is bad. */
  function createRunCommands(engine, parameters, log, infos = new Map()) {
      const floorVariable = pluginSettings(parameters).floorVariable;
      const system = () => {
          if (!engine.$gameSystem)
              throw new BadArgument("no game is running ($gameSystem is not set up)");
          return engine.$gameSystem;
      };
      const memory = () => dungeonMemory(system(), log.warn);
      const game = () => {
          const found = engine.$gameVariables;
          return found && typeof found.value === "function" && typeof found.setValue === "function" ? found : null;
      };
      const readVariable = (variableId, what) => {
          const variables = game();
          if (!variables)
              throw new BadArgument(`${what}: the game variables are not set up`);
          return variables.value(variableId);
      };
      const currentMapIsDungeon = () => isRecord$1(engine.$dataMap) && isDungeonMap(mapNoteMeta(engine.$dataMap));
      /** The map must exist (when the map list is known) and be a dungeon as far as can be told before loading it. */
      const checkDungeonMap = (mapId) => {
          const infos = engine.$dataMapInfos;
          if (Array.isArray(infos) && !infos[mapId])
              throw new BadArgument(`map ${mapId} does not exist`);
          const isDungeon = mapId === engine.$gameMap.mapId() ? currentMapIsDungeon() : knownDungeon(engine, mapId);
          if (isDungeon === false)
              throw new BadArgument(`map ${mapId} is not a dungeon map (no <Dungeon> in its note)`);
      };
      /** What NextFloor and Regenerate share: no battle, no transfer under way, then the transfer. */
      const checkCanTransfer = () => {
          var _a, _b;
          if ((_b = (_a = engine.$gameParty) === null || _a === void 0 ? void 0 : _a.inBattle) === null || _b === void 0 ? void 0 : _b.call(_a))
              throw new BadArgument("it cannot transfer the player during a battle");
          if (engine.$gamePlayer.isTransferring())
              throw new BadArgument("a transfer is already under way");
      };
      const transferForNewDungeon = (mapId, floor, reroll, direction, fade, interpreter) => {
          memory().renew = { mapId, floor, reroll };
          const player = engine.$gamePlayer;
          // x and y matter only if the map is left as authored: the dungeon chooses the arrival.
          player.reserveTransfer(mapId, player.x, player.y, direction, fade);
          // Game_Map.setup (which rebuilds the events from the new $dataMap) runs on a same-map transfer only when asked.
          if (mapId === engine.$gameMap.mapId())
              player.requestMapReload();
          const waiter = interpreter;
          if (waiter && typeof waiter.setWaitMode === "function")
              waiter.setWaitMode("transfer");
      };
      const commands = {
          NextFloor(args, interpreter) {
              const mapId = wholeArg(args, "mapId", 0, MAX_MAP_ID, 0) || engine.$gameMap.mapId();
              const direction = choiceArg(args, "direction", DIRECTIONS);
              const fade = choiceArg(args, "fade", FADES);
              checkDungeonMap(mapId);
              checkCanTransfer();
              const floor = runFloor(engine, floorVariable, log.warn);
              if (floor >= MAX_FLOOR)
                  throw new BadArgument(`the floor is already ${MAX_FLOOR}, the last one`);
              transferForNewDungeon(mapId, floor + 1, false, direction, fade, interpreter);
          },
          Regenerate(args, interpreter) {
              const fade = choiceArg(args, "fade", FADES);
              const mapId = engine.$gameMap.mapId();
              if (!currentMapIsDungeon())
                  throw new BadArgument(`the current map ${mapId} is not a dungeon map`);
              checkCanTransfer();
              transferForNewDungeon(mapId, runFloor(engine, floorVariable, log.warn), true, 0, fade, interpreter);
          },
          SetFloor(args) {
              const variableId = variableArg(args, "variable");
              let floor = wholeArg(args, "floor", 1, MAX_FLOOR, 1);
              if (variableId > 0) {
                  const value = readVariable(variableId, "variable");
                  if (!isValidFloor(value))
                      throw new BadArgument(`variable #${variableId} holds ${showValue(value)}, not a floor from 1 to ${MAX_FLOOR}`);
                  floor = value;
              }
              system();
              setRunFloor(engine, floorVariable, floor, log.warn);
          },
          SetSeed(args) {
              const variableId = variableArg(args, "variable");
              let seed = wholeArg(args, "seed", 0, MAX_SEED, 0);
              const mapId = wholeArg(args, "mapId", 0, MAX_MAP_ID, 0);
              if (mapId > 0)
                  checkDungeonMap(mapId);
              if (variableId > 0) {
                  const value = seedFromValue(readVariable(variableId, "variable"));
                  if (value === null)
                      throw new BadArgument(`variable #${variableId} holds ${showValue(readVariable(variableId, "variable"))}, not a number`);
                  seed = value;
              }
              memory().nextSeeds[String(mapId)] = seed;
          },
          GetInfo(args) {
              var _a;
              const names = ["floorVariable", "seedVariable", "roomsVariable", "floorTilesVariable", "stairsXVariable", "stairsYVariable", "runSeedVariable"];
              const targets = names.map((name) => variableArg(args, name));
              if (targets.every((id) => id === 0))
                  throw new BadArgument("no variable is chosen (every argument is 0)");
              const variables = game();
              if (!variables)
                  throw new BadArgument("the game variables are not set up");
              const mapId = engine.$gameMap.mapId();
              const info = currentMapIsDungeon() ? infos.get(mapId) : undefined;
              const stairs = info ? stairsPosition(engine.$dataMap) : null;
              const runSeed = memory().runSeed;
              const values = [
                  runFloor(engine, floorVariable, log.warn),
                  info ? (_a = storedSeed(system(), mapId, log.warn)) !== null && _a !== void 0 ? _a : info.seed : -1,
                  info ? info.rooms : -1,
                  info ? info.floorTiles : -1,
                  stairs ? stairs.x : -1,
                  stairs ? stairs.y : -1,
                  runSeed !== null && runSeed !== void 0 ? runSeed : -1,
              ];
              targets.forEach((id, i) => {
                  if (id > 0)
                      variables.setValue(id, values[i]);
              });
          },
          StartRun(args) {
              const variableId = variableArg(args, "variable");
              let seed = args.seed === undefined || String(args.seed).trim() === "" ? drawSeed() : wholeArg({ seed: String(args.seed) }, "seed", 0, MAX_SEED, 0);
              if (variableId > 0) {
                  const value = seedFromValue(readVariable(variableId, "variable"));
                  if (value === null)
                      throw new BadArgument(`variable #${variableId} holds ${showValue(readVariable(variableId, "variable"))}, not a number`);
                  seed = value;
              }
              const run = memory();
              setRunFloor(engine, floorVariable, 1, log.warn);
              run.runSeed = seed;
              run.rerolls = 0;
          },
      };
      const run = (name) => (args, interpreter) => {
          try {
              commands[name](isRecord$1(args) ? args : {}, interpreter);
          }
          catch (error) {
              // Never the engine's error screen: a bad argument (or anything unforeseen) is one warning.
              const reason = error instanceof BadArgument ? error.message : `failed: ${error instanceof Error ? error.message : showValue(error)}`;
              log.warn(`plugin command ${name}: ${reason}; nothing changes`);
          }
      };
      return Object.fromEntries(COMMAND_NAMES.map((name) => [name, run(name)]));
  }
  /** The event whose note holds <Dungeon Role: Stairs> (the first by id), where placement put it. */
  function stairsPosition(map) {
      if (!map || !Array.isArray(map.events))
          return null;
      const roleTag = normalizeTagName("Dungeon Role");
      for (const event of map.events) {
          if (!isRecord$1(event) || !Number.isInteger(event.x) || !Number.isInteger(event.y))
              continue;
          const meta = extractNoteMeta(event.note);
          const key = Object.keys(meta).find((name) => normalizeTagName(name) === roleTag);
          const role = key === undefined ? undefined : meta[key];
          if (typeof role === "string" && normalizeTagName(role) === "stairs")
              return { x: event.x, y: event.y };
      }
      return null;
  }
  /** "{floor}" in a dungeon map's display name → the floor its dungeon was made on. */
  function floorDisplayName(engine, name, mapId, floorVariable, log) {
      var _a;
      if (typeof name !== "string" || !name.includes("{floor}") || !engine.$gameSystem)
          return name;
      if (!isRecord$1(engine.$dataMap) || !isDungeonMap(mapNoteMeta(engine.$dataMap)))
          return name;
      const floor = (_a = storedFloor(engine.$gameSystem, mapId, log.warn)) !== null && _a !== void 0 ? _a : runFloor(engine, floorVariable, log.warn);
      return name.split("{floor}").join(String(floor));
  }
  /**
   * Plugin commands (when the engine has PluginManager.registerCommand), `{floor}` in display names
   * (when it has Game_Map), and GetInfo's record of each dungeon made. Returns the commands, which
   * scripts may call.
   */
  function installRuns(host, parameters, log, hooks) {
      var _a;
      const infos = new Map();
      hooks.onPrepared(({ mapId, dungeon }) => void infos.set(mapId, dungeonInfo(dungeon)));
      const commands = createRunCommands(host, parameters, log, infos);
      const manager = host.PluginManager;
      if (manager && typeof manager.registerCommand === "function") {
          for (const name of COMMAND_NAMES) {
              manager.registerCommand(PLUGIN_NAME, name, function (args) {
                  commands[name](args, this);
              });
          }
      }
      const prototype = (_a = host.Game_Map) === null || _a === void 0 ? void 0 : _a.prototype;
      if (prototype && typeof prototype.displayName === "function") {
          const floorVariable = pluginSettings(parameters).floorVariable;
          const displayName = prototype.displayName;
          prototype.displayName = function () {
              const name = displayName.apply(this, arguments);
              try {
                  const mapId = typeof this.mapId === "function" ? this.mapId() : host.$gameMap.mapId();
                  return floorDisplayName(host, name, mapId, floorVariable, log);
              }
              catch (error) {
                  log.warn(`{floor} in the map name: ${showValue(error instanceof Error ? error.message : error)}`);
                  return name;
              }
          };
      }
      return commands;
  }

  /**
   * Line of sight on the dungeon grid: symmetric shadowcasting (Albert Ford, "Symmetric
   * Shadowcasting", albertford.com/shadowcasting; the properties are Adam Milazzo's, "Roguelike
   * Vision Algorithms"). Written from the article's description, not from any port.
   *
   * Model: the origin and floor tiles are points at tile centres; blocking tiles (void and wall by
   * default) are diamonds inscribed in their tile. Each of the four quadrants is scanned row by row
   * outwards; a row is a depth and a range of slopes, and every slope the algorithm makes is
   * (2·col − 1) / (2·depth), kept here as an exact fraction of two integers (no float ties).
   * - A floor tile is seen only if its centre lies inside the row's slope range (`is_symmetric`):
   *   this is what makes sight symmetric between floor tiles (A sees B ⇔ B sees A).
   * - A blocking tile in range is always seen (expansive walls: the walls of a room you stand in).
   * Rows are kept on an explicit stack (no recursion), and every array is allocated once in a
   * SightBuffer and reused: a call allocates nothing unless the radius grows past what it has seen.
   *
   * Radius: a tile is in sight only if dx² + dy² ≤ r² + r, the usual roguelike circle (r + ½ squared,
   * in whole numbers); the scan stops at depth r. Tiles outside the grid block and are never seen.
   */
  /** Void and wall block sight; room and corridor floor let it through. */
  const DEFAULT_BLOCKING = (() => {
      const table = new Uint8Array(256);
      table[TileKind.Void] = 1;
      table[TileKind.Wall] = 1;
      return table;
  })();
  const SIGHT_DEFAULTS = Object.freeze({ radius: 8, blocking: DEFAULT_BLOCKING });
  /** The largest radius computeSight honours; larger values are treated as this (a 256 map fits twice). */
  const MAX_SIGHT_RADIUS = 512;
  const ROW_FIELDS = 5;
  /**
   * The quadrants, four numbers each: x per depth, x per column, y per depth, y per column.
   * Flat and indexed, so the scan allocates no iterator.
   */
  const QUADRANTS = Int8Array.of(0, 1, -1, 0, // north: x = ox + col, y = oy − depth
  0, 1, 1, 0, // south: x = ox + col, y = oy + depth
  1, 0, 0, 1, // east:  x = ox + depth, y = oy + col
  -1, 0, 0, 1);
  function createSightBuffer(width, height, radius = SIGHT_DEFAULTS.radius) {
      const buffer = {
          width,
          height,
          mark: new Uint32Array(width * height),
          generation: 0,
          tiles: new Int32Array(0),
          count: 0,
          rows: new Int32Array(0),
      };
      reserve(buffer, radius);
      return buffer;
  }
  /** Sizes the lists for a radius: at most (2r+1)² tiles seen; at most r·(r+2) pending rows per quadrant. */
  function reserve(buffer, radius) {
      const tilesNeeded = Math.min(buffer.width * buffer.height, (2 * radius + 1) * (2 * radius + 1));
      if (buffer.tiles.length < tilesNeeded)
          buffer.tiles = new Int32Array(tilesNeeded);
      const rowsNeeded = (radius + 1) * (radius + 2) * ROW_FIELDS;
      if (buffer.rows.length < rowsNeeded)
          buffer.rows = new Int32Array(rowsNeeded);
  }
  /** Grows the row stack when a pathological grid needs more than reserved (rare: never per call in practice). */
  function growRows(buffer) {
      const grown = new Int32Array(buffer.rows.length * 2 + ROW_FIELDS * 8);
      grown.set(buffer.rows);
      buffer.rows = grown;
      return grown;
  }
  /** floor(a / b) for b > 0, exact for the small integers used here. */
  function floorDiv(a, b) {
      return Math.floor(a / b);
  }
  /**
   * Computes what a viewer at (originX, originY) sees on the grid, into `buffer` (which must have
   * the grid's size). Returns the number of tiles seen; they are `buffer.tiles[0 … count)` and
   * `inSight(buffer, tile)` answers for any tile. An origin outside the grid sees nothing.
   */
  function computeSight(grid, originX, originY, buffer, options = SIGHT_DEFAULTS) {
      var _a, _b;
      const { width, height, kinds } = grid;
      const rawRadius = (_a = options.radius) !== null && _a !== void 0 ? _a : SIGHT_DEFAULTS.radius;
      const radius = Number.isFinite(rawRadius) && rawRadius > 0 ? Math.min(MAX_SIGHT_RADIUS, Math.floor(rawRadius)) : 0;
      const blocking = (_b = options.blocking) !== null && _b !== void 0 ? _b : DEFAULT_BLOCKING;
      reserve(buffer, radius);
      // A new generation forgets the last call's marks without clearing; on wrap-around, clear once.
      buffer.generation = (buffer.generation + 1) >>> 0;
      if (buffer.generation === 0) {
          buffer.mark.fill(0);
          buffer.generation = 1;
      }
      const generation = buffer.generation;
      const mark = buffer.mark;
      const tiles = buffer.tiles;
      let count = 0;
      buffer.count = 0;
      if (!(originX >= 0 && originY >= 0 && originX < width && originY < height) || width !== buffer.width || height !== buffer.height)
          return 0;
      const origin = originY * width + originX;
      mark[origin] = generation;
      tiles[count++] = origin;
      const limit = radius * radius + radius;
      for (let quadrant = 0; quadrant < QUADRANTS.length; quadrant += 4) {
          const depthX = QUADRANTS[quadrant];
          const colX = QUADRANTS[quadrant + 1];
          const depthY = QUADRANTS[quadrant + 2];
          const colY = QUADRANTS[quadrant + 3];
          let rows = buffer.rows;
          let top = 0;
          // The first row: depth 1, slopes −1 … 1.
          rows[0] = 1;
          rows[1] = -1;
          rows[2] = 1;
          rows[3] = 1;
          rows[4] = 1;
          top = ROW_FIELDS;
          while (top > 0) {
              top -= ROW_FIELDS;
              const depth = rows[top];
              let startNum = rows[top + 1];
              let startDen = rows[top + 2];
              const endNum = rows[top + 3];
              const endDen = rows[top + 4];
              if (depth > radius)
                  continue;
              // Columns from round_ties_up(depth·start) to round_ties_down(depth·end).
              const minCol = floorDiv(2 * depth * startNum + startDen, 2 * startDen);
              const maxCol = Math.ceil((2 * depth * endNum - endDen) / (2 * endDen));
              const baseX = originX + depth * depthX;
              const baseY = originY + depth * depthY;
              const depthSquared = depth * depth;
              // prev: 0 none yet, 1 floor, 2 blocking.
              let prev = 0;
              for (let col = minCol; col <= maxCol; col++) {
                  const x = baseX + col * colX;
                  const y = baseY + col * colY;
                  const inside = x >= 0 && y >= 0 && x < width && y < height;
                  const tile = y * width + x;
                  const blocks = !inside || blocking[kinds[tile]] === 1;
                  // Seen: a blocking tile in range, or a floor whose centre is within the slopes (symmetry).
                  if (inside && col * col + depthSquared <= limit && mark[tile] !== generation) {
                      if (blocks || (col * startDen >= depth * startNum && col * endDen <= depth * endNum)) {
                          mark[tile] = generation;
                          tiles[count++] = tile;
                      }
                  }
                  if (prev === 2 && !blocks) {
                      // Wall → floor: the light starts again at this tile's left edge.
                      startNum = 2 * col - 1;
                      startDen = 2 * depth;
                  }
                  else if (prev === 1 && blocks) {
                      // Floor → wall: the next row sees up to this tile's left edge.
                      if (top + ROW_FIELDS > rows.length)
                          rows = growRows(buffer);
                      rows[top] = depth + 1;
                      rows[top + 1] = startNum;
                      rows[top + 2] = startDen;
                      rows[top + 3] = 2 * col - 1;
                      rows[top + 4] = 2 * depth;
                      top += ROW_FIELDS;
                  }
                  prev = blocks ? 2 : 1;
              }
              if (prev === 1) {
                  if (top + ROW_FIELDS > rows.length)
                      rows = growRows(buffer);
                  rows[top] = depth + 1;
                  rows[top + 1] = startNum;
                  rows[top + 2] = startDen;
                  rows[top + 3] = endNum;
                  rows[top + 4] = endDen;
                  top += ROW_FIELDS;
              }
          }
      }
      buffer.count = count;
      return count;
  }

  /**
   * What the fog knows about one dungeon, without the engine: each tile's state (never seen, seen
   * before, in sight), the tiles that changed at the last look (so the views redraw only those), and
   * the explored tiles as a compact bitset in base64 for the save.
   *
   * A look costs one computeSight (src/core/sight.ts) plus a pass over the tiles seen last time and
   * now; nothing is allocated unless the radius grows past what the field has seen.
   */
  const Unseen = 0;
  const Seen = 1;
  const InSight = 2;
  class FogField {
      constructor(grid) {
          this.grid = grid;
          /** Bumped by every change; a view that saw revision − 1 can apply `changed` alone. */
          this.revision = 0;
          /** True when the last change touched every tile (revealAll, restore): views redraw whole. */
          this.changedAll = true;
          this.changedCount = 0;
          this.discoveredCount = 0;
          /** Reused for every look (no object per step). */
          this.sightOptions = { radius: 8 };
          this.previousCount = 0;
          this.exploredList = new Int32Array(0);
          this.width = grid.width;
          this.height = grid.height;
          this.shown = new Uint8Array(grid.width * grid.height);
          this.sight = createSightBuffer(grid.width, grid.height);
          this.previous = new Int32Array(this.sight.tiles.length);
          this.changed = new Int32Array(this.sight.tiles.length * 2);
          this.discovered = new Int32Array(this.sight.tiles.length);
      }
      /** The viewer stands at (x, y) and sees `radius` tiles: states and change lists follow. */
      look(x, y, radius) {
          const sight = this.sight;
          this.sightOptions.radius = radius;
          computeSight(this.grid, x, y, sight, this.sightOptions);
          this.reserve(sight.tiles.length);
          const { shown, changed, discovered, previous } = this;
          const mark = sight.mark;
          const generation = sight.generation;
          let changedCount = 0;
          let discoveredCount = 0;
          // In sight before, not now: seen before.
          for (let i = 0; i < this.previousCount; i++) {
              const tile = previous[i];
              if (mark[tile] !== generation) {
                  shown[tile] = Seen;
                  changed[changedCount++] = tile;
              }
          }
          const tiles = sight.tiles;
          for (let i = 0; i < sight.count; i++) {
              const tile = tiles[i];
              const state = shown[tile];
              if (state !== InSight) {
                  if (state === Unseen)
                      discovered[discoveredCount++] = tile;
                  shown[tile] = InSight;
                  changed[changedCount++] = tile;
              }
              previous[i] = tile;
          }
          this.previousCount = sight.count;
          this.changedCount = changedCount;
          this.discoveredCount = discoveredCount;
          this.changedAll = false;
          this.revision++;
      }
      /** Every tile not seen yet becomes seen before (a map scroll). */
      revealAll() {
          const shown = this.shown;
          for (let tile = 0; tile < shown.length; tile++)
              if (shown[tile] === Unseen)
                  shown[tile] = Seen;
          this.touchAll();
      }
      /**
       * The tiles ever seen (not Unseen), in index order: the first `count` entries of `tiles` (a
       * buffer the field reuses; read it before the next call). A whole repaint writes these alone:
       * on entry they are a few hundred of 65,536, so the scan skips four unseen tiles at a time.
       */
      exploredTiles() {
          const shown = this.shown;
          const words = new Uint32Array(shown.buffer, shown.byteOffset, shown.length >> 2);
          let list = this.exploredList;
          let count = 0;
          for (let word = 0; word < words.length; word++) {
              if (words[word] === 0)
                  continue;
              if (list.length < count + 4)
                  list = this.growExploredList(count + 4);
              for (let tile = word << 2, end = tile + 4; tile < end; tile++)
                  if (shown[tile] !== Unseen)
                      list[count++] = tile;
          }
          for (let tile = words.length << 2; tile < shown.length; tile++) {
              if (shown[tile] === Unseen)
                  continue;
              if (list.length < count + 1)
                  list = this.growExploredList(count + 1);
              list[count++] = tile;
          }
          return { tiles: list, count };
      }
      growExploredList(needed) {
          const list = new Int32Array(Math.min(this.shown.length, Math.max(needed, 2 * this.exploredList.length, 1024)));
          list.set(this.exploredList);
          this.exploredList = list;
          return list;
      }
      /** True when the tile (index) is in sight now. */
      inSight(tile) {
          return this.shown[tile] === InSight;
      }
      /** True when the tile has ever been seen. */
      explored(tile) {
          return this.shown[tile] !== Unseen;
      }
      exploredCount() {
          let count = 0;
          for (let tile = 0; tile < this.shown.length; tile++)
              if (this.shown[tile] !== Unseen)
                  count++;
          return count;
      }
      /** The explored tiles as a bitset (bit i of byte i >> 3 for tile i), base64. */
      exploredBits() {
          const bytes = new Uint8Array((this.shown.length + 7) >> 3);
          const shown = this.shown;
          for (let tile = 0; tile < shown.length; tile++)
              if (shown[tile] !== Unseen)
                  bytes[tile >> 3] |= 1 << (tile & 7);
          return encodeBase64(bytes);
      }
      /**
       * Takes the explored tiles from a saved bitset (nothing in sight until the next look).
       * Returns false, changing nothing, when the text is not a bitset of this field's size.
       */
      restore(bits) {
          const bytes = decodeBase64(bits);
          if (!bytes || bytes.length !== (this.shown.length + 7) >> 3)
              return false;
          // Bits past the last tile must be clear: anything else is not a bitset this field wrote.
          const spare = this.shown.length & 7;
          if (spare !== 0 && bytes[bytes.length - 1] >> spare !== 0)
              return false;
          const shown = this.shown;
          for (let tile = 0; tile < shown.length; tile++)
              shown[tile] = (bytes[tile >> 3] >> (tile & 7)) & 1 ? Seen : Unseen;
          this.previousCount = 0;
          this.touchAll();
          return true;
      }
      touchAll() {
          this.changedCount = 0;
          this.discoveredCount = 0;
          this.changedAll = true;
          this.revision++;
      }
      /** Room for a look that sees up to `tiles` tiles (grows with the radius, never per look). */
      reserve(tiles) {
          if (this.previous.length < tiles) {
              const previous = new Int32Array(tiles);
              previous.set(this.previous.subarray(0, this.previousCount));
              this.previous = previous;
          }
          if (this.changed.length < tiles + this.previousCount)
              this.changed = new Int32Array(2 * tiles);
          if (this.discovered.length < tiles)
              this.discovered = new Int32Array(tiles);
      }
  }
  const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const VALUE_OF = (() => {
      const table = new Int8Array(128).fill(-1);
      for (let i = 0; i < ALPHABET.length; i++)
          table[ALPHABET.charCodeAt(i)] = i;
      return table;
  })();
  /** True where a Uint32Array word holds its lowest byte first (every browser MZ runs in). */
  const LITTLE_ENDIAN$1 = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
  /** The 32-bit word an RGBA pixel is in an ImageData's bytes, on this machine. */
  function pixelWord(r, g, b, a) {
      return (LITTLE_ENDIAN$1 ? (a << 24) | (b << 16) | (g << 8) | r : (r << 24) | (g << 16) | (b << 8) | a) >>> 0;
  }
  /** An ImageData's pixels as one word each (for whole-pixel writes and native fills), or null. */
  function pixelWords(data) {
      return data.byteOffset % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, data.length >> 2) : null;
  }
  /** The rectangle (in tiles) around `tiles[0..count)` (count ≥ 1): what a redraw of those tiles uploads. */
  function tilesBounds(tiles, count, width) {
      const { left, top, right, bottom } = tileBounds(tiles, width, count);
      return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
  }
  /** Standard base64 with padding (no btoa: it works on strings of bytes, and this runs in Node too). */
  function encodeBase64(bytes) {
      let text = "";
      let i = 0;
      for (; i + 2 < bytes.length; i += 3) {
          const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2];
          text += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + ALPHABET[(n >> 6) & 63] + ALPHABET[n & 63];
      }
      if (i < bytes.length) {
          const rest = bytes.length - i;
          const n = (bytes[i] << 16) | (rest > 1 ? bytes[i + 1] << 8 : 0);
          text += ALPHABET[n >> 18] + ALPHABET[(n >> 12) & 63] + (rest > 1 ? ALPHABET[(n >> 6) & 63] : "=") + "=";
      }
      return text;
  }
  /** The bytes of a padded base64 text, or null when it is not one. */
  function decodeBase64(text) {
      if (typeof text !== "string" || text.length % 4 !== 0)
          return null;
      const padding = text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0;
      const bytes = new Uint8Array((text.length / 4) * 3 - padding);
      let out = 0;
      for (let i = 0; i < text.length; i += 4) {
          let n = 0;
          for (let k = 0; k < 4; k++) {
              const code = text.charCodeAt(i + k);
              const isPad = code === 61 && i + k >= text.length - padding;
              const value = isPad ? 0 : code < 128 ? VALUE_OF[code] : -1;
              if (value < 0)
                  return null;
              n = (n << 6) | value;
          }
          if (out < bytes.length)
              bytes[out++] = n >> 16;
          if (out < bytes.length)
              bytes[out++] = (n >> 8) & 255;
          if (out < bytes.length)
              bytes[out++] = n & 255;
      }
      return bytes;
  }

  /**
   * The minimap of a dungeon with fog: a corner overlay of what has been explored — floor, the walls
   * around it, the player, and the stairs once seen. One small bitmap at one pixel per tile, scaled
   * up (nearest neighbour, so tiles stay crisp), on a dark panel; markers are two tiny sprites.
   * Like the fog (the idea of the MPP_MiniMap plugin; docs/architecture.md, "Content, runs and fog"), it repaints only the tiles seen
   * for the first time since its last look, and does nothing while nothing changes.
   */
  /** The minimap never covers more than this share of the screen's width or height. */
  const MAX_SHARE = 0.4;
  const MARGIN = 8;
  const PADDING = 4;
  /** What each tile is on the minimap: nothing, floor, or a wall (a blocking tile touching floor). */
  const MinimapTile = { Nothing: 0, Floor: 1, Wall: 2 };
  const COLORS = {
      [MinimapTile.Floor]: [206, 198, 178],
      [MinimapTile.Wall]: [92, 88, 110],
  };
  /** Each class's pixel as one ImageData word (Nothing is clear). */
  const CLASS_WORDS = Uint32Array.of(0, pixelWord(...COLORS[MinimapTile.Floor], 255), pixelWord(...COLORS[MinimapTile.Wall], 255));
  const PANEL_COLOR = "rgba(0, 0, 0, 0.55)";
  const PLAYER_COLOR = "#ff5040";
  const STAIRS_COLOR = "#40c8ff";
  /** 1 for the kinds that are floor (isFloor), by kind: one read instead of a call per tile. */
  const FLOOR_KIND = (() => {
      const table = new Uint8Array(256);
      for (let kind = 0; kind < 256; kind++)
          table[kind] = isFloor(kind) ? 1 : 0;
      return table;
  })();
  /**
   * Each tile's minimap class, computed once per dungeon: void far from floor stays empty. Two
   * passes over flat arrays (a 256×256 map is entered in one frame): floor spread one tile sideways
   * along each row, then a blocking tile is a wall when that spread reaches its row or the rows
   * above or below — the same as looking at its 3×3 neighbourhood, without the nine reads per tile.
   * Four tiles a step where the grid allows it (minimapTilesByWords), else a tile a step.
   */
  function minimapTiles(grid) {
      var _a;
      return (_a = minimapTilesByWords(grid)) !== null && _a !== void 0 ? _a : minimapTilesByBytes(grid);
  }
  /** The same classes a tile a step; the spread has an empty row above and below the map, so the wall pass needs no edge tests. */
  function minimapTilesByBytes(grid) {
      const { width, height, kinds } = grid;
      const size = width * height;
      const classes = new Uint8Array(size);
      // floorBeside[width + tile]: floor on the tile or beside it in its row.
      const floorBeside = new Uint8Array(size + 2 * width);
      for (let row = 0; row < size; row += width) {
          let left = 0;
          let here = FLOOR_KIND[kinds[row]];
          for (let x = 0; x < width; x++) {
              const right = x + 1 < width ? FLOOR_KIND[kinds[row + x + 1]] : 0;
              classes[row + x] = here; // MinimapTile.Floor is 1
              floorBeside[width + row + x] = left | here | right;
              left = here;
              here = right;
          }
      }
      for (let tile = 0; tile < size; tile++) {
          if (classes[tile] === MinimapTile.Nothing && DEFAULT_BLOCKING[kinds[tile]] === 1 && (floorBeside[tile] | floorBeside[tile + width] | floorBeside[tile + 2 * width]) !== 0)
              classes[tile] = MinimapTile.Wall;
      }
      return classes;
  }
  /** True where a Uint32Array word holds its lowest byte first (every browser MZ runs in). */
  const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;
  const LOW_BITS = 0x01010101;
  /** Bits that are set only in a byte above 3: a kind that is no TileKind. */
  const NOT_A_KIND = 0xfcfcfcfc;
  /**
   * The same classes four tiles (one 32-bit word of kinds) a step, or null when the grid cannot be
   * read so (a width that is no multiple of 4, a kind that is no TileKind, a big-endian machine).
   * A TileKind is 2 bits in its byte: floor (Room 1, Corridor 2) is where the two bits differ, and
   * every other kind (Void 0, Wall 3) blocks sight. The sideways spread shifts a word's floor bytes
   * one byte either way and takes the edge bytes of the words beside it in the row.
   */
  function minimapTilesByWords(grid) {
      const { width, height, kinds } = grid;
      if (!LITTLE_ENDIAN || width % 4 !== 0 || kinds.byteOffset % 4 !== 0)
          return null;
      const rowWords = width >> 2;
      const words = rowWords * height;
      const kindWords = new Uint32Array(kinds.buffer, kinds.byteOffset, words);
      const classes = new Uint8Array(width * height);
      const classWords = new Uint32Array(classes.buffer);
      // spread[rowWords + word]: 1 in each byte with floor on its tile or beside it in the row.
      const spread = new Uint32Array(words + 2 * rowWords);
      for (let row = 0; row < words; row += rowWords) {
          let before = 0;
          let kind = kindWords[row];
          if ((kind & NOT_A_KIND) !== 0)
              return null;
          let here = (kind ^ (kind >>> 1)) & LOW_BITS;
          for (let w = 0; w < rowWords; w++) {
              let next = 0;
              if (w + 1 < rowWords) {
                  kind = kindWords[row + w + 1];
                  if ((kind & NOT_A_KIND) !== 0)
                      return null;
                  next = (kind ^ (kind >>> 1)) & LOW_BITS;
              }
              classWords[row + w] = here; // MinimapTile.Floor is 1
              spread[rowWords + row + w] = here | (here << 8) | (here >>> 8) | (before >>> 24) | (next << 24);
              before = here;
              here = next;
          }
      }
      for (let word = 0; word < words; word++) {
          const floor = classWords[word];
          const walls = (spread[word] | spread[word + rowWords] | spread[word + 2 * rowWords]) & ~floor & LOW_BITS;
          classWords[word] = floor | (walls << 1); // MinimapTile.Wall is 2
      }
      return classes;
  }
  /** The pixels per tile the minimap uses for a map on a screen (options.scale, or less to fit). */
  function fittedScale(scale, mapWidth, mapHeight, screenWidth, screenHeight) {
      const fit = Math.min((screenWidth * MAX_SHARE - 2 * PADDING) / mapWidth, (screenHeight * MAX_SHARE - 2 * PADDING) / mapHeight);
      return Math.max(0.25, Math.min(scale, fit));
  }
  class MinimapView {
      constructor(display, field, classes, options, screen, stairsCount) {
          var _a;
          this.field = field;
          this.classes = classes;
          this.shownLeft = 0;
          this.shownTop = 0;
          this.shownRight = -1;
          this.shownBottom = -1;
          this.revision = -1;
          this.playerTile = -1;
          const { width, height } = field;
          this.scale = fittedScale(options.scale, width, height, screen.width, screen.height);
          const panelWidth = Math.ceil(width * this.scale) + 2 * PADDING;
          const panelHeight = Math.ceil(height * this.scale) + 2 * PADDING;
          const panel = new display.Bitmap(panelWidth, panelHeight);
          panel.fillRect(0, 0, panelWidth, panelHeight, PANEL_COLOR);
          this.root = new display.Sprite(panel);
          const right = options.corner === "topRight" || options.corner === "bottomRight";
          const bottom = options.corner === "bottomRight" || options.corner === "bottomLeft";
          // On the right, keep clear of the menu button (top or bottom) when the touch UI shows it.
          const inset = right ? (_a = screen.buttonInset) !== null && _a !== void 0 ? _a : 0 : 0;
          this.root.x = right ? screen.width - panelWidth - MARGIN : MARGIN;
          this.root.y = bottom ? screen.height - panelHeight - MARGIN - inset : MARGIN + inset;
          this.root.opacity = options.opacity;
          this.bitmap = new display.Bitmap(width, height);
          this.bitmap.smooth = false;
          this.image = this.bitmap.context ? this.bitmap.context.createImageData(width, height) : null;
          const map = (this.map = new display.Sprite(this.bitmap));
          map.x = PADDING;
          map.y = PADDING;
          map.scale.x = this.scale;
          map.scale.y = this.scale;
          map.visible = false;
          this.root.addChild(map);
          // Markers a little larger than a tile, so one tile's dot stays visible on a shrunk map.
          const markerSize = Math.max(3, Math.round(this.scale * 1.7));
          this.stairs = [];
          for (let i = 0; i < stairsCount; i++)
              this.stairs.push(this.marker(display, markerSize, STAIRS_COLOR));
          this.player = this.marker(display, markerSize, PLAYER_COLOR);
      }
      marker(display, size, color) {
          const bitmap = new display.Bitmap(size, size);
          bitmap.fillRect(0, 0, size, size, color);
          const sprite = new display.Sprite(bitmap);
          sprite.visible = false;
          this.root.addChild(sprite);
          return sprite;
      }
      /**
       * Brings the minimap up to the field and the markers to the player and the stairs (tile
       * indices; the stairs are asked for only when the field changed, i.e. after a step).
       */
      sync(playerTile, stairsTiles) {
          const field = this.field;
          if (this.revision !== field.revision) {
              if (field.changedAll || this.revision !== field.revision - 1)
                  this.paintAll();
              else
                  this.paint(field.discovered, field.discoveredCount);
              this.revision = field.revision;
              this.placeStairs(stairsTiles());
          }
          if (playerTile !== this.playerTile) {
              this.playerTile = playerTile;
              this.place(this.player, playerTile, playerTile >= 0);
          }
      }
      placeStairs(stairsTiles) {
          this.stairs.forEach((sprite, i) => {
              var _a;
              const tile = (_a = stairsTiles[i]) !== null && _a !== void 0 ? _a : -1;
              this.place(sprite, tile, tile >= 0 && this.field.explored(tile));
          });
      }
      place(sprite, tile, visible) {
          sprite.visible = visible;
          if (!visible)
              return;
          const x = tile % this.field.width;
          const y = Math.floor(tile / this.field.width);
          const size = sprite.bitmap ? sprite.bitmap.width : 2;
          sprite.x = PADDING + Math.round((x + 0.5) * this.scale - size / 2);
          sprite.y = PADDING + Math.round((y + 0.5) * this.scale - size / 2);
      }
      /**
       * Every tile: only the explored ones are written (the rest are clear). The first paint finds a
       * clear image and a blank canvas, so it uploads only the explored tiles' rectangle — on entry a
       * few hundred pixels of 65,536; later whole repaints clear the image and upload all of it.
       */
      paintAll() {
          var _a;
          const image = this.image;
          if (!image)
              return;
          const { shown, width } = this.field;
          const classes = this.classes;
          const first = this.revision === -1;
          const { tiles, count } = this.field.exploredTiles();
          const words = pixelWords(image.data);
          if (words) {
              if (!first)
                  words.fill(0);
              for (let i = 0; i < count; i++)
                  words[tiles[i]] = CLASS_WORDS[classes[tiles[i]]];
          }
          else {
              for (let tile = 0; tile < shown.length; tile++)
                  writePixel(image.data, tile, shown[tile] !== 0 ? classes[tile] : MinimapTile.Nothing);
          }
          if (!first)
              this.bitmap.context.putImageData(image, 0, 0);
          else if (count > 0) {
              const rect = tilesBounds(tiles, count, width);
              this.bitmap.context.putImageData(image, 0, 0, rect.x, rect.y, rect.width, rect.height);
          }
          (_a = this.bitmap.baseTexture) === null || _a === void 0 ? void 0 : _a.update();
          this.shownRight = this.shownBottom = -1;
          if (count > 0)
              this.showAlso(tilesBounds(tiles, count, width));
          else
              this.map.visible = false;
      }
      /** Widens the map sprite's frame to take in `rect` (tiles). */
      showAlso(rect) {
          const empty = this.shownRight < 0;
          const left = empty ? rect.x : Math.min(this.shownLeft, rect.x);
          const top = empty ? rect.y : Math.min(this.shownTop, rect.y);
          const right = empty ? rect.x + rect.width - 1 : Math.max(this.shownRight, rect.x + rect.width - 1);
          const bottom = empty ? rect.y + rect.height - 1 : Math.max(this.shownBottom, rect.y + rect.height - 1);
          if (!empty && left === this.shownLeft && top === this.shownTop && right === this.shownRight && bottom === this.shownBottom)
              return;
          [this.shownLeft, this.shownTop, this.shownRight, this.shownBottom] = [left, top, right, bottom];
          this.map.setFrame(left, top, right - left + 1, bottom - top + 1);
          this.map.x = PADDING + left * this.scale;
          this.map.y = PADDING + top * this.scale;
          this.map.visible = true;
      }
      /** Paints the listed tiles, uploading only the rectangle around them. */
      paint(tiles, count) {
          var _a;
          const image = this.image;
          if (!image || count === 0)
              return;
          for (let i = 0; i < count; i++)
              writePixel(image.data, tiles[i], this.classes[tiles[i]]);
          const rect = tilesBounds(tiles, count, this.field.width);
          this.bitmap.context.putImageData(image, 0, 0, rect.x, rect.y, rect.width, rect.height);
          (_a = this.bitmap.baseTexture) === null || _a === void 0 ? void 0 : _a.update();
          this.showAlso(rect);
      }
  }
  function writePixel(data, tile, kind) {
      const color = COLORS[kind];
      const at = tile * 4;
      if (color) {
          data[at] = color[0];
          data[at + 1] = color[1];
          data[at + 2] = color[2];
          data[at + 3] = 255;
      }
      else {
          data[at + 3] = 0;
      }
  }

  /**
   * Fog of war on dungeon maps (`<Dungeon Fog: 6>` or the Fog Radius parameter): tiles never seen
   * are black, tiles seen before are dimmed and show no events, tiles in sight are clear. Sight is
   * src/core/sight.ts (symmetric shadowcasting) from the player's tile on the dungeon's grid.
   *
   * Drawing (docs/architecture.md, "Content, runs and fog"): one bitmap at one pixel per tile, black with the tile's
   * fog as alpha, scaled by the tile size with linear filtering (soft edges) over the tilemap. After
   * a step only the tiles whose state changed are written, and only their bounding rectangle is
   * uploaded; while the player stands still nothing is computed or drawn. Events on tiles out of
   * sight are hidden by their sprites (Sprite_Character.updateVisibility, aliased).
   *
   * Saved: the explored tiles of the current dungeon as a bitset in base64, with the dungeon's seed
   * and size, in $gameSystem._randomDungeons.explored[mapId]; written when the game is saved
   * (Game_System.onBeforeSave, aliased). The menu and battles keep the live field; a load reads the
   * save's; a new dungeon (a real entry, or another seed) starts unexplored. What is read from a
   * save is checked: anything unusable gives one warning and an unexplored fog.
   *
   * Nothing is added on maps that are not dungeons or have no fog.
   */
  /** The largest sight radius a command or a variable may set (the parameter's maximum too). */
  const MAX_FOG_RADIUS = 64;
  const FOG_KEY = "_randomDungeonsFog";
  /** The height of MZ's button area (Scene_Base.buttonAreaHeight). */
  const MENU_BUTTON_AREA = 52;
  const MINIMAP_KEY = "_randomDungeonsMinimap";
  /** The Input name given to the minimap key when the game does not use that key yet. */
  const MINIMAP_INPUT = "randomDungeonsMinimap";
  function isRecord(value) {
      return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  function isWhole(value, min, max) {
      return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
  }
  /** The fog's part of $gameSystem._randomDungeons, made or repaired (one warning per repair). */
  function fogMemory(gameSystem, warn) {
      const memory = dungeonMemory(gameSystem, warn);
      if (!isRecord(memory.explored)) {
          if (memory.explored !== undefined)
              warn(`the saved explored tiles ($gameSystem._randomDungeons.explored = ${showValue(memory.explored)}) are not a table; the fog starts unexplored`);
          memory.explored = {};
      }
      const sight = memory.sight;
      if (!isRecord(sight) || !isWhole(sight.radius, 0, MAX_FOG_RADIUS) || !isWhole(sight.variable, 0, 9999) || typeof sight.minimapHidden !== "boolean") {
          if (sight !== undefined)
              warn(`the saved sight settings ($gameSystem._randomDungeons.sight = ${showValue(sight)}) are not valid; using each map's Fog Radius and showing the minimap`);
          memory.sight = { radius: 0, variable: 0, minimapHidden: false };
      }
      return memory;
  }
  // ---------------------------------------------------------------------------------------------
  // Drawing the fog
  /** The fog's alpha for each tile state: never seen, seen before (dim), in sight. */
  function fogAlphas(dim) {
      return Uint8Array.of(255, dim, 0);
  }
  /** The never-seen colour: opaque black, as a canvas fill. */
  const UNSEEN_FILL = "#000000";
  /** FogView.alphaRange: a tile whose 3×3 pixels are all opaque, all clear, or anything else. */
  const MIXED = 0;
  const OPAQUE_ALL_ROUND = 1;
  const CLEAR_ALL_ROUND = 2;
  const DEFAULT_SCREEN = { width: 816, height: 624, backdrop: false };
  /**
   * The fog over the tilemap: one pixel per tile, scaled to the tile size, moved with the map.
   *
   * In software rendering each full-screen layer costs a large share of a frame, so the fog is not
   * one sprite over the whole screen: it is drawn as strips (one sprite per run of tiles in a row of
   * the screen, each showing its part of the one bitmap) over the tiles where it shows, and left
   * out where it changes nothing — tiles in sight (clear all round) and tiles under opaque black,
   * which the tilemap does not draw either (`covers`; the spriteset's black screen shows there).
   * With a parallax under the tilemap the black tiles get their strips too. Where strips are drawn,
   * the picture is the same as the whole sprite's: the linear filter still reads the neighbours.
   */
  class FogView {
      constructor(display, field, dim, tileWidth, tileHeight, screen = {}) {
          this.display = display;
          this.field = field;
          this.tileWidth = tileWidth;
          this.tileHeight = tileHeight;
          this.strips = [];
          /** The tiles each strip covers (its frame in the bitmap). */
          this.stripTiles = [];
          this.stripsShown = 0;
          this.revision = -1;
          this.originX = NaN;
          this.originY = NaN;
          /** The screen's first tile column and row the strips were laid out for, and whether they are stale. */
          this.windowX = NaN;
          this.windowY = NaN;
          this.stale = true;
          this.screen = { ...DEFAULT_SCREEN, ...screen };
          this.bitmap = new display.Bitmap(field.width, field.height);
          this.bitmap.smooth = true;
          this.image = this.bitmap.context ? this.bitmap.context.createImageData(field.width, field.height) : null;
          this.alphas = fogAlphas(dim);
          this.sprite = new display.Sprite();
      }
      /**
       * Redraws what changed since this view last looked at the field (nothing if nothing did); true
       * when it drew, so the tilemap repaints its spots by the new picture (`covers`).
       */
      sync() {
          const field = this.field;
          if (this.revision === field.revision || !this.image)
              return false;
          if (field.changedAll || this.revision !== field.revision - 1)
              this.paintAll();
          else
              this.paint(field.changed, field.changedCount);
          this.revision = field.revision;
          this.stale = true;
          return true;
      }
      /** Whether a parallax shows under the tilemap (the strips then cover the black tiles too). */
      setBackdrop(backdrop) {
          if (backdrop === this.screen.backdrop)
              return;
          this.screen.backdrop = backdrop;
          this.stale = true;
      }
      /**
       * True when the fog as drawn is opaque over all of tile (x, y): the tile's pixel and its eight
       * neighbours' are opaque. The linear filter blends a tile's pixel only with its neighbours', so
       * nothing under such a tile shows, and the tilemap need not draw it (MZ draws every spot on
       * screen each frame: in software rendering most of a frame's cost). Off the map, or before the
       * first paint: false.
       */
      covers(x, y) {
          return this.alphaRange(x, y) === OPAQUE_ALL_ROUND;
      }
      /** Follows the map's scroll as the tilemap does (its origin rounded up); lays the strips out again when the screen's first tile or the fog changed. */
      place(originX, originY) {
          if (originX === this.originX && originY === this.originY && !this.stale)
              return;
          this.originX = originX;
          this.originY = originY;
          const left = Math.ceil(originX);
          const top = Math.ceil(originY);
          this.sprite.x = -left;
          this.sprite.y = -top;
          const windowX = Math.floor(left / this.tileWidth);
          const windowY = Math.floor(top / this.tileHeight);
          if (windowX === this.windowX && windowY === this.windowY && !this.stale)
              return;
          this.windowX = windowX;
          this.windowY = windowY;
          this.stale = false;
          this.layOutStrips();
      }
      /** The strips shown now, each as the tiles it covers (for tests and the e2e): x, y, width in tiles. */
      shownStrips() {
          return this.stripTiles.slice(0, this.stripsShown).map((strip) => ({ ...strip }));
      }
      /** One strip per run of tiles in each row of the screen (and a tile beyond it all round) where the fog shows. */
      layOutStrips() {
          const { width, height } = this.field;
          // The screen's tiles and one more all round, as the tilemap paints a margin: a screen shake
          // moves the base sprite a few pixels and shows it.
          const columns = Math.ceil(this.screen.width / this.tileWidth) + 1;
          const rows = Math.ceil(this.screen.height / this.tileHeight) + 1;
          const firstX = Math.max(0, this.windowX - 1);
          const lastX = Math.min(width, this.windowX + columns + 1);
          const firstY = Math.max(0, this.windowY - 1);
          const lastY = Math.min(height, this.windowY + rows + 1);
          let used = 0;
          for (let y = firstY; y < lastY; y++) {
              let runStart = -1;
              for (let x = firstX; x <= lastX; x++) {
                  const shows = x < lastX && this.fogShows(x, y);
                  if (shows && runStart < 0)
                      runStart = x;
                  else if (!shows && runStart >= 0) {
                      this.showStrip(used++, runStart, y, x - runStart);
                      runStart = -1;
                  }
              }
          }
          for (let i = used; i < this.stripsShown; i++)
              this.strips[i].visible = false;
          this.stripsShown = used;
      }
      /** The fog changes what tile (x, y) shows: not clear all round, and not opaque all round over a black screen. */
      fogShows(x, y) {
          if (!this.image)
              return true;
          const range = this.alphaRange(x, y);
          return range !== CLEAR_ALL_ROUND && (range !== OPAQUE_ALL_ROUND || this.screen.backdrop);
      }
      /** OPAQUE_ALL_ROUND or CLEAR_ALL_ROUND when the tile's and its neighbours' pixels are all one of those, else MIXED. */
      alphaRange(x, y) {
          const { width, height } = this.field;
          if (this.revision < 0 || !this.image || x < 0 || y < 0 || x >= width || y >= height)
              return MIXED;
          const data = this.image.data;
          const left = x > 0 ? x - 1 : x;
          const right = x < width - 1 ? x + 1 : x;
          const top = y > 0 ? y - 1 : y;
          const bottom = y < height - 1 ? y + 1 : y;
          const first = data[(y * width + x) * 4 + 3];
          if (first !== 0 && first !== 255)
              return MIXED;
          for (let row = top; row <= bottom; row++) {
              for (let column = left; column <= right; column++)
                  if (data[(row * width + column) * 4 + 3] !== first)
                      return MIXED;
          }
          return first === 255 ? OPAQUE_ALL_ROUND : CLEAR_ALL_ROUND;
      }
      showStrip(index, x, y, length) {
          let strip = this.strips[index];
          if (!strip) {
              strip = new this.display.Sprite(this.bitmap);
              strip.scale.x = this.tileWidth;
              strip.scale.y = this.tileHeight;
              this.strips.push(strip);
              this.stripTiles.push({ x, y, width: length });
              this.sprite.addChild(strip);
          }
          const tiles = this.stripTiles[index];
          tiles.x = x;
          tiles.y = y;
          tiles.width = length;
          strip.setFrame(x, y, length, 1);
          strip.x = x * this.tileWidth;
          strip.y = y * this.tileHeight;
          strip.visible = true;
      }
      /**
       * Every tile. The image is filled with the never-seen pixel natively and only the explored
       * tiles are written; the first paint (a blank canvas) fills the canvas black the same way and
       * uploads only the explored tiles' rectangle — on entry a few hundred pixels of 65,536. Later
       * whole repaints (RevealMap, a missed look) upload the whole image.
       */
      paintAll() {
          var _a;
          const { shown, width, height } = this.field;
          const image = this.image;
          const data = image.data;
          const words = pixelWords(data);
          const { tiles, count } = this.field.exploredTiles();
          if (words) {
              const stateWords = Uint32Array.from(this.alphas, (alpha) => pixelWord(0, 0, 0, alpha));
              words.fill(stateWords[Unseen]);
              for (let i = 0; i < count; i++)
                  words[tiles[i]] = stateWords[shown[tiles[i]]];
          }
          else {
              for (let tile = 0; tile < shown.length; tile++)
                  data[tile * 4 + 3] = this.alphas[shown[tile]];
          }
          const context = this.bitmap.context;
          if (this.revision === -1) {
              this.bitmap.fillRect(0, 0, width, height, UNSEEN_FILL);
              if (count > 0) {
                  const rect = tilesBounds(tiles, count, width);
                  context.putImageData(image, 0, 0, rect.x, rect.y, rect.width, rect.height);
              }
          }
          else {
              context.putImageData(image, 0, 0);
          }
          (_a = this.bitmap.baseTexture) === null || _a === void 0 ? void 0 : _a.update();
      }
      paint(tiles, count) {
          var _a;
          if (count === 0)
              return;
          const { shown, width } = this.field;
          const data = this.image.data;
          for (let i = 0; i < count; i++)
              data[tiles[i] * 4 + 3] = this.alphas[shown[tiles[i]]];
          const rect = tilesBounds(tiles, count, width);
          this.bitmap.context.putImageData(this.image, 0, 0, rect.x, rect.y, rect.width, rect.height);
          (_a = this.bitmap.baseTexture) === null || _a === void 0 ? void 0 : _a.update();
      }
  }
  function mapFog(fog) {
      return { radius: fog.radius, dim: fog.dimOpacity, corner: fog.minimapCorner, scale: fog.minimapScale, opacity: fog.minimapOpacity };
  }
  /** True when an event's note holds <Dungeon Role: Stairs> (the content feature's stairs). */
  function isStairsEvent(data) {
      if (!isRecord(data))
          return false;
      const meta = mapNoteMeta(data);
      for (const key of Object.keys(meta)) {
          const value = meta[key];
          if (normalizeTagName(key) === "dungeonrole" && typeof value === "string" && value.trim().toLowerCase() === "stairs")
              return true;
      }
      return false;
  }
  class FogController {
      constructor(engine, log) {
          this.engine = engine;
          this.log = log;
          this.field = null;
          this.map = null;
          this.mapId = 0;
          this.seed = -1;
          this.gameSystem = null;
          this.settings = null;
          this.minimapClasses = null;
          this.lastX = NaN;
          this.lastY = NaN;
          this.lastRadius = NaN;
          this.sightOwner = null;
          this.sight = null;
          this.minimapKey = "";
          this.stairs = [];
      }
      /** True when the map on screen is the dungeon this controller holds, with fog. */
      active() {
          return this.field !== null && this.engine.$dataMap === this.map && this.map !== null;
      }
      /** A dungeon was just prepared (hooks' onPrepared): keep, restore or start its explored tiles. */
      prepare(prepared) {
          const settings = mapFog(prepared.settings.fog);
          const gameSystem = this.engine.$gameSystem;
          if (settings.radius <= 0 || !gameSystem) {
              this.field = null;
              this.map = null;
              return;
          }
          const { mapId, map, dungeon, reason } = prepared;
          const warn = (message) => this.log.warn(`Map ${mapId}: ${message}`);
          const memory = fogMemory(gameSystem, warn);
          const same = this.field !== null &&
              reason !== "entry" &&
              this.gameSystem === gameSystem &&
              this.mapId === mapId &&
              this.seed === dungeon.seed &&
              this.field.width === dungeon.width &&
              this.field.height === dungeon.height;
          if (same) {
              // The menu, a battle, a same-map transfer: the same dungeon again, the live field stays.
              this.field.grid = dungeon.grid;
          }
          else {
              this.field = new FogField(dungeon.grid);
              this.minimapClasses = null;
              if (reason === "entry") {
                  // A new dungeon: what was explored elsewhere is of no use any more (every re-entry is new).
                  for (const key of Object.keys(memory.explored))
                      delete memory.explored[key];
              }
              else {
                  this.restore(memory, mapId, dungeon.seed, warn);
              }
          }
          this.map = map;
          this.mapId = mapId;
          this.seed = dungeon.seed;
          this.gameSystem = gameSystem;
          this.settings = settings;
          this.lastX = NaN;
          this.lastRadius = NaN;
      }
      restore(memory, mapId, seed, warn) {
          const field = this.field;
          const record = memory.explored[String(mapId)];
          if (record === undefined)
              return;
          const valid = isRecord(record) && isWhole(record.seed, 0, 0xffffffff) && isWhole(record.width, 1, 4096) && isWhole(record.height, 1, 4096) && typeof record.bits === "string";
          if (valid && (record.seed !== seed || record.width !== field.width || record.height !== field.height)) {
              // Another dungeon's tiles (an older floor of this map): not an error, just not ours.
              delete memory.explored[String(mapId)];
              return;
          }
          const where = `$gameSystem._randomDungeons.explored["${mapId}"]`;
          if (!valid) {
              warn(`the saved explored tiles (${where} = ${showValue(record)}) are not valid; the fog starts unexplored`);
              delete memory.explored[String(mapId)];
          }
          else if (!field.restore(record.bits)) {
              warn(`the saved explored tiles (${where}.bits = ${showValue(record.bits)}) are not a base64 bitset of a ${field.width}x${field.height} map; the fog starts unexplored`);
              delete memory.explored[String(mapId)];
          }
      }
      /** Writes the live explored tiles into the save object (before a save). */
      flush(gameSystem) {
          // Only while the dungeon is the map in play (the menu's save included): a dungeon left
          // behind is made anew on re-entry, so its tiles are not worth saving.
          const field = this.field;
          if (!field || !this.active() || gameSystem !== this.gameSystem)
              return;
          const memory = fogMemory(gameSystem, (message) => this.log.warn(message));
          const record = { seed: this.seed, width: field.width, height: field.height, bits: field.exploredBits() };
          memory.explored[String(this.mapId)] = record;
      }
      /** The command settings of the running game (validated once per $gameSystem). */
      sightSettings() {
          var _a;
          const gameSystem = this.engine.$gameSystem;
          if (!gameSystem)
              return null;
          if (this.sightOwner !== gameSystem || this.sight !== ((_a = gameSystem._randomDungeons) === null || _a === void 0 ? void 0 : _a.sight)) {
              this.sight = fogMemory(gameSystem, (message) => this.log.warn(message)).sight;
              this.sightOwner = gameSystem;
          }
          return this.sight;
      }
      /** The radius in force: a command's variable or number, else the map's Fog Radius. */
      radius() {
          var _a, _b, _c;
          const sight = this.sightSettings();
          const base = (_b = (_a = this.settings) === null || _a === void 0 ? void 0 : _a.radius) !== null && _b !== void 0 ? _b : 0;
          if (!sight)
              return base;
          if (sight.variable > 0) {
              const value = Number((_c = this.engine.$gameVariables) === null || _c === void 0 ? void 0 : _c.value(sight.variable));
              return Number.isFinite(value) ? Math.max(1, Math.min(MAX_FOG_RADIUS, Math.floor(value))) : 1;
          }
          return sight.radius > 0 ? sight.radius : base;
      }
      /** Before the spriteset updates: a new look only when the player's tile or the radius changed. */
      look() {
          if (!this.active())
              return;
          const player = this.engine.$gamePlayer;
          const radius = this.radius();
          if (player.x === this.lastX && player.y === this.lastY && radius === this.lastRadius)
              return;
          this.lastX = player.x;
          this.lastY = player.y;
          this.lastRadius = radius;
          this.field.look(player.x, player.y, radius);
      }
      /** True when a character's sprite must be hidden: an event on a tile out of sight. */
      hides(character) {
          if (!this.active())
              return false;
          const eventClass = this.engine.Game_Event;
          if (!eventClass || !(character instanceof eventClass))
              return false;
          const { x, y } = character;
          const field = this.field;
          if (!(x >= 0 && y >= 0 && x < field.width && y < field.height))
              return false;
          return !field.inSight(y * field.width + Math.floor(x));
      }
      /** The fog sprite, over the tilemap and its characters (Spriteset_Map.createLowerLayer). */
      attachFog(spriteset) {
          var _a, _b;
          if (!this.active())
              return;
          const map = this.engine.$gameMap;
          const { width, height } = (_a = this.engine.Graphics) !== null && _a !== void 0 ? _a : DEFAULT_SCREEN;
          const view = new FogView(this.engine, this.field, this.settings.dim, map.tileWidth(), map.tileHeight(), { width, height, backdrop: this.parallaxShown() });
          ((_b = spriteset._baseSprite) !== null && _b !== void 0 ? _b : spriteset).addChild(view.sprite);
          spriteset[FOG_KEY] = view;
          // The tilemap leaves out the spots the fog covers black (the Tilemap._addSpot alias).
          if (spriteset._tilemap)
              spriteset._tilemap[FOG_KEY] = view;
      }
      /** The minimap, above pictures and the timer (Spriteset_Map.createUpperLayer). */
      attachMinimap(spriteset) {
          var _a, _b, _c, _d;
          if (!this.active() || this.settings.corner === "off")
              return;
          const field = this.field;
          (_a = this.minimapClasses) !== null && _a !== void 0 ? _a : (this.minimapClasses = minimapTiles(field.grid));
          const { corner, scale, opacity } = this.settings;
          const { width, height } = (_b = this.engine.Graphics) !== null && _b !== void 0 ? _b : { width: 816, height: 624 };
          const buttonInset = ((_c = this.engine.ConfigManager) === null || _c === void 0 ? void 0 : _c.touchUI) ? MENU_BUTTON_AREA : 0;
          this.findStairs();
          const view = new MinimapView(this.engine, field, this.minimapClasses, { corner: corner, scale, opacity }, { width, height, buttonInset }, this.stairs.length);
          view.root.visible = !((_d = this.sightSettings()) === null || _d === void 0 ? void 0 : _d.minimapHidden);
          spriteset.addChild(view.root);
          spriteset[MINIMAP_KEY] = view;
      }
      /** After the spriteset updated: redraw what changed, follow the scroll, the minimap key. */
      sync(spriteset) {
          var _a, _b, _c;
          const fog = spriteset[FOG_KEY];
          if (!fog || !this.active())
              return;
          const map = this.engine.$gameMap;
          if (fog.sync())
              (_a = spriteset._tilemap) === null || _a === void 0 ? void 0 : _a.refresh();
          fog.setBackdrop(this.parallaxShown());
          fog.place(map.displayX() * map.tileWidth(), map.displayY() * map.tileHeight());
          const minimap = spriteset[MINIMAP_KEY];
          if (!minimap)
              return;
          if (this.minimapKey && ((_b = this.engine.Input) === null || _b === void 0 ? void 0 : _b.isTriggered(this.minimapKey)) && !((_c = this.engine.$gameMessage) === null || _c === void 0 ? void 0 : _c.isBusy()))
              this.setMinimap("toggle");
          const sight = this.sightSettings();
          minimap.root.visible = !(sight === null || sight === void 0 ? void 0 : sight.minimapHidden);
          if (!minimap.root.visible)
              return;
          const player = this.engine.$gamePlayer;
          const field = this.field;
          const playerTile = player.x >= 0 && player.y >= 0 && player.x < field.width && player.y < field.height ? player.y * field.width + player.x : -1;
          minimap.sync(playerTile, () => this.stairsTiles());
      }
      /** The map shows a parallax under its tilemap (Spriteset_Map draws one when it has a name). */
      parallaxShown() {
          var _a, _b;
          const name = (_b = (_a = this.engine.$gameMap).parallaxName) === null || _b === void 0 ? void 0 : _b.call(_a);
          return typeof name === "string" && name !== "";
      }
      /** The events whose note holds <Dungeon Role: Stairs>, found when the minimap is made. */
      findStairs() {
          const events = isRecord(this.engine.$dataMap) ? this.engine.$dataMap.events : null;
          this.stairs = Array.isArray(events) ? this.engine.$gameMap.events().filter((event) => isStairsEvent(events[event.eventId()])) : [];
      }
      /** The stairs' tiles now (read after each step: they may be moved by other plugins). */
      stairsTiles() {
          const field = this.field;
          if (!field)
              return [];
          const tiles = [];
          for (const event of this.stairs) {
              if (event.x >= 0 && event.y >= 0 && event.x < field.width && event.y < field.height)
                  tiles.push(event.y * field.width + event.x);
          }
          return tiles;
      }
      setMinimapKey(keyName) {
          this.minimapKey = keyName;
      }
      // The plugin commands
      setSightRadius(args) {
          const sight = this.sightSettings();
          if (!sight)
              return;
          const radius = wholeArgument(args.radius, 0, MAX_FOG_RADIUS);
          const variable = wholeArgument(args.variable, 0, 9999);
          if (radius === null)
              this.log.warn(`SetSightRadius: radius ${showValue(args.radius)} is not a whole number from 0 to ${MAX_FOG_RADIUS}; using 0 (the map's own Fog Radius)`);
          if (variable === null)
              this.log.warn(`SetSightRadius: variable ${showValue(args.variable)} is not a variable id; using none`);
          sight.radius = radius !== null && radius !== void 0 ? radius : 0;
          sight.variable = variable !== null && variable !== void 0 ? variable : 0;
      }
      revealMap() {
          if (this.active())
              this.field.revealAll();
      }
      setMinimap(mode) {
          const sight = this.sightSettings();
          if (!sight)
              return;
          const wanted = typeof mode === "string" ? mode.trim().toLowerCase() : "toggle";
          if (wanted === "show")
              sight.minimapHidden = false;
          else if (wanted === "hide")
              sight.minimapHidden = true;
          else {
              if (wanted !== "toggle" && wanted !== "")
                  this.log.warn(`ToggleMinimap: mode ${showValue(mode)} is not toggle, show or hide; toggling`);
              sight.minimapHidden = !sight.minimapHidden;
          }
      }
  }
  /** A plugin command argument (a string from the editor, or a number from a script) as a whole number, or null. */
  function wholeArgument(raw, min, max) {
      if (raw === undefined || raw === "")
          return min;
      const value = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*[+-]?\d+\s*$/.test(raw) ? Number(raw) : NaN;
      return Number.isInteger(value) && value >= min && value <= max ? value : null;
  }
  /** Replaces prototype[name] with wrap(previous) — an alias: the previous method is always called. */
  function alias(prototype, name, wrap) {
      if (!prototype || typeof prototype[name] !== "function")
          return;
      prototype[name] = wrap(prototype[name]);
  }
  /** The Input name for a key code: the game's own name for it, else a new one for the minimap. */
  function minimapKeyName(engine, keyCode) {
      const input = engine.Input;
      if (!input || !(keyCode > 0))
          return "";
      const known = input.keyMapper[keyCode];
      if (typeof known === "string" && known)
          return known;
      input.keyMapper[keyCode] = MINIMAP_INPUT;
      return MINIMAP_INPUT;
  }
  /**
   * Installs the fog: listens to each prepared dungeon and aliases the few engine methods it needs
   * (Spriteset_Map's layers and update, Tilemap._addSpot, Sprite_Character.updateVisibility,
   * Game_System.onBeforeSave),
   * and registers the plugin commands. Returns the controller (tests read it).
   */
  function installFog(engine, parameters, hooks, log) {
      var _a, _b, _c, _d, _e, _f;
      const controller = new FogController(engine, log);
      hooks.onPrepared((prepared) => controller.prepare(prepared));
      controller.setMinimapKey(minimapKeyName(engine, pluginSettings(parameters).minimapKey));
      // Each alias only where the engine has the class (it always does in the game; a bare test
      // context running the bundle may not).
      alias((_a = engine.Spriteset_Map) === null || _a === void 0 ? void 0 : _a.prototype, "createLowerLayer", (old) => function () {
          const result = old.apply(this, arguments);
          controller.attachFog(this);
          return result;
      });
      alias((_b = engine.Spriteset_Map) === null || _b === void 0 ? void 0 : _b.prototype, "createUpperLayer", (old) => function () {
          const result = old.apply(this, arguments);
          controller.attachMinimap(this);
          return result;
      });
      alias((_c = engine.Spriteset_Map) === null || _c === void 0 ? void 0 : _c.prototype, "update", (old) => function () {
          if (this[FOG_KEY])
              controller.look();
          const result = old.apply(this, arguments);
          controller.sync(this);
          return result;
      });
      // Spots under opaque fog are not drawn; the fog's own sprite paints them black as before.
      alias((_d = engine.Tilemap) === null || _d === void 0 ? void 0 : _d.prototype, "_addSpot", (old) => function (startX, startY, x, y) {
          const fog = this[FOG_KEY];
          if (fog && fog.covers(startX + x, startY + y))
              return undefined;
          return old.apply(this, arguments);
      });
      alias((_e = engine.Sprite_Character) === null || _e === void 0 ? void 0 : _e.prototype, "updateVisibility", (old) => function () {
          const result = old.apply(this, arguments);
          if (this.visible && controller.hides(this._character))
              this.visible = false;
          return result;
      });
      alias((_f = engine.Game_System) === null || _f === void 0 ? void 0 : _f.prototype, "onBeforeSave", (old) => function () {
          controller.flush(this);
          return old.apply(this, arguments);
      });
      const commands = engine.PluginManager;
      if (commands && typeof commands.registerCommand === "function") {
          commands.registerCommand(PLUGIN_NAME, "SetSightRadius", (args) => controller.setSightRadius(isRecord(args) ? args : {}));
          commands.registerCommand(PLUGIN_NAME, "RevealMap", () => controller.revealMap());
          commands.registerCommand(PLUGIN_NAME, "ToggleMinimap", (args) => controller.setMinimap(isRecord(args) ? args.mode : undefined));
      }
      return controller;
  }

  /**
   * RandomDungeons for RPG Maker MZ — the plugin's entry point: read the parameters, install the
   * engine hooks and the runs' plugin commands. Everything that knows the engine lives in src/mz;
   * the generator in src/core.
   */
  const log = createConsoleLogger();
  const parameters = parsePluginParameters(PluginManager.parameters(PLUGIN_NAME), log.warn);
  const hooks = installHooks(globalThis, parameters, log);
  installRuns(globalThis, parameters, log, hooks);
  installFog(globalThis, parameters, hooks, log);

})();
