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
