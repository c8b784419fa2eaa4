import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import type { EmailCodes } from '../users/users.service';
import {
  CODE_TTL_MINUTES,
  codeLimitsOf,
  enforceCodeRateLimits,
  issueChallenge,
  redeemChallenge,
} from './challenges.service';
import { createPauseNotifier } from './code-lockout';
import { revokeAllSessions } from './sessions.service';

/**
 * The sign-in challenges as the users module proves an email change with them (app.ts hands this
 * to the users service): the same codes, limits and lockout as signing in.
 */
export function createEmailCodes(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  log: FastifyBaseLogger;
}): EmailCodes {
  const { db, config } = deps;
  const onPause = createPauseNotifier(deps);
  return {
    ttlMinutes: CODE_TTL_MINUTES,
    enforceLimits: ({ email, ip }) => enforceCodeRateLimits(db, { email, ip, ...codeLimitsOf(config) }),
    issue: (fields) => issueChallenge(db, fields),
    redeem: (input, apply) => redeemChallenge(db, { ...input, onPause }, apply),
    revokeAllSessions,
  };
}
