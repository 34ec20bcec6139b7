import type { Domain } from '@/lib/api/model/link';
import { t } from '@/lib/i18n/messages';

export interface DomainChoice {
  /** '' is "no domain chosen": the server's (on current servers, the account's) default. */
  value: string;
  label: string;
}

/**
 * Domain choices (the link form's and the settings' default): the default first, then the server's
 * other domains. On a current server the default is the account's default domain
 * (`Capabilities.defaultDomainId`), named where a list or a link told its name; a stored id the
 * server does not list stays choosable, so a form never shows a wrong choice.
 */
export function domainChoices(
  domains: readonly Domain[],
  defaultId: number | null,
  stored: number | null,
): DomainChoice[] {
  const defaultName = domains.find((domain) => domain.id === defaultId)?.name;
  const first: DomainChoice = {
    value: '',
    label:
      defaultId === null
        ? t('domainChoiceServerDefault')
        : defaultName
          ? t('domainChoiceAccountDefaultNamed', { name: defaultName })
          : t('domainChoiceAccountDefault'),
  };
  // The default listed again would be the same domain twice, unless the settings name it by id.
  const others = domains.filter((domain) => domain.id !== defaultId || domain.id === stored);
  const missing =
    stored !== null && !others.some((domain) => domain.id === stored)
      ? [{ value: String(stored), label: t('domainChoiceMissing', { id: String(stored) }) }]
      : [];
  return [first, ...missing, ...others.map((domain) => ({ value: String(domain.id), label: domain.name }))];
}
