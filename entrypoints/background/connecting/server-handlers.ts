import * as z from 'zod/mini';
import { ApiError } from '@/lib/api/errors';
import { DIALECT_NAMES } from '@/lib/api/model/server';
import { normaliseServerUrl } from '@/lib/api/server-url';
import { originPatternOf, type StoredConnection } from '@/lib/connection';
import { t } from '@/lib/i18n/messages';
import type { Handlers } from '@/lib/messages/channel';
import type { ServersExport, ServersOverview } from '@/lib/messages/protocol';
import { serverLabel, serversInOrder } from '@/lib/server-names';
import type { ServerId, ServerList } from '@/lib/servers';
import { removeServerValues } from '@/lib/storage/per-server-item';
import { STORAGE } from '@/lib/storage/registry';
import { connectionToSave, saveConnection, statusOfServer } from './connection-handlers';
import { dropConnectionState, readStoredState } from '../servers/connection-state-store';
import { connectionItemOf, readStoredConnection, storedConnectionSchema } from '../servers/connection-store';
import { forgetServerEntries } from '../shortening/recent-store';
import { addServer, changeServerList, listServer, readServerList, reserveServerId } from '../servers/server-list-store';
import { dropServerSettings, loadSettings, readSettings, storeSettings } from '../servers/settings';

/**
 * The list of servers as the options page manages it: add, rename, reorder, make current,
 * remove, and carry to another browser as a file without keys.
 */

const NAME_MAX = 80;

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length > NAME_MAX) {
    throw new ApiError('invalid-input', { fields: { name: [t('serversNameTooLong', { max: String(NAME_MAX) })] } });
  }
  return trimmed;
}

export async function serversOverview(list?: ServerList): Promise<ServersOverview> {
  const current = list ?? (await readServerList());
  const servers = await Promise.all(
    serversInOrder(current).map(async (entry) => {
      const [status, state] = await Promise.all([statusOfServer(entry.id), readStoredState(entry.id)]);
      return { id: entry.id, name: entry.name, label: serverLabel(entry, status.serverOrigin), status, state };
    }),
  );
  return { current: current.current, servers };
}

function listed(list: ServerList, id: ServerId): void {
  if (!list.byId[id]) throw new ApiError('not-found');
}

/** Every value kept for a server alone (its settings and state go through their owners). */
const PER_SERVER_VALUES = [STORAGE.connection, STORAGE.serverProfile, STORAGE.spacesCache, STORAGE.knownResources];

async function removeServer(id: ServerId): Promise<{ overview: ServersOverview; freedOrigin: string | null }> {
  listed(await readServerList(), id);
  const removed = await readStoredConnection(id);
  // Its values first: a list without it must never meet its connection (an emptied list would list
  // a first server's connection again, as a migration does).
  await removeServerValues(PER_SERVER_VALUES, id);
  const list = await changeServerList((before) => {
    const { [id]: _, ...byId } = before.byId;
    const order = before.order.filter((other) => other !== id);
    return { ...before, byId, order, current: before.current === id ? (order[0] ?? null) : before.current };
  });
  await Promise.all([dropConnectionState(id), dropServerSettings(id), forgetServerEntries(id)]);
  const freedOrigin = removed ? await originNoLongerUsed(removed, list) : null;
  return { overview: await serversOverview(list), freedOrigin };
}

/** The removed server's host permission pattern, when no server left needs it. */
async function originNoLongerUsed(removed: StoredConnection, list: ServerList): Promise<string | null> {
  const pattern = originPatternOf(removed.serverUrl);
  const others = await Promise.all(list.order.map((id) => readStoredConnection(id)));
  return others.some((other) => other && originPatternOf(other.serverUrl) === pattern) ? null : pattern;
}

const importSchema = z.object({
  format: z.literal('phpshort-extension-servers'),
  version: z.literal(1),
  servers: z
    .array(
      z.object({
        name: z.string(),
        serverUrl: z.string(),
        dialect: z.enum(['automatic', ...DIALECT_NAMES]),
        allowInsecureHttp: z.boolean(),
        // A file an earlier release wrote carries its settings' version: they are migrated, as stored ones are.
        settings: z.unknown().check(z.refine((raw) => readSettings(raw) !== null)),
      }),
    )
    .check(z.maxLength(50)),
});

async function exportServers(): Promise<ServersExport> {
  const list = await readServerList();
  const servers = await Promise.all(
    serversInOrder(list).map(async (entry) => {
      const [connection, settings] = await Promise.all([readStoredConnection(entry.id), loadSettings(entry.id)]);
      if (!connection) return [];
      return [
        {
          name: entry.name,
          serverUrl: connection.serverUrl,
          dialect: connection.dialect ?? 'automatic',
          allowInsecureHttp: connection.allowInsecureHttp ?? false,
          settings,
        },
      ];
    }),
  );
  return {
    format: 'phpshort-extension-servers',
    version: 1,
    exportedAt: new Date().toISOString(),
    servers: servers.flat(),
  };
}

/** Each server of the file is added without a key: the list asks for it before it is used. */
async function importServers(file: ServersExport): Promise<{ added: number; overview: ServersOverview }> {
  const parsed = importSchema.safeParse(file);
  if (!parsed.success) throw new ApiError('invalid-input', { message: t('serversImportUnreadable') });
  let added = 0;
  for (const server of parsed.data.servers) {
    const normalised = normaliseServerUrl(server.serverUrl);
    if (!normalised.ok) continue;
    const id = await addServer(checkedName(server.name));
    const connection: StoredConnection = {
      serverUrl: normalised.url,
      allowInsecureHttp: server.allowInsecureHttp,
      ...(server.dialect !== 'automatic' ? { dialect: server.dialect } : {}),
    };
    await connectionItemOf(id).setValue(storedConnectionSchema.parse(connection));
    // Readable: the schema above checked it.
    const settings = readSettings(server.settings);
    if (settings) await storeSettings(id, settings);
    added++;
  }
  return { added, overview: await serversOverview() };
}

type ServerRequest = `servers/${'list' | 'add' | 'rename' | 'move' | 'use' | 'remove' | 'export' | 'import'}`;

export const serverHandlers: Pick<Handlers, ServerRequest> = {
  'servers/list': () => serversOverview(),
  'servers/add': async ({ name, connection }) => {
    const checked = checkedName(name);
    // Refused input adds nothing: the address and key are checked before the server is listed.
    connectionToSave('pending', connection, null);
    const id = await reserveServerId();
    const check = await saveConnection(connectionToSave(id, connection, null), null, () => listServer(id, checked));
    return { id, check };
  },
  'servers/rename': async ({ id, name }) => {
    const checked = checkedName(name);
    const list = await changeServerList((before) => {
      listed(before, id);
      const entry = before.byId[id];
      return entry ? { ...before, byId: { ...before.byId, [id]: { ...entry, name: checked } } } : before;
    });
    return serversOverview(list);
  },
  'servers/move': async ({ id, by }) => {
    const list = await changeServerList((before) => {
      listed(before, id);
      const from = before.order.indexOf(id);
      const to = Math.min(Math.max(from + by, 0), before.order.length - 1);
      const order = before.order.filter((other) => other !== id);
      order.splice(to, 0, id);
      return { ...before, order };
    });
    return serversOverview(list);
  },
  'servers/use': async ({ id }) => {
    const list = await changeServerList((before) => {
      listed(before, id);
      return { ...before, current: id };
    });
    return serversOverview(list);
  },
  'servers/remove': ({ id }) => removeServer(id),
  'servers/export': () => exportServers(),
  'servers/import': (file) => importServers(file),
};
