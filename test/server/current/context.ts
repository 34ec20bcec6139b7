// What a current-dialect handler gets: the request plus this dialect's data and account settings.
import type { Accounts } from '../accounts';
import type { RequestScope } from '../context';
import type { Reply } from '../http-utils';
import type { Store } from '../store';
import type { Catalog } from './catalog';
import type { CurrentLinkRow } from './link-row';
import type { Features } from './plan';

export interface CurrentSettings {
  store: Store<CurrentLinkRow>;
  catalog: Catalog;
  /** The accounts' dashboard preferences (`account.default_*`). */
  accounts: Accounts;
  features: Features;
  planName: string;
  timezone: string;
  /** When the accounts were "created": the server's start. */
  createdAt: string;
}

export type CurrentContext = RequestScope & CurrentSettings;

export type CurrentHandler = (ctx: CurrentContext, id: number) => Reply | Promise<Reply>;
