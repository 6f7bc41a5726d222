/** The pure core: everything here runs the same in Node, the browser and the game. */
export * from "./grid";
export * from "./random";
export * from "./options";
export * from "./walls";
export * from "./placement";
export * from "./layout/cells";
export * from "./layout/contract";
export * from "./layout/index";
export * from "./areas";
export * from "./prefab";
export * from "./set-piece";
export * from "./generate";
export * from "./render-text";
export * from "./metrics";
