import { Migration } from '@mikro-orm/migrations';

export class Migration20261121101655_ledger_not_negative extends Migration {
  override name = 'Migration20261121101655_ledger_not_negative';

  override up(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`ledger_account__temp_alter\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`code\` text not null, \`owner\` text not null, \`member_id\` integer null, \`kind\` text not null, \`asset\` text not null, \`allow_negative\` integer not null default false, \`balance\` bigint not null default '0', constraint \`ledger_account_not_negative\` check (allow_negative = 1 or balance >= 0));`,
    );
    this.addSql(
      `insert into \`ledger_account__temp_alter\` select \`id\`, \`created_at\`, \`updated_at\`, \`code\`, \`owner\`, \`member_id\`, \`kind\`, \`asset\`, \`allow_negative\`, \`balance\` from \`ledger_account\`;`,
    );
    this.addSql(`drop table \`ledger_account\`;`);
    this.addSql(`alter table \`ledger_account__temp_alter\` rename to \`ledger_account\`;`);
    this.addSql(`create unique index \`ledger_account_code_unique\` on \`ledger_account\` (\`code\`);`);
    this.addSql(`create index \`ledger_account_member_id_index\` on \`ledger_account\` (\`member_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`pragma foreign_keys = off;`);
    this.addSql(
      `create table \`ledger_account__temp_alter\` (\`allow_negative\` integer not null default false, \`asset\` text not null, \`balance\` bigint not null default '0', \`code\` text not null, \`created_at\` datetime not null, \`id\` integer not null primary key autoincrement, \`kind\` text not null, \`member_id\` integer null, \`owner\` text not null, \`updated_at\` datetime not null);`,
    );
    this.addSql(
      `insert into \`ledger_account__temp_alter\` select \`allow_negative\`, \`asset\`, \`balance\`, \`code\`, \`created_at\`, \`id\`, \`kind\`, \`member_id\`, \`owner\`, \`updated_at\` from \`ledger_account\`;`,
    );
    this.addSql(`drop table \`ledger_account\`;`);
    this.addSql(`alter table \`ledger_account__temp_alter\` rename to \`ledger_account\`;`);
    this.addSql(`create unique index \`ledger_account_code_unique\` on \`ledger_account\` (\`code\`);`);
    this.addSql(`create index \`ledger_account_member_id_index\` on \`ledger_account\` (\`member_id\`);`);
    this.addSql(`pragma foreign_keys = on;`);
  }
}
