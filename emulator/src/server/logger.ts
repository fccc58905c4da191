// Plain line logger shared by the emulator's servers. Tests pass a sink to capture lines (for
// example to assert that a denial was logged) instead of printing.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogSink = (level: LogLevel, line: string) => void;

export type Logger = {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  child(scope: string): Logger;
};

export type LoggerOptions = {
  scope?: string;
  /** Where lines go; defaults to stdout (info, debug) and stderr (warn, error). */
  sink?: LogSink;
  /** Lowest level printed (default 'info'). */
  level?: LogLevel;
};

const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

const consoleSink: LogSink = (level, line) => {
  if (level === 'warn' || level === 'error') process.stderr.write(line + '\n');
  else process.stdout.write(line + '\n');
};

export function createLogger(options: LoggerOptions = {}): Logger {
  const sink = options.sink ?? consoleSink;
  const prefix = options.scope ? `[${options.scope}] ` : '';
  const emit = (level: LogLevel, message: string): void => {
    if (RANK[level] < RANK[options.level ?? 'info']) return;
    sink(
      level,
      `${prefix}${level === 'info' || level === 'debug' ? '' : level.toUpperCase() + ' '}${message}`,
    );
  };
  return {
    debug: (m) => emit('debug', m),
    info: (m) => emit('info', m),
    warn: (m) => emit('warn', m),
    error: (m) => emit('error', m),
    child: (scope) =>
      createLogger({ ...options, scope: options.scope ? `${options.scope}:${scope}` : scope }),
  };
}

/** A logger that drops everything (library use, benchmarks). */
export const silentLogger: Logger = createLogger({ sink: () => {} });
