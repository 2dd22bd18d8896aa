import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { manualClock } from '../../platform/clock.ts';
import { queryRows } from '../ledger/sql.ts';
import { FriendshipSchema, MemberBlockSchema } from '../social/social.entity.ts';
import { buildMember, type TestMember } from '../../test/factories.ts';
import { startTestServer, type TestServer } from '../../test/server.ts';
import { openSocket } from '../../test/socket.ts';
import type { SocketSocialNoticeMessage } from '../social/social.contract.ts';
import type {
  CommentPostAnswer,
  DeleteCommentAnswer,
  LikePostAnswer,
  PostCommentsAnswer,
  PostListAnswer,
  PostView,
} from './posts.contract.ts';

const clock = manualClock('2026-11-27T10:00:00Z');
let server: TestServer;
before(async () => (server = await startTestServer({ clock })));
after(() => server.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadImage(member: TestMember): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
  const response = await fetch(`${server.url}/api/Upload/image`, {
    method: 'POST',
    body: form,
    headers: { token: member.token },
  });
  return ((await response.json()) as { data: { path: string } }).data.path;
}

const call = <T>(member: TestMember, path: string, json: unknown = {}, lang = 'en-us') =>
  server.post<T>(`/chat/post/${path}`, { headers: { token: member.token }, json, lang });

async function publish(member: TestMember, input: Record<string, unknown> = {}): Promise<PostView> {
  const answer = await call<PostView>(member, 'publish', {
    title: 'A title',
    content: 'Some content',
    ...input,
  });
  assert.equal(answer.body.status, 1, answer.body.msg);
  return answer.body.data;
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await queryRows<{ n: unknown }>(server.orm.em.fork(), sql, params))[0]!.n);

const postRow = async (id: number) =>
  (
    await queryRows<{ like_count: unknown; comment_count: unknown; deleted_at: unknown }>(
      server.orm.em.fork(),
      'select like_count, comment_count, deleted_at from post where id = ?',
      [id],
    )
  )[0]!;

async function befriend(a: TestMember, b: TestMember) {
  const em = server.orm.em.fork();
  const createdAt = clock.now();
  await em.insert(FriendshipSchema, { memberId: a.id, friendId: b.id, createdAt });
  await em.insert(FriendshipSchema, { memberId: b.id, friendId: a.id, createdAt });
}

const block = (by: TestMember, who: TestMember) =>
  server.orm.em
    .fork()
    .insert(MemberBlockSchema, { memberId: by.id, blockedId: who.id, createdAt: clock.now() });

const notices = (member: TestMember, topic: string) =>
  count('select count(*) as n from social_notice where member_id = ? and topic = ?', [member.id, topic]);

/** `n` members, built one after another (building them at once contends on MariaDB's index locks). */
async function members(n: 2): Promise<[TestMember, TestMember]>;
async function members(n: 3): Promise<[TestMember, TestMember, TestMember]>;
async function members(n: number): Promise<TestMember[]>;
async function members(n: number): Promise<TestMember[]> {
  const built: TestMember[] = [];
  for (let i = 0; i < n; i += 1) built.push(await buildMember(server));
  return built;
}

