// Invitations: a member shares their link (the invite page's code, link and QR code), a friend opens
// it on another phone and registers with the code already filled in, and the member sees them on the
// first level of their team.
import { expect, test } from './fixtures.ts';
import { registerMember, sendAndReadCode } from './journeys.ts';

test(
  'a member invites a friend through the link and sees them in the team',
  { tag: '@english' },
  async ({ browser, page, t, lang }) => {
    test.setTimeout(120_000);
    const member = (key: string, values?: Record<string, string>) => t('member', key, values);
    const shell = (key: string) => t('shell', key);
    await registerMember(page, `priya.${Date.now()}@example.com`);

    // From the Me tab's shortcut.
    await page.goto('/h5/#/pages/user/user');
    await page.getByRole('button', { name: member('user.entries.invite'), exact: true }).click();
    await page.waitForURL(/#\/pages\/user\/invite/);
    const code = (await page.getByTestId('invite-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const link = (await page.getByTestId('invite-link').innerText()).trim();
    expect(link).toContain(`/h5/#/pages/user/register?scene=inviter_${code}`);
    await expect(page.getByRole('img', { name: member('invite.qrAlt') })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('invite.png'), fullPage: true });

    // The friend opens the link on their own phone: the code is there already.
    const friendContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await friendContext.addInitScript((lang) => localStorage.setItem('lang', lang), lang);
    const friend = await friendContext.newPage();
    await friend.goto(link);
    await expect(friend.getByLabel(shell('account.fields.invite'), { exact: true })).toHaveValue(code);
    const friendMailbox = `kiran.${Date.now()}@example.com`;
    await friend.getByLabel(shell('account.fields.mailbox'), { exact: true }).fill(friendMailbox);
    const mailed = await sendAndReadCode(friend, friendMailbox);
    await friend.getByLabel(shell('account.fields.code'), { exact: true }).fill(mailed);
    await friend.getByLabel(shell('account.fields.password'), { exact: true }).fill('Secret#2024a');
    await friend.getByLabel(shell('account.fields.password2'), { exact: true }).fill('Secret#2024a');
    await friend.getByRole('checkbox').check();
    await friend.getByRole('button', { name: shell('account.register.submit'), exact: true }).click();
    await friend.waitForURL(/#\/pages\/user\/user/);
    await friendContext.close();

    // The member's team: one on level 1, masked, not invested yet.
    await page.getByRole('button', { name: member('invite.seeTeam'), exact: true }).click();
    await page.waitForURL(/#\/pages\/user\/team/);
    await expect(page.getByTestId('team-total')).toHaveText(member('team.total_one', { count: '1' }));
    const row = page.getByTestId('team-member');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('k***@example.com');
    await expect(row).toContainText(member('team.notInvested'));
    await page.screenshot({ path: test.info().outputPath('team-level-1.png'), fullPage: true });
    await page.getByRole('tab', { name: new RegExp(member('team.level', { level: '2' })) }).click();
    await expect(page.getByText(member('team.empty'))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('team.png'), fullPage: true });
  },
);
