import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../platform/clock.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MemberActor, OperatorActor } from '../../platform/policy.ts';
import { queryRows } from '../ledger/sql.ts';
import { imageTypeOf, receiveFile } from '../upload/multipart-file.ts';
import type { ByteRange } from '../upload/video-store.ts';
import { IMAGE_MAX_BYTES } from '../upload/upload.service.ts';
import type { ChatFileAnswer } from './chat.contract.ts';
import { ChatFileSchema, type ChatFile } from './chat.entity.ts';
import { chatFilePolicy } from './chat-file.policy.ts';
import { chatFileUrl } from './chat.presenter.ts';
import { CHAT_FILE_NAME } from './conversations.schema.ts';
import { probeVoice } from './voice-probe.ts';

export const VOICE_MAX_BYTES = 2 * 1024 * 1024;
export const VOICE_MAX_MS = 60_000;
/** What a recorder stopped at 60 s may run over (its last frame, the stop's delay). */
const VOICE_SLACK_MS = 500;

export const CHAT_FILE_KINDS = ['image', 'voice'] as const;
export type ChatFileKind = (typeof CHAT_FILE_KINDS)[number];

/** Who stores a file: a member, or a support operator answering in a service conversation. */
export type ChatFileOwner = { memberId: number } | { operator: string };

type Deps = { clock: Clock; dataDir: string };

/**
 * Files sent in conversations (ADR 0036): images as public uploads check them, voice recordings
 * as MediaRecorder makes them (type and length from the bytes). Kept under `DATA_DIR/chat-files`,
 * never served as public files: only to the uploader and to members of a conversation with a
 * message carrying the file.
 */
export function createChatFilesService({ clock, dataDir }: Deps) {
  const dir = join(dataDir, 'chat-files');
  const ready = mkdir(dir, { recursive: true });

  /** The checked file's type, or a refusal; `tmp` is removed on refusal. */
  async function typeOf(kind: ChatFileKind, tmp: string, size: number) {
    if (kind === 'image') {
      const type = await imageTypeOf(tmp);
      if (type) return { ...type, durationMs: null };
      throw new ApiError(415, 'upload.notAnImage');
    }
    if (size > VOICE_MAX_BYTES)
      throw new ApiError(413, 'chat.voiceTooLarge', { params: { mb: VOICE_MAX_BYTES / 1024 / 1024 } });
    const voice = await probeVoice(await readFile(tmp));
    if (!voice) throw new ApiError(415, 'chat.notAVoice');
    if (voice.durationMs > VOICE_MAX_MS + VOICE_SLACK_MS)
      throw new ApiError(422, 'chat.voiceTooLong', {
        params: { seconds: VOICE_MAX_MS / 1000 },
        data: { field: 'file' },
      });
    return { mime: voice.mime, ext: voice.ext, durationMs: Math.min(voice.durationMs, VOICE_MAX_MS) };
  }

  const answerOf = (file: ChatFile): ChatFileAnswer => ({
    name: file.name,
    url: chatFileUrl(file.name),
    kind: file.kind as ChatFileKind,
    mime: file.mime,
    size: file.size,
    durationMs: file.durationMs ?? null,
  });

  return {
    /**
     * Stores the multipart `file` of `kind` (a form field, or `kindHint` from the query): streamed
     * to disk up to the image limit, then checked by kind.
     */
    async store(
      em: EntityManager,
      req: IncomingMessage,
      headers: IncomingHttpHeaders,
      owner: ChatFileOwner,
      kindHint?: string,
    ): Promise<ChatFileAnswer> {
      await ready;
      const { file: received, fields } = await receiveFile(req, headers, { dir, maxBytes: IMAGE_MAX_BYTES });
      const kind = fields.kind ?? kindHint;
      if (received === 'none') throw new ApiError(400, 'upload.fileRequired');
      if (!CHAT_FILE_KINDS.includes(kind as ChatFileKind)) {
        if (typeof received === 'object') await rm(received.tmp, { force: true });
        throw new ApiError(422, 'chat.fileKindInvalid', { data: { field: 'kind' } });
      }
      if (received === 'too-large') {
        const voice = kind === 'voice';
        throw new ApiError(413, voice ? 'chat.voiceTooLarge' : 'upload.tooLarge', {
          params: { mb: (voice ? VOICE_MAX_BYTES : IMAGE_MAX_BYTES) / 1024 / 1024 },
        });
      }
      let type: Awaited<ReturnType<typeof typeOf>>;
      try {
        type = await typeOf(kind as ChatFileKind, received.tmp, received.size);
      } catch (error) {
        await rm(received.tmp, { force: true });
        throw error;
      }
      const name = `${randomBytes(16).toString('hex')}.${type.ext}`;
      await rename(received.tmp, join(dir, name));
      const now = clock.now();
      const file = em.create(ChatFileSchema, {
        memberId: 'memberId' in owner ? owner.memberId : null,
        operator: 'operator' in owner ? owner.operator.slice(0, 80) : null,
        name,
        kind: kind as ChatFileKind,
        mime: type.mime,
        size: received.size,
        durationMs: type.durationMs,
        createdAt: now,
        updatedAt: now,
      });
      await em.flush();
      return answerOf(file);
    },

    /**
     * The file `reader` may read, with a reader of its bytes: a member, their own upload or one a
     * message of a conversation they are in carries; an operator, when `operatorMaySee` says so
     * (the service desk's files). Anyone else: 404, as for a file that does not exist.
     */
    async open(
      em: EntityManager,
      reader: MemberActor | OperatorActor | undefined,
      name: string,
      operatorMaySee: (operator: OperatorActor, name: string) => Promise<boolean>,
    ) {
      const file = CHAT_FILE_NAME.test(name) ? await em.findOne(ChatFileSchema, { name }) : null;
      if (!file || !reader) throw chatFilePolicy.refuse();
      const shared =
        reader.kind === 'operator'
          ? await operatorMaySee(reader, name)
          : file.memberId !== reader.id &&
            (
              await queryRows(
                em,
                `select 1 as found from chat_message m
                   join chat_member c on c.conversation_id = m.conversation_id and c.member_id = ?
                  where m.file_name = ? limit 1`,
                [reader.id, name],
              )
            ).length > 0;
      // Not `authorize`: an operator would learn from its 403 that the file exists.
      if (!chatFilePolicy.rules.read(reader, { memberId: file.memberId ?? null, shared }))
        throw chatFilePolicy.refuse();
      return {
        file: answerOf(file),
        read: (range?: ByteRange) =>
          createReadStream(join(dir, name), range && { start: range.start, end: range.end }),
      };
    },

    /** A stored file by name (for the service desk's console, which reads as an operator). */
    byName: (em: EntityManager, name: string) =>
      CHAT_FILE_NAME.test(name) ? em.findOne(ChatFileSchema, { name }) : Promise.resolve(null),
  };
}

export type ChatFilesService = ReturnType<typeof createChatFilesService>;
