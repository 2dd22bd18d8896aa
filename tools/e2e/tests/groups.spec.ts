// Groups (issue #19): a member creates a group that needs approval, with a friend as its first
// member; another member finds it by its id and asks to join; the owner approves the request on the
// management page, the asking member's open group card turns to a member's as the approval arrives
// on the socket, and they open the group's chat (where the approval says "… let you in"); the
// friend has the group's news unread, the owner, whose acts they were, nothing. Three members, each
// in a browser context of their own; the friendship is made through the API (the friend pages have
// their own journey).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { registerMember } from './journeys.ts';

type Member = { page: Page; id: number; token: string };

/** A member registered in a browser context of their own, with their session token. */
async function newMember(browser: Browser, baseURL: string, name: string): Promise<Member> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const id = await registerMember(page, `${name}.${Date.now()}@example.com`);
  const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  return { page, id, token };
}

/** A `/chat/...` call as the member, which must succeed. */
async function chatCall<T>(member: Member, path: string, form: Record<string, string | number>): Promise<T> {
  const response = await member.page.request.post(path, {
    headers: { token: member.token, client: 'h5', Lang: 'en-us', 'Idempotency-Key': randomUUID() },
    form,
  });
  const answer = await response.json();
  expect(answer.status, `${path}: ${answer.msg}`).toBe(1);
  return answer.data as T;
}

test('a member creates a group needing approval, another asks to join, the owner approves', async ({
  page,
  browser,
  baseURL,
  t,
}) => {
  test.setTimeout(60_000);
  const g = (key: string, values?: Record<string, string>) => t('chat', `groups.${key}`, values);
  const ownerMailbox = `owner.${Date.now()}@example.com`;
  const ownerId = await registerMember(page, ownerMailbox);
  // A new member's nickname is their mailbox's name.
  const ownerNickname = ownerMailbox.slice(0, ownerMailbox.indexOf('@'));
  const owner: Member = {
    page,
    id: ownerId,
    token: (await page.evaluate(() => localStorage.getItem('token'))) ?? '',
  };
  const friend = await newMember(browser, baseURL!, 'friend');
  const joiner = await newMember(browser, baseURL!, 'joiner');
  // The owner and the friend become friends (the friend asks, the owner approves).
  const sent = await chatCall<{ request: { id: number } }>(friend, '/chat/friend/request', {
    memberId: owner.id,
  });
  await chatCall(owner, '/chat/friend/approve', { id: sent.request.id });

  // The owner creates the group: nothing picked is refused with the spec's message.
  const name = `Nivesh ${Date.now().toString(36)}`;
  await page.goto('/h5/#/pages/chat/createchat');
  await page.getByTestId('group-name').fill(name);
  await page.getByTestId('group-join-mode').getByText(g('joinMode.approval'), { exact: true }).click();
  const picker = page.getByTestId('group-member-picker');
  const create = picker.getByRole('button', { name: g('create.submit'), exact: true });
  await create.click();
  await expect(page.getByText(g('selectFriendFirst'))).toBeVisible();
  await picker.locator(`[data-member-id="${friend.id}"]`).click();
  await create.click();
  await page.waitForURL(/#\/pages\/chat\/chat\?conversationId=\d+/);
  const groupId = Number(new URL(page.url().replace('#/', '')).searchParams.get('conversationId'));
  // The thread tells the owner of their own act in the second person.
  await expect(page.getByText(t('chat', 'thread.system.group.created_you'))).toBeVisible();

  // The other member finds it by its id and asks to join.
  const other = joiner.page;
  await other.goto('/h5/#/pages/chat/joingroup');
  await other.getByTestId('join-group-id').fill(String(groupId));
  await other.getByTestId('join-group-search').click();
  const card = other.getByTestId('group-card');
  await expect(card).toContainText(name);
  await expect(card).toContainText(g('joinMode.approval'));
  await other.getByRole('button', { name: g('join.request'), exact: true }).click();
  await expect(other.getByTestId('group-request-pending')).toHaveText(g('join.pending'));

  // The asking member keeps the group's card open; the owner approves on the management page.
  await other.goto(`/h5/#/pages/chat/groupintroduce?groupId=${groupId}`);
  await expect(other.getByTestId('group-request-pending')).toBeVisible();
  await page.goto(`/h5/#/pages/chat/management?groupId=${groupId}`);
  const row = page.locator(`[data-testid="group-request"][data-member-id="${joiner.id}"]`);
  await expect(row).toBeVisible();
  await row.getByTestId('group-request-approve').click();
  await expect(page.getByTestId('group-requests').getByText(g('requests.empty'))).toBeVisible();

  // The card turns to a member's as the decision arrives (a group notice on the socket), and the
  // new member opens the group's chat.
  await expect(other.getByTestId('group-card')).toContainText(
    g('card.meta_other', { id: String(groupId), count: '3' }),
  );
  await other.getByTestId('group-open-chat').click();
  await other.waitForURL(new RegExp(`#/pages/chat/chat\\?conversationId=${groupId}$`));
  await expect(other.getByText(name).first()).toBeVisible();
  // The approval, told to the member it let in: "… let you in".
  await expect(
    other.getByText(t('chat', 'thread.system.group.approved_toYou', { actor: ownerNickname })),
  ).toBeVisible();

  // In the lists: the friend, added at creation, has the creation and the approval unread; the
  // owner, whose acts they were, has nothing unread.
  const groupRow = (member: Page) =>
    member
      .getByRole('list', { name: t('chat', 'index.conversations') })
      .getByRole('button')
      .filter({ hasText: name });
  await friend.page.goto('/h5/#/pages/chat/index');
  await expect(groupRow(friend.page)).toContainText(t('ds', 'conversationRow.unread_other', { count: '2' }));
  await page.goto('/h5/#/pages/chat/index');
  await expect(groupRow(page)).toBeVisible();
  await expect(groupRow(page)).not.toContainText(t('ds', 'conversationRow.unread_one', { count: '1' }));
  await expect(groupRow(page)).not.toContainText(t('ds', 'conversationRow.unread_other', { count: '1' }));
});
