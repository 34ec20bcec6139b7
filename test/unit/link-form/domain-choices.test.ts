import { describe, expect, it } from 'vitest';
import { domainChoices } from '../../../components/link-form/domain-choices';
import { useBrowserLanguage } from '../support/browser-i18n';

/** The account's default domain on a current server. */
const accountDefault = 1;
const domains = [
  { id: 1, name: 'sho.rt' },
  { id: 2, name: 'go.example' },
];

describe('default domain choices', () => {
  it('on a classic server: the server’s default, then the domains seen', () => {
    expect(domainChoices(domains, null, null)).toEqual([
      { value: '', label: 'The server’s default' },
      { value: '1', label: 'sho.rt' },
      { value: '2', label: 'go.example' },
    ]);
  });

  it('on a current server: the account’s default domain first, named, and not twice', () => {
    expect(domainChoices(domains, accountDefault, null)).toEqual([
      { value: '', label: 'Your account’s default (sho.rt)' },
      { value: '2', label: 'go.example' },
    ]);
    expect(domainChoices([{ id: 2, name: 'go.example' }], accountDefault, null)[0]?.label).toBe(
      'Your account’s default domain',
    );
  });

  it('keeps a stored domain choosable, also when the server does not list it', () => {
    expect(domainChoices(domains, accountDefault, 1).map((c) => c.value)).toEqual(['', '1', '2']);
    expect(domainChoices(domains, accountDefault, 9)).toContainEqual({
      value: '9',
      label: 'Domain #9 (not found on this server)',
    });
  });
});

describe('default domain choices in a Brazilian browser', () => {
  useBrowserLanguage('pt-BR');

  it('are worded in Portuguese, with the domain and the id in their place', () => {
    expect(domainChoices(domains, accountDefault, 9).map((c) => c.label)).toEqual([
      'O padrão da sua conta (sho.rt)',
      'Domínio nº 9 (não encontrado neste servidor)',
      'go.example',
    ]);
    expect(domainChoices(domains, null, null)[0]?.label).toBe('O padrão do servidor');
  });
});
