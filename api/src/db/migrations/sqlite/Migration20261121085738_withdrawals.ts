import { Migration } from '@mikro-orm/migrations';

export class Migration20261121085738_withdrawals extends Migration {
  override name = 'Migration20261121085738_withdrawals';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`platform_setting\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`setting_key\` text not null, \`value\` text not null);`,
    );
    this.addSql(
      `create unique index \`platform_setting_setting_key_unique\` on \`platform_setting\` (\`setting_key\`);`,
    );

    this.addSql(
      `create table \`withdrawal\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`address_id\` integer not null, \`chain\` text not null, \`address\` text not null, \`amount\` bigint not null, \`fee\` bigint not null, \`state\` text not null, \`tx_hash\` text null, \`reason\` text null);`,
    );
    this.addSql(`create unique index \`withdrawal_tx_hash_unique\` on \`withdrawal\` (\`tx_hash\`);`);
    this.addSql(`create index \`withdrawal_member_id_index\` on \`withdrawal\` (\`member_id\`);`);
    this.addSql(`create index \`withdrawal_state_index\` on \`withdrawal\` (\`state\`);`);

    this.addSql(
      `create table \`withdrawal_address\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`chain\` text not null, \`address\` text not null, \`label\` text not null);`,
    );
    this.addSql(
      `create unique index \`withdrawal_address_member_id_chain_address_unique\` on \`withdrawal_address\` (\`member_id\`, \`chain\`, \`address\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`platform_setting\`;`);
    this.addSql(`drop table if exists \`withdrawal\`;`);
    this.addSql(`drop table if exists \`withdrawal_address\`;`);
  }
}
