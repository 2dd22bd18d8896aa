import { Migration } from '@mikro-orm/migrations';

export class Migration20261121085738_withdrawals extends Migration {
  override name = 'Migration20261121085738_withdrawals';

  override up(): void | Promise<void> {
    this.addSql(
      `create table \`platform_setting\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`setting_key\` varchar(40) not null, \`value\` text not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`platform_setting\` add unique \`platform_setting_setting_key_unique\` (\`setting_key\`);`,
    );

    this.addSql(
      `create table \`withdrawal\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`address_id\` int not null, \`chain\` varchar(8) not null, \`address\` varchar(64) not null, \`amount\` bigint not null, \`fee\` bigint not null, \`state\` varchar(16) not null, \`tx_hash\` varchar(128) null, \`reason\` varchar(255) null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(`alter table \`withdrawal\` add unique \`withdrawal_tx_hash_unique\` (\`tx_hash\`);`);
    this.addSql(`alter table \`withdrawal\` add index \`withdrawal_member_id_index\` (\`member_id\`);`);
    this.addSql(`alter table \`withdrawal\` add index \`withdrawal_state_index\` (\`state\`);`);

    this.addSql(
      `create table \`withdrawal_address\` (\`id\` int unsigned not null auto_increment primary key, \`created_at\` datetime(3) not null, \`updated_at\` datetime(3) not null, \`member_id\` int not null, \`chain\` varchar(8) not null, \`address\` varchar(64) not null, \`label\` varchar(40) not null) default character set utf8mb4 engine = InnoDB;`,
    );
    this.addSql(
      `alter table \`withdrawal_address\` add unique \`withdrawal_address_member_id_chain_address_unique\` (\`member_id\`, \`chain\`, \`address\`);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`platform_setting\`;`);
    this.addSql(`drop table if exists \`withdrawal\`;`);
    this.addSql(`drop table if exists \`withdrawal_address\`;`);
  }
}
