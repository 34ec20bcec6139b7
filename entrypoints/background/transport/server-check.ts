import { createClient, detectServer, type ClientConfig } from '@/lib/api/client';
import { ApiError } from '@/lib/api/errors';
import type { DialectChoice, DialectName, ServerProfile } from '@/lib/api/model/server';
import { t } from '@/lib/i18n/messages';
import { dialectChoiceOf, type Connection } from '../servers/connection-store';
import { requestQueue } from './request-queue';

/**
 * Finding out what the saved server speaks (lib/api/README.md, "The two dialects"), or checking
 * that it speaks the dialect the user chose. Runs when the connection is saved or tested, once
 * for a connection that has no profile yet, and again when an answer shows the other dialect;
 * never on the way of a shortening that already has a profile.
 */

/**
 * The server does not speak the dialect chosen in the settings. Named at the "API" field, where
 * the fix is; the sentence crosses the message channel as the error's message, written in the
 * browser's language like the options page that shows it. It quotes the field and the choice by
 * their labels on that page.
 */
export function chosenDialectRefused(chosen: DialectName): ApiError {
  const labels = { field: t('connectApiLabel'), choice: t('dialectAutomatic') };
  const message = t(chosen === 'classic' ? 'dialectRefusedClassic' : 'dialectRefusedCurrent', labels);
  return new ApiError('dialect-changed', { message, fields: { dialect: [message] } });
}

type CheckConfig = Pick<ClientConfig, 'serverUrl' | 'apiKey' | 'timeouts' | 'pacer'>;

function profileOf(
  connection: Connection,
  found: Pick<ServerProfile, 'dialect' | 'account'>,
  choice: DialectChoice,
): ServerProfile {
  return {
    serverOrigin: new URL(connection.serverUrl).origin,
    dialect: found.dialect,
    source: choice === 'automatic' ? 'detected' : 'chosen',
    checkedAt: Date.now(),
    account: found.account,
  };
}

/**
 * Asks the server (automatic), or proves that it speaks the chosen dialect with the key: current
 * by its account (one GET /api/v1/account, which classic servers do not have), classic by one
 * small spaces list. Failures are ApiErrors (a wrong key is kind `auth`). Its requests go through
 * the request queue like every other: someone is waiting for the answer.
 */
export async function checkServer(
  connection: Connection,
  timeouts?: CheckConfig['timeouts'],
  choice: DialectChoice = dialectChoiceOf(connection),
): Promise<ServerProfile> {
  const config: CheckConfig = {
    serverUrl: connection.serverUrl,
    apiKey: connection.apiKey,
    timeouts,
    pacer: requestQueue.pacerFor(connection.serverUrl, 'user'),
  };
  switch (choice) {
    case 'automatic':
      return profileOf(connection, await detectServer(config), choice);
    case 'current': {
      // Detection starts with the account: on a current server it is the one request the check needs.
      const found = await detectServer(config);
      if (found.dialect !== 'current') throw chosenDialectRefused('current');
      return profileOf(connection, found, choice);
    }
    case 'classic':
      await createClient({ ...config, dialect: 'classic' }).spaces.list({ perPage: 10 });
      return profileOf(connection, { dialect: 'classic', account: null }, choice);
  }
}
