import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083634_ledger extends Migration {
  override name = 'Migration20261121083634_ledger';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`idempotency_record\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`idem_key\` text not null, \`fingerprint\` text not null, \`answer\` text null);`,
    );
    this.addSql(
      `create unique index \`idempotency_record_member_id_idem_key_unique\` on \`idempotency_record\` (\`member_id\`, \`idem_key\`);`,
    );

    this.addSql(
      `create table \`journal_entry\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`type\` text not null, \`memo\` text not null, \`actor\` text not null, \`idempotency_key\` text null);`,
    );
    this.addSql(
      `create unique index \`journal_entry_idempotency_key_unique\` on \`journal_entry\` (\`idempotency_key\`);`,
    );

    this.addSql(
      `create table \`journal_line\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`entry_id\` integer not null, \`account_id\` integer not null, \`asset\` text not null, \`amount\` bigint not null, \`balance_after\` bigint not null);`,
    );
    this.addSql(
      `create index \`journal_line_account_id_id_index\` on \`journal_line\` (\`account_id\`, \`id\`);`,
    );
    this.addSql(`create index \`journal_line_entry_id_index\` on \`journal_line\` (\`entry_id\`);`);

    this.addSql(
      `create table \`ledger_account\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`code\` text not null, \`owner\` text not null, \`member_id\` integer null, \`kind\` text not null, \`asset\` text not null, \`allow_negative\` integer not null default false, \`balance\` bigint not null default '0');`,
    );
    this.addSql(`create unique index \`ledger_account_code_unique\` on \`ledger_account\` (\`code\`);`);
    this.addSql(`create index \`ledger_account_member_id_index\` on \`ledger_account\` (\`member_id\`);`);

    this.addSql(
      `create table \`operator_action\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`actor\` text not null, \`action\` text not null, \`detail\` text not null);`,
    );
    this.addSql(`create index \`operator_action_created_at_index\` on \`operator_action\` (\`created_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`idempotency_record\`;`);
    this.addSql(`drop table if exists \`journal_entry\`;`);
    this.addSql(`drop table if exists \`journal_line\`;`);
    this.addSql(`drop table if exists \`ledger_account\`;`);
    this.addSql(`drop table if exists \`operator_action\`;`);
  }
}
