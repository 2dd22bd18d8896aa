import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createInstance, type TFunction } from 'i18next';
import type { ChatMessageView } from '@h5/api/contract/chat';
import english from '../i18n/en-us.json' with { type: 'json' };
import hindi from '../i18n/hi-in.json' with { type: 'json' };
import { messagePreview, systemText } from './messagePreview.ts';

async function textsIn(lang: string, resources: object): Promise<TFunction<'chat'>> {
  const i18n = createInstance();
  // As the app's instance (shell/platform's i18n.ts) reads them.
  await i18n.init({
    lng: lang,
    lowerCaseLng: true,
    ns: ['chat'],
    defaultNS: 'chat',
    resources: { [lang]: { chat: resources } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(lang, 'chat') as TFunction<'chat'>;
}

const approved = (actorId: number): Pick<ChatMessageView, 'system' | 'text'> => ({
  text: null,
  system: {
    key: 'group.approved',
    values: { actor: 'Asha', actorId, members: 'Ravi', count: 1, memberId: 8 },
  },
});

test('a group system message reads in the third person, and in the second for the member who did it', async () => {
  const en = await textsIn('en-us', english);
  assert.equal(systemText(approved(7), en, 9), 'Asha let Ravi in');
  assert.equal(systemText(approved(7), en, 7), 'You let Ravi in');
  assert.equal(systemText(approved(7), en, undefined), 'Asha let Ravi in');
  // The one member it names reads "you".
  assert.equal(systemText(approved(7), en, 8), 'Asha let you in');
  const hi = await textsIn('hi-in', hindi);
  assert.equal(systemText(approved(7), hi, 9), 'Asha ने Ravi को शामिल किया');
  assert.equal(systemText(approved(7), hi, 7), 'आपने Ravi को शामिल किया');
  assert.equal(systemText(approved(7), hi, 8), 'Asha ने आपको शामिल किया');
});

test('a system message stored before it carried the ids reads in the third person', async () => {
  const en = await textsIn('en-us', english);
  const older = { text: null, system: { key: 'group.created', values: { actor: 'Asha' } } };
  assert.equal(systemText(older, en, 7), 'Asha created the group');
});

test('a text with no second-person form for the member it names reads as for anyone', async () => {
  const en = await textsIn('en-us', english);
  // "created" names the friends picked in its values, not in its text.
  const created = {
    text: null,
    system: {
      key: 'group.created',
      values: { actor: 'Asha', actorId: 7, members: 'Ravi', count: 1, memberId: 8 },
    },
  };
  assert.equal(systemText(created, en, 8), 'Asha created the group');
  assert.equal(systemText(created, en, 7), 'You created the group');
});

test('the conversation list shows the same line', async () => {
  const en = await textsIn('en-us', english);
  const message = {
    ...approved(7),
    id: 1,
    conversationId: 2,
    seq: 3,
    clientId: null,
    sender: { kind: 'system' },
    kind: 'system',
    file: null,
    durationMs: null,
    createdAt: '2026-11-29T10:00:00.000Z',
  } satisfies ChatMessageView;
  assert.equal(messagePreview(message, 'group', 7, en), 'You let Ravi in');
});
