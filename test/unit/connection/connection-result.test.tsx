// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionResult } from '@/entrypoints/options/connection/ConnectionResult';
import type { PlanFeature, ServerProfile } from '@/lib/api/model/server';
import type { ConnectionStatus } from '@/lib/connection';

afterEach(cleanup);

const ORIGIN = 'https://short.example';

function statusWith(profile: ServerProfile): ConnectionStatus {
  return {
    configured: true,
    serverOrigin: ORIGIN,
    serverUrl: ORIGIN,
    keySaved: true,
    allowInsecureHttp: false,
    dialectChoice: profile.source === 'chosen' ? profile.dialect : 'automatic',
    profile,
  };
}

function renderChecked(profile: ServerProfile) {
  const status = statusWith(profile);
  render(
    <ConnectionResult
      phase={{ phase: 'checked', check: { status, test: { ok: true, checkedAt: 1 }, saved: true } }}
      status={status}
    />,
  );
  return screen.getByTestId('connection-result');
}

const account = (featuresOff: PlanFeature[]) => ({
  defaultDomainId: 1,
  defaultSpaceId: null,
  defaultPrivacy: 'public' as const,
  timezone: 'UTC',
  featuresOff,
});

describe('the connection result line', () => {
  it('names the API the server answered in, and the plan features that are off', () => {
    const result = renderChecked({
      serverOrigin: ORIGIN,
      dialect: 'current',
      source: 'detected',
      checkedAt: 1,
      account: account(['pixels', 'password']),
    });
    expect(result.querySelector('p')?.textContent).toBe('✓ Connected — phpShort, current API');
    expect(screen.getByTestId('plan-features-off').textContent).toBe(
      'Not in your plan on this server: pixels, link passwords.',
    );
  });

  it('says when the API was chosen in the settings, and has no plan line without plan limits', () => {
    const result = renderChecked({
      serverOrigin: ORIGIN,
      dialect: 'classic',
      source: 'chosen',
      checkedAt: 1,
      account: null,
    });
    expect(result.textContent).toBe('✓ Connected — phpShort, classic API (chosen in settings)');
    expect(screen.queryByTestId('plan-features-off')).toBeNull();
  });
});
