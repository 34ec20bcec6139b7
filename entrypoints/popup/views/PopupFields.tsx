import { LinkFields } from '@/components/link-form/LinkFields';
import { capabilitiesOf } from '@/lib/api/model/server';
import { CleanedAddress } from './CleanedAddress';
import type { FieldsPart } from './form-part';
import { UtmBuilder } from './UtmBuilder';

const NO_SPACES: never[] = [];
const NOTHING_KNOWN = { domains: [], pixels: [] };

/**
 * Everything of the popup's form under the URL field, which arrives in its own chunk a moment
 * after the first paint: the tracking parameters taken out of the address, then the link's
 * options with the UTM builder first under "More options".
 */
export function PopupFields({ popup }: { popup: FieldsPart }) {
  const { values, problem, spaces, serverOrigin, profile } = popup;
  // A cache or list from another server than the connected one would offer foreign ids.
  const sameServer = (origin: string | undefined) => !serverOrigin || origin === serverOrigin;
  const known = popup.known && sameServer(popup.known.serverOrigin) ? popup.known : NOTHING_KNOWN;
  return (
    <>
      <CleanedAddress popup={popup} />
      <LinkFields
        mode="create"
        showDestination={false}
        values={values}
        onChange={popup.change}
        errors={problem?.fields}
        spaces={spaces && sameServer(spaces.serverOrigin) ? spaces.spaces : NO_SPACES}
        known={known}
        capabilities={capabilitiesOf(profile)}
        onMoreOptionsOpen={popup.moreOptionsOpened}
        moreOptionsStart={<UtmBuilder popup={popup} />}
      />
    </>
  );
}
