import type { Health } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { pingDatabase } from './health.repo';

export interface HealthService {
  check(): Promise<Health>;
}

export function createHealthService(db: Db): HealthService {
  return {
    async check() {
      try {
        await pingDatabase(db);
      } catch (cause) {
        // 503 so a load balancer takes this process out of rotation until the database is back.
        throw new AppError('UNAVAILABLE', 'The database is not answering. Please try again in a moment.', {
          cause,
        });
      }
      return { status: 'ok', database: 'ok', uptime: Math.round(process.uptime()) };
    },
  };
}
