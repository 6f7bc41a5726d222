/**
 * RandomDungeons for RPG Maker MZ — the plugin's entry point: read the parameters, install the
 * engine hooks and the runs' plugin commands. Everything that knows the engine lives in src/mz;
 * the generator in src/core.
 */
import { installHooks } from "./mz/hooks";
import type { Engine } from "./mz/engine";
import { PLUGIN_NAME, createConsoleLogger } from "./mz/log";
import { parsePluginParameters } from "./mz/settings";
import { RunHost, installRuns } from "./mz/commands";
import { FogEngine, installFog } from "./mz/fog";

declare const PluginManager: { parameters(name: string): Record<string, string> };

const log = createConsoleLogger();
const parameters = parsePluginParameters(PluginManager.parameters(PLUGIN_NAME), log.warn);
const hooks = installHooks(globalThis as unknown as Engine, parameters, log);
installRuns(globalThis as unknown as RunHost, parameters, log, hooks);
installFog(globalThis as unknown as FogEngine, parameters, hooks, log);
