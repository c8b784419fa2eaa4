import type { Health } from '@colorbook/contract';
import type { Db } from '../../db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../db/connection-errors';
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
        throw new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, { cause });
      }
      return { status: 'ok', database: 'ok', uptime: Math.round(process.uptime()) };
    },
  };
}
