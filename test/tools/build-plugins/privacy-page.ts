import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

/** The element of entrypoints/privacy/index.html that receives the policy. */
const POLICY_SLOT = '<main id="policy"></main>';

/**
 * The privacy page ships the policy the repository states (PRIVACY.md), rendered at build time:
 * the copy in the package is the one of its release, readable offline, and there is one text to
 * keep true. Links to the repository's other documents become plain text: the package has none.
 */
export function privacyPagePlugin(projectRoot: string): Plugin {
  const source = join(projectRoot, 'PRIVACY.md');
  const marked = new Marked({
    renderer: {
      link({ href, tokens }: Tokens.Link): string | false {
        return /^https?:\/\//.test(href) ? false : this.parser.parseInline(tokens);
      },
    },
  });
  return {
    name: 'privacy-page',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(POLICY_SLOT)) return html;
        const policy = marked.parse(readFileSync(source, 'utf8'), { async: false });
        return html.replace(POLICY_SLOT, `<main id="policy">${policy}</main>`);
      },
    },
  };
}
