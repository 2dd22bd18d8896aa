import { Migration } from '@mikro-orm/migrations';

export class Migration20261121075850_accounts extends Migration {
  override name = 'Migration20261121075850_accounts';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`audit_event\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`type\` text not null, \`ip\` text not null, \`client\` text not null);`,
    );
    this.addSql(
      `create index \`audit_event_member_id_created_at_index\` on \`audit_event\` (\`member_id\`, \`created_at\`);`,
    );

    this.addSql(
      `create table \`mail_code\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`mailbox\` text not null, \`scene\` text not null, \`code_hash\` text not null, \`expires_at\` datetime not null, \`attempts\` integer not null default 0, \`used_at\` datetime null);`,
    );
    this.addSql(`create index \`mail_code_mailbox_scene_index\` on \`mail_code\` (\`mailbox\`, \`scene\`);`);

    this.addSql(
      `create table \`member\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`mailbox\` text not null, \`password_hash\` text not null, \`nickname\` text not null, \`avatar\` text null, \`invite_code\` text not null, \`inviter_id\` integer null, \`vip_level\` integer not null default 0, \`lang\` text not null, \`payment_password_hash\` text null, \`totp_secret\` text null, \`totp_pending_secret\` text null, \`totp_last_step\` bigint null, \`withdraw_locked_until\` datetime null);`,
    );
    this.addSql(`create unique index \`member_mailbox_unique\` on \`member\` (\`mailbox\`);`);
    this.addSql(`create unique index \`member_invite_code_unique\` on \`member\` (\`invite_code\`);`);
    this.addSql(`create index \`member_inviter_id_index\` on \`member\` (\`inviter_id\`);`);

    this.addSql(
      `create table \`outbox_mail\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`recipient\` text not null, \`subject\` text not null, \`text\` text not null);`,
    );
    this.addSql(`create index \`outbox_mail_recipient_index\` on \`outbox_mail\` (\`recipient\`);`);

    this.addSql(
      `create table \`session\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`token_hash\` text not null, \`client\` text not null, \`ip\` text not null, \`expires_at\` datetime not null, \`revoked_at\` datetime null);`,
    );
    this.addSql(`create index \`session_member_id_index\` on \`session\` (\`member_id\`);`);
    this.addSql(`create unique index \`session_token_hash_unique\` on \`session\` (\`token_hash\`);`);

    this.addSql(
      `create table \`upload\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`name\` text not null, \`mime\` text not null, \`size\` integer not null);`,
    );
    this.addSql(`create index \`upload_member_id_index\` on \`upload\` (\`member_id\`);`);
    this.addSql(`create unique index \`upload_name_unique\` on \`upload\` (\`name\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`audit_event\`;`);
    this.addSql(`drop table if exists \`mail_code\`;`);
    this.addSql(`drop table if exists \`member\`;`);
    this.addSql(`drop table if exists \`outbox_mail\`;`);
    this.addSql(`drop table if exists \`session\`;`);
    this.addSql(`drop table if exists \`upload\`;`);
  }
}
