/** `npm run preview:web -- [--port 8377] [--host 127.0.0.1]`: serves the web preview and prints its URL. */
import { ArgumentError, FlagSpecs, describeFlags, parseFlags } from "../lib/args";
import { startPreviewServer } from "./server";

const SERVE_FLAGS: FlagSpecs = {
  port: { kind: "integer", help: "port to listen on, 0 for any free one (default 8377)" },
  host: { kind: "text", help: "address to listen on (default 127.0.0.1, this machine only)" },
  help: { kind: "switch", help: "show this help" },
};

async function main(argv: readonly string[]): Promise<number> {
  const flags = parseFlags(argv, SERVE_FLAGS);
  if (flags.isOn("help")) {
    console.log(`usage: npm run preview:web -- [flags]\n${describeFlags(SERVE_FLAGS)}`);
    return 0;
  }
  const server = await startPreviewServer(flags.text("host", "127.0.0.1"), flags.integer("port", 8377));
  console.log(`RandomDungeons preview: ${server.url}  (Ctrl-C to stop)`);
  return 0;
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`preview:web: ${error instanceof ArgumentError ? error.message : String(error)}`);
  process.exitCode = 1;
});
