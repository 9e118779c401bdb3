import { DEMO, expect, loginViaApi, test } from './support';

// The realtime channel in a real browser: a flag change made in one tab reaches another open tab through
// the WebSocket and updates it without a reload.

test.describe('realtime channel', () => {
  test('a feature flag switched in one tab shows in the other at once', async ({ consented: first, context }) => {
    await loginViaApi(context, DEMO.admin);
    const second = await context.newPage();
    // The second tab opens its socket after the shell has settled; wait until the server greeted it.
    const socket = second.waitForEvent('websocket', (candidate) => candidate.url().endsWith('/api/realtime'));
    await second.goto('/admin/feature-flags');
    const greeted = (await socket).waitForEvent('framereceived', {
      predicate: (frame) => String(frame.payload).includes('"realtime.ready"'),
    });
    await greeted;
    await second.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const mirrored = second.getByTestId('flag-roblox_integration_feature').getByRole('switch');
    await expect(mirrored).toHaveAttribute('aria-checked', 'true');

    await first.goto('/admin/feature-flags');
    const toggle = first.getByTestId('flag-roblox_integration_feature').getByRole('switch');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await expect(mirrored).toHaveAttribute('aria-checked', 'false');
    expect(await second.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // Put it back for other tests; the second tab follows again.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(mirrored).toHaveAttribute('aria-checked', 'true');
    await second.close();
  });
});
