/**
 * Every plugin parameter, in the Plugin Manager's order: parameters.json, then each feature's
 * parts/NAME.parameters.json in the order of meta.json's "parts" (build-header.js reads the
 * same files). Code and tests read the table from here, never one file alone.
 */
import base from "./parameters.json";
import crawlers from "./parts/crawlers.parameters.json";
import content from "./parts/content.parameters.json";
import runs from "./parts/runs.parameters.json";
import fog from "./parts/fog.parameters.json";
import decor from "./parts/decor.parameters.json";

export const PARAMETER_TABLE: readonly unknown[] = [...base, ...crawlers, ...content, ...runs, ...fog, ...decor];
