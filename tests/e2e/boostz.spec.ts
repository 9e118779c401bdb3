import { donationStart } from '../../common/rules/boostz';
import { apiCall, DEMO, expect, expectNoSeriousA11yViolations, loginViaApi, registerViaApi, test } from './support';

// boostz in Chromium: buy boostz in the test checkout, buy and equip a border and see it on the profile,
// donate to a creator and see both balances and the confetti, claim the daily reward, redeem a code, vote.

const balanceIn = async (page: import('@playwright/test').Page) => Number((await page.getByTestId('header-balance').innerText()).replace(/\D/g, ''));

test.describe('boostz', () => {
  test('buys a pack in the test checkout: signed webhook, balance and statement', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.paul);
    await page.goto('/boostz');
    await expect(page.getByTestId('test-mode')).toContainText('Testmodus');
    const before = await balanceIn(page);
    await page.getByTestId('pack-pack-1200').getByRole('button').click();
    await expect(page).toHaveURL(/\/boostz\/payment\?session_id=cs_test_/);
    await expect(page.getByTestId('payment-page')).toContainText('9,99 €');
    await expectNoSeriousA11yViolations(page, 'payment');
    await page.getByTestId('sandbox-pay').click();
    await expect(page).toHaveURL(/\/subscription-success\?session_id=/);
    await expect(page.getByTestId('checkout-success')).toContainText('1.200 boostz wurden deinem Konto gutgeschrieben.');
    await expect(page.getByTestId('header-balance')).toHaveText((before + 1200).toLocaleString('de-DE'));
    await page.goto('/boostz');
    await expect(page.getByTestId('ledger').getByRole('listitem').first()).toContainText('boostz gekauft');
    await expect(page.getByTestId('ledger').getByRole('listitem').first()).toContainText('+1.200');
    await expectNoSeriousA11yViolations(page, 'boostz');
  });

  test('buys and equips a border and sees it around the avatar on the profile', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.mia);
    await page.goto('/shop');
    const before = await balanceIn(page);
    await page.getByTestId('border-sky').getByRole('button', { name: /Himmelblau/ }).click();
    const dialog = page.getByTestId('confirm-dialog');
    await expect(dialog).toContainText('„Himmelblau“ kostet 100 boostz.');
    await dialog.getByRole('button', { name: 'Kaufen' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '„Himmelblau“ gehört jetzt dir und ist angelegt.' })).toBeVisible();
    await expect(page.getByTestId('border-sky')).toContainText('Angelegt');
    await expect(page.getByTestId('header-balance')).toHaveText((before - 100).toLocaleString('de-DE'));
    await expectNoSeriousA11yViolations(page, 'shop');

    await page.goto('/spind');
    await expect(page.getByTestId('locker-sky')).toContainText('Angelegt');
    const miaId = await page.evaluate(async () => (await (await fetch('/api/user', { headers: { Accept: 'application/json' } })).json()).id as number);
    await page.goto(`/profile/${miaId}`);
    await expect(page.locator('[data-testid="avatar"][data-border="sky"]').first()).toBeVisible();
  });

  test('donates to a creator: both balances change and confetti flies', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.mia);
    await page.goto('/boostz');
    const creatorId = await page.evaluate(async () => {
      const answer = await (await fetch('/api/search/Kreativa', { headers: { Accept: 'application/json' } })).json();
      return (answer.users as { id: number; name: string }[]).find((user) => user.name === 'Kreativa')!.id;
    });
    const creatorBalance = async () =>
      page.evaluate(async (id) => (await (await fetch(`/api/profiles/${id}`, { headers: { Accept: 'application/json' } })).json()).user[0].boostz as number, creatorId);
    const creatorBefore = await creatorBalance();
    await page.goto(`/profile/${creatorId}`);
    const before = await balanceIn(page);
    await page.getByTestId('donate-button').click();
    const dialog = page.getByTestId('donate-dialog');
    const slider = dialog.getByRole('slider');
    // The slider starts at a fifth of the balance (at most 50), never at all of it.
    await expect(dialog.getByTestId('donate-value')).toHaveText(`${donationStart(before)} boostz`);
    await slider.focus();
    // From the smallest gift to 210 with the keyboard: Home, then 20 steps of 10; a personal message appears from 200.
    await slider.press('Home');
    await expect(dialog.getByTestId('donate-value')).toHaveText('10 boostz');
    for (let step = 0; step < 20; step++) await slider.press('ArrowRight');
    await expect(dialog.getByTestId('donate-value')).toHaveText('210 boostz');
    await dialog.getByLabel('Persönliche Nachricht').fill('Danke für die tollen Spiele!');
    await dialog.getByRole('button', { name: '210 boostz spenden' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Danke! 210 boostz sind bei Kreativa angekommen.' })).toBeVisible();
    await expect(page.locator('body > canvas')).toHaveCount(1);
    await expect(page.getByTestId('header-balance')).toHaveText((before - 210).toLocaleString('de-DE'));
    expect(await creatorBalance()).toBe(creatorBefore + 210);
  });

  test('claims the daily reward once and redeems a code', async ({ consented: page }) => {
    await registerViaApi(page.context());
    await page.goto('/rewards');
    const daily = page.getByTestId('reward-daily');
    await daily.getByRole('button', { name: '10 boostz abholen' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: '10 boostz abgeholt!' })).toBeVisible();
    await expect(daily).toContainText('1 Tag in Folge');
    await expect(daily).toContainText('Wieder verfügbar');
    await expect(page.getByTestId('header-balance')).toHaveText('110');
    await expectNoSeriousA11yViolations(page, 'rewards');

    await page.goto('/redeem');
    await page.getByLabel('Code').fill('gibt-es-nicht');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByTestId('redeem-page').getByText('Diesen Code gibt es nicht. Prüfe die Schreibweise.')).toBeVisible();
    await page.getByLabel('Code').fill('spielraum-start');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Eingelöst! 50 boostz' })).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText('160');
    await page.getByLabel('Code').fill('SPIELRAUM-START');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await expect(page.getByTestId('redeem-page').getByText('Diesen Code hast du schon eingelöst.')).toBeVisible();
  });

  test('a fulfilled quest counts as fulfilled before and after its reward is claimed', async ({ consented: page }) => {
    await registerViaApi(page.context());
    await page.goto('/quests');
    await expect(page.getByTestId('quests-page')).toContainText('0 Quests erfüllt');
    // A game played (what the browser player reports when a game starts).
    const games = await page.context().request.get('/api/games');
    const gameId = ((await games.json()) as { games: { id: number }[] }).games[0]!.id;
    expect((await apiCall(page.context(), 'POST', '/api/lastPlayed', { game_id: gameId })).status()).toBe(201);
    await page.reload();
    const quest = page.getByTestId('quest-daily-play');
    await expect(quest).toContainText('1 von 1');
    await expect(page.getByTestId('quests-page')).toContainText('1 Quest erfüllt');
    await quest.getByRole('button', { name: '20 boostz abholen' }).click();
    await expect(quest).toContainText('Erledigt');
    await expect(page.getByTestId('quests-page')).toContainText('1 Quest erfüllt');
  });

  test('votes once and sees the results', async ({ consented: page }) => {
    await loginViaApi(page.context(), DEMO.paul);
    await page.goto('/vote');
    const poll = page.getByTestId('vote-page').locator('article').first();
    await expect(poll).toContainText('Welches Genre soll als Nächstes in den Spielraum?');
    await poll.getByLabel('Koop-Abenteuer').check();
    await expectNoSeriousA11yViolations(page, 'vote');
    await poll.getByRole('button', { name: 'Abstimmen' }).click();
    await expect(poll.getByTestId('poll-results')).toContainText('Koop-Abenteuer · Deine Wahl');
    await expect(poll).toContainText('17 Stimmen');
  });
});
