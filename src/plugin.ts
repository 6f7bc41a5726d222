/** Plugin entry: read parameters, install the engine hooks. */
export {};
