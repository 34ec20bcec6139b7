// Answers a compromised or misconfigured server could give: a test stores fields that replace a
// record's own in every API answer that carries it (a link's `short_url`, a space's `name`), so a
// client meets values no validation on this server would let through (`javascript:` addresses,
// names of 10 000 characters). The stored data is untouched; `reset()` forgets the overrides.
import type { Json, JsonObject, Reply } from './http-utils';

export type OverriddenKind = 'links' | 'spaces';

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export class RecordOverrides {
  private readonly fields: Record<OverriddenKind, Map<number, JsonObject>> = { links: new Map(), spaces: new Map() };

  set(kind: OverriddenKind, id: number, fields: JsonObject): void {
    this.fields[kind].set(id, { ...this.fields[kind].get(id), ...fields });
  }

  clear(): void {
    this.fields.links.clear();
    this.fields.spaces.clear();
  }

  /** The reply with every overridden record changed; others come back as they were. */
  apply(path: string, reply: Reply): Reply {
    const kind = /^\/api\/v1\/(links|spaces)(\/|$)/.exec(path)?.[1] as OverriddenKind | undefined;
    if (!kind || (this.fields.links.size === 0 && this.fields.spaces.size === 0)) return reply;
    if (!reply.headers['Content-Type']?.startsWith('application/json')) return reply;
    const answer = JSON.parse(reply.body) as Json;
    if (!isObject(answer)) return reply;
    const records = Array.isArray(answer.data) ? answer.data : [answer.data];
    for (const record of records) if (isObject(record)) this.override(kind, record);
    return { ...reply, body: JSON.stringify(answer) };
  }

  private override(kind: OverriddenKind, record: JsonObject): void {
    const own = typeof record.id === 'number' ? this.fields[kind].get(record.id) : undefined;
    if (own) Object.assign(record, own);
    // A link carries its space: the space's override shows there too.
    if (kind === 'links' && isObject(record.space)) this.override('spaces', record.space);
  }
}
