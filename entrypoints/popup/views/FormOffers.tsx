import type { PopupData, PopupFormValues } from '../first-paint';
import { PageLinkOffers } from './PageLinkOffers';
import { ServerLinkOffer } from './ServerLinkOffer';

/** What the form's offers need of the popup (its controller, use-popup.ts, has all of it). */
interface FormOfferSource {
  data: PopupData;
  values: PopupFormValues;
  submitting: boolean;
  change: (values: PopupFormValues) => void;
  submit: () => void;
}

/**
 * The offers under the form, each arriving when its answer does: the short link already on the
 * server for this page (when the user asked for the look-up), then what the page declares.
 */
export function FormOffers({ popup }: { popup: FormOfferSource }) {
  return (
    <>
      <ServerLinkOffer popup={popup} />
      <PageLinkOffers popup={popup} />
    </>
  );
}
