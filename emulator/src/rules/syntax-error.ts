/**
 * Thrown by `compile` for rules that do not parse or do not resolve (unknown function, wrong
 * arity, unknown variable). The message follows the "file:line:column: ..." convention so editors
 * and terminals can jump to the location.
 */
export class RulesSyntaxError extends Error {
  readonly line: number;
  readonly column: number;
  readonly expected: string;
  readonly fileName: string;

  constructor(fileName: string, line: number, column: number, expected: string, message: string) {
    super(`${fileName}:${line}:${column}: ${message}`);
    this.name = 'RulesSyntaxError';
    this.fileName = fileName;
    this.line = line;
    this.column = column;
    this.expected = expected;
  }

  /** The error at a place in `fileName` (a token's or a declaration's position). */
  static at(
    fileName: string,
    pos: { line: number; column: number },
    expected: string,
    message: string,
  ): RulesSyntaxError {
    return new RulesSyntaxError(fileName, pos.line, pos.column, expected, message);
  }
}