describe('publishing a post', () => {
  test('stores the title, the content and the member’s own images, answered as plain text', async () => {
    const member = await buildMember(server);
    const images = [await uploadImage(member), await uploadImage(member)];
    const post = await publish(member, {
      title: '  <b>Hello</b> & welcome  ',
      content: ' line one\r\nline two <script>alert(1)</script>\n',
      images,
    });
    assert.deepEqual(
      { ...post, createdAt: undefined },
      {
        id: post.id,
        author: { id: member.id, name: member.nickname, avatar: null },
        title: '<b>Hello</b> & welcome',
        content: 'line one\nline two <script>alert(1)</script>',
        images,
        likeCount: 0,
        commentCount: 0,
        likedByMe: false,
        createdAt: undefined,
        mine: true,
      },
    );
    assert.equal(post.createdAt, clock.now().toISOString());
    const detail = await call<PostView>(member, 'detail', { postId: post.id });
    assert.deepEqual(detail.body.data, post);
  });

  test('needs a title and content: the spec’s message, naming the missing field, in each language', async () => {
    const member = await buildMember(server);
    const before = await count('select count(*) as n from post');
    for (const [input, field] of [
      [{ content: 'text' }, 'title'],
      [{ title: '   ', content: 'text' }, 'title'],
      [{ title: 'title' }, 'content'],
      [{ title: 'title', content: ' \n ' }, 'content'],
      [{}, 'title'],
    ] as const) {
      const answer = await call(member, 'publish', input);
      assert.deepEqual(
        [answer.httpStatus, answer.body.msg, answer.body.data],
        [422, 'Posts need a title and content', { field }],
        JSON.stringify(input),
      );
    }
    const hindi = await call(member, 'publish', { title: 'x' }, 'hi-in');
    assert.equal(hindi.body.msg, 'पोस्ट के लिए शीर्षक और सामग्री आवश्यक हैं');
    const chinese = await call(member, 'publish', { content: 'x' }, 'zh-cn');
    assert.equal(chinese.body.msg, '动态需要标题和内容');
    assert.equal(await count('select count(*) as n from post'), before);
  });

  test('holds the lengths (in characters) and refuses control characters', async () => {
    const member = await buildMember(server);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ title: 'x'.repeat(101) }, 'title', 'The title may be at most 100 characters'],
      [{ content: 'x'.repeat(5001) }, 'content', 'The content may be at most 5000 characters'],
      [{ title: 'one\ntwo' }, 'title', 'The text contains characters that are not allowed'],
      [{ title: 'a\u0000b' }, 'title', 'The text contains characters that are not allowed'],
      [{ content: 'tab\there' }, 'content', 'The text contains characters that are not allowed'],
      [{ content: 'bell\u0007' }, 'content', 'The text contains characters that are not allowed'],
    ];
    for (const [input, field, msg] of refusals) {
      const answer = await call(member, 'publish', { title: 'A title', content: 'Content', ...input });
      assert.deepEqual([answer.httpStatus, answer.body.msg, answer.body.data], [422, msg, { field }]);
    }
    // 100 and 5000 characters, counted as characters: emoji are one each.
    const post = await publish(member, { title: '🙂'.repeat(100), content: 'क'.repeat(5000) });
    assert.equal([...post.title].length, 100);
    assert.equal(post.content.length, 5000);
  });

  test('takes up to nine of the member’s own images; another member’s upload or a foreign path is refused', async () => {
    const [member, other] = await members(2);
    const own = await uploadImage(member);
    const before = await count('select count(*) as n from post');
    const refused = async (images: unknown, msg: string) => {
      const answer = await call(member, 'publish', { title: 't', content: 'c', images });
      assert.deepEqual(
        [answer.httpStatus, answer.body.msg, answer.body.data],
        [422, msg, { field: 'images' }],
        JSON.stringify(images),
      );
    };
    await refused([own, await uploadImage(other)], 'Please upload the images first');
    await refused(['/uploads/0123456789abcdef0123456789abcdef.png'], 'Please upload the images first');
    await refused(['https://evil.example/x.png'], 'Please upload the images first');
    await refused(['/uploads/../../etc/passwd'], 'Please upload the images first');
    await refused(Array(10).fill(own), 'A post may have at most 9 images');
    assert.equal(await count('select count(*) as n from post'), before);
    const nine = await publish(member, { images: Array(9).fill(own) });
    assert.equal(nine.images.length, 9);
    const one = await publish(member, { images: own });
    assert.deepEqual(one.images, [own]);
  });
});

