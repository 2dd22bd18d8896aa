import { Migration } from '@mikro-orm/migrations';

export class Migration20261121091401_deposits extends Migration {
  override name = 'Migration20261121091401_deposits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`deposit\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`chain\` varchar(8) not null, \`amount\` bigint not null, \`tx_hash\` varchar(128) not null, \`state\` varchar(16) not null, \`confirmed_at\` datetime(3) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`deposit\` add unique \`deposit_tx_hash_unique\` (\`tx_hash\`);`);
    this.addSql(`alter table \`deposit\` add index \`deposit_member_id_index\` (\`member_id\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`deposit\`;`);
  }
}
