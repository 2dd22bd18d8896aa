// Posts (issue #19): two members become friends on the friend-request page (one finds the other by
// id and asks, the other approves); the author publishes a post with a picture (a post without a
// title is refused with the spec's message first); the friend opens it from the author's homepage,
// likes it and comments (an empty comment is refused first); the author sees the like and the comment;
// a member or a post that does not exist says so.
// Each member in a browser context of their own.
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures.ts';
import { registerMember } from './journeys.ts';

const PICTURE = fileURLToPath(new URL('../fixtures/plan-poster.png', import.meta.url));

test('a member posts a picture, a friend likes it and comments, the author sees both', async ({
  page: author,
  browser,
  baseURL,
  t,
}) => {
  test.setTimeout(60_000);
  const c = (key: string, values?: Record<string, string>) => t('chat', key, values);
  const authorId = await registerMember(author, `author.${Date.now()}@example.com`);
  const friendContext = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const friend = await friendContext.newPage();
  await registerMember(friend, `friend.${Date.now()}@example.com`);

  // The friend finds the author by id and asks; the author approves among the received requests.
  await friend.goto('/h5/#/pages/chat/friendRequest');
  await friend.getByTestId('friend-search-input').fill(String(authorId));
  await friend.getByTestId('friend-search').click();
  await friend.getByTestId('friend-search-result').getByTestId('member-add').click();
  await expect(friend.getByTestId('member-pending')).toBeVisible();
  await friend.getByRole('tab', { name: c('friendRequest.tabs.sent') }).click();
  await expect(friend.getByTestId('friend-request').first()).toHaveAttribute('data-state', 'pending');

  await author.goto('/h5/#/pages/chat/friendRequest');
  const received = author.getByTestId('friend-requests-received').getByTestId('friend-request').first();
  await received.getByTestId('request-approve').click();
  await expect(received).toHaveAttribute('data-state', 'passed');
  await expect(received.getByTestId('request-state')).toHaveText(c('friendRequest.states.passed'));

  // The author publishes: without a title the spec's message stands under the title.
  await author.goto('/h5/#/pages/chat/issue');
  const form = author.getByTestId('post-form');
  await form.getByTestId('post-publish').click();
  await expect(form).toContainText(c('posts.titleAndContentRequired'));
  const title = `Diwali ${Date.now().toString(36)}`;
  await form.getByTestId('post-title').fill(title);
  await form.getByTestId('post-content-input').fill('दीये जलाए।\n<b>not bold</b>');
  const picker = form.getByTestId('post-images-picker');
  await picker.locator('input[type="file"]').setInputFiles(PICTURE);
  await expect(picker.locator('li[data-state="stored"]')).toHaveCount(1);
  await form.getByTestId('post-publish').click();
  await expect(author).toHaveURL(/#\/pages\/chat\/twxq\?id=\d+/);
  const postId = new URL(author.url().replace('#/', '')).searchParams.get('id');
  // The text as written: line break kept, the markup shown, not applied.
  await expect(author.getByTestId('post-content')).toHaveText('दीये जलाए।\n<b>not bold</b>');
  await expect(author.getByTestId('post-detail').locator('b')).toHaveCount(0);
  await expect(author.getByTestId('post-images').locator('img')).toHaveCount(1);

  // The friend opens it from the author's homepage, likes it and comments.
  await friend.goto(`/h5/#/pages/chat/homepage?memberId=${authorId}`);
  await expect(friend.getByTestId('homepage-member').getByTestId('member-chat')).toBeVisible();
  await friend
    .getByTestId('post-card')
    .filter({ hasText: title })
    .getByRole('button', { name: title })
    .click();
  await expect(friend).toHaveURL(new RegExp(`#/pages/chat/twxq\\?id=${postId}$`));
  const like = friend.getByTestId('post-like');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toHaveAttribute('data-count', '1');
  await friend.getByTestId('comment-send').click();
  await expect(friend.getByTestId('comment-composer')).toContainText(c('posts.commentEmpty'));
  await friend.getByTestId('comment-input').fill('बहुत सुंदर!');
  await friend.getByTestId('comment-send').click();
  await expect(friend.getByTestId('post-comment')).toContainText('बहुत सुंदर!');

  // The author sees the like and the comment.
  await author.reload();
  await expect(author.getByTestId('post-like')).toHaveAttribute('data-count', '1');
  await expect(author.getByTestId('post-like')).toHaveAttribute('aria-pressed', 'false');
  await expect(author.getByTestId('post-comment-count')).toHaveAttribute('data-count', '1');
  await expect(author.getByTestId('post-comment')).toContainText('बहुत सुंदर!');

  // A member or a post that does not exist says so, with no retry that cannot help.
  const retry = friend.getByRole('button', { name: t('ds', 'common.retry') });
  await friend.goto('/h5/#/pages/chat/homepage?memberId=99999999');
  await expect(friend.getByText(c('posts.memberNotFound'))).toBeVisible();
  await expect(retry).toHaveCount(0);
  await friend.goto('/h5/#/pages/chat/twxq?id=99999999');
  await expect(friend.getByText(c('posts.notFound'))).toBeVisible();
  await expect(retry).toHaveCount(0);
  await friendContext.close();
});
