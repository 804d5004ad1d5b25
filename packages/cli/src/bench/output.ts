/**
 * Where the benchmark commands stream their lines while they run (results finish one by one): the command
 * gives stdout and stderr writers from its context; errors and exit codes go through run() like every command.
 */
export interface Output {
  /** A line of the command's result (stdout). */
  out(line: string): void;
  /** A progress or log line (stderr). */
  err(line: string): void;
}
