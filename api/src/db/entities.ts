import { MemberSchema } from '../modules/account/member.entity.ts';
import { SessionSchema } from '../modules/account/session.entity.ts';
import { AuditEventSchema } from '../modules/audit/audit-event.entity.ts';
import { OperatorActionSchema } from '../modules/audit/operator-action.entity.ts';
import { NoticeSchema } from '../modules/content/notice.entity.ts';
import { PageSchema } from '../modules/content/page.entity.ts';
import { IdempotencyRecordSchema } from '../modules/ledger/idempotency-record.entity.ts';
import { JournalEntrySchema } from '../modules/ledger/journal-entry.entity.ts';
import { JournalLineSchema } from '../modules/ledger/journal-line.entity.ts';
import { LedgerAccountSchema } from '../modules/ledger/ledger-account.entity.ts';
import { MailCodeSchema } from '../modules/mail/mail-code.entity.ts';
import { OutboxMailSchema } from '../modules/mail/outbox-mail.entity.ts';
import { PlatformSettingSchema } from '../modules/withdrawal/platform-setting.entity.ts';
import { WithdrawalAddressSchema } from '../modules/withdrawal/withdrawal-address.entity.ts';
import { WithdrawalSchema } from '../modules/withdrawal/withdrawal.entity.ts';
import { ConversionSchema } from '../modules/conversion/conversion.entity.ts';
import { DepositSchema } from '../modules/deposit/deposit.entity.ts';
import { OperatorSchema } from '../modules/operator/operator.entity.ts';
import { OperatorSessionSchema } from '../modules/operator/operator-session.entity.ts';
import { UploadSchema } from '../modules/upload/upload.entity.ts';
import { FundSchema } from '../modules/fund/fund.entity.ts';
import { FundNavSchema } from '../modules/fund/fund-nav.entity.ts';
import { FundOrderSchema } from '../modules/fund/fund-order.entity.ts';
import { FundIncomeSchema } from '../modules/fund/fund-income.entity.ts';
import { TrialQuotaSchema } from '../modules/fund/trial-quota.entity.ts';

/** Every entity the API persists; modules add theirs here. */
export const entities = [
  NoticeSchema,
  PageSchema,
  MemberSchema,
  SessionSchema,
  MailCodeSchema,
  OutboxMailSchema,
  AuditEventSchema,
  UploadSchema,
  OperatorActionSchema,
  LedgerAccountSchema,
  JournalEntrySchema,
  JournalLineSchema,
  IdempotencyRecordSchema,
  PlatformSettingSchema,
  WithdrawalAddressSchema,
  WithdrawalSchema,
  DepositSchema,
  ConversionSchema,
  OperatorSchema,
  OperatorSessionSchema,
  FundSchema,
  FundNavSchema,
  FundOrderSchema,
  FundIncomeSchema,
  TrialQuotaSchema,
];
