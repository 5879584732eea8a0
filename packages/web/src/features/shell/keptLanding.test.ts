import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage';
import { KEPT_LANDING_KEY, keepLanding, startAddress } from './keptLanding';

describe('the kept landing', () => {
  it("starts a farm user's /dashboard (the installed app's address) and / at their farm's sites", () => {
    const storage = memoryStorage();
    keepLanding(storage, 'U1', '/farm/F1/sites');
    expect(startAddress(storage, 'U1', '/dashboard')).toBe('/farm/F1/sites');
    expect(startAddress(storage, 'U1', '/dashboard/')).toBe('/farm/F1/sites');
    expect(startAddress(storage, 'U1', '/')).toBe('/farm/F1/sites');
  });

  it('leaves every other address, and other users, as they are', () => {
    const storage = memoryStorage();
    keepLanding(storage, 'U1', '/farm/F1/sites');
    expect(startAddress(storage, 'U1', '/dashboard/farms/list-view')).toBe('/dashboard/farms/list-view');
    expect(startAddress(storage, 'U1', '/farm/F2/site/10001/S1/0xab/graph')).toBe('/farm/F2/site/10001/S1/0xab/graph');
    expect(startAddress(storage, 'U2', '/dashboard')).toBe('/dashboard');
  });

  it('is forgotten when the landing follows preferences, and ignored when it is not a sites page or unreadable', () => {
    const storage = memoryStorage();
    keepLanding(storage, 'U1', '/farm/F1/sites');
    keepLanding(storage, 'U1', null);
    expect(storage.entries.has(KEPT_LANDING_KEY)).toBe(false);
    expect(startAddress(storage, 'U1', '/dashboard')).toBe('/dashboard');
    keepLanding(storage, 'U1', '/dashboard/farms');
    expect(startAddress(storage, 'U1', '/dashboard')).toBe('/dashboard');
    storage.entries.set(KEPT_LANDING_KEY, '{oops');
    expect(startAddress(storage, 'U1', '/dashboard')).toBe('/dashboard');
  });
});
