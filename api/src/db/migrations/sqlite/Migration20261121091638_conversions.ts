import { Migration } from '@mikro-orm/migrations';

export class Migration20261121091638_conversions extends Migration {
  override name = 'Migration20261121091638_conversions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`conversion\` (\`id\` integer not null primary key autoincrement, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`member_id\` integer not null, \`from_asset\` text not null, \`to_asset\` text not null, \`amount\` bigint not null, \`receive\` bigint not null, \`fee\` bigint not null, \`rate_micro\` bigint not null, \`spread_bps\` integer not null, \`expires_at\` datetime not null, \`state\` text not null);`,
    );
    this.addSql(
      `create index \`conversion_member_id_state_index\` on \`conversion\` (\`member_id\`, \`state\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`conversion\`;`);
  }
}
