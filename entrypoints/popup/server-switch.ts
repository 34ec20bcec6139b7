import type { Dispatch, StateUpdater } from 'preact/hooks';
import type { ConnectionStatus } from '@/lib/connection';
import type { ServersOverview } from '@/lib/messages/protocol';
import { ask } from '@/lib/messages/channel';
import { serverLabel } from '@/lib/server-names';
import type { ServerId } from '@/lib/servers';
import { saveDraft } from './draft-writes';
import type { ServerValues } from '@/lib/storage/popup-reads';
import { readServerValues } from '@/lib/storage/server-values';
import { draftKeyFor, freshValues, type PopupData, type PopupFormValues } from './first-paint';

/**
 * Another server for this shortening, chosen in the popup's header (./views/ServerSwitcher.tsx).
 * The popup is drawn again from that server's stored values alone — no request on the way; its
 * lists are refreshed behind, as at opening — and the page's draft remembers the choice.
 * Loaded after the first paint, with the later views.
 */

/** What the popup is drawn from: its data, and the background's word on that server's connection. */
export interface PopupShown {
  data: PopupData;
  connection: Promise<ConnectionStatus | null>;
}

/** Sets what the popup is drawn from: another server's data, or the same with another current server. */
export type ShownUpdate = Dispatch<StateUpdater<PopupShown>>;

/** What the header's switcher reads of the popup (./use-popup.ts has it all). */
export interface SwitchSource {
  data: PopupData;
  view: { name: string };
  values: PopupFormValues;
  restricted: boolean;
}

/** The server the form was switched to, for its draft; undefined while it is the current one. */
export function chosenServerOf(data: PopupData): ServerId | undefined {
  return data.servers?.byId[data.serverId] && data.serverId !== data.servers.current ? data.serverId : undefined;
}

/** Saves the form as the page's draft with the server it was switched to. */
export function saveFormDraft(data: PopupData, values: PopupFormValues | null): Promise<void> {
  return saveDraft(draftKeyFor(data.tabUrl), values, undefined, chosenServerOf(data));
}

/** What the chosen server is called in the header: its name, else its host. */
export function chosenLabel(data: PopupData): string {
  return serverLabel(data.servers?.byId[data.serverId], data.connectionState?.serverOrigin ?? null);
}

/**
 * The popup's data on `serverId`. What the user typed means the same on every server and stays
 * (`typed`; null when no form was on screen); the space, domain and pixels name one server's
 * things and go back to the new server's defaults. Without a typed form the popup opens as it
 * would on that server, so its "shortened before" offer is that server's.
 */
export function switchedData(
  data: PopupData,
  serverId: ServerId,
  values: ServerValues,
  typed: PopupFormValues | null,
): PopupData {
  const next: PopupData = { ...data, ...values, serverId, draft: null, spentDraft: false };
  if (typed) {
    const { spaceId, domainId } = freshValues(next, typed.destination);
    next.draft = { ...typed, spaceId, domainId, pixelIds: [] };
  }
  return next;
}

/** The values that mean the same on every server, to compare. */
const carried = (values: PopupFormValues) =>
  JSON.stringify({ ...values, spaceId: '', domainId: '', pixelIds: [], privacy: '' });

/**
 * The form to carry to another server: the values on screen when the user typed into them; null
 * when the form is as the popup opened it (or no form is shown), so the other server's popup
 * opens afresh, with its own offer.
 */
export function typedForm(data: PopupData, { view, values, restricted }: SwitchSource): PopupFormValues | null {
  if (view.name !== 'form') return null;
  const opened = freshValues(data, restricted ? '' : (data.tabUrl ?? ''));
  return carried(values) === carried(opened) ? null : values;
}

/** Reads the server's stored values and draws the popup on it; the draft keeps the choice. */
export async function switchServer(
  data: PopupData,
  serverId: ServerId,
  typed: PopupFormValues | null,
): Promise<PopupShown> {
  const next = switchedData(data, serverId, await readServerValues(serverId), typed);
  void saveFormDraft(next, next.draft).catch(() => undefined);
  return { data: next, connection: ask('connection/status', null, serverId).catch(() => null) };
}

/** The servers with their names, hosts and states, as the background lists them. */
export const listServers = (): Promise<ServersOverview> => ask('servers/list', null);

/** Makes `serverId` the current server for good; answers the new current one. */
export async function makeCurrent(serverId: ServerId): Promise<ServerId | null> {
  return (await ask('servers/use', { id: serverId })).current;
}
