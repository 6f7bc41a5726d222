/** The frame every tool command shares: parse the flags, answer --help, report bad flags, run. */
import { ArgumentError } from "./args";

/** Where a command's lines go (the console, or a test's collector). */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Runs a command and returns its exit code: 0 after help, 2 for bad flags (with the message on
 * `output.error`), otherwise what `execute` returns. `parse` returns null when help was asked for.
 */
export function runCommand<T>(
  name: string,
  argv: readonly string[],
  output: Output,
  command: { parse(argv: readonly string[]): T | null; usage: string; execute(request: T): number },
): number {
  let request: T | null;
  try {
    request = command.parse(argv);
  } catch (error) {
    if (!(error instanceof ArgumentError)) throw error;
    output.error(`${name}: ${error.message}`);
    return 2;
  }
  if (request === null) {
    output.log(command.usage);
    return 0;
  }
  return command.execute(request);
}