describe('reading posts', () => {
  test('a homepage lists one member’s posts newest first, paged, to any logged-in member', async () => {
    const [author, reader] = await members(2);
    const posts: PostView[] = [];
    for (let i = 1; i <= 3; i += 1) {
      clock.advance(1000);
      posts.push(await publish(author, { title: `Post ${i}` }));
    }
    const first = await call<PostListAnswer>(reader, 'list', { memberId: author.id, page: 1, rows: 2 });
    assert.equal(first.body.data.total, 3);
    assert.deepEqual(
      first.body.data.list.map((post) => [post.title, post.mine]),
      [
        ['Post 3', false],
        ['Post 2', false],
      ],
    );
    const second = await call<PostListAnswer>(reader, 'list', { memberId: author.id, page: 2, rows: 2 });
    assert.deepEqual(
      second.body.data.list.map((post) => post.title),
      ['Post 1'],
    );
    const own = await call<PostListAnswer>(author, 'list', {});
    assert.deepEqual(
      own.body.data.list.map((post) => [post.id, post.mine]),
      posts.map((post) => [post.id, true]).reverse(),
    );
    const nobody = await call(reader, 'list', { memberId: 2 ** 31 - 1 });
    assert.deepEqual([nobody.httpStatus, nobody.body.msg], [404, 'This member does not exist']);
  });

  test('the feed holds the member’s own and their friends’ posts, not others’', async () => {
    const [me, friend, stranger] = await members(3);
    await befriend(me, friend);
    const mine = await publish(me, { title: 'mine' });
    const theirs = await publish(friend, { title: 'friend' });
    await publish(stranger, { title: 'stranger' });
    await call(me, 'like', { postId: theirs.id });
    const feed = await call<PostListAnswer>(me, 'feed', {});
    assert.deepEqual(
      feed.body.data.list.map((post) => [post.id, post.mine, post.likedByMe, post.likeCount]),
      [
        [theirs.id, false, true, 1],
        [mine.id, true, false, 0],
      ],
    );
    assert.equal(feed.body.data.total, 2);
  });
});

describe('deleting a post', () => {
  test('only its author deletes it; then it is gone from lists and its detail is not found', async () => {
    const [author, other] = await members(2);
    const post = await publish(author);
    const refused = await call(other, 'delete', { postId: post.id });
    assert.deepEqual([refused.httpStatus, refused.body.msg], [404, 'This post does not exist']);
    assert.equal((await postRow(post.id)).deleted_at, null);

    const deleted = await call(author, 'delete', { postId: post.id });
    assert.deepEqual(deleted.body.data, { postId: post.id });
    assert.equal((await call<PostListAnswer>(author, 'list', {})).body.data.total, 0);
    assert.equal((await call<PostListAnswer>(author, 'feed', {})).body.data.total, 0);
    for (const [path, body] of [
      ['detail', { postId: post.id }],
      ['delete', { postId: post.id }],
      ['like', { postId: post.id }],
      ['comment', { postId: post.id, content: 'late' }],
      ['comments', { postId: post.id }],
    ] as const) {
      const answer = await call(other, path, body);
      assert.deepEqual([answer.httpStatus, answer.body.msg], [404, 'This post does not exist'], path);
    }
    assert.equal(await count('select count(*) as n from post_comment where post_id = ?', [post.id]), 0);
    assert.equal(await count('select count(*) as n from post_like where post_id = ?', [post.id]), 0);
  });
});

