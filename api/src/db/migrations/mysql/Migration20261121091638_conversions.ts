import { Migration } from '@mikro-orm/migrations';

export class Migration20261121091638_conversions extends Migration {
  override name = 'Migration20261121091638_conversions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`conversion\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`from_asset\` varchar(8) not null, \`to_asset\` varchar(8) not null, \`amount\` bigint not null, \`receive\` bigint not null, \`fee\` bigint not null, \`rate_micro\` bigint not null, \`spread_bps\` int not null, \`expires_at\` datetime(3) not null, \`state\` varchar(16) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`conversion\` add index \`conversion_member_id_state_index\` (\`member_id\`, \`state\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`conversion\`;`);
  }
}
