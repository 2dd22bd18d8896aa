import { Migration } from '@mikro-orm/migrations';

export class Migration20261121091401_deposits extends Migration {
  override name = 'Migration20261121091401_deposits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`deposit\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`chain\` text not null, \`amount\` bigint not null, \`tx_hash\` text not null, \`state\` text not null, \`confirmed_at\` datetime null);`,
    );
    this.addSql(`create unique index \`deposit_tx_hash_unique\` on \`deposit\` (\`tx_hash\`);`);
    this.addSql(`create index \`deposit_member_id_index\` on \`deposit\` (\`member_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`deposit\`;`);
  }
}