describe('comments', () => {
  test('not empty (the spec’s message), at most 500 characters; listed oldest first, paged; the author is told', async () => {
    const [author, reader] = await members(2);
    const post = await publish(author);
    for (const content of [undefined, '', '   \n ']) {
      const answer = await call(reader, 'comment', { postId: post.id, content });
      assert.deepEqual(
        [answer.httpStatus, answer.body.msg, answer.body.data],
        [422, 'Comment cannot be empty', { field: 'content' }],
      );
    }
    assert.equal((await call(reader, 'comment', { postId: post.id }, 'zh-cn')).body.msg, '评论不能为空');
    const long = await call(reader, 'comment', { postId: post.id, content: 'x'.repeat(501) });
    assert.equal(long.body.msg, 'A comment may be at most 500 characters');

    const made: CommentPostAnswer[] = [];
    for (const content of ['first', ' second <i>x</i> ', 'third']) {
      clock.advance(1000);
      made.push((await call<CommentPostAnswer>(reader, 'comment', { postId: post.id, content })).body.data);
    }
    assert.deepEqual(
      made.map((answer) => answer.commentCount),
      [1, 2, 3],
    );
    assert.deepEqual(made[1]!.comment.author, { id: reader.id, name: reader.nickname, avatar: null });
    const page = await call<PostCommentsAnswer>(author, 'comments', { postId: post.id, page: 1, rows: 2 });
    assert.equal(page.body.data.total, 3);
    assert.deepEqual(
      page.body.data.list.map((comment) => [comment.content, comment.mine]),
      [
        ['first', false],
        ['second <i>x</i>', false],
      ],
    );
    assert.equal((await call<PostView>(author, 'detail', { postId: post.id })).body.data.commentCount, 3);
    assert.equal(await notices(author, 'comment'), 3);
    // Commenting on one's own post tells nobody.
    await call(author, 'comment', { postId: post.id, content: 'thanks' });
    assert.equal(await notices(author, 'comment'), 3);
  });

  test('deleted by the comment’s author or the post’s author; anyone else is refused, nothing changed', async () => {
    const [author, commenter, other] = await members(3);
    const post = await publish(author);
    const first = (await call<CommentPostAnswer>(commenter, 'comment', { postId: post.id, content: 'a' }))
      .body.data.comment;
    const second = (await call<CommentPostAnswer>(commenter, 'comment', { postId: post.id, content: 'b' }))
      .body.data.comment;
    const refused = await call(other, 'deleteComment', { commentId: first.id });
    assert.deepEqual([refused.httpStatus, refused.body.msg], [404, 'This comment does not exist']);
    assert.equal(Number((await postRow(post.id)).comment_count), 2);

    const byCommenter = await call<DeleteCommentAnswer>(commenter, 'deleteComment', { commentId: first.id });
    assert.deepEqual(byCommenter.body.data, { commentId: first.id, commentCount: 1 });
    const byAuthor = await call<DeleteCommentAnswer>(author, 'deleteComment', { commentId: second.id });
    assert.deepEqual(byAuthor.body.data, { commentId: second.id, commentCount: 0 });
    const again = await call(author, 'deleteComment', { commentId: second.id });
    assert.equal(again.httpStatus, 404);
    assert.equal((await call<PostCommentsAnswer>(other, 'comments', { postId: post.id })).body.data.total, 0);
    assert.equal(Number((await postRow(post.id)).comment_count), 0);
  });

  test('a member the author blocked sees neither the homepage nor the posts: as if they were not there', async () => {
    const [author, blocked, other] = await members(3);
    const post = await publish(author);
    await call(blocked, 'comment', { postId: post.id, content: 'before' });
    await block(author, blocked);
    for (const [path, body] of [
      ['detail', { postId: post.id }],
      ['comments', { postId: post.id }],
      ['comment', { postId: post.id, content: 'hi' }],
      ['like', { postId: post.id }],
    ] as const) {
      const answer = await call(blocked, path, body);
      assert.deepEqual([answer.httpStatus, answer.body.msg], [404, 'This post does not exist'], path);
    }
    const homepage = await call(blocked, 'list', { memberId: author.id });
    assert.deepEqual([homepage.httpStatus, homepage.body.msg], [404, 'This member does not exist']);
    assert.deepEqual(
      [Number((await postRow(post.id)).like_count), Number((await postRow(post.id)).comment_count)],
      [0, 1],
    );
    // Others see it as before; the blocked member's own homepage is theirs still.
    assert.equal((await call<PostView>(other, 'detail', { postId: post.id })).body.data.commentCount, 1);
    assert.equal((await call<PostListAnswer>(blocked, 'list', {})).body.status, 1);
  });
});

describe('likes', () => {
  test('toggle: one per member; liking tells the author once, unliking does not', async () => {
    const [author, fan] = await members(2);
    const post = await publish(author);
    const liked = await call<LikePostAnswer>(fan, 'like', { postId: post.id });
    assert.deepEqual(liked.body.data, { postId: post.id, liked: true, likeCount: 1 });
    assert.equal((await call<PostView>(fan, 'detail', { postId: post.id })).body.data.likedByMe, true);
    assert.equal((await call<PostView>(author, 'detail', { postId: post.id })).body.data.likedByMe, false);
    const unliked = await call<LikePostAnswer>(fan, 'like', { postId: post.id });
    assert.deepEqual(unliked.body.data, { postId: post.id, liked: false, likeCount: 0 });
    assert.equal(await notices(author, 'like'), 1);
    // Liking one's own post tells nobody.
    await call(author, 'like', { postId: post.id });
    assert.equal(await notices(author, 'like'), 1);
  });
});

