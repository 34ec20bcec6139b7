/** Views never needed for the first paint of the form: what follows a shortening, or replaces the form. */
export { ResultView } from '../views/ResultView';
export { RecentOffer } from '../views/RecentOffer';
export { PopupFooter } from '../views/PopupFooter';
export { EarlierLinkGone } from '../views/EarlierLinkGone';
export { FormOffers } from '../views/FormOffers';
export { ProblemBanner } from '../views/ProblemBanner';
export { preloadQrCode } from '../views/LazyQrCode';
export { LiveConnectionState } from '@/components/connection-state/LiveConnectionState';
export { ServerUse } from '../views/ServerSwitcher';
export { HeaderControls } from '../views/HeaderControls';
