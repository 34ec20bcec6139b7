/** What to upload to which store once a release is made, for the person who uploads it. */

export interface ReleaseFile {
  /** From the project root. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface ReleaseFiles {
  chrome: ReleaseFile;
  firefox: ReleaseFile;
  sources: ReleaseFile;
  checksums: string;
}

const describe = ({ path, bytes, sha256 }: ReleaseFile) => [
  `    ${path}`,
  `      ${(bytes / 1024).toFixed(1)} KB (${bytes.toLocaleString('en')} bytes), sha256 ${sha256}`,
];

export function storeGuide({ chrome, firefox, sources, checksums }: ReleaseFiles): string[] {
  return [
    'What goes where:',
    '  Chrome Web Store ← the Chrome zip',
    ...describe(chrome),
    '  Firefox Add-ons (AMO) ← the Firefox zip',
    ...describe(firefox),
    "    plus the sources zip, as the source code AMO asks for; its build steps are README.md's",
    '    "Build it from source" (in the zip too), which this release followed to rebuild the Firefox zip',
    ...describe(sources),
    '  Edge Add-ons ← the Chrome zip, the same file as for the Chrome Web Store',
    `  Checksums of the three: ${checksums} (check with \`sha256sum -c SHA256SUMS\` in its folder)`,
    "  The stores' texts and pictures: `npm run store` writes them into .output/store/",
  ];
}
