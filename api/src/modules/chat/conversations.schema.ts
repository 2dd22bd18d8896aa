import { z } from 'zod';
import { id, paging, paramRegistry, text } from '../../platform/params.ts';
import { intParam, message } from '../../platform/validate.ts';

const conversationId = id('conversation');

/** A sequence number (0 = before the first message). */
const seq = () =>
  intParam().pipe(
    z
      .number(message('chat.seqInvalid'))
      .int(message('chat.seqInvalid'))
      .min(0, message('chat.seqInvalid'))
      .max(2 ** 31 - 1, message('chat.seqInvalid')),
  );

/** The sender's own id for a message: 1–64 letters, digits, `_` and `-` (a UUID fits). */
const clientId = () =>
  z.string(message('chat.clientIdInvalid')).regex(/^[A-Za-z0-9_-]{1,64}$/, message('chat.clientIdInvalid'));

/** A chat file's stored name, as `/chat/file/upload` answers it (the `chatFile` resource). */
export const CHAT_FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|webm|ogg|m4a|aac)$/;
const chatFileName = () => {
  const schema = z.string(message('chat.fileInvalid')).regex(CHAT_FILE_NAME, message('chat.fileInvalid'));
  paramRegistry.add(schema, { param: 'id', resource: 'chatFile' });
  return schema;
};

export const ConversationListSchema = z.object(paging);

export const OpenConversationSchema = z.object({ friendId: id('member') });

export const ConversationInfoSchema = z.object({ conversationId });

/** `text`: 1–2000 characters (line breaks kept); `image` and `voice`: the sender's own file. */
export const SendMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    conversationId,
    clientId: clientId(),
    kind: z.literal('text'),
    text: text(2000, { multiline: true, required: 'chat.textRequired', tooLong: 'chat.textTooLong' }),
  }),
  z.object({
    conversationId,
    clientId: clientId(),
    kind: z.enum(['image', 'voice'], message('chat.kindInvalid')),
    fileName: chatFileName(),
  }),
]);

export const MessageHistorySchema = z.object({
  conversationId,
  beforeSeq: seq().optional(),
  rows: paging.rows,
});

export const MessagesSinceSchema = z.object({ conversationId, afterSeq: seq() });

export const ReadMessagesSchema = z.object({ conversationId, seq: seq() });
