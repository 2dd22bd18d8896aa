// Customer service (issue #19): a member opens customer service from the Me tab and writes; a
// support operator finds the conversation in the console's queue on a desktop and answers it; the
// member's open thread shows the answer without a reload (the socket's message event).
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { consoleSignIn, createOperator, registerMember } from './journeys.ts';

const PASSWORD = 'Support#2026-pass';

test('a member writes to customer service from the Me tab and sees a support operator answer live', async ({
  page,
  browser,
  t,
}) => {
  test.setTimeout(60_000);
  const chat = (key: string) => t('chat', key);
  const c = (key: string, values?: Record<string, string>) => t('console', key, values);
  const stamp = Date.now().toString(36);
  const support = `support.${stamp}`;
  createOperator(support, 'support', PASSWORD);
  const memberId = await registerMember(page, `kavya.${Date.now()}@example.com`);

  // The Me tab's row opens the member's service conversation in the chat thread.
  await page.goto('/h5/#/pages/user/user');
  await page.getByTestId('me-customer-service').click();
  await page.waitForURL(/#\/pages\/chat\/chat\?conversationId=\d+/);
  const question = `मेरा जमा अभी तक नहीं आया ${stamp}`;
  await page.getByRole('textbox', { name: chat('thread.placeholder') }).fill(question);
  await page.getByRole('button', { name: chat('thread.send'), exact: true }).click();
  const thread = page.getByRole('log', { name: chat('thread.messages') });
  await expect(thread).toContainText(question);

  // The support operator's queue on a desktop: the member's conversation, waiting, with the question.
  const desk = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await consoleSignIn(desk, support, PASSWORD, '/service');
  await expect(desk.getByRole('heading', { level: 1, name: c('nav.service') })).toBeVisible();
  const ticket = desk.getByTestId(`service-ticket-${memberId}`);
  await expect(ticket).toContainText(question);
  await expect(ticket).toContainText(c('service.state.waiting'));
  await ticket.click();
  await expect(desk.getByTestId('service-messages')).toContainText(question);
  const answer = `आपका जमा आज जुड़ जाएगा ${stamp}`;
  await desk.getByRole('textbox', { name: c('service.reply.label') }).fill(answer);
  await desk.getByRole('button', { name: c('service.reply.send'), exact: true }).click();
  await expect(desk.getByTestId('service-messages')).toContainText(answer);
  await expect(ticket).toContainText(c('service.state.assigned'));
  // The desk's page passes axe (WCAG 2.1 A and AA): nothing serious or critical.
  const { violations } = await new AxeBuilder({ page: desk })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
  ).toEqual([]);

  // The member's thread, left open, shows the answer from the service desk.
  await expect(thread).toContainText(answer);
  await page.screenshot({ path: test.info().outputPath('service-thread.png'), fullPage: true });
  await desk.screenshot({ path: test.info().outputPath('service-console.png'), fullPage: true });
  await desk.close();
});
