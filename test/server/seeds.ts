// Fixed per-account domains and pixels. Ids are global across accounts, so account 1 using
// account 0's ids is a foreign id (422), exactly like two users on one real server.

export interface Domain {
  id: number;
  name: string;
}
export interface Pixel {
  id: number;
  name: string;
  type: string;
}
export interface AccountSeed {
  domains: [Domain, Domain];
  pixels: [Pixel, Pixel];
}

/** Seeds of the account whose key is `apiKeys[accountIndex]`. */
export function seedFor(accountIndex: number): AccountSeed {
  const a = 2 * accountIndex + 1;
  const b = 2 * accountIndex + 2;
  // Account 0 gets the plain names; later accounts a numbered subdomain so names stay distinct.
  const sub = accountIndex === 0 ? '' : `a${accountIndex}.`;
  return {
    domains: [
      { id: a, name: `${sub}go.example` },
      { id: b, name: `${sub}links.example` },
    ],
    pixels: [
      { id: a, name: 'Facebook pixel', type: 'facebook' },
      { id: b, name: 'Analytics', type: 'google-analytics' },
    ],
  };
}
