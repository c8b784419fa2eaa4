import { type Logger, type LoggerOptions, pino } from 'pino';
import type { Config } from './config';

export type { Logger };

const baseOptions = (config: Config): LoggerOptions => ({
  level: config.LOG_LEVEL,
  // Tokens and cookies must never reach a log file, whatever a later serializer includes.
  redact: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'],
});

/**
 * JSON logs (one line per event, for log collectors) except in development, where
 * pino-pretty is used if installed. It is a dev dependency, so a production install without
 * it still starts. The pretty stream is synchronous so log lines and startup messages printed
 * to stderr stay in order.
 */
export async function createLogger(config: Config): Promise<Logger> {
  if (config.NODE_ENV === 'development' && config.LOG_LEVEL !== 'silent') {
    try {
      const { default: pretty } = await import('pino-pretty');
      return pino(
        baseOptions(config),
        pretty({ sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }),
      );
    } catch {
      // Not installed (npm ci --omit=dev): plain JSON is fine.
    }
  }
  return pino(baseOptions(config));
}
