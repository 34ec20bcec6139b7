// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageLanguage, resolvePageLanguage } from '../../../lib/i18n/language';
import { applyPageLanguage } from '../../../lib/i18n/page-root';
import { useBrowserLanguage } from '../support/browser-i18n';

describe('resolvePageLanguage()', () => {
  it("speaks the catalog's language and formats in the browser's own variant of it", () => {
    expect(resolvePageLanguage('en-GB', 'en')).toEqual({ lang: 'en', dir: 'ltr', formatLocale: 'en-GB' });
    expect(resolvePageLanguage('de-AT', 'de')).toEqual({ lang: 'de', dir: 'ltr', formatLocale: 'de-AT' });
    expect(resolvePageLanguage('pt-BR', 'pt-BR')).toEqual({ lang: 'pt-BR', dir: 'ltr', formatLocale: 'pt-BR' });
  });

  it('reads Arabic right to left', () => {
    expect(resolvePageLanguage('ar-EG', 'ar')).toEqual({ lang: 'ar', dir: 'rtl', formatLocale: 'ar-EG' });
  });

  it("keeps dates in the words' language when the browser speaks one the extension has no catalog for", () => {
    // A Hebrew browser gets the English catalog: English words, left to right, English dates.
    expect(resolvePageLanguage('he-IL', 'en')).toEqual({ lang: 'en', dir: 'ltr', formatLocale: 'en' });
  });

  it('accepts the underscore spelling some browsers answer with, and survives a malformed tag', () => {
    expect(resolvePageLanguage('zh_CN', 'zh-CN').formatLocale).toBe('zh-CN');
    expect(resolvePageLanguage('not a tag!', 'fr')).toEqual({ lang: 'fr', dir: 'ltr', formatLocale: 'fr' });
  });
});

describe('the page language', () => {
  describe('in an Arabic browser', () => {
    useBrowserLanguage('ar-SA');

    it("is set on the page's root: lang and dir", () => {
      expect(pageLanguage()).toEqual({ lang: 'ar', dir: 'rtl', formatLocale: 'ar-SA' });
      applyPageLanguage(document.documentElement);
      expect(document.documentElement.lang).toBe('ar');
      expect(document.documentElement.dir).toBe('rtl');
    });
  });

  describe('in a Brazilian browser', () => {
    useBrowserLanguage('pt-BR');

    it('is Brazilian Portuguese, left to right', () => {
      applyPageLanguage(document.documentElement);
      expect(document.documentElement.lang).toBe('pt-BR');
      expect(document.documentElement.dir).toBe('ltr');
    });
  });
});
