import { describe, expect, it } from 'vitest';
import {
  canTag,
  presetNameProblem,
  utmTagsOf,
  withQueryParameter,
  withUtmTags,
  type UtmPreset,
} from '../../../lib/utm';

describe('withUtmTags', () => {
  it('adds the tags at the end of the query, before the fragment', () => {
    expect(withUtmTags('https://a.example/p?q=1#part', { source: 'news letter', medium: 'email' })).toBe(
      'https://a.example/p?q=1&utm_source=news%20letter&utm_medium=email#part',
    );
    expect(withUtmTags('https://a.example/p', { campaign: 'd&c' })).toBe('https://a.example/p?utm_campaign=d%26c');
    expect(withUtmTags('https://a.example/p?', { term: 't' })).toBe('https://a.example/p?utm_term=t');
  });

  it('replaces an existing tag in its place and drops its repeats', () => {
    expect(withUtmTags('https://a.example/?utm_source=old&q=1&utm_source=older', { source: 'new' })).toBe(
      'https://a.example/?utm_source=new&q=1',
    );
  });

  it('removes a tag set to nothing, and the ? with the last one', () => {
    expect(withUtmTags('https://a.example/?q=1&utm_content=x', { content: '' })).toBe('https://a.example/?q=1');
    expect(withUtmTags('https://a.example/?utm_content=x#f', { content: '' })).toBe('https://a.example/#f');
  });

  it('leaves the other parameters as written', () => {
    expect(withQueryParameter('https://a.example/?a=%2F+b&c&utm_term=1', 'utm_term', 'two')).toBe(
      'https://a.example/?a=%2F+b&c&utm_term=two',
    );
  });
});

describe('utmTagsOf', () => {
  it('reads back what was written, spaces and + included', () => {
    const url = withUtmTags('https://a.example/', { source: 'a b ', medium: 'x+y', campaign: 'ü' });
    expect(utmTagsOf(url)).toEqual({ source: 'a b ', medium: 'x+y', campaign: 'ü', term: '', content: '' });
    expect(utmTagsOf('https://a.example/?utm_source=a+b&utm_source=c')).toMatchObject({ source: 'a b' });
  });
});

describe('canTag', () => {
  it.each([
    ['https://a.example', true],
    ['http://a.example/p?q', true],
    ['a.example', false],
    ['', false],
    ['mailto:x@a.example', false],
  ])('%j: %s', (url, can) => expect(canTag(url)).toBe(can));
});

describe('presetNameProblem', () => {
  const presets: UtmPreset[] = [{ name: 'Newsletter', source: 'n', medium: '', campaign: '', term: '', content: '' }];
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['newsletter ', 'duplicate'],
    ['LinkedIn', null],
  ] as const)('%j: %s', (name, problem) => expect(presetNameProblem(name, presets)).toBe(problem));
});
