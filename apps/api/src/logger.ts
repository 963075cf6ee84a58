import pino from 'pino';

/** Paths pino removes from every log line: credentials, codes, tokens and cookies never reach the logs. */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-manage-profile-update-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.current_password',
  '*.new_password',
  '*.new_password_verification',
  '*.otp',
  '*.code',
  '*.token',
  '*.passwordHash',
];

export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[oculto]' } }, destination);
}

/**
 * Fastify's per-request logger, built only when something is logged at an enabled level. A pino child
 * serialises its bindings through the redaction on creation, ~4 % of the server's CPU under load when most
 * requests log nothing (docs/decisions/0008-request-overhead.md); the lines it writes are the same.
 * A class, so that a request allocates one small object and no closures.
 */
class LazyChildLogger {
  #child: pino.Logger | undefined;
  constructor(
    private readonly parent: pino.Logger,
    private readonly make: (bindings: pino.Bindings, options: pino.ChildLoggerOptions) => pino.Logger,
    private readonly childBindings: pino.Bindings,
    private readonly options: pino.ChildLoggerOptions,
  ) {}
  get real(): pino.Logger {
    return (this.#child ??= this.make(this.childBindings, this.options));
  }
  get level() {
    return (this.#child ?? this.parent).level;
  }
  set level(value: string) {
    this.real.level = value;
  }
  isLevelEnabled(level: string) {
    return (this.#child ?? this.parent).isLevelEnabled(level);
  }
  bindings() {
    return this.real.bindings();
  }
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions) {
    return this.real.child(bindings, options);
  }
  #log(level: pino.Level, args: unknown[]) {
    if (this.#child || this.parent.isLevelEnabled(level))
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- pino's overloads do not accept a spread
      (this.real[level] as (...a: unknown[]) => void)(...args);
  }
  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}
}

/**
 * Makes the children of Fastify's logger (`app.log`: one per request) lazy. Its own `child`, not Fastify's
 * `childLoggerFactory` option: Fastify checks every child a factory of ours gives for its seven methods (an array
 * and seven lookups per request, issue 32), never what its default factory gives, which is `app.log.child(…)`.
 */
export function lazyRequestLoggers(root: { child: pino.Logger['child'] }) {
  const logger = root as unknown as pino.Logger;
  const child = logger.child.bind(logger);
  const make = (bindings: pino.Bindings, options: pino.ChildLoggerOptions): pino.Logger => child(bindings, options);
  root.child = ((bindings: pino.Bindings, options?: pino.ChildLoggerOptions) =>
    new LazyChildLogger(logger, make, bindings, options ?? {})) as unknown as pino.Logger['child'];
}
