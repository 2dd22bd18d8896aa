import { Migration } from '@mikro-orm/migrations';

export class Migration20261121101456_operators extends Migration {
  override name = 'Migration20261121101456_operators';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`operator\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`username\` text not null, \`display_name\` text not null, \`password_hash\` text not null, \`role\` text not null, \`disabled\` integer not null default false, \`last_login_at\` datetime null);`,
    );
    this.addSql(`create unique index \`operator_username_unique\` on \`operator\` (\`username\`);`);

    this.addSql(
      `create table \`operator_session\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`operator_id\` integer not null, \`token_hash\` text not null, \`client\` text not null, \`ip\` text not null, \`expires_at\` datetime not null, \`revoked_at\` datetime null);`,
    );
    this.addSql(
      `create index \`operator_session_operator_id_index\` on \`operator_session\` (\`operator_id\`);`,
    );
    this.addSql(
      `create unique index \`operator_session_token_hash_unique\` on \`operator_session\` (\`token_hash\`);`,
    );

    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`idempotency_record__temp_alter\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer null, \`operator_id\` integer null, \`idem_key\` text not null, \`fingerprint\` text not null, \`answer\` text null);`,
    );
    this.addSql(
      `insert into \`idempotency_record__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`member_id\`, null as \`operator_id\`, \`idem_key\`, \`fingerprint\`, \`answer\` from \`idempotency_record\`;`,
    );
    this.addSql(`drop table \`idempotency_record\`;`);
    this.addSql(`alter table \`idempotency_record__temp_alter\` rename to \`idempotency_record\`;`);
    this.addSql(
      `create unique index \`idempotency_record_member_id_idem_key_unique\` on \`idempotency_record\` (\`member_id\`, \`idem_key\`);`,
    );
    this.addSql(
      `create unique index \`idempotency_record_operator_id_idem_key_unique\` on \`idempotency_record\` (\`operator_id\`, \`idem_key\`);`,
    );
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`operator\`;`);
    this.addSql(`drop table if exists \`operator_session\`;`);

    // Operators' keys have no place once member_id is required again.
    this.addSql(`delete from \`idempotency_record\` where \`member_id\` is null;`);
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`idempotency_record__temp_alter\` (\`answer\` text null, \`created_at\` datetime not null, \`fingerprint\` text not null, \`id\` integer not null primary key autoincrement, \`idem_key\` text not null, \`member_id\` integer not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `insert into \`idempotency_record__temp_alter\` select \`answer\`, \`created_at\`, \`fingerprint\`, \`id\`, \`idem_key\`, \`member_id\`, \`updated_at\` from \`idempotency_record\`;`,
    );
    this.addSql(`drop table \`idempotency_record\`;`);
    this.addSql(`alter table \`idempotency_record__temp_alter\` rename to \`idempotency_record\`;`);
    this.addSql(
      `create unique index \`idempotency_record_member_id_idem_key_unique\` on \`idempotency_record\` (\`member_id\`, \`idem_key\`);`,
    );
    this.addSql(`pragma foreign_keys = on;`);
  }
}