describe('notices on the author’s socket', () => {
  test('a comment and a like reach the author’s room as `notice` messages; taking the like back sends none', async () => {
    const [author, fan] = await members(2);
    const post = await publish(author);
    const issued = await server.post<{ token: string }>('/chat/connect/issueToken', {
      headers: { token: author.token },
    });
    const socket = openSocket(server.url, issued.body.data.token);
    try {
      const clientId = String((await socket.next('init')).client_id);
      await server.post('/chat/messages/bind', {
        headers: { token: author.token },
        json: { client_id: clientId },
      });
      const made = await call<CommentPostAnswer>(fan, 'comment', {
        postId: post.id,
        content: 'Nice <b>post</b>',
      });
      const comment = (await socket.next('notice')) as unknown as SocketSocialNoticeMessage;
      assert.deepEqual(
        [comment.topic, comment.notice.actor?.id, comment.notice.refId, comment.notice.detail],
        ['comment', fan.id, made.body.data.comment.id, { postId: post.id, excerpt: 'Nice <b>post</b>' }],
      );
      await call(fan, 'like', { postId: post.id });
      const like = (await socket.next('notice')) as unknown as SocketSocialNoticeMessage;
      assert.deepEqual(
        [like.topic, like.notice.refId, like.notice.detail],
        ['like', post.id, { postId: post.id }],
      );
      await call(fan, 'like', { postId: post.id });
      await assert.rejects(socket.next('notice', 300), /no "notice" message/);
    } finally {
      socket.close();
    }
  });
});

describe('counts under concurrency', () => {
  let crowd: TestMember[];
  let author: TestMember;
  before(async () => {
    crowd = await members(50);
    author = await buildMember(server);
  });

  const rows = (table: string, postId: number) =>
    count(
      `select count(*) as n from ${table} where post_id = ? ${table === 'post_comment' ? 'and deleted_at is null' : ''}`,
      [postId],
    );

  test('50 members liking at once: 50 likes; all taking them back at once: none', async () => {
    const post = await publish(author);
    const liked = await Promise.all(
      crowd.map((member) => call<LikePostAnswer>(member, 'like', { postId: post.id })),
    );
    assert.ok(liked.every((answer) => answer.body.data.liked));
    assert.deepEqual(
      liked.map((answer) => answer.body.data.likeCount).sort((a, b) => a - b),
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    assert.equal(Number((await postRow(post.id)).like_count), 50);
    assert.equal(await rows('post_like', post.id), 50);
    await Promise.all(crowd.map((member) => call(member, 'like', { postId: post.id })));
    assert.equal(Number((await postRow(post.id)).like_count), 0);
    assert.equal(await rows('post_like', post.id), 0);
  });

  test('one member toggling 20 times at once: the count equals the rows, each answer one step', async () => {
    const post = await publish(author);
    const [fan] = crowd;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call<LikePostAnswer>(fan!, 'like', { postId: post.id })),
    );
    assert.ok(answers.every((answer) => answer.body.status === 1));
    assert.equal(answers.filter((answer) => answer.body.data.liked).length, 10);
    assert.ok(answers.every((answer) => answer.body.data.likeCount === (answer.body.data.liked ? 1 : 0)));
    assert.equal(Number((await postRow(post.id)).like_count), await rows('post_like', post.id));
    assert.equal(await rows('post_like', post.id), 0);
  });

  test('50 members commenting at once: 50 comments counted; 25 deleted at once: 25', async () => {
    const post = await publish(author);
    const made = await Promise.all(
      crowd.map((member, i) =>
        call<CommentPostAnswer>(member, 'comment', { postId: post.id, content: `comment ${i}` }),
      ),
    );
    assert.ok(made.every((answer) => answer.body.status === 1));
    assert.equal(Number((await postRow(post.id)).comment_count), 50);
    assert.equal(await rows('post_comment', post.id), 50);
    await Promise.all(
      made
        .slice(0, 25)
        .map((answer, i) => call(crowd[i]!, 'deleteComment', { commentId: answer.body.data.comment.id })),
    );
    assert.equal(Number((await postRow(post.id)).comment_count), 25);
    assert.equal(await rows('post_comment', post.id), 25);
    assert.equal((await call<PostView>(author, 'detail', { postId: post.id })).body.data.commentCount, 25);
  });
});
