import { characterCount } from '@/lib/api/model/characters';
import { SPACE_NAME_MAX_LENGTH } from '@/lib/api/model/space';
import { formatNumber } from '@/lib/i18n/format';
import { tCount } from '@/lib/i18n/plural';

/** The count appears once a name is this close to the limit; below it, only the limit is said. */
const COUNT_SHOWN_FROM = SPACE_NAME_MAX_LENGTH - 8;

/**
 * A space name's length as the server measures it: trimmed (Laravel trims every input) and
 * counted in code points. `over` > 0 means the server would refuse it; the form then says so at
 * the field and sends nothing, instead of cutting what was typed.
 */
export function spaceNameLength(name: string): { count: number; over: number } {
  const count = characterCount(name.trim());
  return { count, over: Math.max(0, count - SPACE_NAME_MAX_LENGTH) };
}

/** The note under the name: the limit, how much is left near it, or how much is too many. */
export function spaceNameNote(name: string): { hint: string | undefined; problem: string | null } {
  const { count, over } = spaceNameLength(name);
  const max = { max: formatNumber(SPACE_NAME_MAX_LENGTH) };
  if (over > 0) return { hint: undefined, problem: tCount('spaceNameTooLongBy', over, max) };
  if (count >= COUNT_SHOWN_FROM)
    return { hint: tCount('spaceNameCharactersLeft', SPACE_NAME_MAX_LENGTH - count, max), problem: null };
  return { hint: tCount('schemaSpaceNameTooLong', SPACE_NAME_MAX_LENGTH), problem: null };
}
