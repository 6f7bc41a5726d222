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
 * five layouts, two-tile-high walls on north edges, autotiles shaped as the
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
 * Opened chests stay opened: self switches are the engine's and are kept when
 * the player leaves. To refill the chests, reset them in the exit event before
 * its Transfer Player, with a Script command:
 *   for (const e of $gameMap.events()) $gameSelfSwitches.setValue([$gameMap.mapId(), e.eventId(), "A"], false);
 * (Control Self Switch only changes the event that runs it.) A later version
 * adds a setting for this.
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
 * An unknown name gives one console warning listing the known layouts, and
 * cells is used. Each layout's settings are a group of parameters under its
 * name (Cells, Digger, Maze, Rooms, Nodes); they apply only to maps of that
 * layout. Wall Height is shared by all layouts.
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
 *   <Dungeon Layout: nodes>
 *   <Dungeon Node Count: 40>
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
 * Aliases only DataManager.loadMapData and DataManager.onLoad, and adds
 * $gameSystem._randomDungeons to the save. Maps without <Dungeon> are untouched.
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
 * @param layout
 * @text Layout
 * @desc How dungeons are laid out, unless a map's note says otherwise with <Dungeon Layout: NAME> (cells, digger, maze, rooms, nodes). Each layout's settings are in its group below.
 * @type select
 * @option cells: rooms and corridors on a grid of cells (Pokémon Essentials style)
 * @value cells
 * @option digger: rooms, caves, round rooms and vaults dug one by one
 * @value digger
 * @option maze: a maze of wide paths
 * @value maze
 * @option rooms: a chain of small rooms joined by doorways
 * @value rooms
 * @option nodes: square tiles of corridors and rooms
 * @value nodes
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
 * @desc Chance that a cell holds a room. With no room at all the whole dungeon becomes one big room.
 * @type number
 * @min 0
 * @max 100
 * @default 70
 * @parent cells
 *
 * @param roomMinWidth
 * @text Room Min Width
 * @desc Smallest room width in tiles.
 * @type number
 * @min 1
 * @max 62
 * @default 5
 * @parent cells
 *
 * @param roomMaxWidth
 * @text Room Max Width
 * @desc Largest room width in tiles (at most Cell Width − 2).
 * @type number
 * @min 1
 * @max 62
 * @default 11
 * @parent cells
 *
 * @param roomMinHeight
 * @text Room Min Height
 * @desc Smallest room height in tiles.
 * @type number
 * @min 1
 * @max 62
 * @default 4
 * @parent cells
 *
 * @param roomMaxHeight
 * @text Room Max Height
 * @desc Largest room height in tiles (at most Cell Height − Wall Height).
 * @type number
 * @min 1
 * @max 62
 * @default 10
 * @parent cells
 *
 * @param roomJitter
 * @text Room Jitter
 * @desc How far a room's centre may stray from its cell's centre, in tiles.
 * @type number
 * @min 0
 * @max 32
 * @default 2
 * @parent cells
 *
 * @param corridorWidth
 * @text Corridor Width
 * @desc Corridor thickness in tiles.
 * @type number
 * @min 1
 * @max 9
 * @default 3
 * @parent cells
 *
 * @param wallHeight
 * @text Wall Height
 * @desc Height of the wall faces on north edges, in tiles, for every layout.
 * @type number
 * @min 1
 * @max 3
 * @default 2
 *
 * @param cellWidth
 * @text Cell Width
 * @desc Width of one cell of the dungeon grid, in tiles.
 * @type number
 * @min 7
 * @max 64
 * @default 13
 * @parent cells
 *
 * @param cellHeight
 * @text Cell Height
 * @desc Height of one cell of the dungeon grid, in tiles.
 * @type number
 * @min 7
 * @max 64
 * @default 13
 * @parent cells
 *
 * @param borderX
 * @text Border Width
 * @desc Empty columns kept on the left and right of the map (half a screen keeps the map edge out of sight).
 * @type number
 * @min 0
 * @max 64
 * @default 8
 * @parent cells
 *
 * @param borderY
 * @text Border Height
 * @desc Empty rows kept on the top and bottom of the map.
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
 * @param diggerDoorChance
 * @text Door Chance (%)
 * @desc Chance that a doorway is marked as a door (for the content features to come; today it is floor). Default 40 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent digger
 *
 * @param diggerSecretDoorChance
 * @text Secret Door Chance (%)
 * @desc Chance that a doorway is marked as a secret door (today it is floor). Default 5 (0 to 100).
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
 * @param rooms
 * @text Rooms
 * @desc Options of the room chain layout (<Dungeon Layout: rooms>): small rooms joined by one-tile doorways, each room built from a side of the one before.
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
 * @desc Largest room width in tiles. Default 7 (3 to 40).
 * @type number
 * @min 3
 * @max 40
 * @default 7
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
 * @param roomsLoopChance
 * @text Loop Chance (%)
 * @desc Chance that two rooms side by side, not yet joined, get an extra door (a loop). Default 20 (0 to 100).
 * @type number
 * @min 0
 * @max 100
 * @default 20
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
 * @desc Side of a node tile in map tiles (at least Wall Height + 2). Default 7 (3 to 32).
 * @type number
 * @min 3
 * @max 32
 * @default 7
 * @parent nodes
 *
 * @param nodesNodeCount
 * @text Node Count
 * @desc Node tiles to place before the open exits are closed (the dungeon ends a little bigger). Default 30 (1 to 9999).
 * @type number
 * @min 1
 * @max 9999
 * @default 30
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
 * ダンジョンに置き換えます。五つの配置方法のどれかで部屋と通路を作り、北側に
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
 * 開けた宝箱は開いたままです：セルフスイッチはエンジンのもので、マップを
 * 出ても残ります。宝箱を元に戻すには、出口のイベントで場所移動の前に
 * スクリプトのコマンドで次のように書きます：
 *   for (const e of $gameMap.events()) $gameSelfSwitches.setValue([$gameMap.mapId(), e.eventId(), "A"], false);
 * （セルフスイッチの操作は実行したイベント自身しか変えません。）今後の版で
 * このための設定を追加します。
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
 * 知らない名前を書くと、使える配置を挙げた警告が一度コンソールに出て、
 * cellsが使われます。各配置の設定はその名前のグループ（セル、ディガー、
 * 迷路、部屋の連鎖、ノード）にまとまっていて、その配置のマップにだけ
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
 *   <Dungeon Layout: nodes>
 *   <Dungeon Node Count: 40>
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
 * DataManager.loadMapDataとDataManager.onLoadをエイリアスするだけで、
 * セーブに$gameSystem._randomDungeonsを追加します。<Dungeon>のないマップには
 * 触れません。
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
 * @param layout
 * @text 配置
 * @desc ダンジョンの配置方法。マップのメモの<Dungeon Layout: 名前>で個別に変更できます（cells、digger、maze、rooms、nodes）。各配置の設定は下のグループにあります。
 * @type select
 * @option cells：セルの格子上の部屋と通路（ポケモンEssentials風）
 * @value cells
 * @option digger：部屋・洞窟・円形の部屋・ヴォールトを一つずつ掘る
 * @value digger
 * @option maze：幅の広い通路の迷路
 * @value maze
 * @option rooms：出入口でつながる小部屋の連鎖
 * @value rooms
 * @option nodes：通路と部屋の正方形タイルの組み合わせ
 * @value nodes
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
 * @desc 各セルに部屋ができる確率。部屋が一つもないときはダンジョン全体が一つの大部屋になります。
 * @type number
 * @min 0
 * @max 100
 * @default 70
 * @parent cells
 *
 * @param roomMinWidth
 * @text 部屋の最小幅
 * @desc 部屋の最小の幅（タイル数）。
 * @type number
 * @min 1
 * @max 62
 * @default 5
 * @parent cells
 *
 * @param roomMaxWidth
 * @text 部屋の最大幅
 * @desc 部屋の最大の幅（セル幅−2まで）。
 * @type number
 * @min 1
 * @max 62
 * @default 11
 * @parent cells
 *
 * @param roomMinHeight
 * @text 部屋の最小高さ
 * @desc 部屋の最小の高さ（タイル数）。
 * @type number
 * @min 1
 * @max 62
 * @default 4
 * @parent cells
 *
 * @param roomMaxHeight
 * @text 部屋の最大高さ
 * @desc 部屋の最大の高さ（セル高さ−壁の高さまで）。
 * @type number
 * @min 1
 * @max 62
 * @default 10
 * @parent cells
 *
 * @param roomJitter
 * @text 部屋のずれ
 * @desc 部屋の中心がセルの中心からずれる最大距離（タイル数）。
 * @type number
 * @min 0
 * @max 32
 * @default 2
 * @parent cells
 *
 * @param corridorWidth
 * @text 通路の幅
 * @desc 通路の太さ（タイル数）。
 * @type number
 * @min 1
 * @max 9
 * @default 3
 * @parent cells
 *
 * @param wallHeight
 * @text 壁の高さ
 * @desc 北側の壁面の高さ（タイル数）。すべての配置に共通。
 * @type number
 * @min 1
 * @max 3
 * @default 2
 *
 * @param cellWidth
 * @text セルの幅
 * @desc ダンジョンの格子の一セルの幅（タイル数）。
 * @type number
 * @min 7
 * @max 64
 * @default 13
 * @parent cells
 *
 * @param cellHeight
 * @text セルの高さ
 * @desc ダンジョンの格子の一セルの高さ（タイル数）。
 * @type number
 * @min 7
 * @max 64
 * @default 13
 * @parent cells
 *
 * @param borderX
 * @text 左右の余白
 * @desc マップの左右に残す空白の列数（画面の半分あればマップの端が見えません）。
 * @type number
 * @min 0
 * @max 64
 * @default 8
 * @parent cells
 *
 * @param borderY
 * @text 上下の余白
 * @desc マップの上下に残す空白の行数。
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
 * @param diggerDoorChance
 * @text 扉の確率（%）
 * @desc 出入口が扉として記録される確率（今後の機能用、今は床）。既定値40（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 40
 * @parent digger
 *
 * @param diggerSecretDoorChance
 * @text 隠し扉の確率（%）
 * @desc 出入口が隠し扉として記録される確率（今は床）。既定値5（0～100）。
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
 * @param rooms
 * @text 部屋の連鎖
 * @desc 部屋の連鎖配置（<Dungeon Layout: rooms>）の設定：前の部屋の側面から次の部屋を作り、幅1の出入口でつなぎます。
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
 * @desc 部屋の最大の幅（タイル数）。既定値7（3～40）。
 * @type number
 * @min 3
 * @max 40
 * @default 7
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
 * @param roomsLoopChance
 * @text ループの確率（%）
 * @desc 隣り合うがつながっていない二部屋に追加の出入口（ループ）を作る確率。既定値20（0～100）。
 * @type number
 * @min 0
 * @max 100
 * @default 20
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
 * @desc ノード一つの辺（マップのタイル数、壁の高さ＋2以上）。既定値7（3～32）。
 * @type number
 * @min 3
 * @max 32
 * @default 7
 * @parent nodes
 *
 * @param nodesNodeCount
 * @text ノードの数
 * @desc 開いた出口を閉じる前に置くノードの数（最終的には少し多くなります）。既定値30（1～9999）。
 * @type number
 * @min 1
 * @max 9999
 * @default 30
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
      const left = Math.max(0, rect.x);
      const top = Math.max(0, rect.y);
      const right = Math.min(grid.width, rect.x + rect.width);
      const bottom = Math.min(grid.height, rect.y + rect.height);
      const { kinds, width } = grid;
      // A plain loop: rectangles are small, and TypedArray.fill's call cost dominates at this size.
      for (let y = top; y < bottom; y++) {
          for (let i = y * width + left, end = y * width + right; i < end; i++)
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
  const SPLITMIX_GAMMA = 0x9e3779b9;
  /**
   * The `index`-th output of splitmix32 started at `seed`: every input bit flips about half of the
   * output bits. Exported for tests.
   */
  function mixSeed(seed, index = 0) {
      let z = (seed + Math.imul(index + 1, SPLITMIX_GAMMA)) | 0;
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
      return typeof seed === "number" && Number.isFinite(seed) ? Math.trunc(seed) >>> 0 : 0;
  }
  /** True when `seed` is a finite number (any finite number wraps to a 32-bit seed). */
  function isUsableSeed(seed) {
      return typeof seed === "number" && Number.isFinite(seed);
  }

  /**
   * Walls on north edges, as in Pokémon Essentials' random dungeons: a void tile becomes wall when
   * floor lies 1..wallHeight tiles below it with only void between. With the default height of 2
   * every north edge of floor gets a two-high wall face; east, west and south edges border void.
   */
  function addNorthWalls(grid, wallHeight) {
      const { width, kinds } = grid;
      // Find each north edge of floor (floor with void above) and raise the wall up from it. Walls
      // only ever stand above floor in their own column, so a single pass in memory order suffices.
      for (let i = width; i < kinds.length; i++) {
          const kind = kinds[i];
          if ((kind !== TileKind.Room && kind !== TileKind.Corridor) || kinds[i - width] !== TileKind.Void)
              continue;
          for (let above = i - width, raised = 0; raised < wallHeight && above >= 0 && kinds[above] === TileKind.Void; raised++, above -= width) {
              kinds[above] = TileKind.Wall;
          }
      }
  }

  /**
   * Exhaustive search for spaced tiles: given a small list of candidate tiles, find `target` of them
   * at Chebyshev distance ≥ 2 from each other (an independent set in the king's-move graph), or as
   * many as the search can find within a fixed step budget.
   *
   * Placement's greedy random choice can box itself in on a tiny room (an arrival in the middle of a
   * 4×3 room leaves no spaced tile for two events, although the corners would hold three), so when
   * the greedy falls short and the candidates are few, this search runs before any rule is relaxed.
   *
   * Branching: any largest spaced set contains a tile of N[v] (v or one of its neighbours) for every
   * free tile v — otherwise v could be added. So each node branches over N[v] of the free tile v
   * with the fewest free neighbours (corners and edges first, which solves rectangles at once).
   * Ties go to the earlier tile in the caller's order, which placement shuffles, so the result stays
   * seeded. Pruning: two tiles of one 2×2 block are never spaced, so the free tiles' distinct blocks
   * bound how many more can be taken. The budget counts nodes, never time, so results are
   * deterministic; recursion depth is at most the candidate count, which the caller bounds.
   */
  /** Node budget of one search: small rooms finish far below it; a pathological list stops here. */
  const SEARCH_NODE_BUDGET = 20000;
  /**
   * `tiles` are candidate tile indices (y * width + x) on a grid `width` wide, all distinct.
   * `fixed` are candidate indices taken first and kept (they must be spaced among themselves).
   */
  function searchSpacedSet(tiles, width, target, fixed = [], budget = SEARCH_NODE_BUDGET) {
      const n = tiles.length;
      const neighbours = neighbourLists(tiles, width);
      const blockOf = blockIds(tiles, width);
      const blockStamp = new Int32Array(n);
      // blocked[i] > 0: tile i is taken or next to a taken tile.
      const blocked = new Int32Array(n);
      const taken = [];
      let best = [];
      let nodes = 0;
      let stamp = 0;
      const take = (i, delta) => {
          blocked[i] += delta;
          for (let k = i * 8; k < i * 8 + 8 && neighbours[k] >= 0; k++)
              blocked[neighbours[k]] += delta;
      };
      /** The free tile with the fewest free neighbours (earliest on ties), or −1 when none is free. */
      const pickBranchTile = () => {
          let pick = -1;
          let pickDegree = 9;
          for (let i = 0; i < n; i++) {
              if (blocked[i])
                  continue;
              let degree = 0;
              for (let k = i * 8; k < i * 8 + 8 && neighbours[k] >= 0; k++)
                  if (!blocked[neighbours[k]])
                      degree++;
              if (degree < pickDegree) {
                  pick = i;
                  pickDegree = degree;
              }
          }
          return pick;
      };
      /** How many more tiles could at most be taken: free tiles' distinct 2×2 blocks. */
      const freeBlocks = () => {
          stamp++;
          let count = 0;
          for (let i = 0; i < n; i++) {
              if (blocked[i] || blockStamp[blockOf[i]] === stamp)
                  continue;
              blockStamp[blockOf[i]] = stamp;
              count++;
          }
          return count;
      };
      const search = () => {
          nodes++;
          if (taken.length > best.length)
              best = taken.slice();
          if (best.length >= target || nodes >= budget)
              return;
          if (taken.length + freeBlocks() <= best.length)
              return;
          const v = pickBranchTile();
          if (v < 0)
              return;
          const branches = [v];
          for (let k = v * 8; k < v * 8 + 8 && neighbours[k] >= 0; k++)
              if (!blocked[neighbours[k]])
                  branches.push(neighbours[k]);
          for (const u of branches) {
              take(u, 1);
              taken.push(u);
              search();
              taken.pop();
              take(u, -1);
              if (best.length >= target || nodes >= budget)
                  return;
          }
      };
      for (const i of fixed) {
          take(i, 1);
          taken.push(i);
      }
      search();
      return { chosen: best, exhausted: nodes >= budget && best.length < target, nodes };
  }
  /** Up to 8 neighbour indices per candidate (its king's-move neighbours among the candidates), −1 padded. */
  function neighbourLists(tiles, width) {
      const n = tiles.length;
      const lists = new Int32Array(n * 8).fill(-1);
      const counts = new Uint8Array(n);
      for (let i = 0; i < n; i++) {
          const xi = tiles[i] % width;
          const yi = (tiles[i] - xi) / width;
          for (let j = i + 1; j < n; j++) {
              const xj = tiles[j] % width;
              const yj = (tiles[j] - xj) / width;
              if (Math.abs(xi - xj) > 1 || Math.abs(yi - yj) > 1)
                  continue;
              lists[i * 8 + counts[i]++] = j;
              lists[j * 8 + counts[j]++] = i;
          }
      }
      return lists;
  }
  /** A small id per distinct 2×2 block (x >> 1, y >> 1) among the candidates. */
  function blockIds(tiles, width) {
      const n = tiles.length;
      const ids = new Int32Array(n);
      const blockKey = (tile) => {
          const x = tile % width;
          return ((tile - x) / width >> 1) * (width + 1) + (x >> 1);
      };
      let next = 0;
      for (let i = 0; i < n; i++) {
          ids[i] = next;
          const key = blockKey(tiles[i]);
          for (let j = 0; j < i; j++) {
              if (blockKey(tiles[j]) === key) {
                  ids[i] = ids[j];
                  break;
              }
          }
          if (ids[i] === next)
              next++;
      }
      return ids;
  }

  const Relaxation = {
      None: 0,
      NearCorridor: 1,
      OnCorridor: 2,
      Crowded: 3,
      Unplaced: 4,
  };
  const RELAXATION_NAMES = ["none", "next to a corridor", "on a corridor", "crowded", "unplaced"];
  /** Candidate tiles drawn at random without replacement: a tile that fails once never passes later. */
  class TilePool {
      constructor(tiles) {
          this.tiles = tiles;
          this.length = tiles.length;
      }
      /** Every tile for which `accept(tile)` holds, in map order. */
      static where(tileCount, accept) {
          let count = 0;
          for (let i = 0; i < tileCount; i++)
              if (accept(i))
                  count++;
          const tiles = new Int32Array(count);
          count = 0;
          for (let i = 0; i < tileCount; i++)
              if (accept(i))
                  tiles[count++] = i;
          return new TilePool(tiles);
      }
      /** Removes and returns a random tile, or −1 when the pool is empty. */
      take(random) {
          if (this.length === 0)
              return -1;
          const at = random.int(0, this.length - 1);
          const tile = this.tiles[at];
          this.tiles[at] = this.tiles[--this.length];
          return tile;
      }
  }
  /** Random draws from the room rectangles before falling back to listing every candidate. */
  const ROOM_DRAWS = 64;
  /**
   * Most strict candidates the exhaustive search takes on. Tiny rooms, where the greedy can box
   * itself in, have a few dozen; a map with more has room enough that the greedy rarely falls short.
   */
  const SEARCH_CANDIDATE_LIMIT = 128;
  /** Nodes spent trying to complete the greedy's picks before replacing them: keeping them is only a nicety. */
  const COMPLETION_NODE_BUDGET = 2000;
  /**
   * Chooses `count` tiles by the rule above, in request order: earlier requests get the better
   * tiles, so callers put the arrival first (Essentials put it last and could lose it). `rooms`
   * are rectangles mostly of room floor (room areas' bounds): random draws from them find a strict
   * tile fast on big maps; every drawn tile is checked, so they only speed the search up.
   */
  function placeEntities(grid, rooms, count, random) {
      const placer = new Placer(grid, rooms, count, random);
      let strict = placer.placeStrictGreedily();
      if (strict < count)
          strict = placer.searchSpacedStrict(strict);
      placer.placeRelaxed(strict);
      return placer.placements;
  }
  class Placer {
      constructor(grid, rooms, count, random) {
          this.rooms = rooms;
          this.count = count;
          this.random = random;
          this.width = grid.width;
          this.height = grid.height;
          this.kinds = grid.kinds;
          this.crowded = new Uint8Array(grid.kinds.length);
          this.occupied = new Uint8Array(grid.kinds.length);
          this.roomAreaEnds = cumulativeAreas(rooms);
          this.placements = { tiles: new Int32Array(count).fill(-1), relaxations: new Uint8Array(count) };
      }
      /** Strict picks in request order until one fails; returns how many were placed. */
      placeStrictGreedily() {
          let roomPool = null;
          for (let i = 0; i < this.count; i++) {
              let tile = roomPool ? -1 : this.drawFromRooms();
              if (tile < 0) {
                  roomPool !== null && roomPool !== void 0 ? roomPool : (roomPool = TilePool.where(this.kinds.length, (t) => this.kinds[t] === TileKind.Room));
                  tile = this.takeStrict(roomPool);
              }
              if (tile < 0)
                  return i;
              this.place(i, tile, Relaxation.None);
          }
          return this.count;
      }
      /**
       * After the greedy placed `placed` strict tiles and found no more: when the strict candidates
       * are few, searches them exhaustively for the most spaced tiles (up to the request count). When
       * that beats the greedy, the greedy's picks are kept if a short search completes them to as many
       * (so the arrival only moves when it was in the way); otherwise the search's set replaces them,
       * in random order. Returns how many requests now have strict tiles.
       */
      searchSpacedStrict(placed) {
          const candidates = this.strictCandidates();
          if (candidates.length === 0 || candidates.length > SEARCH_CANDIDATE_LIMIT)
              return placed;
          shuffle(candidates, this.random);
          const most = searchSpacedSet(candidates, this.width, this.count).chosen;
          if (most.length <= placed)
              return placed;
          const kept = Array.from(this.placements.tiles.subarray(0, placed), (tile) => candidates.indexOf(tile));
          const completed = searchSpacedSet(candidates, this.width, most.length, kept, COMPLETION_NODE_BUDGET).chosen;
          const best = completed.length === most.length ? completed : shuffle(most, this.random);
          this.crowded.fill(0);
          this.occupied.fill(0);
          best.forEach((candidate, i) => this.place(i, candidates[candidate], Relaxation.None));
          return best.length;
      }
      /** Requests `from` … count − 1 by the relaxed rules, each looser one only when the stricter is used up. */
      placeRelaxed(from) {
          if (from >= this.count)
              return;
          const { kinds } = this;
          const levels = [
              [Relaxation.NearCorridor, () => TilePool.where(kinds.length, (t) => kinds[t] === TileKind.Room && this.touchesCorridor(t)), (pool) => this.takeSpaced(pool)],
              [Relaxation.OnCorridor, () => TilePool.where(kinds.length, (t) => kinds[t] === TileKind.Corridor), (pool) => this.takeSpaced(pool)],
              [Relaxation.Crowded, () => TilePool.where(kinds.length, (t) => isFloor(kinds[t])), (pool) => this.takeFree(pool)],
          ];
          let level = 0;
          let pool = levels[0][1]();
          for (let i = from; i < this.count; i++) {
              let tile = levels[level][2](pool);
              while (tile < 0 && level + 1 < levels.length) {
                  pool = levels[++level][1]();
                  tile = levels[level][2](pool);
              }
              if (tile < 0) {
                  this.placements.relaxations.fill(Relaxation.Unplaced, i);
                  return;
              }
              this.place(i, tile, levels[level][0]);
          }
      }
      place(request, tile, relaxation) {
          this.placements.tiles[request] = tile;
          this.placements.relaxations[request] = relaxation;
          this.occupied[tile] = 1;
          markCrowded(this.crowded, this.width, this.height, tile);
      }
      touchesCorridor(tile) {
          const { width, height, kinds } = this;
          const x = tile % width;
          const y = (tile - x) / width;
          for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
              for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++)
                  if (kinds[ny * width + nx] === TileKind.Corridor)
                      return true;
          }
          return false;
      }
      isStrict(tile) {
          return this.kinds[tile] === TileKind.Room && !this.crowded[tile] && !this.touchesCorridor(tile);
      }
      /** Room tiles with no corridor among their 8 neighbours, crowded or not, in map order. */
      strictCandidates() {
          return TilePool.where(this.kinds.length, (t) => this.kinds[t] === TileKind.Room && !this.touchesCorridor(t)).tiles;
      }
      drawFromRooms() {
          const { roomAreaEnds } = this;
          const totalArea = roomAreaEnds.length > 0 ? roomAreaEnds[roomAreaEnds.length - 1] : 0;
          for (let draw = 0; totalArea > 0 && draw < ROOM_DRAWS; draw++) {
              const tile = roomTile(this.rooms, roomAreaEnds, this.random.int(0, totalArea - 1), this.width);
              if (this.isStrict(tile))
                  return tile;
          }
          return -1;
      }
      /** A strict tile from the pool; tiles that fail are dropped for good (crowding only grows). */
      takeStrict(pool) {
          for (let tile = pool.take(this.random); tile >= 0; tile = pool.take(this.random))
              if (this.isStrict(tile))
                  return tile;
          return -1;
      }
      takeSpaced(pool) {
          for (let tile = pool.take(this.random); tile >= 0; tile = pool.take(this.random))
              if (!this.crowded[tile])
                  return tile;
          return -1;
      }
      takeFree(pool) {
          for (let tile = pool.take(this.random); tile >= 0; tile = pool.take(this.random))
              if (!this.occupied[tile])
                  return tile;
          return -1;
      }
  }
  /** Fisher–Yates, in place, with the generation's Random; returns `items`. */
  function shuffle(items, random) {
      for (let i = items.length - 1; i > 0; i--) {
          const j = random.int(0, i);
          const swap = items[i];
          items[i] = items[j];
          items[j] = swap;
      }
      return items;
  }
  function markCrowded(crowded, width, height, tile) {
      const x = tile % width;
      const y = (tile - x) / width;
      for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
          for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++)
              crowded[ny * width + nx] = 1;
      }
  }
  /** Running totals of room areas, to draw a tile uniformly across all rooms. */
  function cumulativeAreas(rooms) {
      const ends = new Int32Array(rooms.length);
      let total = 0;
      rooms.forEach((room, i) => (ends[i] = total += room.width * room.height));
      return ends;
  }
  /** The `offset`-th tile counting through the rooms row by row. */
  function roomTile(rooms, areaEnds, offset, width) {
      let room = 0;
      while (areaEnds[room] <= offset)
          room++;
      const { x, y, width: roomWidth } = rooms[room];
      const inside = offset - (room > 0 ? areaEnds[room - 1] : 0);
      return (y + Math.floor(inside / roomWidth)) * width + x + (inside % roomWidth);
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
      const { kinds } = grid;
      let stack = null;
      for (let start = 0; start < kinds.length; start++) {
          const tileKind = kinds[start];
          if (areaOf[start] !== 0 || (tileKind !== TileKind.Room && tileKind !== TileKind.Corridor))
              continue;
          // A tile is pushed at most twice: once from the run above it, once from the run below.
          stack !== null && stack !== void 0 ? stack : (stack = new Int32Array(2 * kinds.length + 1));
          const id = areas.length;
          areas.push({ id, kind: kindOf(tileKind), ...fillSpans(grid, areaOf, start, id + 1, stack) });
      }
  }
  /**
   * Scan-line flood fill from `start` over tiles of its kind not yet in an area: each run of a row is
   * labelled in one sweep and only run ends go on the stack, so a wide corridor or hall costs about
   * one visit per tile. Returns the bounds and size of what it labelled.
   */
  function fillSpans(grid, areaOf, start, label, stack) {
      const { width, height, kinds } = grid;
      const tileKind = kinds[start];
      let left = width;
      let right = -1;
      let top = height;
      let bottom = -1;
      let size = 0;
      let depth = 0;
      stack[depth++] = start;
      while (depth > 0) {
          const seed = stack[--depth];
          if (areaOf[seed] !== 0 || kinds[seed] !== tileKind)
              continue;
          const y = (seed / width) | 0;
          const rowStart = y * width;
          let runLeft = seed;
          while (runLeft > rowStart && areaOf[runLeft - 1] === 0 && kinds[runLeft - 1] === tileKind)
              runLeft--;
          let runRight = seed;
          while (runRight < rowStart + width - 1 && areaOf[runRight + 1] === 0 && kinds[runRight + 1] === tileKind)
              runRight++;
          for (let tile = runLeft; tile <= runRight; tile++)
              areaOf[tile] = label;
          size += runRight - runLeft + 1;
          if (runLeft - rowStart < left)
              left = runLeft - rowStart;
          if (runRight - rowStart > right)
              right = runRight - rowStart;
          if (y < top)
              top = y;
          if (y > bottom)
              bottom = y;
          // Push one seed per run of free tiles in the rows above and below.
          if (y > 0)
              depth = pushRunStarts(areaOf, kinds, tileKind, runLeft - width, runRight - width, stack, depth);
          if (y < height - 1)
              depth = pushRunStarts(areaOf, kinds, tileKind, runLeft + width, runRight + width, stack, depth);
      }
      return { bounds: { x: left, y: top, width: right - left + 1, height: bottom - top + 1 }, size };
  }
  /** Pushes the first tile of each run of unlabelled `tileKind` tiles in [from, to]; returns the new depth. */
  function pushRunStarts(areaOf, kinds, tileKind, from, to, stack, depth) {
      let inRun = false;
      for (let tile = from; tile <= to; tile++) {
          const isFree = areaOf[tile] === 0 && kinds[tile] === tileKind;
          if (isFree && !inRun)
              stack[depth++] = tile;
          inRun = isFree;
      }
      return depth;
  }
  /** The default area kind for plain floor: room floor is a room, corridor floor a corridor. */
  function kindOfTile(tileKind) {
      return tileKind === TileKind.Room ? "room" : "corridor";
  }
  /**
   * One opening per stretch of boundary where two areas meet: the boundary tiles of the
   * lower-numbered area that touch the other are grouped 4-connected, and the middle tile of each
   * group (in map order) stands for it. `kindOf` decides each opening's kind (default open).
   *
   * One scan over each pair of side-by-side tiles lists the boundary (a tile may border up to four
   * other areas, e.g. a one-tile junction: each such meeting is its own entry); grouping then walks
   * only those entries, so the cost is one map scan plus the length of the boundaries.
   */
  function findOpenings(grid, areaOf, kindOf = () => "open") {
      const boundary = listBoundary(grid, areaOf);
      return groupBoundary(grid, areaOf, boundary, kindOf);
  }
  function listBoundary(grid, areaOf) {
      const { width, height } = grid;
      const boundary = { tiles: [], partners: [], firstEntry: new Int32Array(areaOf.length), next: [] };
      for (let y = 0; y < height; y++) {
          const row = y * width;
          for (let tile = row, end = row + width; tile < end; tile++) {
              const label = areaOf[tile];
              if (label === 0)
                  continue;
              const right = tile + 1 < end ? areaOf[tile + 1] : 0;
              if (right !== 0 && right !== label)
                  addMeeting(boundary, tile, label, tile + 1, right);
              const below = y + 1 < height ? areaOf[tile + width] : 0;
              if (below !== 0 && below !== label)
                  addMeeting(boundary, tile, label, tile + width, below);
          }
      }
      return boundary;
  }
  /** Records the meeting of two side-by-side tiles of different areas on the lower-numbered side. */
  function addMeeting(boundary, tile, label, other, otherLabel) {
      const side = label < otherLabel ? tile : other;
      const partner = label < otherLabel ? otherLabel : label;
      for (let entry = boundary.firstEntry[side] - 1; entry >= 0; entry = boundary.next[entry]) {
          if (boundary.partners[entry] === partner)
              return;
      }
      boundary.next.push(boundary.firstEntry[side] - 1);
      boundary.firstEntry[side] = boundary.tiles.length + 1;
      boundary.tiles.push(side);
      boundary.partners.push(partner);
  }
  /** Groups entries 4-connected by (area, partner); one opening per group at its middle tile. */
  function groupBoundary(grid, areaOf, boundary, kindOf) {
      const { width, height } = grid;
      const { tiles, partners, firstEntry, next } = boundary;
      const grouped = new Uint8Array(tiles.length);
      const openings = [];
      const stack = [];
      for (let start = 0; start < tiles.length; start++) {
          if (grouped[start])
              continue;
          const label = areaOf[tiles[start]];
          const partner = partners[start];
          const stretch = [];
          grouped[start] = 1;
          stack.push(start);
          while (stack.length > 0) {
              const tile = tiles[stack.pop()];
              stretch.push(tile);
              const x = tile % width;
              if (x > 0)
                  joinEntries(tile - 1);
              if (x < width - 1)
                  joinEntries(tile + 1);
              if (tile >= width)
                  joinEntries(tile - width);
              if (tile < (height - 1) * width)
                  joinEntries(tile + width);
          }
          // Stretches are short (a doorway's width): sorting one to find its middle tile is cheap.
          stretch.sort((a, b) => a - b);
          openings.push({ tile: stretch[stretch.length >> 1], from: label - 1, to: partner - 1, kind: kindOf(label - 1, partner - 1) });
          function joinEntries(neighbour) {
              if (areaOf[neighbour] !== label)
                  return;
              for (let entry = firstEntry[neighbour] - 1; entry >= 0; entry = next[entry]) {
                  if (!grouped[entry] && partners[entry] === partner) {
                      grouped[entry] = 1;
                      stack.push(entry);
                  }
              }
          }
      }
      return openings;
  }

  const CELLS_DEFAULTS = Object.freeze({
      borderX: 8,
      borderY: 6,
      cellWidth: 13,
      cellHeight: 13,
      roomChance: 70,
      roomMinWidth: 5,
      roomMaxWidth: 11,
      roomMinHeight: 4,
      roomMaxHeight: 10,
      roomJitter: 2,
      corridorWidth: 3,
      wallHeight: 2,
  });
  const CELLS_RANGES = Object.freeze({
      borderX: { min: 0, max: 64 },
      borderY: { min: 0, max: 64 },
      cellWidth: { min: 7, max: 64 },
      cellHeight: { min: 7, max: 64 },
      roomChance: { min: 0, max: 100 },
      roomMinWidth: { min: 1, max: 62 },
      roomMaxWidth: { min: 1, max: 62 },
      roomMinHeight: { min: 1, max: 62 },
      roomMaxHeight: { min: 1, max: 62 },
      roomJitter: { min: 0, max: 32 },
      corridorWidth: { min: 1, max: 9 },
      wallHeight: { min: 1, max: 3 },
  });
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
      const minWidth = 2 * options.borderX + MIN_INTERIOR_WIDTH;
      const minHeight = 2 * options.borderY + MIN_INTERIOR_HEIGHT;
      if (width >= minWidth && height >= minHeight)
          return null;
      return `a ${width}×${height} map is too small for a dungeon: it must be at least ${minWidth}×${minHeight}`;
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
          originX: options.borderX,
          originY: options.borderY,
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
              fillRect(grid, { x, y, width: corridorWidth, height: corridorWidth }, TileKind.Corridor);
          }
      }
  }
  /**
   * One arm per open side, from the junction to the cell edge, where it meets the linked cell's
   * arm. East/west arms keep the junction's rows; north/south arms its columns.
   */
  function carveArms(grid, options, layout) {
      const { cellWidth, cellHeight, corridorWidth } = options;
      const { x: jx, y: jy } = junctionOf(options);
      const junctionBottom = jy + corridorWidth;
      const junctionRight = jx + corridorWidth;
      for (let row = 0; row < layout.cellRows; row++) {
          for (let column = 0; column < layout.cellColumns; column++) {
              const open = layout.links[row * layout.cellColumns + column];
              const left = layout.originX + column * cellWidth;
              const top = layout.originY + row * cellHeight;
              const carve = (x, y, width, height) => fillRect(grid, { x: left + x, y: top + y, width, height }, TileKind.Corridor);
              if (open & Side.North)
                  carve(jx, 0, corridorWidth, junctionBottom);
              if (open & Side.South)
                  carve(jx, jy, corridorWidth, cellHeight - jy);
              if (open & Side.West)
                  carve(0, jy, junctionRight, corridorWidth);
              if (open & Side.East)
                  carve(jx, jy, cellWidth - jx, corridorWidth);
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
      if (finished) {
          cellLayout.rooms.forEach((room, id) => {
              const size = claimRect(grid, areaOf, room, id);
              areas.push({ id, kind: "room", bounds: { ...room }, size });
          });
          labelFloor(grid, areaOf, areas, kindOfTile);
      }
      return { algorithm: "cells", areas, areaOf, openings: finished ? findOpenings(grid, areaOf) : [], overlay: cellOverlay(options, cellLayout) };
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
   * The feature digger, after Mike Anderson's dungeon-building algorithm as the Zorbus dungeon
   * generator uses it (seed 001; docs: algorithms-research.md §1):
   *
   *   1. dig one area in the middle of the map;
   *   2. put "marks" (spawning points) on the sides of every new area;
   *   3. pick a random mark, decide a feature (per type: Chance, Seq = chance the mark's own type
   *      comes again, Max), and dig it through the mark only if it fits with clearance;
   *   4. repeat until the target floor share is reached, the marks run out or the attempt budget
   *      (proportional to the map area — never wall-clock time, unlike rot.js) is spent;
   *   5. finalize: trim dead-end corridors, add loops where areas are close on the map but far apart
   *      in the area graph (as Brogue's addLoops), and roll doors and secret doors on the openings.
   *
   * Clearance. Every new floor tile keeps foreign floor out of a box 1 tile sideways and
   * wallHeight + 1 tiles up and down, so two areas never touch except through a doorway, and
   * invariant 6 (a ceiling row above every wall face) holds between areas. The doorway is a straight
   * "stub" from the mark: 1 tile when digging east or west, wallHeight + 1 tiles north or south
   * (it crosses the vertical clearance). Only the source area's tiles *behind* the mark line are
   * exempt from the box, so each new area touches its source at exactly one pair of tiles — the
   * mark and the tile behind it — and that pair is recorded as the opening. Shapes with holes in a
   * column (caves, tunnels, polygons) have gaps of at most wallHeight filled, so invariant 6 holds
   * inside an area too.
   *
   * Speed. Marks live in flat typed arrays (swap-remove, no sorting, no string keys). A "reserve"
   * byte map holds the clearance box of all floor dug so far, so a shape's body is checked with one
   * read per tile; only the few stub tiles scan their box.
   */
  const DIGGER_DEFAULTS = Object.freeze({
      border: 1,
      wallHeight: 2,
      targetFloorShare: 36,
      roomChance: 40,
      roomSeq: 15,
      roomMax: 0,
      roomMinWidth: 4,
      roomMaxWidth: 11,
      roomMinHeight: 3,
      roomMaxHeight: 7,
      corridorChance: 35,
      corridorSeq: 35,
      corridorMax: 0,
      corridorMinLength: 4,
      corridorMaxLength: 12,
      corridorBranchChance: 25,
      circleChance: 8,
      circleSeq: 0,
      circleMax: 0,
      circleMinRadius: 2,
      circleMaxRadius: 5,
      ellipseChance: 8,
      ellipseSeq: 0,
      ellipseMax: 0,
      ellipseMinRadius: 2,
      ellipseMaxRadius: 7,
      polygonChance: 8,
      polygonSeq: 0,
      polygonMax: 0,
      polygonMinSize: 6,
      polygonMaxSize: 14,
      tunnelChance: 5,
      tunnelSeq: 15,
      tunnelMax: 0,
      tunnelMinLength: 6,
      tunnelMaxLength: 16,
      tunnelCaveChance: 40,
      caveChance: 8,
      caveSeq: 25,
      caveMax: 0,
      caveMinSize: 25,
      caveMaxSize: 90,
      vaultChance: 10,
      vaultSeq: 0,
      vaultMax: 2,
      removeDeadEnds: 1,
      loopMinDetour: 6,
      doorChance: 40,
      secretDoorChance: 5,
  });
  const percentRange = { min: 0, max: 100 };
  const countRange = { min: 0, max: 9999 };
  const DIGGER_RANGES = Object.freeze({
      border: { min: 1, max: 32 },
      wallHeight: { min: 1, max: 3 },
      targetFloorShare: { min: 1, max: 90 },
      roomChance: percentRange,
      roomSeq: percentRange,
      roomMax: countRange,
      roomMinWidth: { min: 1, max: 40 },
      roomMaxWidth: { min: 1, max: 40 },
      roomMinHeight: { min: 1, max: 40 },
      roomMaxHeight: { min: 1, max: 40 },
      corridorChance: percentRange,
      corridorSeq: percentRange,
      corridorMax: countRange,
      corridorMinLength: { min: 1, max: 40 },
      corridorMaxLength: { min: 1, max: 40 },
      corridorBranchChance: percentRange,
      circleChance: percentRange,
      circleSeq: percentRange,
      circleMax: countRange,
      circleMinRadius: { min: 1, max: 20 },
      circleMaxRadius: { min: 1, max: 20 },
      ellipseChance: percentRange,
      ellipseSeq: percentRange,
      ellipseMax: countRange,
      ellipseMinRadius: { min: 1, max: 20 },
      ellipseMaxRadius: { min: 1, max: 20 },
      polygonChance: percentRange,
      polygonSeq: percentRange,
      polygonMax: countRange,
      polygonMinSize: { min: 3, max: 40 },
      polygonMaxSize: { min: 3, max: 40 },
      tunnelChance: percentRange,
      tunnelSeq: percentRange,
      tunnelMax: countRange,
      tunnelMinLength: { min: 1, max: 40 },
      tunnelMaxLength: { min: 1, max: 40 },
      tunnelCaveChance: percentRange,
      caveChance: percentRange,
      caveSeq: percentRange,
      caveMax: countRange,
      caveMinSize: { min: 1, max: 400 },
      caveMaxSize: { min: 1, max: 400 },
      vaultChance: percentRange,
      vaultSeq: percentRange,
      vaultMax: countRange,
      removeDeadEnds: { min: 0, max: 1 },
      loopMinDetour: { min: 0, max: 100 },
      doorChance: percentRange,
      secretDoorChance: percentRange,
  });
  /** Feature types, as indices into the per-type tables below (marks store them in a byte). */
  const CORRIDOR = 0;
  const ROOM = 1;
  const CIRCLE = 2;
  const ELLIPSE = 3;
  const POLYGON = 4;
  const TUNNEL = 5;
  const CAVE = 6;
  const VAULT = 7;
  const TYPE_COUNT = 8;
  const TYPE_NAMES = ["corridor", "room", "circle", "ellipse", "polygon", "tunnel", "cave", "vault"];
  /** Types that can be the first area: they need no mark to grow from. */
  const START_TYPES = [ROOM, CIRCLE, ELLIPSE, POLYGON, CAVE];
  /** Directions N, E, S, W (marks store them in a byte). */
  const DX$1 = [0, 1, 0, -1];
  const DY$1 = [-1, 0, 1, 0];
  const opposite$1 = (dir) => (dir + 2) & 3;
  /** Failed features before a mark is dropped; corridor ends get more, so fewer corridors lead nowhere. */
  const MARK_TRIES = 4;
  const CORRIDOR_END_TRIES = 6;
  /** Free tiles a cave needs ahead of and beside its doorway. */
  const CAVE_ROOM = 3;
  /** Side of the local canvas shapes are drawn on before they are moved to a mark. */
  const CANVAS = 128;
  const CANVAS_CENTRE = CANVAS >> 1;
  const CANVAS_STEPS = [-1, 1, -CANVAS, CANVAS];
  /** A mark per this many tiles of an area's side (at least one per side). */
  const TILES_PER_MARK = 6;
  /** Loops join areas through passages of at most this many tiles sideways / beyond wallHeight + 1 vertically. */
  const LOOP_MAX_ACROSS = 3;
  const LOOP_MAX_EXTRA_DOWN = 2;
  /** The smallest room the first area falls back to, and so the smallest interior a map must have. */
  const MIN_START_SIDE = 3;
  /** Reserve-map value for a tile in the clearance of more than one area. */
  const SEVERAL = 0xffff;
  function regionOf$1(width, height, options) {
      return {
          left: options.border,
          top: Math.max(options.border, options.wallHeight),
          right: width - 1 - options.border,
          bottom: height - 1 - options.border,
      };
  }
  /** The smallest map the digger accepts for these options. */
  function diggerMinimumSize(options) {
      return {
          width: 2 * options.border + MIN_START_SIDE,
          height: Math.max(options.border, options.wallHeight) + options.border + MIN_START_SIDE,
      };
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
      const minimum = diggerMinimumSize(options);
      if (width >= minimum.width && height >= minimum.height)
          return null;
      return `a ${width}×${height} map is too small for the digger: it must be at least ${minimum.width}×${minimum.height}`;
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
      const region = regionOf$1(width, height, options);
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
      if (!prefabFloorConnected(kinds, w))
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
  function prefabFloorConnected(kinds, w) {
      const seen = new Uint8Array(kinds.length);
      const queue = new Int32Array(kinds.length);
      let floorCount = 0;
      let start = -1;
      for (let tile = 0; tile < kinds.length; tile++) {
          if (isFloorKind(kinds[tile])) {
              floorCount++;
              if (start < 0)
                  start = tile;
          }
      }
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      seen[start] = 1;
      while (head < tail) {
          const tile = queue[head++];
          const x = tile % w;
          for (let dir = 0; dir < 4; dir++) {
              const nx = x + DX$1[dir];
              const next = tile + DX$1[dir] + DY$1[dir] * w;
              if (nx < 0 || nx >= w || next < 0 || next >= kinds.length || seen[next] || !isFloorKind(kinds[next]))
                  continue;
              seen[next] = 1;
              queue[tail++] = next;
          }
      }
      return tail === floorCount;
  }
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
  /** One carve: the grid, the areas dug so far, the marks, and scratch space reused by every attempt. */
  class Digging {
      constructor(grid, options, random, prefabs, onStep) {
          this.options = options;
          this.random = random;
          this.prefabs = prefabs;
          this.onStep = onStep;
          /** Marks on the sides of areas. */
          this.marks = new MarkPool();
          /**
           * Open corridor ends, drawn from before any other mark (rot.js's "priority walls"): a corridor's
           * end is tried while the space ahead is still free, so fewer corridors lead nowhere.
           */
          this.endMarks = new MarkPool();
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
          this.typeCount = new Int32Array(TYPE_COUNT);
          /** The shape being built, on the canvas: tiles (y * CANVAS + x) and a stamp per canvas tile. */
          this.canvasStamp = new Int32Array(CANVAS * CANVAS);
          this.stampGeneration = 0;
          this.shape = new Int32Array(CANVAS * CANVAS);
          this.shapeCount = 0;
          /** The candidate area in map tiles, stub first; and drawn vault walls (kept void, reserved). */
          this.candidate = new Int32Array(CANVAS * CANVAS + 8);
          this.candidateCount = 0;
          this.candidateWalls = new Int32Array(CANVAS * CANVAS);
          this.candidateWallCount = 0;
          /** Length of the corridor last drawn (its end mark is that many tiles past its mark). */
          this.corridorLength = 0;
          /** Crossroads arm ends of the candidate (map tile, direction), marked as corridor ends when dug. */
          this.armEnds = [];
          /** Per canvas column scratch for gap filling and polygon rows. */
          this.lineStart = new Int32Array(CANVAS);
          this.lineEnd = new Int32Array(CANVAS);
          /** Outermost tiles per column and row of a new area (its box is at most the canvas plus a stub). */
          this.columnTop = new Int32Array(2 * CANVAS);
          this.columnBottom = new Int32Array(2 * CANVAS);
          this.rowLeft = new Int32Array(2 * CANVAS);
          this.rowRight = new Int32Array(2 * CANVAS);
          this.eligibleLines = new Int32Array(2 * CANVAS);
          // ── shapes on the canvas ───────────────────────────────────────────────────────────────────
          this.bitBuffer = 0;
          this.bitsLeft = 0;
          /** Free space read from the reserve map past a mark's stub: ahead of the anchor, and beside it. */
          this.ahead = CANVAS;
          /** The map tile just past the stub, where a new area's body starts. */
          this.anchorX = 0;
          this.anchorY = 0;
          this.leftRun = CANVAS;
          this.rightRun = CANVAS;
          /** Where the canvas centre lies on the map during a walk, and how far along `dir` a step may not go back. */
          this.walkDir = -1;
          /** The mark a tunnel is dug from (its canvas centre). */
          this.walkMark = 0;
          this.walkOriginX = 0;
          this.walkOriginY = 0;
          this.walkMinDepth = 0;
          /** A random prefab with a connection facing back toward the mark, drawn with that connection chosen. */
          this.anchorTile = -1;
          this.currentPrefab = null;
          this.width = grid.width;
          this.height = grid.height;
          this.kinds = grid.kinds;
          this.areaOf = new Uint16Array(grid.kinds.length);
          this.reserve = new Uint16Array(grid.kinds.length);
          this.region = regionOf$1(grid.width, grid.height, options);
          this.reach = options.wallHeight + 1;
          this.stub = [this.reach, 1, this.reach, 1];
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
      // ── the main loop ──────────────────────────────────────────────────────────────────────────
      run() {
          var _a;
          this.digStart();
          this.report("start");
          const target = this.options.targetFloorShare * this.width * this.height;
          // The budget grows with the map (never the clock), so a seed gives the same map on any PC.
          const attemptBudget = this.width * this.height + 200;
          for (let attempt = 0; attempt < attemptBudget && this.floorCount * 100 < target; attempt++) {
              if (this.areaKind.length >= 0xfffe)
                  break;
              const pool = this.endMarks.count > 0 ? this.endMarks : this.marks;
              if (pool.count === 0)
                  break;
              this.tryMark(pool, this.random.int(0, pool.count - 1));
          }
          this.finalize();
          const layout = this.snapshot(true);
          (_a = this.onStep) === null || _a === void 0 ? void 0 : _a.call(this, "finalize", layout);
          return layout;
      }
      tryMark(marks, i) {
          const tile = marks.tile[i];
          const dir = marks.dir[i];
          const source = marks.source[i];
          const behind = tile - DX$1[dir] - DY$1[dir] * this.width;
          // A mark dug over, or whose source tile is gone, can never open a doorway again.
          if (this.areaOf[tile] !== 0 || this.areaOf[behind] !== source + 1) {
              marks.remove(i);
              return;
          }
          // Floor only ever grows while digging, so a blocked doorway stays blocked: drop the mark.
          if (!this.doorwayStillClear(tile, dir, source)) {
              marks.remove(i);
              return;
          }
          const type = this.decideType(marks, i);
          if (type >= 0 && this.dig(type, tile, dir, source)) {
              marks.remove(i);
              return;
          }
          const tries = marks.corridorEnd[i] ? CORRIDOR_END_TRIES : MARK_TRIES;
          if (type < 0 || ++marks.fails[i] >= tries)
              marks.remove(i);
      }
      /**
       * The cheap test every feature needs before anything is drawn: the stub clear of all but the
       * source behind the mark, and the first tile past it (where every shape but a very short
       * vertical corridor continues) free of other floor's clearance.
       */
      doorwayClear(mark, dir, source) {
          const { width } = this;
          const stub = this.stub[dir];
          const step = DX$1[dir] + DY$1[dir] * width;
          const markX = mark % width;
          const markY = (mark / width) | 0;
          for (let k = 0; k < stub; k++) {
              if (!this.inRegion(markX + DX$1[dir] * k, markY + DY$1[dir] * k))
                  return false;
              if (!this.stubTileClear(mark + step * k, mark, dir, source))
                  return false;
          }
          const anchorX = markX + DX$1[dir] * stub;
          const anchorY = markY + DY$1[dir] * stub;
          return this.inRegion(anchorX, anchorY) && this.reserve[anchorY * width + anchorX] === 0;
      }
      /**
       * doorwayClear for a mark that passed it when it was made: since then only other areas can have
       * come near, and they show in the reserve map — so one read per stub tile suffices.
       */
      doorwayStillClear(mark, dir, source) {
          const { reserve } = this;
          const step = DX$1[dir] + DY$1[dir] * this.width;
          const stub = this.stub[dir];
          const label = source + 1;
          for (let k = 0; k < stub; k++) {
              const owner = reserve[mark + step * k];
              if (owner !== 0 && owner !== label)
                  return false;
          }
          return reserve[mark + step * stub] === 0;
      }
      /** No floor in the tile's clearance box but the source's, behind the mark line. */
      stubTileClear(t, mark, dir, source) {
          const { width, height, areaOf, reach } = this;
          const x = t % width;
          const y = (t / width) | 0;
          const markX = mark % width;
          const markY = (mark / width) | 0;
          for (let by = Math.max(0, y - reach); by <= Math.min(height - 1, y + reach); by++) {
              for (let bx = Math.max(0, x - 1); bx <= Math.min(width - 1, x + 1); bx++) {
                  const owner = areaOf[by * width + bx];
                  if (owner === 0)
                      continue;
                  const behind = (bx - markX) * DX$1[dir] + (by - markY) * DY$1[dir] < 0;
                  if (owner !== source + 1 || !behind)
                      return false;
              }
          }
          return true;
      }
      available(type) {
          return this.chance[type] > 0 && (this.max[type] === 0 || this.typeCount[type] < this.max[type]);
      }
      /** Forced type first, then Seq (the mark's own type again), then a pick weighted by Chance. */
      decideType(marks, i) {
          const forced = marks.force[i] - 1;
          if (forced >= 0 && this.available(forced))
              return forced;
          const master = marks.type[i];
          if (this.available(master) && this.random.percent(this.seq[master]))
              return master;
          return this.weightedType(null);
      }
      weightedType(only) {
          let total = 0;
          for (let t = 0; t < TYPE_COUNT; t++)
              if ((!only || only.includes(t)) && this.available(t))
                  total += this.chance[t];
          if (total === 0)
              return -1;
          let roll = this.random.int(0, total - 1);
          for (let t = 0; t < TYPE_COUNT; t++) {
              if ((only && !only.includes(t)) || !this.available(t))
                  continue;
              roll -= this.chance[t];
              if (roll < 0)
                  return t;
          }
          return -1;
      }
      // ── the first area ─────────────────────────────────────────────────────────────────────────
      /** One area centred on the interior: a room-like type by Chance, or a room that fits the interior. */
      digStart() {
          const { region } = this;
          const centreX = (region.left + region.right) >> 1;
          const centreY = (region.top + region.bottom) >> 1;
          for (let tries = 0; tries < 8; tries++) {
              const type = this.weightedType(START_TYPES);
              if (type < 0)
                  break;
              this.ahead = this.leftRun = this.rightRun = CANVAS;
              this.anchorX = centreX;
              this.anchorY = centreY;
              this.drawBlob(type, -1);
              if (this.shapeCount === 0)
                  continue;
              // A walk already knows where it stands (its start on the centre); other shapes are centred.
              const { minX, minY, maxX, maxY } = this.canvasBounds();
              const ox = this.anchorTile >= 0 ? centreX - CANVAS_CENTRE : centreX - ((minX + maxX) >> 1);
              const oy = this.anchorTile >= 0 ? centreY - CANVAS_CENTRE : centreY - ((minY + maxY) >> 1);
              if (this.placeShape(ox, oy, -1, 0, 0)) {
                  this.commit(type, TYPE_NAMES[type], -1, -1, -1);
                  return;
              }
          }
          // Nothing drawn fits (a small map, or every start type off): a room clamped to the interior.
          const o = this.options;
          const w = Math.min(this.random.int(o.roomMinWidth, o.roomMaxWidth), region.right - region.left + 1);
          const h = Math.min(this.random.int(o.roomMinHeight, o.roomMaxHeight), region.bottom - region.top + 1);
          this.beginShape();
          for (let y = 0; y < h; y++)
              for (let x = 0; x < w; x++)
                  this.addCanvas(CANVAS_CENTRE + x, CANVAS_CENTRE + y);
          // Centred by the leftover space (not by the centre tile), so odd interiors keep it inside.
          const x = region.left + ((region.right - region.left + 1 - w) >> 1);
          const y = region.top + ((region.bottom - region.top + 1 - h) >> 1);
          // Only a map below checkSize's minimum (a caller that skipped it) can fail here: then no floor at all.
          if (w > 0 && h > 0 && this.placeShape(x - CANVAS_CENTRE, y - CANVAS_CENTRE, -1, 0, 0))
              this.commit(ROOM, "room", -1, -1, -1);
      }
      // ── digging one feature through a mark ─────────────────────────────────────────────────────
      dig(type, mark, dir, source) {
          this.armEnds.length = 0;
          this.probe(mark, dir);
          let kind = TYPE_NAMES[type];
          let endMark = -1;
          if (type === CORRIDOR) {
              kind = this.drawCorridor(dir) ? "crossroads" : "corridor";
              if (this.corridorLength < 0)
                  return false;
              if (!this.placeShape(this.markX(mark) - CANVAS_CENTRE, this.markY(mark) - CANVAS_CENTRE, mark, dir, 0))
                  return false;
              // A corridor must lead somewhere: the doorway past its end has to be free when it is dug.
              const step = DX$1[dir] + DY$1[dir] * this.width;
              if (!this.doorwayClear(mark + step * this.corridorLength, dir, -1))
                  return false;
          }
          else if (type === TUNNEL) {
              this.walkMark = mark;
              const end = this.drawTunnel(dir);
              const ox = this.markX(mark) - CANVAS_CENTRE;
              const oy = this.markY(mark) - CANVAS_CENTRE;
              if (!this.placeShape(ox, oy, mark, dir, 0))
                  return false;
              const endX = (end % CANVAS) + ox + DX$1[dir];
              const endY = ((end / CANVAS) | 0) + oy + DY$1[dir];
              endMark = endY * this.width + endX;
          }
          else if (type === VAULT) {
              if (!this.drawVault(dir) || !this.placeAtAnchor(mark, dir))
                  return false;
          }
          else {
              this.drawBlob(type, dir);
              if (this.shapeCount === 0 || !this.placeAtAnchor(mark, dir))
                  return false;
          }
          if (!this.wallsFit())
              return false;
          const id = this.commit(type, kind, mark, dir, source);
          this.report("area");
          if (type === TUNNEL && this.inRegion(endMark % this.width, (endMark / this.width) | 0)) {
              // "A tunnel may end in a cave": try the cave at once; if it does not fit, the mark keeps asking for one.
              const wantsCave = this.random.percent(this.options.tunnelCaveChance);
              const offered = this.offerMark(this.marks, endMark, dir, TUNNEL, id, 0, wantsCave ? CAVE + 1 : 0);
              if (offered && wantsCave && this.available(CAVE) && this.dig(CAVE, endMark, dir, id)) {
                  const endIndex = this.findMark(endMark, id);
                  if (endIndex >= 0)
                      this.marks.remove(endIndex);
              }
          }
          return true;
      }
      findMark(tile, source) {
          for (let i = this.marks.count - 1; i >= 0; i--)
              if (this.marks.tile[i] === tile && this.marks.source[i] === source)
                  return i;
          return -1;
      }
      markX(tile) {
          return tile % this.width;
      }
      markY(tile) {
          return (tile / this.width) | 0;
      }
      /** `count` random bits (count ≤ 30), drawn 30 at a time: walks need many tiny choices. */
      bits(count) {
          if (this.bitsLeft < count) {
              this.bitBuffer = this.random.int(0, 0x3fffffff);
              this.bitsLeft = 30;
          }
          const value = this.bitBuffer & ((1 << count) - 1);
          this.bitBuffer >>>= count;
          this.bitsLeft -= count;
          return value;
      }
      beginShape() {
          this.currentPrefab = null;
          this.anchorTile = -1;
          this.stampGeneration++;
          this.shapeCount = 0;
          this.candidateWallCount = 0;
      }
      addCanvas(x, y) {
          if (x < 1 || y < 1 || x >= CANVAS - 1 || y >= CANVAS - 1)
              return;
          const t = y * CANVAS + x;
          if (this.canvasStamp[t] === this.stampGeneration)
              return;
          this.canvasStamp[t] = this.stampGeneration;
          this.shape[this.shapeCount++] = t;
      }
      onCanvas(x, y) {
          return x >= 0 && y >= 0 && x < CANVAS && y < CANVAS && this.canvasStamp[y * CANVAS + x] === this.stampGeneration;
      }
      canvasBounds() {
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
      /** Draws a room-like shape of `type` around the canvas centre. */
      drawBlob(type, dir) {
          this.beginShape();
          const o = this.options;
          const { random, ahead } = this;
          const side = Math.min(this.leftRun, this.rightRun);
          const vertical = dir === 0 || dir === 2;
          const c = CANVAS_CENTRE;
          if (type === ROOM) {
              if (dir < 0) {
                  const w = random.int(o.roomMinWidth, o.roomMaxWidth);
                  const h = random.int(o.roomMinHeight, o.roomMaxHeight);
                  for (let y = 0; y < h; y++)
                      for (let x = 0; x < w; x++)
                          this.addCanvas(c - (w >> 1) + x, c - (h >> 1) + y);
              }
              else {
                  this.drawRoomAt(dir, vertical);
              }
          }
          else if (type === CIRCLE) {
              const r = this.sizeUpTo(o.circleMinRadius, o.circleMaxRadius, Math.min((ahead - 1) >> 1, side));
              if (r < 0)
                  return;
              // r² + r rounds the rim the way a hand-drawn circle looks (no lone pixel at each pole).
              for (let dy = -r; dy <= r; dy++)
                  for (let dx = -r; dx <= r; dx++)
                      if (dx * dx + dy * dy <= r * r + r)
                          this.addCanvas(c + dx, c + dy);
          }
          else if (type === ELLIPSE) {
              const along = this.sizeUpTo(o.ellipseMinRadius, o.ellipseMaxRadius, (ahead - 1) >> 1);
              const across = this.sizeUpTo(o.ellipseMinRadius, o.ellipseMaxRadius, side);
              if (along < 0 || across < 0)
                  return;
              const a = vertical ? across : along;
              const b = vertical ? along : across;
              const limit = a * a * b * b + a * b;
              for (let dy = -b; dy <= b; dy++)
                  for (let dx = -a; dx <= a; dx++)
                      if (dx * dx * b * b + dy * dy * a * a <= limit)
                          this.addCanvas(c + dx, c + dy);
          }
          else if (type === POLYGON) {
              const along = this.sizeUpTo(o.polygonMinSize, o.polygonMaxSize, ahead);
              const across = this.sizeUpTo(o.polygonMinSize, o.polygonMaxSize, 2 * side + 1);
              if (along < 0 || across < 0)
                  return;
              this.drawPolygon(vertical ? across : along, vertical ? along : across);
              this.fillColumnGaps();
              this.keepPieceAt(c, c);
          }
          else if (type === CAVE) {
              // A walk squeezed into a strip draws a line, not a cave: start only with room around the doorway.
              if (dir >= 0 && (ahead < CAVE_ROOM || this.leftRun < CAVE_ROOM || this.rightRun < CAVE_ROOM))
                  return;
              this.drawCave(dir);
              this.fillColumnGaps();
          }
      }
      /**
       * A rectangular room entered at the canvas centre (its anchor): as deep as the free run ahead
       * allows, and placed sideways within the free span beside the anchor.
       */
      drawRoomAt(dir, vertical) {
          const o = this.options;
          const depth = this.sizeUpTo(vertical ? o.roomMinHeight : o.roomMinWidth, vertical ? o.roomMaxHeight : o.roomMaxWidth, this.ahead);
          const across = this.sizeUpTo(vertical ? o.roomMinWidth : o.roomMinHeight, vertical ? o.roomMaxWidth : o.roomMaxHeight, this.leftRun + this.rightRun + 1);
          if (depth < 0 || across < 0)
              return;
          // The anchor's place along the near side, counted from the left: the room stays in the free span.
          const offset = this.random.int(Math.max(0, across - 1 - this.rightRun), Math.min(across - 1, this.leftRun));
          const right = (dir + 1) & 3;
          for (let k = 0; k < depth; k++) {
              for (let j = -offset; j < across - offset; j++) {
                  this.addCanvas(CANVAS_CENTRE + DX$1[dir] * k + DX$1[right] * j, CANVAS_CENTRE + DY$1[dir] * k + DY$1[right] * j);
              }
          }
          this.anchorTile = CANVAS_CENTRE * CANVAS + CANVAS_CENTRE;
      }
      /** A size from [min, max] no larger than `cap`, or −1 when even `min` exceeds it. */
      sizeUpTo(min, max, cap) {
          if (min > cap)
              return -1;
          return this.random.int(min, Math.min(max, cap));
      }
      probe(mark, dir) {
          const stub = this.stub[dir];
          const x = (mark % this.width) + DX$1[dir] * stub;
          const y = ((mark / this.width) | 0) + DY$1[dir] * stub;
          this.anchorX = x;
          this.anchorY = y;
          this.ahead = this.freeRun(x, y, dir, this.probeAhead);
          this.leftRun = this.freeRun(x + DX$1[(dir + 3) & 3], y + DY$1[(dir + 3) & 3], (dir + 3) & 3, this.probeSide);
          this.rightRun = this.freeRun(x + DX$1[(dir + 1) & 3], y + DY$1[(dir + 1) & 3], (dir + 1) & 3, this.probeSide);
      }
      /** Tiles from (x, y) along dir, at most `limit`, inside the region and outside every clearance box. */
      freeRun(x, y, dir, limit) {
          const { left, top, right, bottom } = this.region;
          let run = 0;
          while (run < limit && x >= left && x <= right && y >= top && y <= bottom && this.reserve[y * this.width + x] === 0) {
              run++;
              x += DX$1[dir];
              y += DY$1[dir];
          }
          return run;
      }
      /**
       * A star-shaped polygon: k points at increasing directions (so they come in order round the
       * centre without sorting), each at a random distance, filled by the even-odd rule. Directions
       * come from an integer table so every machine computes the same points.
       */
      drawPolygon(w, h) {
          const { random } = this;
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
          const toggles = this.lineStart;
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
                      this.addCanvas(CANVAS_CENTRE + dx, CANVAS_CENTRE + dy);
              }
          }
          this.addCanvas(CANVAS_CENTRE, CANVAS_CENTRE);
      }
      /** Drunkard's walk from the centre until the cave has its size (or the walk its step budget). */
      drawCave(dir) {
          const o = this.options;
          const size = this.random.int(o.caveMinSize, o.caveMaxSize);
          this.startWalk(dir, this.anchorX, this.anchorY, 0);
          let x = CANVAS_CENTRE;
          let y = CANVAS_CENTRE;
          this.addCanvas(x, y);
          for (let step = 0; step < size * 12 && this.shapeCount < size; step++) {
              const move = this.bits(2);
              const nx = x + DX$1[move];
              const ny = y + DY$1[move];
              if (!this.walkable(nx, ny))
                  continue;
              x = nx;
              y = ny;
              this.addCanvas(x, y);
          }
          // The walk started on the anchor, so the cave needs no search for its entry tile.
          this.anchorTile = CANVAS_CENTRE * CANVAS + CANVAS_CENTRE;
      }
      startWalk(dir, originX, originY, minDepth) {
          this.walkDir = dir;
          this.walkOriginX = originX;
          this.walkOriginY = originY;
          this.walkMinDepth = minDepth;
      }
      /**
       * A walk may step on a canvas tile whose map tile is inside the region, outside every other
       * area's clearance, and not behind the doorway line: so walks grow into the free space there
       * is instead of being drawn blind and thrown away.
       */
      walkable(cx, cy) {
          if (cx < 4 || cy < 4 || cx >= CANVAS - 4 || cy >= CANVAS - 4)
              return false;
          const dx = cx - CANVAS_CENTRE;
          const dy = cy - CANVAS_CENTRE;
          const dir = this.walkDir;
          if (dir >= 0 && dx * DX$1[dir] + dy * DY$1[dir] < this.walkMinDepth)
              return false;
          const x = this.walkOriginX + dx;
          const y = this.walkOriginY + dy;
          return this.inRegion(x, y) && this.reserve[y * this.width + x] === 0;
      }
      /**
       * A corridor from the canvas centre (the mark) along `dir`; with corridorBranchChance, arms
       * cross it at one point (a crossroads). Returns true when arms were drawn.
       */
      drawCorridor(dir) {
          this.beginShape();
          const o = this.options;
          const { random } = this;
          // The doorway past the end must stay free, so the corridor stops a tile short of the free run.
          const length = this.sizeUpTo(o.corridorMinLength, o.corridorMaxLength, this.ahead - 1);
          this.corridorLength = length;
          if (length < 0)
              return false;
          for (let k = 0; k < length; k++)
              this.addCanvas(CANVAS_CENTRE + DX$1[dir] * k, CANVAS_CENTRE + DY$1[dir] * k);
          const stub = this.stub[dir];
          if (length <= stub || !random.percent(o.corridorBranchChance))
              return false;
          // Arms leave the corridor past its stub, so they never run beside the source area.
          const at = random.int(stub, length - 1);
          const atX = CANVAS_CENTRE + DX$1[dir] * at;
          const atY = CANVAS_CENTRE + DY$1[dir] * at;
          let left = random.percent(75);
          const right = random.percent(75);
          if (!left && !right)
              left = true;
          for (const side of [(dir + 3) & 3, (dir + 1) & 3]) {
              if (side === ((dir + 3) & 3) ? !left : !right)
                  continue;
              const armLength = Math.max(2, random.int(o.corridorMinLength, o.corridorMaxLength) >> 1);
              for (let k = 1; k <= armLength; k++)
                  this.addCanvas(atX + DX$1[side] * k, atY + DY$1[side] * k);
              this.armEnds.push((atY + DY$1[side] * (armLength + 1)) * CANVAS + atX + DX$1[side] * (armLength + 1), side);
          }
          return true;
      }
      /**
       * A tunnel: the stub straight from the mark, then a walk that never steps back: forward most of
       * the time, sideways otherwise, sometimes two tiles wide. Returns the canvas tile it ends on.
       */
      drawTunnel(dir) {
          this.beginShape();
          const o = this.options;
          const { random } = this;
          const stub = this.stub[dir];
          for (let k = 0; k < stub; k++)
              this.addCanvas(CANVAS_CENTRE + DX$1[dir] * k, CANVAS_CENTRE + DY$1[dir] * k);
          let x = CANVAS_CENTRE + DX$1[dir] * stub;
          let y = CANVAS_CENTRE + DY$1[dir] * stub;
          this.addCanvas(x, y);
          const length = Math.max(1, Math.min(random.int(o.tunnelMinLength, o.tunnelMaxLength), this.ahead - 1));
          this.startWalk(dir, this.markX(this.walkMark), this.markY(this.walkMark), stub);
          let forward = 0;
          let farthest = y * CANVAS + x;
          for (let step = 0; forward < length && step < length * 4; step++) {
              // Forward 9 times in 16, else one step to either side; a quarter of the tiles get a twin beside them.
              let move = dir;
              if (this.bits(4) >= 9)
                  move = this.bits(1) ? (dir + 1) & 3 : (dir + 3) & 3;
              // Blocked that way: straight on if free, else the walk ends here.
              if (!this.walkable(x + DX$1[move], y + DY$1[move]))
                  move = dir;
              if (!this.walkable(x + DX$1[move], y + DY$1[move]))
                  break;
              x += DX$1[move];
              y += DY$1[move];
              if (move === dir)
                  forward++;
              this.addCanvas(x, y);
              if (this.bits(2) === 0) {
                  const side = this.bits(1) ? (dir + 1) & 3 : (dir + 3) & 3;
                  if (this.walkable(x + DX$1[side], y + DY$1[side]))
                      this.addCanvas(x + DX$1[side], y + DY$1[side]);
              }
              farthest = y * CANVAS + x;
          }
          this.fillColumnGaps();
          // The walk's last tile is its farthest forward: the next area goes on from there.
          return farthest;
      }
      drawVault(dir) {
          const prefab = this.prefabs[this.random.int(0, this.prefabs.length - 1)];
          const want = 1 << opposite$1(dir);
          let facing = 0;
          for (const tile of prefab.connections)
              if (facesOf(tile, prefab.width, prefab.height) & want)
                  facing++;
          if (facing === 0)
              return false;
          let pick = this.random.int(0, facing - 1);
          let connection = -1;
          for (const tile of prefab.connections) {
              if (!(facesOf(tile, prefab.width, prefab.height) & want))
                  continue;
              if (pick-- === 0)
                  connection = tile;
          }
          this.beginShape();
          this.currentPrefab = prefab;
          for (let tile = 0; tile < prefab.kinds.length; tile++) {
              const x = (tile % prefab.width) + 2;
              const y = ((tile / prefab.width) | 0) + 2;
              if (isFloorKind(prefab.kinds[tile]))
                  this.addCanvas(x, y);
              else if (prefab.kinds[tile] === TileKind.Wall)
                  this.candidateWalls[this.candidateWallCount++] = y * CANVAS + x;
          }
          this.anchorTile = (((connection / prefab.width) | 0) + 2) * CANVAS + (connection % prefab.width) + 2;
          return true;
      }
      /** Fills every gap of at most wallHeight tiles between two shape tiles of one canvas column (invariant 6). */
      fillColumnGaps() {
          const { lineStart, lineEnd } = this;
          const { minX, maxX } = this.canvasBounds();
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
          const wallHeight = this.options.wallHeight;
          for (let x = minX; x <= maxX; x++) {
              if (lineStart[x] < 0)
                  continue;
              let last = lineStart[x];
              for (let y = lineStart[x] + 1; y <= lineEnd[x]; y++) {
                  if (!this.onCanvas(x, y))
                      continue;
                  if (y - last - 1 <= wallHeight)
                      for (let fill = last + 1; fill < y; fill++)
                          this.addCanvas(x, fill);
                  last = y;
              }
          }
      }
      /** Keeps only the 4-connected piece of the shape holding (x, y); the others are dropped. */
      keepPieceAt(x, y) {
          const start = y * CANVAS + x;
          if (this.canvasStamp[start] !== this.stampGeneration) {
              this.shapeCount = 0;
              return;
          }
          const inShape = this.stampGeneration;
          const kept = ++this.stampGeneration;
          const queue = this.candidate; // free scratch until the shape is placed
          let head = 0;
          let tail = 0;
          queue[tail++] = start;
          this.canvasStamp[start] = kept;
          while (head < tail) {
              const t = queue[head++];
              for (const step of CANVAS_STEPS) {
                  const n = t + step;
                  if (this.canvasStamp[n] === inShape) {
                      this.canvasStamp[n] = kept;
                      queue[tail++] = n;
                  }
              }
          }
          for (let i = 0; i < tail; i++)
              this.shape[i] = queue[i];
          this.shapeCount = tail;
      }
      // ── placing the shape on the map ───────────────────────────────────────────────────────────
      /**
       * Moves a room-like shape so one of its tiles farthest back (against `dir`) sits right after the
       * stub, prefixing the stub. Vaults use their chosen connection as that tile.
       */
      placeAtAnchor(mark, dir) {
          let anchor = this.anchorTile;
          if (anchor < 0) {
              // Extreme tiles against dir: the smallest coordinate along dir.
              // Canvas tiles are y * CANVAS + x, so the coordinate along dir is one division away.
              const vertical = dir === 0 || dir === 2;
              const sign = dir === 0 || dir === 3 ? -1 : 1;
              const { shape, shapeCount } = this;
              let best = Infinity;
              let count = 0;
              for (let i = 0; i < shapeCount; i++) {
                  const along = sign * (vertical ? (shape[i] / CANVAS) | 0 : shape[i] % CANVAS);
                  if (along < best)
                      (best = along), (count = 1);
                  else if (along === best)
                      count++;
              }
              let pick = this.random.int(0, count - 1);
              for (let i = 0; i < shapeCount; i++) {
                  const along = sign * (vertical ? (shape[i] / CANVAS) | 0 : shape[i] % CANVAS);
                  if (along === best && pick-- === 0) {
                      anchor = shape[i];
                      break;
                  }
              }
          }
          const stub = this.stub[dir];
          const anchorX = this.markX(mark) + DX$1[dir] * stub;
          const anchorY = this.markY(mark) + DY$1[dir] * stub;
          return this.placeShape(anchorX - (anchor % CANVAS), anchorY - ((anchor / CANVAS) | 0), mark, dir, stub);
      }
      /**
       * Writes the candidate — `stub` tiles from the mark along dir (already checked by doorwayClear),
       * then the shape moved by (ox, oy) — and checks it as it goes: every tile inside the region and,
       * past the stub, outside every other floor's clearance box (one read of the reserve map). Stops
       * at the first tile that does not fit. The reserve is empty for the first area.
       */
      placeShape(ox, oy, mark, dir, stub) {
          const { width, candidate, reserve, shape, shapeCount } = this;
          const { left, top, right, bottom } = this.region;
          const step = DX$1[dir] + DY$1[dir] * width;
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
                  const depth = (x - (mark % width)) * DX$1[dir] + (y - ((mark / width) | 0)) * DY$1[dir];
                  if (depth >= this.stub[dir])
                      return false;
              }
              candidate[n++] = t;
          }
          this.candidateCount = n;
          for (let i = 0; i < this.candidateWallCount; i++)
              this.candidateWalls[i] = this.toMap(this.candidateWalls[i], ox, oy);
          return true;
      }
      toMap(t, ox, oy) {
          const x = (t % CANVAS) + ox;
          const y = ((t / CANVAS) | 0) + oy;
          return x < 0 || y < 0 || x >= this.width || y >= this.height ? -1 : y * this.width + x;
      }
      inRegion(x, y) {
          const { region } = this;
          return x >= region.left && x <= region.right && y >= region.top && y <= region.bottom;
      }
      /** A vault's drawn walls must be on the map and not on floor (they stay void; the wall rule draws the faces). */
      wallsFit() {
          for (let i = 0; i < this.candidateWallCount; i++) {
              const t = this.candidateWalls[i];
              if (t < 0 || this.areaOf[t] !== 0)
                  return false;
          }
          return true;
      }
      /** Digs the candidate as a new area, records its opening and puts marks on its sides. */
      commit(type, kind, mark, dir, source) {
          const { width, height, kinds, areaOf, reach } = this;
          const id = this.areaKind.length;
          const floorKind = type === CORRIDOR || type === TUNNEL ? TileKind.Corridor : TileKind.Room;
          const stub = source < 0 ? 0 : type === CORRIDOR || type === TUNNEL ? 0 : this.stub[dir];
          let left = width;
          let top = height;
          let right = -1;
          let bottom = -1;
          const prefab = type === VAULT ? this.currentPrefab : null;
          for (let i = 0; i < this.candidateCount; i++) {
              const t = this.candidate[i];
              const x = t % width;
              const y = (t / width) | 0;
              // The stub of a room-like area is a doorway passage: corridor floor, nothing placed on it.
              let tileKind = i < stub ? TileKind.Corridor : floorKind;
              if (prefab && i >= stub)
                  tileKind = this.prefabKindAt(prefab, i - stub);
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
          for (let i = 0; i < this.candidateCount; i++) {
              const t = this.candidate[i];
              const x = t % width;
              const y = (t / width) | 0;
              const firstRow = y > 0 && areaOf[t - width] === label ? y + reach : Math.max(0, y - reach);
              const firstColumn = x > 0 && areaOf[t - 1] === label ? x + 1 : Math.max(0, x - 1);
              const lastRow = Math.min(height - 1, y + reach);
              const lastColumn = Math.min(width - 1, x + 1);
              for (let by = firstRow; by <= lastRow; by++) {
                  for (let bx = firstColumn, r = by * width + bx; bx <= lastColumn; bx++, r++)
                      this.reserveFor(r, label);
              }
          }
          for (let i = 0; i < this.candidateWallCount; i++)
              this.reserveFor(this.candidateWalls[i], label);
          this.floorCount += this.candidateCount;
          this.areaKind.push(kind);
          this.areaType.push(type);
          this.left.push(left);
          this.top.push(top);
          this.right.push(right);
          this.bottom.push(bottom);
          this.size.push(this.candidateCount);
          this.parent.push(source);
          this.depth.push(source < 0 ? 0 : this.depth[source] + 1);
          this.typeCount[type]++;
          if (source >= 0)
              this.openings.push({ tile: mark, from: id, to: source, kind: "open" });
          if (prefab)
              this.addVaultMarks(prefab, id);
          else
              this.addSideMarks(type, id, dir, source < 0 ? -1 : opposite$1(dir), type === CORRIDOR ? dir : -1, stub, mark);
          return id;
      }
      reserveFor(t, label) {
          const owner = this.reserve[t];
          this.reserve[t] = owner === 0 || owner === label ? label : SEVERAL;
      }
      prefabKindAt(prefab, shapeIndex) {
          const t = this.shape[shapeIndex];
          const x = (t % CANVAS) - 2;
          const y = ((t / CANVAS) | 0) - 2;
          return prefab.kinds[y * prefab.width + x];
      }
      /**
       * Marks on every side of the new area but the one it was entered from, at random places along
       * the side (one per TILES_PER_MARK tiles): the outermost body tile of a random column or row,
       * and the tile beyond it. The stub is left out, so nothing grows beside the doorway.
       */
      addSideMarks(type, id, dir, fromSide, corridorDir, stub, mark) {
          const { width, columnTop, columnBottom, rowLeft, rowRight } = this;
          const left = this.left[id];
          const top = this.top[id];
          const columns = this.right[id] - left + 1;
          const rows = this.bottom[id] - top + 1;
          const markX = mark % width;
          const markY = (mark / width) | 0;
          const bodyStart = type === CORRIDOR || type === TUNNEL ? (dir < 0 ? 0 : this.stub[dir]) : stub;
          // The outermost body tile of every column and row, in one pass.
          columnTop.fill(-1, 0, columns);
          columnBottom.fill(-1, 0, columns);
          rowLeft.fill(-1, 0, rows);
          rowRight.fill(-1, 0, rows);
          for (let i = 0; i < this.candidateCount; i++) {
              const t = this.candidate[i];
              const x = t % width;
              const y = (t / width) | 0;
              if (dir >= 0 && (x - markX) * DX$1[dir] + (y - markY) * DY$1[dir] < bodyStart)
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
              const eligible = this.outermostLines(lineStart, lineEnd, lines, low, vertical ? 1 : this.reach);
              if (eligible === 0)
                  continue;
              const count = Math.min(eligible, 1 + Math.floor(lines / TILES_PER_MARK));
              // One draw per side; the marks are spread evenly over the eligible lines from there.
              const first = this.random.int(0, eligible - 1);
              for (let m = 0; m < count; m++) {
                  const line = this.eligibleLines[(first + Math.floor((m * eligible) / count)) % eligible];
                  const outer = side === 0 || side === 3 ? lineStart[line] - 1 : lineEnd[line] + 1;
                  const x = vertical ? left + line : outer;
                  const y = vertical ? outer : top + line;
                  if (!this.inRegion(x, y))
                      continue;
                  // The line sticks out furthest within the box, so only the reserve map can still say no.
                  if (!this.doorwayStillClear(y * width + x, side, id) || !this.doorwayInRegion(x, y, side))
                      continue;
                  if (side === corridorDir)
                      this.endMarks.add(y * width + x, side, type, id, 1, 0);
                  else
                      this.marks.add(y * width + x, side, type, id, 0, 0);
              }
          }
          // Crossroads arm ends: open corridor ends too.
          if (type === CORRIDOR && this.armEnds.length > 0) {
              const ox = markX - CANVAS_CENTRE;
              const oy = markY - CANVAS_CENTRE;
              for (let i = 0; i < this.armEnds.length; i += 2) {
                  const t = this.toMap(this.armEnds[i], ox, oy);
                  if (t >= 0 && this.inRegion(t % width, (t / width) | 0))
                      this.offerMark(this.endMarks, t, this.armEnds[i + 1], CORRIDOR, id, 1, 0);
              }
          }
      }
      /**
       * Fills eligibleLines with the lines whose outermost tile on this side sticks out at least as far
       * as those of the `span` lines on either side, and returns how many. Only there can a doorway
       * leave the area: beside a line that sticks out further, the stub would run alongside the area's
       * own floor.
       */
      outermostLines(lineStart, lineEnd, lines, low, span) {
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
                  this.eligibleLines[count++] = line;
          }
          return count;
      }
      /** The stub and the first body tile of a doorway from (x, y) along dir lie inside the region. */
      doorwayInRegion(x, y, dir) {
          const reach = this.stub[dir];
          return this.inRegion(x, y) && this.inRegion(x + DX$1[dir] * reach, y + DY$1[dir] * reach);
      }
      /** Adds a mark whose doorway is clear now (a blocked one would stay blocked); true when added. */
      offerMark(pool, tile, dir, type, source, corridorEnd, force) {
          if (!this.doorwayClear(tile, dir, source))
              return false;
          pool.add(tile, dir, type, source, corridorEnd, force);
          return true;
      }
      /** A vault's marks are its other connections: the tile outside each, facing out. */
      addVaultMarks(prefab, id) {
          const stub = this.candidateCount - this.shapeCount;
          for (const connection of prefab.connections) {
              const faces = facesOf(connection, prefab.width, prefab.height);
              const canvasTile = (((connection / prefab.width) | 0) + 2) * CANVAS + (connection % prefab.width) + 2;
              if (canvasTile === this.anchorTile)
                  continue;
              let shapeIndex = -1;
              for (let i = 0; i < this.shapeCount; i++)
                  if (this.shape[i] === canvasTile)
                      shapeIndex = i;
              if (shapeIndex < 0)
                  continue;
              const t = this.candidate[stub + shapeIndex];
              for (let side = 0; side < 4; side++) {
                  if (!(faces & (1 << side)))
                      continue;
                  const x = (t % this.width) + DX$1[side];
                  const y = ((t / this.width) | 0) + DY$1[side];
                  if (this.inRegion(x, y))
                      this.offerMark(this.marks, y * this.width + x, side, VAULT, id, 0, 0);
              }
          }
      }
      // ── finalize ───────────────────────────────────────────────────────────────────────────────
      finalize() {
          if (this.options.removeDeadEnds)
              this.removeDeadEnds();
          this.dropEmptyAreas();
          if (this.options.loopMinDetour > 0)
              this.addLoops();
          this.rollDoors();
      }
      /** Trims corridor and crossroads tiles with at most one floor neighbour, until none is left. */
      removeDeadEnds() {
          const { width, height, kinds, areaOf } = this;
          const corridorArea = new Uint8Array(this.areaKind.length + 1);
          this.areaType.forEach((type, a) => (corridorArea[a + 1] = type === CORRIDOR ? 1 : 0));
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
          for (let a = 0; a < this.areaType.length; a++) {
              if (this.areaType[a] !== CORRIDOR)
                  continue;
              for (let y = this.top[a]; y <= this.bottom[a]; y++) {
                  for (let t = y * width + this.left[a], end = y * width + this.right[a]; t <= end; t++) {
                      if (areaOf[t] === a + 1 && floorNeighbours(t) <= 1)
                          stack.push(t);
                  }
              }
          }
          const trimmed = new Uint8Array(this.areaType.length);
          while (stack.length > 0) {
              const t = stack.pop();
              if (!trimmable(t) || floorNeighbours(t) > 1)
                  continue;
              trimmed[areaOf[t] - 1] = 1;
              this.size[areaOf[t] - 1]--;
              areaOf[t] = 0;
              kinds[t] = TileKind.Void;
              this.floorCount--;
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
          this.openings = this.openings.filter((o) => areaOf[o.tile] === o.from + 1 && this.size[o.to] > 0);
          for (let a = 0; a < trimmed.length; a++)
              if (trimmed[a] && this.size[a] > 0)
                  this.remeasure(a);
      }
      /** Shrinks an area's bounds to its tiles, looking only inside its old bounds. */
      remeasure(a) {
          const { width, areaOf } = this;
          const label = a + 1;
          let left = width;
          let right = -1;
          let top = this.height;
          let bottom = -1;
          for (let y = this.top[a]; y <= this.bottom[a]; y++) {
              for (let x = this.left[a], t = y * width + x; x <= this.right[a]; x++, t++) {
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
          this.left[a] = left;
          this.right[a] = right;
          this.top[a] = top;
          this.bottom[a] = bottom;
      }
      /** Renumbers areas so none is empty (ids stay in digging order). */
      dropEmptyAreas() {
          const count = this.areaKind.length;
          const newId = new Int32Array(count);
          let next = 0;
          for (let a = 0; a < count; a++)
              newId[a] = this.size[a] > 0 ? next++ : -1;
          if (next === count)
              return;
          // A trimmed area never has children (their doorways keep its tiles), so parents survive renumbering.
          for (let a = 0; a < count; a++)
              if (this.parent[a] >= 0)
                  this.parent[a] = newId[this.parent[a]];
          const lists = [this.areaKind, this.areaType, this.left, this.top, this.right, this.bottom, this.size, this.parent, this.depth];
          for (const list of lists) {
              let write = 0;
              for (let a = 0; a < count; a++)
                  if (newId[a] >= 0)
                      list[write++] = list[a];
              list.length = write;
          }
          const { areaOf } = this;
          for (let t = 0; t < areaOf.length; t++)
              if (areaOf[t] !== 0)
                  areaOf[t] = newId[areaOf[t] - 1] + 1;
          for (const opening of this.openings) {
              opening.from = newId[opening.from];
              opening.to = newId[opening.to];
          }
          for (const pool of [this.marks, this.endMarks]) {
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
      addLoops() {
          const { width, height, areaOf } = this;
          const reach = this.reach;
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
              const j = this.random.int(0, i);
              const swap = order[i];
              order[i] = order[j];
              order[j] = swap;
          }
          const graph = new GrowingGraph(this.areaKind.length, this.openings);
          const minDetour = this.options.loopMinDetour;
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
              if (this.areaType[from] === VAULT || this.areaType[to] === VAULT)
                  continue;
              const pair = from < to ? from * 0x10000 + to : to * 0x10000 + from;
              if (minDetour > 1 && settled.has(pair))
                  continue;
              if (!this.passageFits(start, step, gap, from, to))
                  continue;
              if (minDetour > 1) {
                  settled.add(pair);
                  // Loops only shorten ways, so a pair already near in the digging tree is near for good;
                  // only pairs far apart in the tree need the search over the graph with its loops.
                  if (this.treeDistance(from, to, minDetour) < minDetour)
                      continue;
                  if (graph.distance(from, to, minDetour) < minDetour)
                      continue;
              }
              for (let s = 1; s <= gap; s++) {
                  const t = start + s * step;
                  this.kinds[t] = TileKind.Corridor;
                  areaOf[t] = from + 1;
                  this.size[from]++;
                  this.floorCount++;
                  const x = t % width;
                  const y = (t / width) | 0;
                  this.left[from] = Math.min(this.left[from], x);
                  this.right[from] = Math.max(this.right[from], x);
                  this.top[from] = Math.min(this.top[from], y);
                  this.bottom[from] = Math.max(this.bottom[from], y);
              }
              this.openings.push({ tile: start + gap * step, from, to, kind: "open" });
              graph.link(from, to);
          }
      }
      /** Doorways between two areas along the digging tree, or `limit` once the walk gets that long. */
      treeDistance(a, b, limit) {
          const { parent, depth } = this;
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
      passageFits(start, step, gap, from, to) {
          const { width, height, areaOf, reach } = this;
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
      rollDoors() {
          const { random, options } = this;
          for (const opening of this.openings) {
              let kind = "open";
              if (random.percent(options.secretDoorChance))
                  kind = "secret";
              else if (random.percent(options.doorChance))
                  kind = "door";
              opening.kind = kind;
          }
      }
      // ── reporting ──────────────────────────────────────────────────────────────────────────────
      report(step) {
          if (this.onStep)
              this.onStep(step, this.snapshot(false));
      }
      /** The layout so far; `areaOf` is the live array (a step listener must read it before returning). */
      snapshot(final) {
          const areas = [];
          for (let a = 0; a < this.areaKind.length; a++) {
              const bounds = { x: this.left[a], y: this.top[a], width: this.right[a] - this.left[a] + 1, height: this.bottom[a] - this.top[a] + 1 };
              areas.push({ id: a, kind: this.areaKind[a], bounds, size: this.size[a] });
          }
          const marks = [];
          for (const pool of [this.endMarks, this.marks]) {
              for (let i = 0; i < pool.count; i++) {
                  const t = pool.tile[i];
                  const dir = pool.dir[i];
                  const behind = t - DX$1[dir] - DY$1[dir] * this.width;
                  if (this.areaOf[t] === 0 && this.areaOf[behind] === pool.source[i] + 1)
                      marks.push(t);
              }
          }
          return {
              algorithm: "digger",
              areas,
              areaOf: this.areaOf,
              openings: final ? this.openings : this.openings.map((o) => ({ ...o })),
              overlay: { boxes: [], lines: [], marks },
          };
      }
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
  /** 16 directions round the circle as (cos, sin) × 1000, integers, in order. */
  const DIRECTIONS_16 = [
      [1000, 0], [924, 383], [707, 707], [383, 924], [0, 1000], [-383, 924], [-707, 707], [-924, 383],
      [-1e3, 0], [-924, -383], [-707, -707], [-383, -924], [0, -1e3], [383, -924], [707, -707], [924, -383],
  ];
  const digger = {
      name: "digger",
      summary: "Feature digger (Zorbus style): rooms, circles, ellipses, polygons, corridors, tunnels, caves and vaults grown from marks",
      defaults: DIGGER_DEFAULTS,
      ranges: DIGGER_RANGES,
      steps: ["start", "area", "finalize"],
      fitOptions: fitDiggerOptions,
      checkSize: checkDiggerSize,
      carve(grid, options, random, input, onStep) {
          var _a;
          const prefabs = ((_a = input === null || input === void 0 ? void 0 : input.prefabs) !== null && _a !== void 0 ? _a : []).filter((prefab) => prefabProblem(prefab, grid.width, grid.height, options) === null);
          return new Digging(grid, options, random, prefabs, onStep).run();
      },
  };

  /**
   * Perfect mazes on an odd grid, after seed 002 (David Wicker, "Locked In A Dungeon", 2019; docs:
   * algorithms-research.md §2.1): the maze lives on the odd positions of a grid, a random cell is
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
   */
  const MAZE_DEFAULTS = Object.freeze({
      border: 1,
      wallHeight: 2,
      mazePathWidth: 3,
      mazeWallWidth: 1,
      mazeStraightChance: 0,
      mazeBraidChance: 0,
      mazeRoomCount: 0,
      mazeRoomMinSize: 2,
      mazeRoomMaxSize: 3,
  });
  const MAZE_RANGES = Object.freeze({
      border: { min: 1, max: 32 },
      wallHeight: { min: 1, max: 3 },
      mazePathWidth: { min: 1, max: 9 },
      mazeWallWidth: { min: 1, max: 9 },
      mazeStraightChance: { min: 0, max: 100 },
      mazeBraidChance: { min: 0, max: 100 },
      mazeRoomCount: { min: 0, max: 999 },
      mazeRoomMinSize: { min: 1, max: 16 },
      mazeRoomMaxSize: { min: 1, max: 16 },
  });
  /** Directions N, E, S, W as indices; link bits are 1 << direction (N 1, E 2, S 4, W 8, as cells.ts's Side). */
  const DX = [0, 1, 0, -1];
  const DY = [-1, 0, 1, 0];
  const opposite = (direction) => (direction + 2) & 3;
  /** Exits per 4-bit link mask. */
  const LINK_COUNT = Uint8Array.from({ length: 16 }, (_, mask) => (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1));
  /** Failed room draws allowed per room asked for. */
  const ROOM_TRIES_PER_ROOM = 10;
  /** The carve is reported this many times (one report per carved cell would be too many to snapshot). */
  const CARVE_REPORTS = 16;
  /** The cells that fit the map minus its border (the top keeps wallHeight rows), centred. */
  function mazeGeometry(width, height, options) {
      const pathWidth = options.mazePathWidth;
      const wallColumns = options.mazeWallWidth;
      const wallRows = Math.max(options.mazeWallWidth, options.wallHeight + 1);
      const left = options.border;
      const top = Math.max(options.border, options.wallHeight);
      const regionWidth = width - options.border - left;
      const regionHeight = height - options.border - top;
      const columns = Math.max(0, Math.floor((regionWidth + wallColumns) / (pathWidth + wallColumns)));
      const rows = Math.max(0, Math.floor((regionHeight + wallRows) / (pathWidth + wallRows)));
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
      return {
          width: 2 * options.border + 2 * options.mazePathWidth + options.mazeWallWidth,
          height: Math.max(options.border, options.wallHeight) + options.border + 2 * options.mazePathWidth + wallRows,
      };
  }
  function checkMazeSize(width, height, options) {
      const minimum = mazeMinimumSize(options);
      if (width >= minimum.width && height >= minimum.height)
          return null;
      return `a ${width}×${height} map is too small for the maze layout: it must be at least ${minimum.width}×${minimum.height}`;
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
  /** Sets a rectangle of a flat per-tile array (grid kinds or areaOf) to `value`; the rectangle lies inside the map. */
  function fillBlock(array, width, x, y, w, h, value) {
      for (let row = y; row < y + h; row++) {
          for (let i = row * width + x, end = i + w; i < end; i++)
              array[i] = value;
      }
  }
  /** Offsets from a cell to its neighbour N, E, S, W — for following links, which never leave the grid. */
  function linkOffsets(columns) {
      return Int32Array.of(-columns, 1, columns, -1);
  }
  /**
   * Areas as they are painted rectangle by rectangle: each rectangle becomes floor of a tile kind and
   * is labelled with its area, whose bounds and size grow with it (so no pass over the map is needed).
   */
  class AreaBook {
      constructor(grid, areaOf) {
          this.grid = grid;
          this.areaOf = areaOf;
          this.kinds = [];
          this.left = [];
          this.top = [];
          this.right = [];
          this.bottom = [];
          this.size = [];
          this.width = grid.width;
      }
      add(kind) {
          this.kinds.push(kind);
          this.left.push(Infinity);
          this.top.push(Infinity);
          this.right.push(-1);
          this.bottom.push(-1);
          this.size.push(0);
          return this.kinds.length - 1;
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
          return this.kinds.map((kind, id) => ({
              id,
              kind,
              bounds: { x: this.left[id], y: this.top[id], width: this.right[id] - this.left[id] + 1, height: this.bottom[id] - this.top[id] + 1 },
              size: this.size[id],
          }));
      }
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
  /** Index of the neighbour of `cell` in `direction`, or −1 off the grid. */
  function neighbourCell(cell, direction, columns, rows) {
      const column = cell % columns;
      const row = (cell - column) / columns;
      const c = column + DX[direction];
      const r = row + DY[direction];
      return c >= 0 && c < columns && r >= 0 && r < rows ? r * columns + c : -1;
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
          activate(next);
          current = next;
          column += DX[direction];
          if (++carvedCount % reportEvery === 0)
              report();
      }
      return links;
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
  /** Which side of a gap owns it: a corridor before a crossroads before a room (so rooms stay rectangles). */
  const OWNER_RANK = { corridor: 2, crossroads: 1, room: 0, cave: 0, tunnel: 0, circle: 0, ellipse: 0, polygon: 0, vault: 0 };
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
  function paintMaze(tiles, links, roomOf, roomBlocks, book, areaOf) {
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
              openings.push({ tile: tileY * width + tileX, from: owner, to: ownedByFirst ? b : a, kind: "open" });
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
      return openings;
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
   * The longest path through the maze, cell by cell: the farthest cell from any cell, then the
   * farthest from that one (exact on a perfect maze, a long path on a braided one).
   */
  function longestCellPath(links, columns, from) {
      const cellCount = links.length;
      const offsets = linkOffsets(columns);
      const distance = new Int32Array(cellCount);
      const parent = new Int32Array(cellCount);
      const queue = new Int32Array(cellCount);
      const farthestFrom = (start) => {
          distance.fill(-1);
          let head = 0;
          let tail = 0;
          queue[tail++] = start;
          distance[start] = 0;
          parent[start] = -1;
          while (head < tail) {
              const cell = queue[head++];
              for (let d = 0; d < 4; d++) {
                  if (!(links[cell] & (1 << d)))
                      continue;
                  const next = cell + offsets[d];
                  if (distance[next] < 0) {
                      distance[next] = distance[cell] + 1;
                      parent[next] = cell;
                      queue[tail++] = next;
                  }
              }
          }
          return queue[tail - 1];
      };
      const end = farthestFrom(farthestFrom(from));
      const path = [];
      for (let cell = end; cell >= 0; cell = parent[cell])
          path.push(cell);
      return path;
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
  function carveMaze(grid, options, random, onStep) {
      const geometry = mazeGeometry(grid.width, grid.height, options);
      const tiles = new MazeTiles(grid, geometry, onStep !== undefined);
      const cellCount = geometry.columns * geometry.rows;
      const areaOf = new Uint16Array(grid.width * grid.height);
      const boxes = [];
      // Literal boxes in a plain loop: a method call per box cost several times as much here.
      for (let cell = 0; cell < cellCount; cell++)
          boxes.push({ x: tiles.cellX[cell], y: tiles.cellY[cell], width: geometry.pathWidth, height: geometry.pathWidth });
      // Until the last stage areas are not labelled yet: the snapshots show the cells and the floor.
      const report = onStep && ((step) => onStep(step, { algorithm: "maze", areas: [], areaOf, openings: [], overlay: { boxes, lines: [], marks: [] } }));
      report === null || report === void 0 ? void 0 : report("start");
      const links = growMaze(tiles, options, random, () => report === null || report === void 0 ? void 0 : report("carve"));
      report === null || report === void 0 ? void 0 : report("carve");
      braidDeadEnds(tiles, links, options.mazeBraidChance, random);
      report === null || report === void 0 ? void 0 : report("braid");
      const { roomOf, roomBlocks } = carveRooms(tiles, links, options, random);
      report === null || report === void 0 ? void 0 : report("rooms");
      const book = new AreaBook(grid, areaOf);
      const openings = paintMaze(tiles, links, roomOf, roomBlocks, book, areaOf);
      const marks = deadEndCells(links).map((cell) => tiles.centreTile(cell));
      const lines = pathLines(tiles, longestCellPath(links, geometry.columns, 0));
      const layout = { algorithm: "maze", areas: book.areas(), areaOf, openings, overlay: { boxes, lines, marks } };
      onStep === null || onStep === void 0 ? void 0 : onStep("finish", layout);
      return layout;
  }
  const maze = {
      name: "maze",
      summary: "Perfect maze on an odd grid (seed 002), scaled to wide paths; optional braiding (loops) and rooms",
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
   * The room chain, the second method of seed 002 (David Wicker, "Locked In A Dungeon", 2019; docs:
   * algorithms-research.md §2.2): a room of 3–7 × 3–7 tiles, then from a side of it — never a corner
   * — a doorway one tile wide through the gap, and a new room on the other side, and so on until no
   * room fits; then extra doors between rooms that lie side by side (loops).
   *
   * Unlike the seed, a room that does not fit never starts a room somewhere unconnected: the chain
   * grows from its newest room, and a room that failed a bounded number of draws leaves the list
   * of rooms to grow from, the chain resuming at a random room still on it (a growing tree of rooms,
   * so the attempts are bounded by a multiple of the room count).
   *
   * Clearance. No two rooms touch: a room keeps every other floor tile out of a box one column to
   * each side and wallHeight + 1 rows above and below, so the wall face and a ceiling row always
   * fit between rooms (invariant 6). A doorway crosses that gap: one tile east or west, wallHeight + 1
   * tiles north or south. A doorway is corridor floor that belongs to the room west or north of it,
   * and the room pair's opening (kind "door") is the doorway tile next to the other room — for a
   * north–south doorway that is the tile just above the southern room, in its wall face, where a
   * door event belongs.
   */
  const ROOM_CHAIN_DEFAULTS = Object.freeze({
      border: 1,
      wallHeight: 2,
      roomMinWidth: 3,
      roomMaxWidth: 7,
      roomMinHeight: 3,
      roomMaxHeight: 7,
      roomMax: 0,
      loopChance: 20,
  });
  const ROOM_CHAIN_RANGES = Object.freeze({
      border: { min: 1, max: 32 },
      wallHeight: { min: 1, max: 3 },
      roomMinWidth: { min: 3, max: 40 },
      roomMaxWidth: { min: 3, max: 40 },
      roomMinHeight: { min: 3, max: 40 },
      roomMaxHeight: { min: 3, max: 40 },
      roomMax: { min: 0, max: 9999 },
      loopChance: { min: 0, max: 100 },
  });
  /** Draws (side, size, position) a room gets to attach a new room before it leaves the growing list. */
  const ATTACH_TRIES = 8;
  /** Directions N, E, S, W. */
  const NORTH = 0;
  const EAST = 1;
  const SOUTH = 2;
  const WEST = 3;
  function regionOf(width, height, options) {
      return {
          left: options.border,
          top: Math.max(options.border, options.wallHeight),
          right: width - 1 - options.border,
          bottom: height - 1 - options.border,
      };
  }
  /** The smallest map holding one room of the smallest size. */
  function roomChainMinimumSize(options) {
      return {
          width: 2 * options.border + options.roomMinWidth,
          height: Math.max(options.border, options.wallHeight) + options.border + options.roomMinHeight,
      };
  }
  function checkRoomChainSize(width, height, options) {
      const minimum = roomChainMinimumSize(options);
      if (width >= minimum.width && height >= minimum.height)
          return null;
      return `a ${width}×${height} map is too small for the rooms layout: it must be at least ${minimum.width}×${minimum.height}`;
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
  class RoomChain {
      constructor(grid, options, random, onStep) {
          this.grid = grid;
          this.options = options;
          this.random = random;
          this.onStep = onStep;
          this.rooms = [];
          /** Bounds and size per room, doorways it owns included (all carved rectangles are full floor). */
          this.bounds = [];
          this.sizes = [];
          /** Rooms each room has a doorway to (short lists: a room has few neighbours). */
          this.joined = [];
          this.openings = [];
          this.width = grid.width;
          this.kinds = grid.kinds;
          this.region = regionOf(grid.width, grid.height, options);
          this.gapRows = options.wallHeight + 1;
          this.areaOf = new Uint16Array(grid.width * grid.height);
      }
      run() {
          this.growChain();
          this.addLoops();
          this.report("loops");
          return this.snapshot();
      }
      // ── the chain ──────────────────────────────────────────────────────────────────────────────
      /** The first room in the middle of the map, then rooms attached to the newest room that can grow. */
      growChain() {
          const { options, random, region } = this;
          const regionWidth = region.right - region.left + 1;
          const regionHeight = region.bottom - region.top + 1;
          const width = Math.min(regionWidth, random.smallInt(options.roomMinWidth, options.roomMaxWidth));
          const height = Math.min(regionHeight, random.smallInt(options.roomMinHeight, options.roomMaxHeight));
          this.addRoom({ x: region.left + ((regionWidth - width) >> 1), y: region.top + ((regionHeight - height) >> 1), width, height });
          const growing = [0];
          let current = 0;
          let currentSlot = 0;
          while (growing.length > 0 && (options.roomMax === 0 || this.rooms.length < options.roomMax)) {
              let attached = -1;
              for (let attempt = 0; attempt < ATTACH_TRIES && attached < 0; attempt++)
                  attached = this.tryAttach(current);
              if (attached >= 0) {
                  currentSlot = growing.length;
                  growing.push(attached);
                  current = attached;
                  continue;
              }
              // Swap-remove the room that found no place, and resume from a random growing room.
              growing[currentSlot] = growing[growing.length - 1];
              growing.pop();
              if (growing.length === 0)
                  break;
              currentSlot = random.smallInt(0, growing.length - 1);
              current = growing[currentSlot];
          }
      }
      /** One draw: a side of `from`, a door off its corners, a room across the gap. Returns the new room or −1. */
      tryAttach(from) {
          const { options, random } = this;
          const a = this.rooms[from];
          const side = random.smallInt(0, 3);
          const vertical = side === NORTH || side === SOUTH;
          const door = vertical ? random.smallInt(a.x + 1, a.x + a.width - 2) : random.smallInt(a.y + 1, a.y + a.height - 2);
          if (!this.doorLineClear(a, side, door))
              return -1;
          const width = random.smallInt(options.roomMinWidth, options.roomMaxWidth);
          const height = random.smallInt(options.roomMinHeight, options.roomMaxHeight);
          let room;
          if (vertical) {
              const x = door - random.smallInt(1, width - 2);
              const y = side === NORTH ? a.y - this.gapRows - height : a.y + a.height + this.gapRows;
              room = { x, y, width, height };
          }
          else {
              const x = side === EAST ? a.x + a.width + 1 : a.x - 1 - width;
              room = { x, y: door - random.smallInt(1, height - 2), width, height };
          }
          if (!this.fits(room))
              return -1;
          const id = this.addRoom(room);
          this.addDoorway(from, id, vertical, door);
          this.report("room");
          return id;
      }
      /**
       * A quick look before drawing a room's size: the straight line from the door through the gap,
       * the smallest room and its clearance beyond must lie inside the map and hold no floor. Most
       * draws next to rooms already hemmed in end here, after two random numbers instead of five.
       */
      doorLineClear(a, side, door) {
          const { region, width, kinds, options } = this;
          const vertical = side === NORTH || side === SOUTH;
          const reach = vertical ? this.gapRows + options.roomMinHeight : 1 + options.roomMinWidth;
          const beyond = vertical ? this.gapRows : 1;
          const step = side === NORTH ? -width : side === SOUTH ? width : side === EAST ? 1 : -1;
          const first = vertical ? (side === NORTH ? a.y - 1 : a.y + a.height) : side === EAST ? a.x + a.width : a.x - 1;
          const roomEnd = side === NORTH || side === WEST ? first - reach + 1 : first + reach - 1;
          const inside = vertical ? roomEnd >= region.top && roomEnd <= region.bottom : roomEnd >= region.left && roomEnd <= region.right;
          if (!inside)
              return false;
          let tile = vertical ? first * width + door : door * width + first;
          for (let k = 0; k < reach + beyond; k++, tile += step) {
              if (tile < 0 || tile >= kinds.length)
                  break;
              if (kinds[tile] !== TileKind.Void)
                  return false;
          }
          return true;
      }
      /** Inside the region, and no floor within the room's clearance box. */
      fits(room) {
          const { region, width, kinds } = this;
          if (room.x < region.left || room.y < region.top || room.x + room.width - 1 > region.right || room.y + room.height - 1 > region.bottom)
              return false;
          const left = Math.max(0, room.x - 1);
          const right = Math.min(width - 1, room.x + room.width);
          const top = Math.max(0, room.y - this.gapRows);
          const bottom = Math.min(this.grid.height - 1, room.y + room.height - 1 + this.gapRows);
          for (let y = top; y <= bottom; y++) {
              for (let i = y * width + left, end = y * width + right; i <= end; i++)
                  if (kinds[i] !== TileKind.Void)
                      return false;
          }
          return true;
      }
      addRoom(room) {
          const id = this.rooms.length;
          this.rooms.push(room);
          this.bounds.push({ ...room });
          this.sizes.push(0);
          this.joined.push([]);
          this.claim(room, id, TileKind.Room);
          if (id === 0)
              this.report("room");
          return id;
      }
      /** Carves a full-floor rectangle for area `id` and grows its bounds. */
      claim(rect, id, kind) {
          fillRect(this.grid, rect, kind);
          const { width, areaOf } = this;
          for (let y = rect.y; y < rect.y + rect.height; y++) {
              for (let i = y * width + rect.x, end = i + rect.width; i < end; i++)
                  areaOf[i] = id + 1;
          }
          this.sizes[id] += rect.width * rect.height;
          const b = this.bounds[id];
          const right = Math.max(b.x + b.width, rect.x + rect.width);
          const bottom = Math.max(b.y + b.height, rect.y + rect.height);
          b.x = Math.min(b.x, rect.x);
          b.y = Math.min(b.y, rect.y);
          b.width = right - b.x;
          b.height = bottom - b.y;
      }
      /**
       * The doorway between rooms `a` and `b` across their gap, at column (vertical) or row `door`:
       * owned by the northern / western room, its opening the doorway tile beside the other room.
       */
      addDoorway(a, b, vertical, door) {
          const [first, second] = vertical ? (this.rooms[a].y < this.rooms[b].y ? [a, b] : [b, a]) : this.rooms[a].x < this.rooms[b].x ? [a, b] : [b, a];
          const upper = this.rooms[first];
          const lower = this.rooms[second];
          const doorway = vertical
              ? { x: door, y: upper.y + upper.height, width: 1, height: this.gapRows }
              : { x: upper.x + upper.width, y: door, width: 1, height: 1 };
          this.claim(doorway, first, TileKind.Corridor);
          const tile = vertical ? (lower.y - 1) * this.width + door : door * this.width + doorway.x;
          this.openings.push({ tile, from: first, to: second, kind: "door" });
          this.joined[a].push(b);
          this.joined[b].push(a);
      }
      // ── loops ──────────────────────────────────────────────────────────────────────────────────
      /**
       * For each room, the rooms just across its east and south gaps: a pair not yet joined gets, by
       * loopChance, a doorway at a random spot off both rooms' corners whose surroundings are clear.
       */
      addLoops() {
          if (this.options.loopChance === 0)
              return;
          const spots = new Int32Array(Math.max(this.options.roomMaxWidth, this.options.roomMaxHeight));
          for (let a = 0; a < this.rooms.length; a++) {
              for (let side = 0; side < 2; side++) {
                  const vertical = side === 1;
                  const room = this.rooms[a];
                  const length = vertical ? room.width : room.height;
                  let partner = -1;
                  let spotCount = 0;
                  for (let along = 1; along <= length - 1; along++) {
                      // The room across the gap at this spot (the last spot, a corner, only closes the run).
                      const across = along < length - 1 ? this.roomAcross(room, vertical, along) : -1;
                      if (across !== partner) {
                          this.maybeJoin(a, partner, vertical, spots, spotCount);
                          partner = across;
                          spotCount = 0;
                      }
                      if (across >= 0 && this.doorwayFits(room, vertical, along))
                          spots[spotCount++] = vertical ? room.x + along : room.y + along;
                  }
              }
          }
      }
      maybeJoin(a, b, vertical, spots, spotCount) {
          if (b < 0 || spotCount === 0 || this.joined[a].includes(b) || !this.random.percent(this.options.loopChance))
              return;
          this.addDoorway(a, b, vertical, spots[this.random.smallInt(0, spotCount - 1)]);
      }
      /** The room whose near side lies just across `room`'s east (or south) gap at this spot, or −1. */
      roomAcross(room, vertical, along) {
          const x = vertical ? room.x + along : room.x + room.width + 1;
          const y = vertical ? room.y + room.height + this.gapRows : room.y + along;
          if (x >= this.width || y >= this.grid.height)
              return -1;
          const tile = y * this.width + x;
          const label = this.areaOf[tile];
          if (label === 0 || this.kinds[tile] !== TileKind.Room)
              return -1;
          const other = this.rooms[label - 1];
          // Its near side must be exactly there, and the spot off its corners.
          const nearSide = vertical ? other.y === y : other.x === x;
          const offCorners = vertical ? x > other.x && x < other.x + other.width - 1 : y > other.y && y < other.y + other.height - 1;
          return nearSide && offCorners ? label - 1 : -1;
      }
      /** The doorway's tiles and their neighbours across the gap hold no floor, nor does its column within wallHeight + 1. */
      doorwayFits(room, vertical, along) {
          const { width, kinds } = this;
          if (vertical) {
              const x = room.x + along;
              for (let y = room.y + room.height; y < room.y + room.height + this.gapRows; y++) {
                  if (isFloor(kinds[y * width + x - 1]) || isFloor(kinds[y * width + x]) || isFloor(kinds[y * width + x + 1]))
                      return false;
              }
              return true;
          }
          const x = room.x + room.width;
          const y = room.y + along;
          for (let dy = -this.gapRows; dy <= this.gapRows; dy++) {
              const row = y + dy;
              if (row >= 0 && row < this.grid.height && isFloor(kinds[row * width + x]))
                  return false;
          }
          return true;
      }
      // ── reporting ──────────────────────────────────────────────────────────────────────────────
      report(step) {
          if (this.onStep)
              this.onStep(step, this.snapshot());
      }
      /** The layout so far; `areaOf` is the live array (a step listener must read it before returning). */
      snapshot() {
          const areas = this.bounds.map((bounds, id) => ({ id, kind: "room", bounds: { ...bounds }, size: this.sizes[id] }));
          return {
              algorithm: "rooms",
              areas,
              areaOf: this.areaOf,
              openings: this.openings.slice(),
              overlay: { boxes: this.rooms.map((room) => ({ ...room })), lines: [], marks: [] },
          };
      }
  }
  const roomChain = {
      name: "rooms",
      summary: "Room chain (seed 002): small rooms joined door to door, each grown from a side of the last, plus extra doors for loops",
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
   * Tile-node expansion, after the Construct 2 "Random dungeon generator (Node based)" tutorial
   * (seed 004; docs: algorithms-research.md §4.1–4.2): the map is a grid of node tiles of
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
  const NODES_DEFAULTS = Object.freeze({
      border: 1,
      wallHeight: 2,
      nodeSize: 7,
      nodeCount: 30,
      corridorWidth: 3,
      roomChance: 30,
  });
  const NODES_RANGES = Object.freeze({
      border: { min: 1, max: 32 },
      wallHeight: { min: 1, max: 3 },
      nodeSize: { min: 3, max: 32 },
      nodeCount: { min: 1, max: 9999 },
      corridorWidth: { min: 1, max: 29 },
      roomChance: { min: 0, max: 100 },
  });
  function nodeGeometry(width, height, options) {
      const size = options.nodeSize;
      const left = options.border;
      const top = Math.max(options.border, options.wallHeight);
      const regionWidth = width - options.border - left;
      const regionHeight = height - options.border - top;
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
      return {
          width: 2 * options.border + options.nodeSize,
          height: Math.max(options.border, options.wallHeight) + options.border + options.nodeSize,
      };
  }
  function checkNodesSize(width, height, options) {
      const minimum = nodesMinimumSize(options);
      if (width >= minimum.width && height >= minimum.height)
          return null;
      return `a ${width}×${height} map is too small for the nodes layout: it must be at least ${minimum.width}×${minimum.height}`;
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
          while (this.openCount > 0 || (this.placedCount < this.options.nodeCount && this.reopen())) {
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
          if (this.placedCount < this.options.nodeCount) {
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
      defaults: NODES_DEFAULTS,
      ranges: NODES_RANGES,
      steps: ["node", "close", "cleanup", "rooms"],
      fitOptions: fitNodesOptions,
      checkSize: checkNodesSize,
      carve(grid, options, random, _input, onStep) {
          return new NodeExpansion(grid, options, random, onStep).run();
      },
  };

  const LAYOUTS = [cells, digger, maze, roomChain, nodes];
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
  /** A map row holds only vault glyphs and at least one that is not a space. */
  function isMapRow(line) {
      let drawn = false;
      for (const c of line) {
          if (!GLYPHS.includes(c))
              return false;
          if (c !== " ")
              drawn = true;
      }
      return drawn;
  }
  /** A name line starts (after spaces) with a letter or digit; "NAME:" before it is dropped (DCSS habit). */
  function nameOf(line) {
      const trimmed = line.trim();
      if (!/^[\p{L}\p{N}]/u.test(trimmed))
          return null;
      const named = /^name:\s*(.*)$/i.exec(trimmed);
      return (named ? named[1] : trimmed).trim() || null;
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
          const name = isMapRow(line) ? null : nameOf(line);
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
      const seen = new Uint8Array(kinds.length);
      const queue = new Int32Array(floorCount);
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      seen[start] = 1;
      while (head < tail) {
          const tile = queue[head++];
          const x = tile % width;
          const visit = (next) => {
              if (!seen[next] && isFloor(next)) {
                  seen[next] = 1;
                  queue[tail++] = next;
              }
          };
          if (x > 0)
              visit(tile - 1);
          if (x < width - 1)
              visit(tile + 1);
          if (tile >= width)
              visit(tile - width);
          if (tile + width < width * height)
              visit(tile + width);
      }
      return tail === floorCount;
  }

  /**
   * generateDungeon: (map size, options, seed) → Dungeon, pure and deterministic.
   * One Random per call; the layout draws first and placement after, so changing the number of
   * events never changes the layout (nor the arrival, as long as the events fit the spacing rule).
   *
   * Every argument may be anything a plugin parameter, a note tag or a script could hand over: bad
   * sizes give `{ ok: false, reason }`, bad options and seeds fall back with a message in
   * `problems`. Nothing here throws on bad input.
   */
  Object.freeze({ ...CELLS_DEFAULTS, eventCount: 0 });
  Object.freeze({
      ...CELLS_RANGES,
      eventCount: { min: 0, max: 65535 },
  });
  /** Options every layout shares, whichever runs. */
  const SHARED_DEFAULTS = Object.freeze({ eventCount: 0 });
  const SHARED_RANGES = Object.freeze({ eventCount: { min: 0, max: 65535 } });
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
      const layoutOptions = mergeOptions(algorithm.defaults, algorithm.ranges, given);
      const shared = mergeOptions(SHARED_DEFAULTS, SHARED_RANGES, given);
      const fitted = algorithm.fitOptions(layoutOptions.options);
      const options = { ...layoutOptions.options, eventCount: shared.options.eventCount };
      // A non-object is reported once, by the layout's merge.
      const sharedProblems = isOptionsObject(given) ? shared.problems : [];
      return { options, algorithm, problems: [...problems, ...layoutOptions.problems, ...sharedProblems, ...fitted] };
  }
  function readPrefabs(given) {
      if (!isOptionsObject(given))
          return [];
      try {
          const prefabs = given.prefabs;
          return Array.isArray(prefabs) ? prefabs : [];
      }
      catch {
          return [];
      }
  }
  /** The painted structure when it is a byte per tile of this map, else null (a wrong size is reported). */
  function readStructure(given, width, height, problems) {
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
      var _a;
      const { options, algorithm, problems } = resolveDungeonOptions(given);
      const badSize = (_a = checkGridSize(width, height)) !== null && _a !== void 0 ? _a : algorithm.checkSize(width, height, options);
      if (badSize)
          return { ok: false, reason: badSize, problems };
      if (!isUsableSeed(seed))
          problems.push(`seed ${safeFormat(seed)} is not a number; using 0`);
      const usedSeed = normalizeSeed(seed);
      const random = new Random(usedSeed);
      const grid = createGrid(width, height);
      const input = { prefabs: readPrefabs(given), structure: readStructure(given, width, height, problems) };
      const layout = algorithm.carve(grid, options, random, input, onPhase);
      addNorthWalls(grid, options.wallHeight);
      const placements = placeEntities(grid, roomBounds(grid, layout), options.eventCount + 1, random);
      const dungeon = {
          width,
          height,
          seed: usedSeed,
          options,
          grid,
          layout,
          placements,
          arrival: placements.tiles[0],
      };
      return { ok: true, dungeon, problems };
  }
  /**
   * Where placement draws room tiles first: the bounds of areas made of room floor. Placement checks
   * every drawn tile, so a round area's bounding box is fine.
   */
  function roomBounds(grid, layout) {
      const bounds = [];
      for (const area of layout.areas) {
          const { x, y } = area.bounds;
          if (area.size > 0 && roomFloorAt(grid, layout, area.id, x, y, area.bounds.width))
              bounds.push(area.bounds);
      }
      return bounds;
  }
  /** True when the area's first tile in its bounds' top row is room floor (areas are of one tile kind). */
  function roomFloorAt(grid, layout, id, x, y, width) {
      for (let i = y * grid.width + x, end = i + width; i < end; i++) {
          if (layout.areaOf[i] === id + 1)
              return grid.kinds[i] === TileKind.Room;
      }
      return false;
  }

  /**
   * RPG Maker MZ tile ids, autotile kinds and the shape rules the map editor applies, written from
   * docs/engine-facts.md (no engine code). Everything here is a pure function of tile ids, or of a
   * `TileLayer` view onto one layer of `$dataMap.data`, so painting, tests and previews share it.
   *
   * Sameness is always "same base id": for an autotile its kind's first id, for any other tile the
   * id itself. Layer reads normalise on the fly, so a layer may hold bare base ids or finished ids
   * (base + shape) in any mix. The rules themselves are small functions of neighbour ids
   * (`floorShape`/`neighbourDiffers`, `roofEdges`, `joinsWallSide`, `waterfallEdges`, `shadowFor`):
   * the `…At(layer, x, y)` functions gather neighbours from a layer, paint.ts gathers them from the
   * dungeon grid in a single fast pass, and both apply the same rules.
   */
  // Sheet start ids (engine-facts "Tile ids").
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
  /** What a wall side continues into sideways: the same wall kind, or a wall top, roof or waterfall. */
  function joinsWallSide(neighbour, wall) {
      return neighbour === wall || isWallTop(neighbour) || isRoof(neighbour) || isWaterfall(neighbour);
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

  const MAP_LAYER_COUNT = 6;
  const SHADOW_LAYER = 4;
  const REGION_LAYER = 5;
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
          data[i + REGION_LAYER * size] = regions[kind];
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
              finished[(kind << MASK_BITS) | mask] = wallSides[kind] === 1 ? WALL_SIDE_ENTRY : bases[kind] + shapeOf(bases[kind], mask);
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
  function shapeOf(base, differs) {
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
  		options: [
  			{
  				value: "cells",
  				en: "cells: rooms and corridors on a grid of cells (Pokémon Essentials style)",
  				ja: "cells：セルの格子上の部屋と通路（ポケモンEssentials風）"
  			},
  			{
  				value: "digger",
  				en: "digger: rooms, caves, round rooms and vaults dug one by one",
  				ja: "digger：部屋・洞窟・円形の部屋・ヴォールトを一つずつ掘る"
  			},
  			{
  				value: "maze",
  				en: "maze: a maze of wide paths",
  				ja: "maze：幅の広い通路の迷路"
  			},
  			{
  				value: "rooms",
  				en: "rooms: a chain of small rooms joined by doorways",
  				ja: "rooms：出入口でつながる小部屋の連鎖"
  			},
  			{
  				value: "nodes",
  				en: "nodes: square tiles of corridors and rooms",
  				ja: "nodes：通路と部屋の正方形タイルの組み合わせ"
  			}
  		],
  		en: {
  			text: "Layout",
  			desc: "How dungeons are laid out, unless a map's note says otherwise with <Dungeon Layout: NAME> (cells, digger, maze, rooms, nodes). Each layout's settings are in its group below."
  		},
  		ja: {
  			text: "配置",
  			desc: "ダンジョンの配置方法。マップのメモの<Dungeon Layout: 名前>で個別に変更できます（cells、digger、maze、rooms、nodes）。各配置の設定は下のグループにあります。"
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
  	},
  	{
  		name: "cells",
  		group: "heading",
  		en: {
  			text: "Cells",
  			desc: "Options of the cells layout (the default): rooms and corridors on a grid of cells, after Pokémon Essentials."
  		},
  		ja: {
  			text: "セル",
  			desc: "セル配置（既定）の設定：ポケモンEssentials風の、セルの格子上の部屋と通路。"
  		}
  	},
  	{
  		name: "roomChance",
  		group: "layout",
  		type: "number",
  		"default": 70,
  		min: 0,
  		max: 100,
  		layout: "cells",
  		key: "roomChance",
  		parent: "cells",
  		en: {
  			text: "Room Chance (%)",
  			desc: "Chance that a cell holds a room. With no room at all the whole dungeon becomes one big room."
  		},
  		ja: {
  			text: "部屋の確率（%）",
  			desc: "各セルに部屋ができる確率。部屋が一つもないときはダンジョン全体が一つの大部屋になります。"
  		}
  	},
  	{
  		name: "roomMinWidth",
  		group: "layout",
  		type: "number",
  		"default": 5,
  		min: 1,
  		max: 62,
  		layout: "cells",
  		key: "roomMinWidth",
  		parent: "cells",
  		en: {
  			text: "Room Min Width",
  			desc: "Smallest room width in tiles."
  		},
  		ja: {
  			text: "部屋の最小幅",
  			desc: "部屋の最小の幅（タイル数）。"
  		}
  	},
  	{
  		name: "roomMaxWidth",
  		group: "layout",
  		type: "number",
  		"default": 11,
  		min: 1,
  		max: 62,
  		layout: "cells",
  		key: "roomMaxWidth",
  		parent: "cells",
  		en: {
  			text: "Room Max Width",
  			desc: "Largest room width in tiles (at most Cell Width − 2)."
  		},
  		ja: {
  			text: "部屋の最大幅",
  			desc: "部屋の最大の幅（セル幅−2まで）。"
  		}
  	},
  	{
  		name: "roomMinHeight",
  		group: "layout",
  		type: "number",
  		"default": 4,
  		min: 1,
  		max: 62,
  		layout: "cells",
  		key: "roomMinHeight",
  		parent: "cells",
  		en: {
  			text: "Room Min Height",
  			desc: "Smallest room height in tiles."
  		},
  		ja: {
  			text: "部屋の最小高さ",
  			desc: "部屋の最小の高さ（タイル数）。"
  		}
  	},
  	{
  		name: "roomMaxHeight",
  		group: "layout",
  		type: "number",
  		"default": 10,
  		min: 1,
  		max: 62,
  		layout: "cells",
  		key: "roomMaxHeight",
  		parent: "cells",
  		en: {
  			text: "Room Max Height",
  			desc: "Largest room height in tiles (at most Cell Height − Wall Height)."
  		},
  		ja: {
  			text: "部屋の最大高さ",
  			desc: "部屋の最大の高さ（セル高さ−壁の高さまで）。"
  		}
  	},
  	{
  		name: "roomJitter",
  		group: "layout",
  		type: "number",
  		"default": 2,
  		min: 0,
  		max: 32,
  		layout: "cells",
  		key: "roomJitter",
  		parent: "cells",
  		en: {
  			text: "Room Jitter",
  			desc: "How far a room's centre may stray from its cell's centre, in tiles."
  		},
  		ja: {
  			text: "部屋のずれ",
  			desc: "部屋の中心がセルの中心からずれる最大距離（タイル数）。"
  		}
  	},
  	{
  		name: "corridorWidth",
  		group: "layout",
  		type: "number",
  		"default": 3,
  		min: 1,
  		max: 9,
  		layout: "cells",
  		key: "corridorWidth",
  		parent: "cells",
  		en: {
  			text: "Corridor Width",
  			desc: "Corridor thickness in tiles."
  		},
  		ja: {
  			text: "通路の幅",
  			desc: "通路の太さ（タイル数）。"
  		}
  	},
  	{
  		name: "wallHeight",
  		group: "layout",
  		type: "number",
  		"default": 2,
  		min: 1,
  		max: 3,
  		key: "wallHeight",
  		en: {
  			text: "Wall Height",
  			desc: "Height of the wall faces on north edges, in tiles, for every layout."
  		},
  		ja: {
  			text: "壁の高さ",
  			desc: "北側の壁面の高さ（タイル数）。すべての配置に共通。"
  		}
  	},
  	{
  		name: "cellWidth",
  		group: "layout",
  		type: "number",
  		"default": 13,
  		min: 7,
  		max: 64,
  		layout: "cells",
  		key: "cellWidth",
  		parent: "cells",
  		en: {
  			text: "Cell Width",
  			desc: "Width of one cell of the dungeon grid, in tiles."
  		},
  		ja: {
  			text: "セルの幅",
  			desc: "ダンジョンの格子の一セルの幅（タイル数）。"
  		}
  	},
  	{
  		name: "cellHeight",
  		group: "layout",
  		type: "number",
  		"default": 13,
  		min: 7,
  		max: 64,
  		layout: "cells",
  		key: "cellHeight",
  		parent: "cells",
  		en: {
  			text: "Cell Height",
  			desc: "Height of one cell of the dungeon grid, in tiles."
  		},
  		ja: {
  			text: "セルの高さ",
  			desc: "ダンジョンの格子の一セルの高さ（タイル数）。"
  		}
  	},
  	{
  		name: "borderX",
  		group: "layout",
  		type: "number",
  		"default": 8,
  		min: 0,
  		max: 64,
  		layout: "cells",
  		key: "borderX",
  		parent: "cells",
  		en: {
  			text: "Border Width",
  			desc: "Empty columns kept on the left and right of the map (half a screen keeps the map edge out of sight)."
  		},
  		ja: {
  			text: "左右の余白",
  			desc: "マップの左右に残す空白の列数（画面の半分あればマップの端が見えません）。"
  		}
  	},
  	{
  		name: "borderY",
  		group: "layout",
  		type: "number",
  		"default": 6,
  		min: 0,
  		max: 64,
  		layout: "cells",
  		key: "borderY",
  		parent: "cells",
  		en: {
  			text: "Border Height",
  			desc: "Empty rows kept on the top and bottom of the map."
  		},
  		ja: {
  			text: "上下の余白",
  			desc: "マップの上下に残す空白の行数。"
  		}
  	},
  	{
  		name: "digger",
  		group: "heading",
  		en: {
  			text: "Digger",
  			desc: "Options of the digger layout (<Dungeon Layout: digger>): rooms, corridors, round rooms, caves, tunnels and vaults dug one by one from the middle."
  		},
  		ja: {
  			text: "ディガー",
  			desc: "ディガー配置（<Dungeon Layout: digger>）の設定：中央から部屋・通路・円形の部屋・洞窟・トンネル・ヴォールトを一つずつ掘ります。"
  		}
  	},
  	{
  		name: "vaultMap",
  		group: "vaults",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		parent: "digger",
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
  		group: "vaults",
  		type: "number",
  		"default": 63,
  		min: 1,
  		max: 255,
  		layout: "digger",
  		parent: "digger",
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
  		name: "diggerBorder",
  		group: "layout",
  		type: "number",
  		"default": 1,
  		min: 1,
  		max: 32,
  		layout: "digger",
  		key: "border",
  		parent: "digger",
  		en: {
  			text: "Border",
  			desc: "Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32)."
  		},
  		ja: {
  			text: "余白",
  			desc: "マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。"
  		}
  	},
  	{
  		name: "diggerTargetFloorShare",
  		group: "layout",
  		type: "number",
  		"default": 36,
  		min: 1,
  		max: 90,
  		layout: "digger",
  		key: "targetFloorShare",
  		parent: "digger",
  		en: {
  			text: "Floor Share (%)",
  			desc: "Digging stops once this share of the map is floor. Default 36 (1 to 90)."
  		},
  		ja: {
  			text: "床の割合（%）",
  			desc: "マップのこの割合が床になったら掘るのをやめます。既定値36（1～90）。"
  		}
  	},
  	{
  		name: "diggerRoomChance",
  		group: "layout",
  		type: "number",
  		"default": 40,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "roomChance",
  		parent: "digger",
  		en: {
  			text: "Room Chance",
  			desc: "Weight of a rectangular room when the next feature is chosen (0 = never). Default 40 (0 to 100)."
  		},
  		ja: {
  			text: "部屋の重み",
  			desc: "次に掘るものを選ぶときの四角い部屋の重み（0＝なし）。既定値40（0～100）。"
  		}
  	},
  	{
  		name: "diggerRoomSeq",
  		group: "layout",
  		type: "number",
  		"default": 15,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "roomSeq",
  		parent: "digger",
  		en: {
  			text: "Room Seq (%)",
  			desc: "Chance that a room's doorway leads to another room. Default 15 (0 to 100)."
  		},
  		ja: {
  			text: "部屋の連続（%）",
  			desc: "部屋の出入口から続けて部屋ができる確率。既定値15（0～100）。"
  		}
  	},
  	{
  		name: "diggerRoomMax",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		key: "roomMax",
  		parent: "digger",
  		en: {
  			text: "Room Max",
  			desc: "Most rectangular rooms (0 = no limit). Default 0 (0 to 9999)."
  		},
  		ja: {
  			text: "部屋の最大数",
  			desc: "四角い部屋の最大数（0＝無制限）。既定値0（0～9999）。"
  		}
  	},
  	{
  		name: "diggerRoomMinWidth",
  		group: "layout",
  		type: "number",
  		"default": 4,
  		min: 1,
  		max: 40,
  		layout: "digger",
  		key: "roomMinWidth",
  		parent: "digger",
  		en: {
  			text: "Room Min Width",
  			desc: "Smallest room width in tiles. Default 4 (1 to 40)."
  		},
  		ja: {
  			text: "部屋の最小幅",
  			desc: "部屋の最小の幅（タイル数）。既定値4（1～40）。"
  		}
  	},
  	{
  		name: "diggerRoomMaxWidth",
  		group: "layout",
  		type: "number",
  		"default": 11,
  		min: 1,
  		max: 40,
  		layout: "digger",
  		key: "roomMaxWidth",
  		parent: "digger",
  		en: {
  			text: "Room Max Width",
  			desc: "Largest room width in tiles. Default 11 (1 to 40)."
  		},
  		ja: {
  			text: "部屋の最大幅",
  			desc: "部屋の最大の幅（タイル数）。既定値11（1～40）。"
  		}
  	},
  	{
  		name: "diggerRoomMinHeight",
  		group: "layout",
  		type: "number",
  		"default": 3,
  		min: 1,
  		max: 40,
  		layout: "digger",
  		key: "roomMinHeight",
  		parent: "digger",
  		en: {
  			text: "Room Min Height",
  			desc: "Smallest room height in tiles. Default 3 (1 to 40)."
  		},
  		ja: {
  			text: "部屋の最小高さ",
  			desc: "部屋の最小の高さ（タイル数）。既定値3（1～40）。"
  		}
  	},
  	{
  		name: "diggerRoomMaxHeight",
  		group: "layout",
  		type: "number",
  		"default": 7,
  		min: 1,
  		max: 40,
  		layout: "digger",
  		key: "roomMaxHeight",
  		parent: "digger",
  		en: {
  			text: "Room Max Height",
  			desc: "Largest room height in tiles. Default 7 (1 to 40)."
  		},
  		ja: {
  			text: "部屋の最大高さ",
  			desc: "部屋の最大の高さ（タイル数）。既定値7（1～40）。"
  		}
  	},
  	{
  		name: "diggerCorridorChance",
  		group: "layout",
  		type: "number",
  		"default": 35,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "corridorChance",
  		parent: "digger",
  		en: {
  			text: "Corridor Chance",
  			desc: "Weight of a straight corridor (0 = never). Default 35 (0 to 100)."
  		},
  		ja: {
  			text: "通路の重み",
  			desc: "まっすぐな通路の重み（0＝なし）。既定値35（0～100）。"
  		}
  	},
  	{
  		name: "diggerCorridorSeq",
  		group: "layout",
  		type: "number",
  		"default": 35,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "corridorSeq",
  		parent: "digger",
  		en: {
  			text: "Corridor Seq (%)",
  			desc: "Chance that a corridor's end leads to another corridor. Default 35 (0 to 100)."
  		},
  		ja: {
  			text: "通路の連続（%）",
  			desc: "通路の先から続けて通路ができる確率。既定値35（0～100）。"
  		}
  	},
  	{
  		name: "diggerCorridorMax",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		key: "corridorMax",
  		parent: "digger",
  		en: {
  			text: "Corridor Max",
  			desc: "Most corridors, crossroads included (0 = no limit). Default 0 (0 to 9999)."
  		},
  		ja: {
  			text: "通路の最大数",
  			desc: "通路の最大数（十字路を含む、0＝無制限）。既定値0（0～9999）。"
  		}
  	},
  	{
  		name: "diggerCorridorMinLength",
  		group: "layout",
  		type: "number",
  		"default": 4,
  		min: 1,
  		max: 40,
  		layout: "digger",
  		key: "corridorMinLength",
  		parent: "digger",
  		en: {
  			text: "Corridor Min Length",
  			desc: "Shortest corridor in tiles. Default 4 (1 to 40)."
  		},
  		ja: {
  			text: "通路の最短",
  			desc: "通路の最短の長さ（タイル数）。既定値4（1～40）。"
  		}
  	},
  	{
  		name: "diggerCorridorMaxLength",
  		group: "layout",
  		type: "number",
  		"default": 12,
  		min: 1,
  		max: 40,
  		layout: "digger",
  		key: "corridorMaxLength",
  		parent: "digger",
  		en: {
  			text: "Corridor Max Length",
  			desc: "Longest corridor in tiles. Default 12 (1 to 40)."
  		},
  		ja: {
  			text: "通路の最長",
  			desc: "通路の最長の長さ（タイル数）。既定値12（1～40）。"
  		}
  	},
  	{
  		name: "diggerCorridorBranchChance",
  		group: "layout",
  		type: "number",
  		"default": 25,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "corridorBranchChance",
  		parent: "digger",
  		en: {
  			text: "Corridor Branch Chance (%)",
  			desc: "Chance that a corridor gets side branches (a crossroads). Default 25 (0 to 100)."
  		},
  		ja: {
  			text: "通路の分岐（%）",
  			desc: "通路に横道ができて十字路になる確率。既定値25（0～100）。"
  		}
  	},
  	{
  		name: "diggerCircleChance",
  		group: "layout",
  		type: "number",
  		"default": 8,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "circleChance",
  		parent: "digger",
  		en: {
  			text: "Circle Chance",
  			desc: "Weight of a circular room (0 = never). Default 8 (0 to 100)."
  		},
  		ja: {
  			text: "円形の部屋の重み",
  			desc: "円形の部屋の重み（0＝なし）。既定値8（0～100）。"
  		}
  	},
  	{
  		name: "diggerCircleSeq",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "circleSeq",
  		parent: "digger",
  		en: {
  			text: "Circle Seq (%)",
  			desc: "Chance that a circular room leads to another one. Default 0 (0 to 100)."
  		},
  		ja: {
  			text: "円形の連続（%）",
  			desc: "円形の部屋から続けて円形の部屋ができる確率。既定値0（0～100）。"
  		}
  	},
  	{
  		name: "diggerCircleMax",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		key: "circleMax",
  		parent: "digger",
  		en: {
  			text: "Circle Max",
  			desc: "Most circular rooms (0 = no limit). Default 0 (0 to 9999)."
  		},
  		ja: {
  			text: "円形の最大数",
  			desc: "円形の部屋の最大数（0＝無制限）。既定値0（0～9999）。"
  		}
  	},
  	{
  		name: "diggerCircleMinRadius",
  		group: "layout",
  		type: "number",
  		"default": 2,
  		min: 1,
  		max: 20,
  		layout: "digger",
  		key: "circleMinRadius",
  		parent: "digger",
  		en: {
  			text: "Circle Min Radius",
  			desc: "Smallest circle radius in tiles. Default 2 (1 to 20)."
  		},
  		ja: {
  			text: "円の最小半径",
  			desc: "円の最小の半径（タイル数）。既定値2（1～20）。"
  		}
  	},
  	{
  		name: "diggerCircleMaxRadius",
  		group: "layout",
  		type: "number",
  		"default": 5,
  		min: 1,
  		max: 20,
  		layout: "digger",
  		key: "circleMaxRadius",
  		parent: "digger",
  		en: {
  			text: "Circle Max Radius",
  			desc: "Largest circle radius in tiles. Default 5 (1 to 20)."
  		},
  		ja: {
  			text: "円の最大半径",
  			desc: "円の最大の半径（タイル数）。既定値5（1～20）。"
  		}
  	},
  	{
  		name: "diggerEllipseChance",
  		group: "layout",
  		type: "number",
  		"default": 8,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "ellipseChance",
  		parent: "digger",
  		en: {
  			text: "Ellipse Chance",
  			desc: "Weight of an elliptic room (0 = never). Default 8 (0 to 100)."
  		},
  		ja: {
  			text: "楕円の部屋の重み",
  			desc: "楕円形の部屋の重み（0＝なし）。既定値8（0～100）。"
  		}
  	},
  	{
  		name: "diggerEllipseSeq",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "ellipseSeq",
  		parent: "digger",
  		en: {
  			text: "Ellipse Seq (%)",
  			desc: "Chance that an ellipse leads to another one. Default 0 (0 to 100)."
  		},
  		ja: {
  			text: "楕円の連続（%）",
  			desc: "楕円の部屋から続けて楕円の部屋ができる確率。既定値0（0～100）。"
  		}
  	},
  	{
  		name: "diggerEllipseMax",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		key: "ellipseMax",
  		parent: "digger",
  		en: {
  			text: "Ellipse Max",
  			desc: "Most elliptic rooms (0 = no limit). Default 0 (0 to 9999)."
  		},
  		ja: {
  			text: "楕円の最大数",
  			desc: "楕円の部屋の最大数（0＝無制限）。既定値0（0～9999）。"
  		}
  	},
  	{
  		name: "diggerEllipseMinRadius",
  		group: "layout",
  		type: "number",
  		"default": 2,
  		min: 1,
  		max: 20,
  		layout: "digger",
  		key: "ellipseMinRadius",
  		parent: "digger",
  		en: {
  			text: "Ellipse Min Radius",
  			desc: "Smallest half-axis of an ellipse in tiles. Default 2 (1 to 20)."
  		},
  		ja: {
  			text: "楕円の最小半径",
  			desc: "楕円の最小の半径（半軸、タイル数）。既定値2（1～20）。"
  		}
  	},
  	{
  		name: "diggerEllipseMaxRadius",
  		group: "layout",
  		type: "number",
  		"default": 7,
  		min: 1,
  		max: 20,
  		layout: "digger",
  		key: "ellipseMaxRadius",
  		parent: "digger",
  		en: {
  			text: "Ellipse Max Radius",
  			desc: "Largest half-axis of an ellipse in tiles. Default 7 (1 to 20)."
  		},
  		ja: {
  			text: "楕円の最大半径",
  			desc: "楕円の最大の半径（半軸、タイル数）。既定値7（1～20）。"
  		}
  	},
  	{
  		name: "diggerPolygonChance",
  		group: "layout",
  		type: "number",
  		"default": 8,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "polygonChance",
  		parent: "digger",
  		en: {
  			text: "Polygon Chance",
  			desc: "Weight of a polygon room, shaped by joining random points (0 = never). Default 8 (0 to 100)."
  		},
  		ja: {
  			text: "多角形の部屋の重み",
  			desc: "ランダムな点を結んだ多角形の部屋の重み（0＝なし）。既定値8（0～100）。"
  		}
  	},
  	{
  		name: "diggerPolygonSeq",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "polygonSeq",
  		parent: "digger",
  		en: {
  			text: "Polygon Seq (%)",
  			desc: "Chance that a polygon room leads to another one. Default 0 (0 to 100)."
  		},
  		ja: {
  			text: "多角形の連続（%）",
  			desc: "多角形の部屋から続けて多角形の部屋ができる確率。既定値0（0～100）。"
  		}
  	},
  	{
  		name: "diggerPolygonMax",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		key: "polygonMax",
  		parent: "digger",
  		en: {
  			text: "Polygon Max",
  			desc: "Most polygon rooms (0 = no limit). Default 0 (0 to 9999)."
  		},
  		ja: {
  			text: "多角形の最大数",
  			desc: "多角形の部屋の最大数（0＝無制限）。既定値0（0～9999）。"
  		}
  	},
  	{
  		name: "diggerPolygonMinSize",
  		group: "layout",
  		type: "number",
  		"default": 6,
  		min: 3,
  		max: 40,
  		layout: "digger",
  		key: "polygonMinSize",
  		parent: "digger",
  		en: {
  			text: "Polygon Min Size",
  			desc: "Smallest side of the box the polygon's points are drawn in. Default 6 (3 to 40)."
  		},
  		ja: {
  			text: "多角形の最小サイズ",
  			desc: "多角形の点を置く枠の最小の辺（タイル数）。既定値6（3～40）。"
  		}
  	},
  	{
  		name: "diggerPolygonMaxSize",
  		group: "layout",
  		type: "number",
  		"default": 14,
  		min: 3,
  		max: 40,
  		layout: "digger",
  		key: "polygonMaxSize",
  		parent: "digger",
  		en: {
  			text: "Polygon Max Size",
  			desc: "Largest side of that box. Default 14 (3 to 40)."
  		},
  		ja: {
  			text: "多角形の最大サイズ",
  			desc: "その枠の最大の辺（タイル数）。既定値14（3～40）。"
  		}
  	},
  	{
  		name: "diggerTunnelChance",
  		group: "layout",
  		type: "number",
  		"default": 5,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "tunnelChance",
  		parent: "digger",
  		en: {
  			text: "Tunnel Chance",
  			desc: "Weight of a tunnel, a long winding natural passage (0 = never). Default 5 (0 to 100)."
  		},
  		ja: {
  			text: "トンネルの重み",
  			desc: "曲がりくねった自然の長い通路（トンネル）の重み（0＝なし）。既定値5（0～100）。"
  		}
  	},
  	{
  		name: "diggerTunnelSeq",
  		group: "layout",
  		type: "number",
  		"default": 15,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "tunnelSeq",
  		parent: "digger",
  		en: {
  			text: "Tunnel Seq (%)",
  			desc: "Chance that a tunnel leads to another tunnel. Default 15 (0 to 100)."
  		},
  		ja: {
  			text: "トンネルの連続（%）",
  			desc: "トンネルから続けてトンネルができる確率。既定値15（0～100）。"
  		}
  	},
  	{
  		name: "diggerTunnelMax",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		key: "tunnelMax",
  		parent: "digger",
  		en: {
  			text: "Tunnel Max",
  			desc: "Most tunnels (0 = no limit). Default 0 (0 to 9999)."
  		},
  		ja: {
  			text: "トンネルの最大数",
  			desc: "トンネルの最大数（0＝無制限）。既定値0（0～9999）。"
  		}
  	},
  	{
  		name: "diggerTunnelMinLength",
  		group: "layout",
  		type: "number",
  		"default": 6,
  		min: 1,
  		max: 40,
  		layout: "digger",
  		key: "tunnelMinLength",
  		parent: "digger",
  		en: {
  			text: "Tunnel Min Length",
  			desc: "Shortest tunnel, in steps forward. Default 6 (1 to 40)."
  		},
  		ja: {
  			text: "トンネルの最短",
  			desc: "トンネルの最短の長さ（前進の歩数）。既定値6（1～40）。"
  		}
  	},
  	{
  		name: "diggerTunnelMaxLength",
  		group: "layout",
  		type: "number",
  		"default": 16,
  		min: 1,
  		max: 40,
  		layout: "digger",
  		key: "tunnelMaxLength",
  		parent: "digger",
  		en: {
  			text: "Tunnel Max Length",
  			desc: "Longest tunnel, in steps forward. Default 16 (1 to 40)."
  		},
  		ja: {
  			text: "トンネルの最長",
  			desc: "トンネルの最長の長さ（前進の歩数）。既定値16（1～40）。"
  		}
  	},
  	{
  		name: "diggerTunnelCaveChance",
  		group: "layout",
  		type: "number",
  		"default": 40,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "tunnelCaveChance",
  		parent: "digger",
  		en: {
  			text: "Tunnel Cave Chance (%)",
  			desc: "Chance that a tunnel ends in a cave (when caves are on). Default 40 (0 to 100)."
  		},
  		ja: {
  			text: "トンネル先の洞窟（%）",
  			desc: "トンネルの先が洞窟になる確率（洞窟が有効なとき）。既定値40（0～100）。"
  		}
  	},
  	{
  		name: "diggerCaveChance",
  		group: "layout",
  		type: "number",
  		"default": 8,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "caveChance",
  		parent: "digger",
  		en: {
  			text: "Cave Chance",
  			desc: "Weight of a cave, a blob dug by a random walk (0 = never). Default 8 (0 to 100)."
  		},
  		ja: {
  			text: "洞窟の重み",
  			desc: "ランダムウォークで掘る洞窟の重み（0＝なし）。既定値8（0～100）。"
  		}
  	},
  	{
  		name: "diggerCaveSeq",
  		group: "layout",
  		type: "number",
  		"default": 25,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "caveSeq",
  		parent: "digger",
  		en: {
  			text: "Cave Seq (%)",
  			desc: "Chance that a cave leads to another cave. Default 25 (0 to 100)."
  		},
  		ja: {
  			text: "洞窟の連続（%）",
  			desc: "洞窟から続けて洞窟ができる確率。既定値25（0～100）。"
  		}
  	},
  	{
  		name: "diggerCaveMax",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		key: "caveMax",
  		parent: "digger",
  		en: {
  			text: "Cave Max",
  			desc: "Most caves (0 = no limit). Default 0 (0 to 9999)."
  		},
  		ja: {
  			text: "洞窟の最大数",
  			desc: "洞窟の最大数（0＝無制限）。既定値0（0～9999）。"
  		}
  	},
  	{
  		name: "diggerCaveMinSize",
  		group: "layout",
  		type: "number",
  		"default": 25,
  		min: 1,
  		max: 400,
  		layout: "digger",
  		key: "caveMinSize",
  		parent: "digger",
  		en: {
  			text: "Cave Min Size",
  			desc: "Fewest tiles a cave digs. Default 25 (1 to 400)."
  		},
  		ja: {
  			text: "洞窟の最小サイズ",
  			desc: "洞窟が掘る最小のタイル数。既定値25（1～400）。"
  		}
  	},
  	{
  		name: "diggerCaveMaxSize",
  		group: "layout",
  		type: "number",
  		"default": 90,
  		min: 1,
  		max: 400,
  		layout: "digger",
  		key: "caveMaxSize",
  		parent: "digger",
  		en: {
  			text: "Cave Max Size",
  			desc: "Most tiles a cave digs. Default 90 (1 to 400)."
  		},
  		ja: {
  			text: "洞窟の最大サイズ",
  			desc: "洞窟が掘る最大のタイル数。既定値90（1～400）。"
  		}
  	},
  	{
  		name: "diggerVaultChance",
  		group: "layout",
  		type: "number",
  		"default": 10,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "vaultChance",
  		parent: "digger",
  		en: {
  			text: "Vault Chance",
  			desc: "Weight of a vault, a shape you drew (see Vault Map and <Dungeon Vaults>; 0 = never). Default 10 (0 to 100)."
  		},
  		ja: {
  			text: "ヴォールトの重み",
  			desc: "自作の形（ヴォールト）の重み（ヴォールトマップと<Dungeon Vaults>参照、0＝なし）。既定値10（0～100）。"
  		}
  	},
  	{
  		name: "diggerVaultSeq",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "vaultSeq",
  		parent: "digger",
  		en: {
  			text: "Vault Seq (%)",
  			desc: "Chance that a vault's connection leads to another vault. Default 0 (0 to 100)."
  		},
  		ja: {
  			text: "ヴォールトの連続（%）",
  			desc: "ヴォールトの接続点から続けてヴォールトができる確率。既定値0（0～100）。"
  		}
  	},
  	{
  		name: "diggerVaultMax",
  		group: "layout",
  		type: "number",
  		"default": 2,
  		min: 0,
  		max: 9999,
  		layout: "digger",
  		key: "vaultMax",
  		parent: "digger",
  		en: {
  			text: "Vault Max",
  			desc: "Most vaults (0 = no limit). Default 2 (0 to 9999)."
  		},
  		ja: {
  			text: "ヴォールトの最大数",
  			desc: "ヴォールトの最大数（0＝無制限）。既定値2（0～9999）。"
  		}
  	},
  	{
  		name: "diggerRemoveDeadEnds",
  		group: "layout",
  		type: "number",
  		"default": 1,
  		min: 0,
  		max: 1,
  		layout: "digger",
  		key: "removeDeadEnds",
  		parent: "digger",
  		en: {
  			text: "Remove Dead Ends",
  			desc: "1: trim corridors that lead nowhere; 0: keep them. Default 1 (0 to 1)."
  		},
  		ja: {
  			text: "行き止まりを削る",
  			desc: "1：どこにも通じない通路を削る、0：残す。既定値1（0～1）。"
  		}
  	},
  	{
  		name: "diggerLoopMinDetour",
  		group: "layout",
  		type: "number",
  		"default": 6,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "loopMinDetour",
  		parent: "digger",
  		en: {
  			text: "Loop Min Detour",
  			desc: "Two areas a short passage apart are joined when the way round between them crosses at least this many doorways (0 = no extra connections). Default 6 (0 to 100)."
  		},
  		ja: {
  			text: "ループの最小迂回",
  			desc: "近いのに遠回りが必要な二つの場所を、その遠回りがこの数以上の出入口を通るとき短い通路でつなぎます（0＝追加の接続なし）。既定値6（0～100）。"
  		}
  	},
  	{
  		name: "diggerDoorChance",
  		group: "layout",
  		type: "number",
  		"default": 40,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "doorChance",
  		parent: "digger",
  		en: {
  			text: "Door Chance (%)",
  			desc: "Chance that a doorway is marked as a door (for the content features to come; today it is floor). Default 40 (0 to 100)."
  		},
  		ja: {
  			text: "扉の確率（%）",
  			desc: "出入口が扉として記録される確率（今後の機能用、今は床）。既定値40（0～100）。"
  		}
  	},
  	{
  		name: "diggerSecretDoorChance",
  		group: "layout",
  		type: "number",
  		"default": 5,
  		min: 0,
  		max: 100,
  		layout: "digger",
  		key: "secretDoorChance",
  		parent: "digger",
  		en: {
  			text: "Secret Door Chance (%)",
  			desc: "Chance that a doorway is marked as a secret door (today it is floor). Default 5 (0 to 100)."
  		},
  		ja: {
  			text: "隠し扉の確率（%）",
  			desc: "出入口が隠し扉として記録される確率（今は床）。既定値5（0～100）。"
  		}
  	},
  	{
  		name: "maze",
  		group: "heading",
  		en: {
  			text: "Maze",
  			desc: "Options of the maze layout (<Dungeon Layout: maze>): a perfect maze with wide paths, optionally with loops and rooms."
  		},
  		ja: {
  			text: "迷路",
  			desc: "迷路配置（<Dungeon Layout: maze>）の設定：幅の広い通路の完全迷路。ループや部屋も追加できます。"
  		}
  	},
  	{
  		name: "mazeBorder",
  		group: "layout",
  		type: "number",
  		"default": 1,
  		min: 1,
  		max: 32,
  		layout: "maze",
  		key: "border",
  		parent: "maze",
  		en: {
  			text: "Border",
  			desc: "Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32)."
  		},
  		ja: {
  			text: "余白",
  			desc: "マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。"
  		}
  	},
  	{
  		name: "mazeMazePathWidth",
  		group: "layout",
  		type: "number",
  		"default": 3,
  		min: 1,
  		max: 9,
  		layout: "maze",
  		key: "mazePathWidth",
  		parent: "maze",
  		en: {
  			text: "Maze Path Width",
  			desc: "Width of a maze path in tiles (3 leaves room to walk). Default 3 (1 to 9)."
  		},
  		ja: {
  			text: "迷路の通路の幅",
  			desc: "迷路の通路の幅（タイル数、3で歩きやすい）。既定値3（1～9）。"
  		}
  	},
  	{
  		name: "mazeMazeWallWidth",
  		group: "layout",
  		type: "number",
  		"default": 1,
  		min: 1,
  		max: 9,
  		layout: "maze",
  		key: "mazeWallWidth",
  		parent: "maze",
  		en: {
  			text: "Maze Wall Width",
  			desc: "Columns of wall between two paths side by side (walls between rows are at least Wall Height + 1 rows). Default 1 (1 to 9)."
  		},
  		ja: {
  			text: "迷路の壁の厚さ",
  			desc: "横に並ぶ通路の間の壁の列数（上下の通路の間は少なくとも壁の高さ＋1行）。既定値1（1～9）。"
  		}
  	},
  	{
  		name: "mazeMazeStraightChance",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 100,
  		layout: "maze",
  		key: "mazeStraightChance",
  		parent: "maze",
  		en: {
  			text: "Maze Straight Chance (%)",
  			desc: "Chance that the carving keeps its direction (longer straight runs). Default 0 (0 to 100)."
  		},
  		ja: {
  			text: "迷路の直進（%）",
  			desc: "掘り進む向きを保つ確率（長い直線が増えます）。既定値0（0～100）。"
  		}
  	},
  	{
  		name: "mazeMazeBraidChance",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 100,
  		layout: "maze",
  		key: "mazeBraidChance",
  		parent: "maze",
  		en: {
  			text: "Maze Braid Chance (%)",
  			desc: "Share of dead ends knocked through into a neighbour (loops instead of dead ends). Default 0 (0 to 100)."
  		},
  		ja: {
  			text: "迷路のループ（%）",
  			desc: "行き止まりのうち隣へ貫通させる割合（行き止まりの代わりにループ）。既定値0（0～100）。"
  		}
  	},
  	{
  		name: "mazeMazeRoomCount",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 999,
  		layout: "maze",
  		key: "mazeRoomCount",
  		parent: "maze",
  		en: {
  			text: "Maze Room Count",
  			desc: "Rooms carved over the maze (fewer when they do not fit). Default 0 (0 to 999)."
  		},
  		ja: {
  			text: "迷路の部屋の数",
  			desc: "迷路に作る部屋の数（入らなければ少なくなります）。既定値0（0～999）。"
  		}
  	},
  	{
  		name: "mazeMazeRoomMinSize",
  		group: "layout",
  		type: "number",
  		"default": 2,
  		min: 1,
  		max: 16,
  		layout: "maze",
  		key: "mazeRoomMinSize",
  		parent: "maze",
  		en: {
  			text: "Maze Room Min Size",
  			desc: "Smallest room side, in maze cells. Default 2 (1 to 16)."
  		},
  		ja: {
  			text: "迷路の部屋の最小",
  			desc: "部屋の最小の辺（迷路のマス数）。既定値2（1～16）。"
  		}
  	},
  	{
  		name: "mazeMazeRoomMaxSize",
  		group: "layout",
  		type: "number",
  		"default": 3,
  		min: 1,
  		max: 16,
  		layout: "maze",
  		key: "mazeRoomMaxSize",
  		parent: "maze",
  		en: {
  			text: "Maze Room Max Size",
  			desc: "Largest room side, in maze cells. Default 3 (1 to 16)."
  		},
  		ja: {
  			text: "迷路の部屋の最大",
  			desc: "部屋の最大の辺（迷路のマス数）。既定値3（1～16）。"
  		}
  	},
  	{
  		name: "rooms",
  		group: "heading",
  		en: {
  			text: "Rooms",
  			desc: "Options of the room chain layout (<Dungeon Layout: rooms>): small rooms joined by one-tile doorways, each room built from a side of the one before."
  		},
  		ja: {
  			text: "部屋の連鎖",
  			desc: "部屋の連鎖配置（<Dungeon Layout: rooms>）の設定：前の部屋の側面から次の部屋を作り、幅1の出入口でつなぎます。"
  		}
  	},
  	{
  		name: "roomsBorder",
  		group: "layout",
  		type: "number",
  		"default": 1,
  		min: 1,
  		max: 32,
  		layout: "rooms",
  		key: "border",
  		parent: "rooms",
  		en: {
  			text: "Border",
  			desc: "Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32)."
  		},
  		ja: {
  			text: "余白",
  			desc: "マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。"
  		}
  	},
  	{
  		name: "roomsRoomMinWidth",
  		group: "layout",
  		type: "number",
  		"default": 3,
  		min: 3,
  		max: 40,
  		layout: "rooms",
  		key: "roomMinWidth",
  		parent: "rooms",
  		en: {
  			text: "Room Min Width",
  			desc: "Smallest room width in tiles (at least 3, so a door never sits on a corner). Default 3 (3 to 40)."
  		},
  		ja: {
  			text: "部屋の最小幅",
  			desc: "部屋の最小の幅（3以上、扉が角に来ないように）。既定値3（3～40）。"
  		}
  	},
  	{
  		name: "roomsRoomMaxWidth",
  		group: "layout",
  		type: "number",
  		"default": 7,
  		min: 3,
  		max: 40,
  		layout: "rooms",
  		key: "roomMaxWidth",
  		parent: "rooms",
  		en: {
  			text: "Room Max Width",
  			desc: "Largest room width in tiles. Default 7 (3 to 40)."
  		},
  		ja: {
  			text: "部屋の最大幅",
  			desc: "部屋の最大の幅（タイル数）。既定値7（3～40）。"
  		}
  	},
  	{
  		name: "roomsRoomMinHeight",
  		group: "layout",
  		type: "number",
  		"default": 3,
  		min: 3,
  		max: 40,
  		layout: "rooms",
  		key: "roomMinHeight",
  		parent: "rooms",
  		en: {
  			text: "Room Min Height",
  			desc: "Smallest room height in tiles (at least 3). Default 3 (3 to 40)."
  		},
  		ja: {
  			text: "部屋の最小高さ",
  			desc: "部屋の最小の高さ（3以上）。既定値3（3～40）。"
  		}
  	},
  	{
  		name: "roomsRoomMaxHeight",
  		group: "layout",
  		type: "number",
  		"default": 7,
  		min: 3,
  		max: 40,
  		layout: "rooms",
  		key: "roomMaxHeight",
  		parent: "rooms",
  		en: {
  			text: "Room Max Height",
  			desc: "Largest room height in tiles. Default 7 (3 to 40)."
  		},
  		ja: {
  			text: "部屋の最大高さ",
  			desc: "部屋の最大の高さ（タイル数）。既定値7（3～40）。"
  		}
  	},
  	{
  		name: "roomsRoomMax",
  		group: "layout",
  		type: "number",
  		"default": 0,
  		min: 0,
  		max: 9999,
  		layout: "rooms",
  		key: "roomMax",
  		parent: "rooms",
  		en: {
  			text: "Room Max",
  			desc: "Most rooms in the chain (0 = until no room fits). Default 0 (0 to 9999)."
  		},
  		ja: {
  			text: "部屋の最大数",
  			desc: "連鎖する部屋の最大数（0＝入らなくなるまで）。既定値0（0～9999）。"
  		}
  	},
  	{
  		name: "roomsLoopChance",
  		group: "layout",
  		type: "number",
  		"default": 20,
  		min: 0,
  		max: 100,
  		layout: "rooms",
  		key: "loopChance",
  		parent: "rooms",
  		en: {
  			text: "Loop Chance (%)",
  			desc: "Chance that two rooms side by side, not yet joined, get an extra door (a loop). Default 20 (0 to 100)."
  		},
  		ja: {
  			text: "ループの確率（%）",
  			desc: "隣り合うがつながっていない二部屋に追加の出入口（ループ）を作る確率。既定値20（0～100）。"
  		}
  	},
  	{
  		name: "nodes",
  		group: "heading",
  		en: {
  			text: "Nodes",
  			desc: "Options of the node layout (<Dungeon Layout: nodes>): a grid of square tiles, each a corridor piece or a room with exits that always meet."
  		},
  		ja: {
  			text: "ノード",
  			desc: "ノード配置（<Dungeon Layout: nodes>）の設定：正方形のタイルを並べ、それぞれが出口の合う通路か部屋になります。"
  		}
  	},
  	{
  		name: "nodesBorder",
  		group: "layout",
  		type: "number",
  		"default": 1,
  		min: 1,
  		max: 32,
  		layout: "nodes",
  		key: "border",
  		parent: "nodes",
  		en: {
  			text: "Border",
  			desc: "Empty tiles kept on every side of the map (the top keeps at least Wall Height rows). Default 1 (1 to 32)."
  		},
  		ja: {
  			text: "余白",
  			desc: "マップの四辺に残す空白のタイル数（上は少なくとも壁の高さ分）。既定値1（1～32）。"
  		}
  	},
  	{
  		name: "nodesNodeSize",
  		group: "layout",
  		type: "number",
  		"default": 7,
  		min: 3,
  		max: 32,
  		layout: "nodes",
  		key: "nodeSize",
  		parent: "nodes",
  		en: {
  			text: "Node Size",
  			desc: "Side of a node tile in map tiles (at least Wall Height + 2). Default 7 (3 to 32)."
  		},
  		ja: {
  			text: "ノードの大きさ",
  			desc: "ノード一つの辺（マップのタイル数、壁の高さ＋2以上）。既定値7（3～32）。"
  		}
  	},
  	{
  		name: "nodesNodeCount",
  		group: "layout",
  		type: "number",
  		"default": 30,
  		min: 1,
  		max: 9999,
  		layout: "nodes",
  		key: "nodeCount",
  		parent: "nodes",
  		en: {
  			text: "Node Count",
  			desc: "Node tiles to place before the open exits are closed (the dungeon ends a little bigger). Default 30 (1 to 9999)."
  		},
  		ja: {
  			text: "ノードの数",
  			desc: "開いた出口を閉じる前に置くノードの数（最終的には少し多くなります）。既定値30（1～9999）。"
  		}
  	},
  	{
  		name: "nodesCorridorWidth",
  		group: "layout",
  		type: "number",
  		"default": 3,
  		min: 1,
  		max: 29,
  		layout: "nodes",
  		key: "corridorWidth",
  		parent: "nodes",
  		en: {
  			text: "Corridor Width",
  			desc: "Corridor thickness in tiles (at most Node Size − Wall Height − 1). Default 3 (1 to 29)."
  		},
  		ja: {
  			text: "通路の幅",
  			desc: "通路の太さ（ノードの大きさ−壁の高さ−1まで）。既定値3（1～29）。"
  		}
  	},
  	{
  		name: "nodesRoomChance",
  		group: "layout",
  		type: "number",
  		"default": 30,
  		min: 0,
  		max: 100,
  		layout: "nodes",
  		key: "roomChance",
  		parent: "nodes",
  		en: {
  			text: "Room Chance (%)",
  			desc: "Chance that a node tile becomes a room with the same exits. Default 30 (0 to 100)."
  		},
  		ja: {
  			text: "部屋の確率（%）",
  			desc: "ノードが同じ出口を持つ部屋になる確率。既定値30（0～100）。"
  		}
  	}
  ];

  var crawlers = [
  ];

  var content = [
  ];

  var runs = [
  ];

  var fog = [
  ];

  var decor = [
  ];

  /**
   * Every plugin parameter, in the Plugin Manager's order: parameters.json, then each feature's
   * parts/NAME.parameters.json in the order of meta.json's "parts" (build-header.js reads the
   * same files). Code and tests read the table from here, never one file alone.
   */
  const PARAMETER_TABLE = [...base, ...crawlers, ...content, ...runs, ...fog, ...decor];

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

  var _a;
  const TABLE = PARAMETER_TABLE;
  const NUMBER_TYPES = new Set(["number", "variable", "switch"]);
  const PARAMETERS = TABLE.filter((entry) => { var _a; return NUMBER_TYPES.has((_a = entry.type) !== null && _a !== void 0 ? _a : ""); });
  /** Choices and texts, the Layout choice excepted (it has rules of its own). */
  const WORD_PARAMETERS = TABLE.filter((entry) => (entry.type === "select" || entry.type === "text") && entry.name !== "layout");
  /** The name of the Layout parameter (the value of `parameters.layout`). */
  const LAYOUT_PARAMETER = "layout";
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
      return isRecord$1(map.meta) ? map.meta : extractNoteMeta(map.note);
  }
  function isRecord$1(value) {
      return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  /** Case and punctuation do not matter in tag names: "Dungeon Room Chance" = "dungeonroomchance". */
  function normalizeTagName(name) {
      return name.toLowerCase().replace(/[^a-z0-9]/g, "");
  }
  /** True when the parameter is used by that layout (shared parameters by every layout). */
  function belongsTo(spec, layout) {
      return spec.layout === undefined || spec.layout === layout;
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
      const known = ((_a = spec.options) !== null && _a !== void 0 ? _a : []).map((option) => option.value).join(", ");
      return `${where} = ${shown} is not one of ${known}; using ${fallback}`;
  }
  function toDungeonSettings(values, layoutName) {
      var _a;
      const layout = {};
      for (const spec of PARAMETERS)
          if (spec.group === "layout" && belongsTo(spec, layoutName))
              layout[(_a = spec.key) !== null && _a !== void 0 ? _a : spec.name] = values[spec.name];
      const number = (name) => values[name];
      return {
          layout,
          layoutName,
          paint: {
              tiles: { voidTile: number("voidTile"), floorTile: number("floorTile"), wallTile: number("wallTile") },
              roomRegion: number("roomRegion"),
              corridorRegion: number("corridorRegion"),
          },
          vaults: { mapId: number("vaultMap"), connectionRegion: number("vaultRegion") },
          values: Object.freeze({ ...values, [LAYOUT_PARAMETER]: layoutName }),
      };
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
      const source = isRecord$1(raw) ? raw : {};
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
      if (!isRecord$1(meta))
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
  /** The plugin's values with this map's note tags applied, grouped for the core and the painter. */
  function mapSettings(plugin, given, warn) {
      const values = { ...plugin };
      const meta = isRecord$1(given) ? given : {};
      const tagValue = dungeonTagValue(meta);
      if (typeof tagValue === "string" && tagValue.trim() !== "") {
          warn(`<Dungeon> takes no value; ignoring "${tagValue.trim()}" (per-map settings are tags like <Dungeon Room Chance: 50>)`);
      }
      const layout = mapLayout(plugin, meta, warn);
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
          const value = parseWholeNumber(meta[key], spec);
          if (value === null)
              warn(describeProblem(`note tag <${key}>`, meta[key], spec, values[spec.name]));
          else
              values[spec.name] = value;
      }
      return toDungeonSettings(values, layout);
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

  /** The global the vault map is read into (DataManager.loadDataFile sets window[name]). */
  const VAULT_MAP_GLOBAL = "$dataRandomDungeonsVaultMap";
  function mapFileName(mapId) {
      return `Map${String(mapId).padStart(3, "0")}.json`;
  }
  /**
   * The vault map a freshly loaded digger dungeon needs and this session has not read yet (0 when
   * none): it must be read before the dungeon is made, or the same seed would give another layout
   * once it arrived. A map id the project does not have is warned about (when the dungeon is made).
   */
  function missingVaultMap(engine, parameters, mapId, map, vaultMaps, log) {
      const meta = mapNoteMeta(map);
      if (!isDungeonMap(meta))
          return 0;
      const settings = mapSettings(parameters, meta, () => { }); // the warnings come when the dungeon is made
      const vaultMapId = settings.vaults.mapId;
      if (settings.layoutName !== "digger" || vaultMapId <= 0 || settings.layout.vaultChance <= 0 || vaultMaps.has(vaultMapId))
          return 0;
      if (!vaultMapExists(engine, vaultMapId))
          return 0;
      if (typeof engine.DataManager.loadDataFile !== "function") {
          log.warn(`Map ${mapId}: the engine has no DataManager.loadDataFile to read vault map ${vaultMapId}; no vaults from it`);
          return 0;
      }
      return vaultMapId;
  }
  /** False only when the editor's map list is there and has no such map. */
  function vaultMapExists(engine, vaultMapId) {
      const infos = engine.$dataMapInfos;
      return !Array.isArray(infos) || isObject(infos[vaultMapId]);
  }
  /** The digger's vaults for this map: ASCII vaults in its note, then the shapes painted on the vault map. */
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
          if (settings.layout.vaultChance > 0)
              warn(`vault map ${mapId} could not be read; no vaults from it`);
          return written.prefabs;
      }
      return [...written.prefabs, ...paintedVaults(vaultMap, mapId, engine.$dataTilesets, connectionRegion, warn)];
  }
  /** Tile ids from the first A3 tile to the end of A4: building and dungeon walls and their tops. */
  const WALL_AUTOTILES = { first: 4352, end: 8192 };
  /**
   * The vaults painted on a vault map: each 4-connected group of painted tiles (any of layers 0–3
   * not empty) is one vault. A tile is floor when its top non-star tile lets the player pass at least
   * one way and is not an A3/A4 wall or ceiling autotile; every other painted tile is wall. Floor
   * tiles on the edge of the group's box with region `connectionRegion` are its connections.
   */
  function paintedVaults(vaultMap, vaultMapId, tilesets, connectionRegion, warn) {
      const map = vaultMap;
      const unusable = unusableMapReason(map);
      if (unusable) {
          warn(`vault map ${vaultMapId}: ${unusable}; no vaults from it`);
          return [];
      }
      const { width, height, data } = map;
      const tileset = Array.isArray(tilesets) ? tilesets[map.tilesetId] : undefined;
      const flags = isObject(tileset) && Array.isArray(tileset.flags) ? tileset.flags : null;
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
          const prefab = groupPrefab(group, kinds, data, area, width, vaultMapId, connectionRegion);
          if (typeof prefab === "string")
              warn(prefab);
          else
              prefabs.push(prefab);
      }
      return prefabs;
  }
  /** Void for an unpainted tile, else Room (floor) or Wall, as paintedVaults describes. */
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
  /** The painted tiles 4-connected to `start` (marked in `seen`), by breadth-first search. */
  function paintedGroup(kinds, seen, width, height, start) {
      const queue = new Int32Array(kinds.length);
      let head = 0;
      let tail = 0;
      queue[tail++] = start;
      seen[start] = 1;
      while (head < tail) {
          const tile = queue[head++];
          const x = tile % width;
          const visit = (next) => {
              if (!seen[next] && kinds[next] !== TileKind.Void) {
                  seen[next] = 1;
                  queue[tail++] = next;
              }
          };
          if (x > 0)
              visit(tile - 1);
          if (x < width - 1)
              visit(tile + 1);
          if (tile >= width)
              visit(tile - width);
          if (tile + width < width * height)
              visit(tile + width);
      }
      return queue.subarray(0, tail);
  }
  /** One painted group as a prefab in its bounding box, or the reason it is skipped. */
  function groupPrefab(group, kinds, data, area, width, vaultMapId, region) {
      let left = Infinity;
      let top = Infinity;
      let right = -1;
      let bottom = -1;
      for (const tile of group) {
          const x = tile % width;
          const y = (tile - x) / width;
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
      }
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
  /** Writes each event's dungeon position into $dataMap.events, which Game_Map.setup reads. */
  function placeEvents(map, eventIds, dungeon, warn) {
      const { tiles, relaxations } = dungeon.placements;
      const width = dungeon.width;
      const stackable = Array.from(tiles.subarray(1)).filter((tile) => tile >= 0);
      // A layout without rooms (a maze without rooms) has only corridors to offer: no warning for using them.
      const corridorsOnly = !dungeon.grid.kinds.includes(TileKind.Room);
      eventIds.forEach((eventId, index) => {
          const event = map.events[eventId];
          let tile = tiles[index + 1];
          const relaxation = relaxations[index + 1];
          const name = `event ${eventId} ${showValue(event.name)}`;
          if (tile < 0) {
              // Every floor tile is taken: share an event's tile (or the arrival's) rather than stay in the void.
              tile = stackable.length > 0 ? stackable[index % stackable.length] : dungeon.arrival;
              warn(`${name}: no free floor left (${eventIds.length} events on a small map); it shares a tile with another event`);
          }
          else if (relaxation !== Relaxation.None && !(corridorsOnly && relaxation <= Relaxation.OnCorridor)) {
              warn(`${name}: not enough room floor for the spacing rules; placed ${RELAXATION_NAMES[relaxation]}`);
          }
          event.x = tile % width;
          event.y = Math.floor(tile / width);
      });
  }
  /** A save without a usable seed: its live events stood on a layout that is gone, so move them. */
  function relocateLiveEvents(engine, map, eventIds) {
      if (engine.$gamePlayer.isTransferring())
          return; // setup will rebuild them from $dataMap
      const placed = new Set(eventIds);
      for (const event of engine.$gameMap.events()) {
          const id = event.eventId();
          if (placed.has(id))
              event.locate(map.events[id].x, map.events[id].y);
      }
  }

  /**
   * The seed of each dungeon map, kept in $gameSystem so it travels inside save files.
   *
   * The engine re-reads the map JSON after the menu, a battle, a load and a same-map transfer,
   * while events and the player keep their live positions (docs/engine-facts.md). The layout is
   * therefore a pure function of the stored seed, and a new seed is drawn only on a real entry.
   *
   * Saves are files a player (or a save editor, or another plugin) can change: whatever is found in
   * them is checked, and anything unusable is replaced with a warning, never trusted or thrown on.
   */
  /** Seeds are 32-bit unsigned, the generator's whole range. */
  const MAX_SEED = 0xffffffff;
  function isRecord(value) {
      return typeof value === "object" && value !== null && !Array.isArray(value);
  }
  function isValidSeed(seed) {
      return typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed <= MAX_SEED;
  }
  /**
   * The memory on $gameSystem, created on first use (saves from before the plugin have none) and
   * repaired when a save holds something else there; other fields of a valid memory are kept.
   */
  function dungeonMemory(gameSystem, warn) {
      const memory = gameSystem._randomDungeons;
      if (isRecord(memory)) {
          if (isRecord(memory.seeds))
              return memory;
          warn === null || warn === void 0 ? void 0 : warn(`the saved seeds ($gameSystem._randomDungeons.seeds = ${showValue(memory.seeds)}) are not a table of seeds; every dungeon map gets a new dungeon`);
          memory.seeds = {};
          return memory;
      }
      if (memory !== undefined) {
          warn === null || warn === void 0 ? void 0 : warn(`the saved dungeon memory ($gameSystem._randomDungeons = ${showValue(memory)}) is not valid; every dungeon map gets a new dungeon`);
      }
      const fresh = { seeds: {} };
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
  /** A fresh 32-bit seed. Only the engine side draws from Math.random; the core never does. */
  function drawSeed() {
      return Math.floor(Math.random() * (MAX_SEED + 1)) >>> 0;
  }

  /**
   * Which seed a dungeon map gets when it loads: a new one on a real entry, else the stored one.
   */
  /** A new seed on entry; else the stored one — a new one only if it is missing or unusable (then `recovering`). */
  function dungeonSeed(gameSystem, mapId, reason, warn) {
      const stored = reason === "entry" ? undefined : storedSeed(gameSystem, mapId, warn);
      if (stored !== undefined)
          return { seed: stored, recovering: false };
      const seed = drawSeed();
      storeSeed(gameSystem, mapId, seed, warn);
      return { seed, recovering: reason !== "entry" }; // e.g. a save from before the plugin
  }

  function loadReason(engine, mapId) {
      const player = engine.$gamePlayer;
      if (!player.isTransferring() || player.newMapId() !== mapId)
          return "return";
      return engine.$gameMap.mapId() === mapId ? "within" : "entry";
  }
  function installHooks(engine, parameters, log) {
      const dataManager = engine.DataManager;
      const vaultMaps = new Map();
      const listeners = [];
      let loadingMapId = 0;
      /** A dungeon map whose vault map is being read: its onLoad resumes when that file arrives. */
      let waiting = null;
      // Aliases pass `arguments` through whole, so parameters other plugins add still arrive.
      const loadMapData = dataManager.loadMapData;
      dataManager.loadMapData = function (mapId) {
          loadingMapId = mapId;
          return loadMapData.apply(this, arguments);
      };
      const prepare = (mapId) => {
          try {
              prepareDungeonMap(engine, parameters, mapId, log, vaultMaps, listeners);
          }
          catch (error) {
              // Never let our failure reach the engine's error screen: the map stays playable as authored.
              log.warn(`Map ${mapId}: left as authored after an unexpected error: ${describeError(error)}`);
          }
      };
      const onLoad = dataManager.onLoad;
      dataManager.onLoad = function (object) {
          // Before the chain: what the engine and the plugins above us do to the map lands on our dungeon.
          if (loadingMapId > 0 && object === engine.$dataMap && isObject(object)) {
              const mapId = loadingMapId;
              loadingMapId = 0;
              const vaultMapId = missingVaultMap(engine, parameters, mapId, object, vaultMaps, log);
              if (vaultMapId > 0) {
                  // Scene_Map waits while $dataMap is null; the map is handed back when the vault map is in.
                  waiting = { mapId, vaultMapId, map: object, self: this, args: arguments };
                  engine.$dataMap = null;
                  dataManager.loadDataFile(VAULT_MAP_GLOBAL, mapFileName(vaultMapId));
                  return;
              }
              prepare(mapId);
          }
          else if (waiting && isObject(object) && object === engine[VAULT_MAP_GLOBAL]) {
              const resumed = waiting;
              waiting = null;
              vaultMaps.set(resumed.vaultMapId, object);
              onLoad.apply(this, arguments); // the engine reads the vault map's notes as for any file
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
  function prepareDungeonMap(engine, parameters, mapId, log, vaultMaps = new Map(), listeners = []) {
      var _a;
      const map = engine.$dataMap;
      if (!isObject(map))
          return null;
      const meta = mapNoteMeta(map);
      if (!isDungeonMap(meta))
          return null;
      const warn = (message) => log.warn(`Map ${mapId}: ${message}`);
      const unusable = (_a = unusableMapReason(map)) !== null && _a !== void 0 ? _a : (engine.$gameSystem ? null : "no game is running ($gameSystem is not set up)");
      if (unusable) {
          warn(`${unusable}; the map is left as authored`);
          return null;
      }
      const local = mapSettings(parameters, meta, warn);
      const eventIds = fileEventIds(map.events);
      const reason = loadReason(engine, mapId);
      const { seed, recovering } = dungeonSeed(engine.$gameSystem, mapId, reason, warn);
      const prefabs = local.layoutName === "digger" ? dungeonVaults(engine, map, local, vaultMaps, warn) : [];
      const request = { layout: local.layoutName, ...local.layout, eventCount: eventIds.length, prefabs };
      const result = generateDungeon(map.width, map.height, request, seed);
      result.problems.forEach(warn);
      if (!result.ok) {
          warn(`${result.reason}; the map is left as authored`);
          return null;
      }
      for (const vault of unplaceablePrefabs(prefabs, map.width, map.height, result.dungeon.options)) {
          warn(`vault "${vault.name}" cannot be placed on this map: ${vault.reason}; it is skipped`);
      }
      const tiles = chooseTiles(map, engine.$dataTilesets, local.paint.tiles, warn);
      if (!tiles)
          return null;
      const dungeon = result.dungeon;
      paintDungeon(map.data, dungeon, { ...local.paint, tiles });
      placeEvents(map, eventIds, dungeon, warn);
      placePlayer(engine, dungeon, reason, recovering);
      if (recovering)
          relocateLiveEvents(engine, map, eventIds);
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
   * RandomDungeons for RPG Maker MZ — the plugin's entry point: read the parameters, install the
   * engine hooks. Everything that knows the engine lives in src/mz; the generator in src/core.
   */
  const log = createConsoleLogger();
  const parameters = parsePluginParameters(PluginManager.parameters(PLUGIN_NAME), log.warn);
  installHooks(globalThis, parameters, log);

})();
